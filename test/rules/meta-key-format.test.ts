import { describe, expect, it } from "vitest";
import rule from "../../src/rules/meta-key-format.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const withMeta = (_meta: Record<string, unknown>) => ({ tools: [tool({ _meta })] });
const pointers = (input: unknown, opts: Parameters<typeof lintRule>[2] = {}) => lintRule(rule, input, opts).map((f) => f.pointer);

describe("meta-key-format", () => {
  it.each([
    ["has space", "may contain only letters, digits"],
    ["com.example/a/b", "more than one `/`"],
    ["1com.example/x", "label `1com` that does not start with a letter"],
    ["com-.example/x", "label `com-` that does not end with a letter or digit"],
    ["com..example/x", "empty label"],
    ["/x", "empty label"],
    ["com_example/x", "label `com_example` with a character other than"],
    ["com.example/-name", "must start and end with a letter or digit"],
    ["com.example/name.", "must start and end with a letter or digit"],
  ])("flags the malformed key %j at the key", (key, reason) => {
    for (const protocol of ["2025-06-18", "2025-11-25", "2026-07-28"] as const) {
      const findings = lintRule(rule, withMeta({ "com.example/ok": 1, [key]: 1 }), { protocol });
      expect(findings.map((f) => f.pointer)).toEqual([`/tools/0/_meta/${key.replace(/\//g, "~1")}`]);
      expect(findings[0]!.message).toContain(reason);
    }
  });

  it("accepts well-formed keys, with or without a prefix", () => {
    const keys = ["com.example/owner", "openai/outputTemplate", "ui", "progressToken", "a", "x-1_y.z", "com.example/", "", "io.github.user-name/v2.tag"];
    for (const protocol of ["2025-06-18", "2025-11-25", "2026-07-28"] as const) {
      expect(lintRule(rule, withMeta(Object.fromEntries(keys.map((k) => [k, 1]))), { protocol })).toEqual([]);
    }
  });

  it("leaves alone the keys a major client defines and reads, even where they break the grammar's letter", () => {
    // OpenAI's Apps SDK reads `openai/toolInvocation/invoking` as written: renaming it would make ChatGPT ignore it.
    const keys = [
      "openai/outputTemplate",
      "openai/toolInvocation/invoking",
      "openai/toolInvocation/invoked",
      "openai/widgetAccessible",
      "openai/resultCanProduceWidget",
      "ui/resourceUri",
    ];
    for (const protocol of ["2025-06-18", "2025-11-25", "2026-07-28"] as const) {
      expect(lintRule(rule, withMeta(Object.fromEntries(keys.map((k) => [k, "x"]))), { protocol })).toEqual([]);
    }
    // Only the keys the client defines: an invented key of the same shape is still malformed, and the advice still helps.
    expect(pointers(withMeta({ "openai/toolInvocation/started": "x", "acme/tool/status": "x" }))).toEqual([
      "/tools/0/_meta/openai~1toolInvocation~1started",
      "/tools/0/_meta/acme~1tool~1status",
    ]);
  });

  it("2025-11-25 and later: prefixes whose second label is modelcontextprotocol or mcp are reserved", () => {
    const meta = withMeta({ "io.modelcontextprotocol/custom": 1, "dev.mcp/x": 1, "com.MCP.tools/x": 1, "com.example.mcp/x": 1, "mcp/x": 1 });
    for (const protocol of ["2025-11-25", "2026-07-28"] as const) {
      const findings = lintRule(rule, meta, { protocol });
      expect(findings.map((f) => f.pointer)).toEqual([
        "/tools/0/_meta/io.modelcontextprotocol~1custom",
        "/tools/0/_meta/dev.mcp~1x",
        "/tools/0/_meta/com.MCP.tools~1x",
      ]);
      expect(findings[0]!.message).toContain("second label is `modelcontextprotocol` or `mcp`");
      expect(findings[0]!.message).toContain("e.g. `com.example/custom`");
    }
  });

  it("2025-06-18: a prefix with modelcontextprotocol or mcp before its last label is reserved", () => {
    const meta = withMeta({ "modelcontextprotocol.io/x": 1, "tools.mcp.com/x": 1, "api.modelcontextprotocol.org/x": 1, "io.modelcontextprotocol/x": 1 });
    expect(pointers(meta, { protocol: "2025-06-18" })).toEqual([
      "/tools/0/_meta/modelcontextprotocol.io~1x",
      "/tools/0/_meta/tools.mcp.com~1x",
      "/tools/0/_meta/api.modelcontextprotocol.org~1x",
    ]);
  });

  it("accepts reserved keys the specification defines, and those the config allows", () => {
    expect(lintRule(rule, withMeta({ "io.modelcontextprotocol/related-task": {} }), { protocol: "2025-11-25" })).toEqual([]);
    const result = { tools: [tool()], _meta: { "io.modelcontextprotocol/serverInfo": { name: "s", version: "1" } } };
    expect(lintRule(rule, result, { protocol: "2026-07-28" })).toEqual([]);
    const ui = withMeta({ "io.modelcontextprotocol/ui": {} });
    expect(pointers(ui, { protocol: "2025-11-25" })).toEqual(["/tools/0/_meta/io.modelcontextprotocol~1ui"]);
    // Inferred as 2025-06-18 or later (from `_meta`): 2025-06-18 does not reserve this prefix, so no finding in doubt.
    expect(pointers(ui)).toEqual([]);
    expect(lintRule(rule, ui, { protocol: "2025-11-25", options: { allowedKeys: ["io.modelcontextprotocol/ui"] } })).toEqual([]);
  });

  it("checks the tools/list result's _meta too", () => {
    expect(pointers({ tools: [], _meta: { "bad key": 1 } }, { protocol: "2025-11-25" })).toEqual(["/_meta/bad key"]);
    expect(pointers({ jsonrpc: "2.0", id: 1, result: { tools: [], _meta: { "dev.mcp/x": 1 } } }, { protocol: "2025-11-25" })).toEqual([
      "/result/_meta/dev.mcp~1x",
    ]);
    // No version recorded or implied (a list's `_meta` exists in every version): the key grammar of later versions is not demanded.
    expect(pointers({ tools: [], _meta: { "bad key": 1 } })).toEqual([]);
  });

  it("does not apply before 2025-06-18, when no key grammar existed", () => {
    for (const protocol of ["2024-11-05", "2025-03-26"] as const) {
      expect(lintRule(rule, { tools: [tool({ _meta: { "bad key": 1 } })], _meta: { "dev.mcp/x": 1 } }, { protocol })).toEqual([]);
    }
  });

  it("ignores a _meta that is not an object (tool-shape and list-shape report it)", () => {
    expect(lintRule(rule, { tools: [tool({ _meta: ["a b"] }), tool({ _meta: null })], _meta: "x" })).toEqual([]);
  });
});
