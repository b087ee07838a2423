import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-unknown-field.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("tool-unknown-field", () => {
  it.each([
    ["input_schema", "inputSchema"],
    ["inputschema", "inputSchema"],
    ["parameters", "inputSchema"],
    ["arguments", "inputSchema"],
    ["annotation", "annotations"],
    ["Name", "name"],
    ["descripton", "description"],
    ["output_schema", "outputSchema"],
    ["metadata", "_meta"],
  ])("flags `%s` with a did-you-mean `%s`", (key, intended) => {
    const value = tool();
    value[key] = value[intended] ?? { type: "object" };
    delete value[intended];
    const findings = lintRule(rule, { tools: [value] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "tool-unknown-field", pointer: `/tools/0/${key}` });
    expect(findings[0]!.message).toContain(`did you mean \`${intended}\`?`);
  });

  it("says when the intended field is already there", () => {
    const findings = lintRule(rule, [tool({ parameters: { type: "object" } })]);
    expect(findings[0]!.message).toContain("the tool already has `inputSchema`. Remove `parameters`");
  });

  it("names a field of another protocol version as such", () => {
    const icons = lintRule(rule, [tool({ icons: [] })], { protocol: "2025-06-18" });
    expect(icons.map((f) => f.pointer)).toEqual(["/0/icons"]);
    expect(icons[0]!.message).toContain("`icons` is defined from protocol 2025-11-25; this list is checked as 2025-06-18");

    const execution = lintRule(rule, [tool({ execution: { taskSupport: "optional" } })], { protocol: "2026-07-28" });
    expect(execution.map((f) => f.pointer)).toEqual(["/0/execution"]);
    expect(execution[0]!.message).toContain("`execution` is defined only in protocol 2025-11-25; this list is checked as 2026-07-28");

    const old = lintRule(rule, [tool({ title: "List", outputSchema: { type: "object" }, _meta: {} })], { protocol: "2024-11-05" });
    expect(old.map((f) => f.pointer)).toEqual(["/0/annotations", "/0/title", "/0/outputSchema", "/0/_meta"]);
    expect(old[0]!.message).toContain("`annotations` is defined from protocol 2025-03-26");
  });

  it("points a typo at a field of a later version to that version", () => {
    const findings = lintRule(rule, [tool({ displayName: "List files" })], { protocol: "2025-03-26" });
    expect(findings[0]!.message).toContain("did you mean `title` (defined from protocol 2025-06-18; this list is checked as 2025-03-26)?");
  });

  it("suggests `_meta` for other custom fields where the version has it", () => {
    const [latest] = lintRule(rule, [tool({ "x-vendor-id": 3 })]);
    expect(latest).toMatchObject({ pointer: "/0/x-vendor-id" });
    expect(latest!.message).toContain("Put custom data under `_meta`");
    const [old] = lintRule(rule, [tool({ "x-vendor-id": 3, annotations: undefined })], { protocol: "2025-03-26" });
    expect(old!.message).not.toContain("_meta");
  });

  it("treats inherited and hostile names as the unknown fields they are", () => {
    const hostile = JSON.parse('{"name":"x","inputSchema":{"type":"object"},"__proto__":1,"constructor":2}');
    expect(lintRule(rule, [hostile]).map((f) => f.pointer)).toEqual(["/0/__proto__", "/0/constructor"]);
  });

  it.each([
    ["readOnly", "readOnlyHint"],
    ["readonlyhint", "readOnlyHint"],
    ["destructive", "destructiveHint"],
    ["idempotentHInt", "idempotentHint"],
    ["openWorld", "openWorldHint"],
  ])("flags annotations.%s with a did-you-mean `%s`", (key, intended) => {
    const findings = lintRule(rule, [tool({ annotations: { [key]: true } })]);
    expect(findings.map((f) => f.pointer)).toEqual([`/0/annotations/${key}`]);
    expect(findings[0]!.message).toContain(`did you mean \`${intended}\`?`);
  });

  it("flags other annotation keys, but not before annotations exist", () => {
    const findings = lintRule(rule, [tool({ annotations: { audience: ["user"] } })]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/annotations/audience"]);
    expect(lintRule(rule, [tool({ annotations: { audience: 1 } })], { protocol: "2024-11-05" }).map((f) => f.pointer)).toEqual(["/0/annotations"]);
  });

  it("leaves every field of each version alone", () => {
    const base = { name: "list_files", description: "d", inputSchema: { type: "object" } };
    const annotations = { title: "t", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
    const later = { ...base, annotations, title: "t", outputSchema: { type: "object" }, _meta: {} };
    expect(lintRule(rule, [base], { protocol: "2024-11-05" })).toEqual([]);
    expect(lintRule(rule, [{ ...base, annotations }], { protocol: "2025-03-26" })).toEqual([]);
    expect(lintRule(rule, [later], { protocol: "2025-06-18" })).toEqual([]);
    expect(lintRule(rule, [{ ...later, icons: [], execution: {} }], { protocol: "2025-11-25" })).toEqual([]);
    expect(lintRule(rule, [{ ...later, icons: [] }], { protocol: "2026-07-28" })).toEqual([]);
  });
});
