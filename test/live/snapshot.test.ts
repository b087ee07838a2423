import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recognizeShape } from "../../src/pipeline/input/shape.js";
import { canonicalJson, snapshotOf, type LiveCapture } from "../../src/pipeline/live/index.js";

describe("canonicalJson", () => {
  it("sorts keys at every level and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: [{ z: true, y: null }, "x"], "": 0 })).toBe('{"":0,"a":[{"y":null,"z":true},"x"],"b":1}');
  });

  it("sorts by UTF-16 code units and writes numbers and strings like JSON.stringify", () => {
    expect(canonicalJson({ "\u00e9": 1, Z: 2, a: 3, "\ud83d\ude00": 4, "\uff41": 5 })).toBe('{"Z":2,"a":3,"é":1,"😀":4,"ａ":5}');
    expect(canonicalJson([1e21, -0, 0.1, "line\nbreak \u2028", NaN])).toBe('[1e+21,0,0.1,"line\\nbreak \u2028",null]');
  });

  it("matches JSON.stringify's pretty layout when indenting", () => {
    const value = { b: [1, { d: [], c: {} }], a: "x" };
    expect(canonicalJson(value, 2)).toBe(JSON.stringify({ a: "x", b: [1, { c: {}, d: [] }] }, null, 2));
  });

  it("skips undefined and functions in objects and writes null for them in arrays", () => {
    expect(canonicalJson({ a: undefined, b: () => 1, c: [undefined] })).toBe('{"c":[null]}');
  });

  it("keeps a key named __proto__ as data", () => {
    expect(canonicalJson(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'))).toBe('{"__proto__":{"x":1},"a":2}');
  });

  it("handles nesting far deeper than the call stack", () => {
    let value: unknown = "leaf";
    for (let i = 0; i < 100_000; i++) value = [value];
    const text = canonicalJson(value);
    expect(text.length).toBe(200_006);
    expect(text.startsWith("[[[")).toBe(true);
  });

  it("refuses a cycle instead of looping", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow("cycle");
  });
});

describe("snapshotOf", () => {
  const capture: LiveCapture = {
    pages: [
      { tools: [{ name: "b", inputSchema: { type: "object" } }], nextCursor: "2" },
      { tools: [{ name: "a", title: null, inputSchema: {} }] },
      { nope: 1 },
    ],
    protocolVersion: "2025-06-18",
    negotiation: {
      method: "initialize",
      requested: "2025-11-25",
      version: "2025-06-18",
      era: "legacy",
      how: "initialize: it does not know server/discover (method not found)",
    },
    serverInfo: { version: "1.0.0", name: "demo" },
    transport: "stdio",
    notes: [],
  };

  it("holds every result whole in server order, the version, era and how it was chosen, the server info and the tools' hash", () => {
    const snapshot = snapshotOf(capture, "demo-server") as Record<string, unknown>;
    expect(snapshot).toEqual({
      mcpToolLintSnapshot: 2,
      server: { name: "demo-server" },
      protocolVersion: "2025-06-18",
      era: "legacy",
      negotiation: { method: "initialize", requested: "2025-11-25", how: "initialize: it does not know server/discover (method not found)" },
      serverInfo: { version: "1.0.0", name: "demo" },
      pages: capture.pages,
      toolsSha256: createHash("sha256").update('[{"inputSchema":{"type":"object"},"name":"b"},{"inputSchema":{},"name":"a","title":null}]').digest("hex"),
    });
    expect(canonicalJson(snapshot).startsWith('{"era":"legacy","mcpToolLintSnapshot":2,"negotiation":{')).toBe(true);
  });

  it("leaves out serverInfo when the server sent none", () => {
    const { serverInfo: _omitted, ...rest } = capture;
    expect(Object.keys(snapshotOf(rest, "x"))).toEqual(["mcpToolLintSnapshot", "server", "protocolVersion", "era", "negotiation", "pages", "toolsSha256"]);
  });

  it("is recognised by the loader as a snapshot, with its version, server, results and tools", () => {
    const shape = recognizeShape(JSON.parse(canonicalJson(snapshotOf(capture, "demo-server"), 2)));
    expect(shape.ok).toBe(true);
    if (!shape.ok) return;
    expect(shape.list.shape).toBe("snapshot");
    expect(shape.list.protocolVersion).toBe("2025-06-18");
    // The name the server was configured under wins over serverInfo.name: clients prefix tool names with it.
    expect(shape.list.serverName).toBe("demo-server");
    expect(shape.list.envelopes.map((envelope) => envelope.pointer)).toEqual(["/pages/0", "/pages/1"]);
    expect(shape.list.tools.map((tool) => [tool.name, tool.pointer])).toEqual([
      ["b", "/pages/0/tools/0"],
      ["a", "/pages/1/tools/0"],
    ]);
  });

  it("still loads a snapshot of format 1 (tools at the root)", () => {
    const shape = recognizeShape({
      mcpToolLintSnapshot: 1,
      server: { name: "old" },
      protocolVersion: "2025-06-18",
      tools: [{ name: "x", inputSchema: { type: "object" } }],
    });
    expect(shape.ok && shape.list.tools.map((tool) => tool.pointer)).toEqual(["/tools/0"]);
  });
});
