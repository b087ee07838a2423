import { describe, expect, it } from "vitest";
import rule from "../../src/rules/array-items-defined.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const ROOT = "/tools/0/inputSchema";
const withParams = (properties: Record<string, unknown>) => ({ tools: [tool({ inputSchema: { type: "object", properties } })] });

describe("array-items-defined", () => {
  it.each([
    ['`type: "array"`', { type: "array", description: "Tags." }],
    ["a type list including array", { type: ["array", "null"], description: "Tags." }],
  ])("flags an array parameter declared with %s and no `items`, at the parameter", (_, schema) => {
    const findings = lintRule(rule, withParams({ tags: schema }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "array-items-defined", pointer: `${ROOT}/properties/tags`, tool: "list_files" });
    expect(findings[0]!.message).toContain("`tags`");
  });

  it("flags arrays at every depth: nested objects, arrays of arrays, composition members", () => {
    const findings = lintRule(
      rule,
      withParams({
        options: { type: "object", properties: { ids: { type: "array" } } },
        matrix: { type: "array", items: { type: "array" } },
        either: { anyOf: [{ type: "array" }, { type: "string" }] },
      }),
    );
    expect(findings.map((f) => f.pointer)).toEqual([
      `${ROOT}/properties/options/properties/ids`,
      `${ROOT}/properties/matrix/items`,
      `${ROOT}/properties/either/anyOf/0`,
    ]);
    expect(findings[1]!.message).toContain("`matrix[]`");
  });

  it.each([
    ["items", { type: "array", items: { type: "string" } }],
    ["prefixItems (a 2020-12 tuple)", { type: "array", prefixItems: [{ type: "string" }] }],
    ["items as an empty schema", { type: "array", items: {} }],
    ["no array type", { type: "string" }],
  ])("leaves alone a parameter with %s", (_, schema) => {
    expect(lintRule(rule, withParams({ tags: schema }))).toEqual([]);
  });

  it("ignores outputSchema", () => {
    expect(lintRule(rule, { tools: [tool({ outputSchema: { type: "object", properties: { rows: { type: "array" } } } })] })).toEqual([]);
  });
});
