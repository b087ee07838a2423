import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-flat.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const ROOT = "/tools/0/inputSchema";
const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });
const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
const leaf = { type: "string", description: "A value." };

describe("schema-flat", () => {
  it("flags fields three object levels deep once, at the `properties` that holds them", () => {
    const findings = lintRule(rule, withSchema(object({ a: object({ b: object({ c: leaf, d: leaf }) }) })));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-flat", pointer: `${ROOT}/properties/a/properties/b/properties` });
    expect(findings[0]!.message).toContain("`a.b`");
    expect(findings[0]!.message).toContain("`c`, `d`");
  });

  it("counts objects inside array items as levels", () => {
    const schema = object({ files: { type: "array", items: object({ ranges: { type: "array", items: object({ start: leaf }) } }) } });
    expect(lintRule(rule, withSchema(schema)).map((f) => f.pointer)).toEqual([
      `${ROOT}/properties/files/items/properties/ranges/items/properties`,
    ]);
  });

  it("reports a deeper subtree only at its first level too deep", () => {
    const findings = lintRule(rule, withSchema(object({ a: object({ b: object({ c: object({ d: object({ e: leaf }) }) }) }) })));
    expect(findings.map((f) => f.pointer)).toEqual([`${ROOT}/properties/a/properties/b/properties`]);
  });

  it("takes `maxDepth` from the options", () => {
    const schema = object({ a: object({ b: leaf }) });
    expect(lintRule(rule, withSchema(schema), { options: { maxDepth: 1 } }).map((f) => f.pointer)).toEqual([`${ROOT}/properties/a/properties`]);
    expect(lintRule(rule, withSchema(object({ a: object({ b: object({ c: leaf }) }) })), { options: { maxDepth: 3 } })).toEqual([]);
  });

  it("leaves alone root parameters and one level below, and outputSchema", () => {
    const schema = object({ a: object({ b: leaf }), list: { type: "array", items: object({ x: leaf }) } });
    const deepOutput = object({ a: object({ b: object({ c: leaf }) }) });
    expect(lintRule(rule, { tools: [tool({ inputSchema: schema, outputSchema: deepOutput })] })).toEqual([]);
  });
});
