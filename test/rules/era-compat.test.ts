import { describe, expect, it } from "vitest";
import rule from "../../src/rules/era-compat.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { example, rulePage } from "../helpers/rule-docs.js";

const withOutput = (outputSchema: unknown) => ({ tools: [tool({ name: "list_labels", outputSchema })] });

describe("era-compat", () => {
  it.each([
    ["an array schema", { type: "array", items: { type: "string" } }, "/tools/0/outputSchema/type", 'has root `type` "array"'],
    ["a string schema", { type: "string" }, "/tools/0/outputSchema/type", 'has root `type` "string"'],
    ["a type list", { type: ["object", "null"] }, "/tools/0/outputSchema/type", 'has root `type` that is not "object"'],
    ["a schema without a root type", { anyOf: [{ type: "object" }, { type: "array" }] }, "/tools/0/outputSchema", "has no root `type`"],
  ])("warns about %s in the 2026-07-28 view, naming what 2025 clients do", (_, schema, pointer, text) => {
    const findings = lintRule(rule, withOutput(schema), { protocol: "2026-07-28" });
    expect(findings.map((f) => f.pointer)).toEqual([pointer]);
    expect(findings[0]!.message).toContain(text);
    expect(findings[0]!.message).toContain("2025-11-25 clients require");
  });

  it("is a warning: the server may send 2025-era clients another schema (the SDK v2 does)", () => {
    expect(rule.meta.severity).toBe("warning");
  });

  it("reads a file without a recorded version (version-neutral: it may be 2026-07-28) as one 2025 clients reject", () => {
    expect(lintRule(rule, withOutput({ type: "array" }))).toHaveLength(1);
  });

  it("leaves alone object schemas, tools without one, schemas that are not objects (output-schema-object's), and the 2025 view", () => {
    expect(lintRule(rule, withOutput({ type: "object", properties: { labels: { type: "array" } } }), { protocol: "2026-07-28" })).toEqual([]);
    expect(lintRule(rule, { tools: [tool()] }, { protocol: "2026-07-28" })).toEqual([]);
    expect(lintRule(rule, withOutput(true), { protocol: "2026-07-28" })).toEqual([]);
    expect(lintRule(rule, withOutput(null), { protocol: "2026-07-28" })).toEqual([]);
    expect(lintRule(rule, withOutput({ type: "array" }), { protocol: "2025-11-25" })).toEqual([]);
  });

  it("docs page: the failing example warns, the passing one does not", () => {
    const page = rulePage("era-compat");
    expect(lintRule(rule, example(page, "## Failing example"))).toHaveLength(1);
    expect(lintRule(rule, example(page, "## Passing example"))).toEqual([]);
  });
});
