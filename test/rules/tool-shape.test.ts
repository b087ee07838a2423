import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-shape.js";
import type { ProtocolVersion } from "../../src/model/protocol.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const pointers = (input: unknown, protocol?: ProtocolVersion): string[] => lintRule(rule, input, { protocol }).map((f) => f.pointer);

describe("tool-shape", () => {
  it.each([
    ["a string", "list_files"],
    ["null", null],
    ["an array", [tool()]],
    ["an integer", 7],
  ])("flags a tool that is %s, at the tool", (kind, value) => {
    const findings = lintRule(rule, { tools: [tool(), value] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "tool-shape", pointer: "/tools/1" });
    expect(findings[0]!.message).toContain(`is ${kind}, not an object`);
  });

  it("flags a missing name at the tool, and a non-string name at `name`", () => {
    const { name: _, ...nameless } = tool();
    expect(pointers([nameless])).toEqual(["/0"]);
    const findings = lintRule(rule, [tool({ name: 42 }), tool({ name: null })]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/name", "/1/name"]);
    expect(findings[0]!.message).toContain("`name` is an integer");
    expect(findings[1]!.message).toContain("`name` is null");
  });

  it.each([
    ["title", null, "`title` is `null`; omit the field"],
    ["title", 3, "`title` is an integer; it must be a string"],
    ["description", null, "`description` is `null`; omit the field"],
    ["description", ["a", "b"], "`description` is an array; it must be a string"],
    ["_meta", null, "`_meta` is `null`"],
    ["_meta", [], "`_meta` is an array; it must be an object"],
    ["annotations", null, "`annotations` is `null`"],
    ["annotations", "readOnly", "`annotations` is a string; it must be an object"],
  ])("flags `%s` sent as %j at its own pointer", (field, value, text) => {
    const findings = lintRule(rule, [tool({ [field]: value })]);
    expect(findings.map((f) => f.pointer)).toEqual([`/0/${field}`]);
    expect(findings[0]!.message).toContain(text);
  });

  it("checks each annotation: booleans for hints, a string for title, never null", () => {
    const findings = lintRule(rule, [
      tool({ annotations: { title: null, readOnlyHint: "true", destructiveHint: null, idempotentHint: 1, openWorldHint: false } }),
    ]);
    expect(findings.map((f) => f.pointer)).toEqual([
      "/0/annotations/title",
      "/0/annotations/readOnlyHint",
      "/0/annotations/destructiveHint",
      "/0/annotations/idempotentHint",
    ]);
    expect(findings[1]!.message).toContain('the string "true"; use the boolean `true`');
    expect(findings[3]!.message).toContain("`annotations.idempotentHint` is an integer; it must be a boolean");
  });

  it("checks icons (2025-11-25 and later): array of objects with an absolute-URI src, WxH sizes, a known theme", () => {
    const icons = [
      { src: "https://example.com/icon.png", mimeType: "image/png", sizes: ["48x48", "any"], theme: "dark" },
      "https://example.com/icon.png",
      { mimeType: "image/png" },
      { src: "icon.png", sizes: ["48x48 96x96", 48], theme: "blue", mimeType: null },
    ];
    const findings = lintRule(rule, [tool({ icons })], { protocol: "2025-11-25" });
    expect(findings.map((f) => f.pointer)).toEqual([
      "/0/icons/1",
      "/0/icons/2",
      "/0/icons/3/src",
      "/0/icons/3/mimeType",
      "/0/icons/3/sizes/0",
      "/0/icons/3/sizes/1",
      "/0/icons/3/theme",
    ]);
    expect(findings[1]!.message).toContain("has no `src`");
    expect(findings[4]!.message).toContain("list each size as its own string");
    expect(lintRule(rule, [tool({ icons: "x" })]).map((f) => f.pointer)).toEqual(["/0/icons"]);
  });

  it("checks execution.taskSupport under 2025-11-25 only", () => {
    const input = [tool({ execution: { taskSupport: "sometimes" } }), tool({ execution: null })];
    const findings = lintRule(rule, input, { protocol: "2025-11-25" });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/execution/taskSupport", "/1/execution"]);
    expect(findings[0]!.message).toContain('"forbidden", "optional", "required"');
    // 2026-07-28 has no `execution`: tool-unknown-field reports it, not this rule.
    expect(lintRule(rule, input, { protocol: "2026-07-28" })).toEqual([]);
  });

  it("leaves fields alone in versions that do not define them (tool-unknown-field's job)", () => {
    const input = [tool({ title: null, _meta: 3, icons: null, annotations: null })];
    expect(pointers(input, "2024-11-05")).toEqual([]);
    expect(pointers(input, "2025-03-26")).toEqual(["/0/annotations"]);
    expect(pointers(input, "2025-06-18")).toEqual(["/0/title", "/0/annotations", "/0/_meta"]);
  });

  it("leaves well-formed tools alone in every version", () => {
    const full = tool({
      title: "List files",
      annotations: { title: "List files", readOnlyHint: true, openWorldHint: false },
      icons: [{ src: "data:image/png;base64,iVBORw0KGgo=", sizes: ["16x16"], theme: "light" }],
      execution: { taskSupport: "optional" },
      _meta: { "com.example/owner": "team" },
    });
    for (const protocol of ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] as const) {
      expect(lintRule(rule, [tool(), full], { protocol })).toEqual([]);
    }
  });

  it("does not mistake inherited names for fields and does not throw on hostile keys", () => {
    const hostile = JSON.parse('{"name":"x","inputSchema":{"type":"object"},"__proto__":null,"constructor":5,"toString":[]}');
    expect(lintRule(rule, [hostile])).toEqual([]);
  });
});
