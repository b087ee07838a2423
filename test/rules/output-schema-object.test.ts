import { describe, expect, it } from "vitest";
import rule from "../../src/rules/output-schema-object.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const withOutput = (outputSchema: unknown) => ({ tools: [tool({ outputSchema })] });

describe("output-schema-object", () => {
  it.each(["2025-06-18", "2025-11-25"] as const)("under %s requires root type object", (protocol) => {
    const array = lintRule(rule, withOutput({ type: "array", items: { type: "string" } }), { protocol });
    expect(array.map((f) => f.pointer)).toEqual(["/tools/0/outputSchema/type"]);
    expect(array[0]!.message).toContain('`outputSchema.type` is "array"');
    const untyped = lintRule(rule, withOutput({ properties: { a: { type: "string" } } }), { protocol });
    expect(untyped.map((f) => f.pointer)).toEqual(["/tools/0/outputSchema"]);
    expect(untyped[0]!.message).toContain("has no root `type`");
    const lost = lintRule(rule, withOutput({ $schema: "https://json-schema.org/draft/2020-12/schema" }), { protocol });
    expect(lost[0]!.message).toContain("holds only `$schema`");
  });

  it("under 2026-07-28 accepts any schema object", () => {
    const schemas = [{ type: "array", items: { type: "object" } }, { type: "string" }, {}, { anyOf: [{ type: "object" }, { type: "null" }] }];
    for (const outputSchema of schemas) expect(lintRule(rule, withOutput(outputSchema), { protocol: "2026-07-28" })).toEqual([]);
  });

  it.each(["2025-06-18", "2025-11-25", "2026-07-28"] as const)("under %s flags null, booleans and arrays at outputSchema", (protocol) => {
    const findings = lintRule(rule, [tool({ outputSchema: null }), tool({ outputSchema: true }), tool({ outputSchema: [] })], { protocol });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/outputSchema", "/1/outputSchema", "/2/outputSchema"]);
    expect(findings[0]!.message).toContain("`outputSchema` is `null`; omit the field");
    expect(findings[1]!.message).toContain("MCP requires a schema object here");
  });

  it("does not apply before 2025-06-18 (no outputSchema then: tool-unknown-field reports it)", () => {
    for (const protocol of ["2024-11-05", "2025-03-26"] as const) {
      expect(lintRule(rule, withOutput({ type: "array" }), { protocol })).toEqual([]);
    }
  });

  it("leaves tools without outputSchema, or with an object one, alone", () => {
    for (const protocol of ["2025-06-18", "2025-11-25", "2026-07-28"] as const) {
      expect(lintRule(rule, [tool(), tool({ outputSchema: { type: "object", properties: { n: { type: "number" } } } })], { protocol })).toEqual([]);
    }
  });
});
