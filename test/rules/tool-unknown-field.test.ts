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

  it("names a field of a later version than the one spoken at info, and advises negotiating that version, never removing the field", () => {
    // tauri, slashvibe (annotations under 2024-11-05), n8n (outputSchema under 2025-03-26):
    // the SDKs read these fields whatever the version, so removing them would lose hints and structured output.
    const icons = lintRule(rule, [tool({ icons: [] })], { protocol: "2025-06-18", severity: "warning" });
    expect(icons.map((f) => [f.pointer, f.severity])).toEqual([["/0/icons", "info"]]);
    expect(icons[0]!.message).toBe(
      "`icons` is defined from protocol 2025-11-25, but this list is checked as protocol 2025-06-18 (`--protocol`): negotiate 2025-11-25 or later so that clients of 2025-06-18 know it.",
    );

    const old = lintRule(rule, [tool({ title: "List", outputSchema: { type: "object" }, _meta: {} })], { protocol: "2024-11-05", severity: "warning" });
    expect(old.map((f) => f.pointer)).toEqual(["/0/annotations", "/0/title", "/0/outputSchema", "/0/_meta"]);
    expect(old.map((f) => f.severity)).toEqual(["info", "info", "info", "info"]);
    for (const finding of old) expect(finding.message).not.toMatch(/remove/i);
    expect(old[0]!.message).toContain("`annotations` is defined from protocol 2025-03-26, but");
  });

  it("names the version a snapshot records as the one the server negotiates", () => {
    const recorded = { protocolVersion: "2025-03-26", tools: [tool({ outputSchema: { type: "object" } })] };
    const findings = lintRule(rule, recorded, { severity: "warning" });
    expect(findings.map((f) => [f.pointer, f.severity])).toEqual([["/tools/0/outputSchema", "info"]]);
    expect(findings[0]!.message).toContain("but the list records protocol 2025-03-26 (the version the server negotiates): negotiate 2025-06-18 or later");
  });

  it("keeps a warning, and the advice to remove it, for a field a later version removed", () => {
    const execution = lintRule(rule, [tool({ execution: { taskSupport: "optional" } })], { protocol: "2026-07-28", severity: "warning" });
    expect(execution.map((f) => [f.pointer, f.severity])).toEqual([["/0/execution", "warning"]]);
    expect(execution[0]!.message).toContain(
      "`execution` is defined only in protocol 2025-11-25; this list is checked as protocol 2026-07-28 (`--protocol`), which removed it",
    );
    expect(execution[0]!.message).toContain("Remove it");
  });

  it("points a typo at a field of a later version to that version", () => {
    const findings = lintRule(rule, [tool({ displayName: "List files" })], { protocol: "2025-03-26" });
    expect(findings[0]!.message).toContain(
      "did you mean `title` (defined from protocol 2025-06-18; this list is checked as protocol 2025-03-26 (`--protocol`))?",
    );
  });

  it("reports a harmless custom field at info, pointing to `_meta` where the version has it", () => {
    // european-parliament's top-level `category`: the schema allows extra properties; nothing breaks.
    const [latest] = lintRule(rule, [tool({ category: "feed" })], { severity: "warning" });
    expect(latest).toMatchObject({ pointer: "/0/category", severity: "info" });
    expect(latest!.message).toContain("Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/category`)");
    const [old] = lintRule(rule, [tool({ "x-vendor-id": 3, annotations: undefined })], { protocol: "2025-03-26", severity: "warning" });
    expect(old).toMatchObject({ pointer: "/0/x-vendor-id", severity: "info" });
    expect(old!.message).not.toContain("_meta");
  });

  it("leaves an `id` equal to the name alone; any other `id` is a custom field", () => {
    // hostinger: every tool has `id` equal to its name: redundant, and nothing to fix for a client.
    expect(lintRule(rule, [tool({ name: "list_files", id: "list_files" })], { severity: "warning" })).toEqual([]);
    const other = lintRule(rule, [tool({ name: "list_files", id: 7 })], { severity: "warning" });
    expect(other[0]!.message).toContain("`id` is a custom field");
  });

  it("says a custom field once per list, where it first appears, with how many tools carry it", () => {
    // european-parliament: `category` on 61 tools is one finding, not 61.
    const findings = lintRule(rule, [tool({ name: "a", category: "x" }), tool({ name: "b", category: "y" }), tool({ name: "c", category: "z" })], {
      severity: "warning",
    });
    expect(findings.map((f) => [f.pointer, f.tool, f.severity])).toEqual([["/0/category", "a", "info"]]);
    expect(findings[0]!.message).toContain("(3 tools carry it)");
  });

  it("keeps a rule set to error one step quieter on harmless fields, never an error", () => {
    const findings = lintRule(rule, [tool({ category: "feed" })], { severity: "error" });
    expect(findings.map((f) => f.severity)).toEqual(["warning"]);
    expect(lintRule(rule, [tool({ input_schema: {} })], { severity: "error" }).map((f) => f.severity)).toEqual(["error"]);
  });

  it.each([
    ["readOnly", "readOnlyHint"],
    ["destructive", "destructiveHint"],
    ["idempotent", "idempotentHint"],
    ["openWorld", "openWorldHint"],
    ["readOnlyHint", "readOnlyHint"],
  ])("flags a top-level boolean `%s` as the lost hint `annotations.%s`, at warning", (key, hint) => {
    // google-workspace: `readOnly: true` beside `name`, no annotations.
    const findings = lintRule(rule, [tool({ annotations: undefined, [key]: true })], { severity: "warning" });
    expect(findings.map((f) => [f.pointer, f.severity])).toEqual([[`/0/${key}`, "warning"]]);
    expect(findings[0]!.message).toContain(`did you mean \`annotations.${hint}\`? Move it there.`);
    expect(findings[0]!.message).not.toContain("_meta");
  });

  it("says when the hint is already under annotations, and treats a non-boolean `readOnly` as a custom field", () => {
    const both = lintRule(rule, [tool({ annotations: { readOnlyHint: true }, readOnly: true })]);
    expect(both[0]!.message).toContain("the tool already has `annotations.readOnlyHint`. Remove `readOnly`.");
    const text = lintRule(rule, [tool({ readOnly: "yes" })], { severity: "warning" });
    expect(text.map((f) => f.severity)).toEqual(["info"]);
    expect(text[0]!.message).toContain("custom field");
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

  it("flags other annotation keys at info, but not before annotations exist", () => {
    const findings = lintRule(rule, [tool({ annotations: { audience: ["user"] } })], { severity: "warning" });
    expect(findings.map((f) => [f.pointer, f.severity])).toEqual([["/0/annotations/audience", "info"]]);
    // cloudbase: `annotations.category` beside the same key in `_meta`: a copy, nothing to fix.
    expect(lintRule(rule, [tool({ annotations: { category: "env" }, _meta: { category: "env" } })], { severity: "warning" })).toEqual([]);
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
