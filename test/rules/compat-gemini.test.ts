import { describe, expect, it } from "vitest";
import rule from "../../src/rules/compat-gemini.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { describeConstraintCases } from "../compat/run-cases.js";

describeConstraintCases(rule);

describe("compat-gemini", () => {
  it("reports `$schema` at the root, as zod-to-json-schema emits it", () => {
    const findings = lintRule(rule, tool({ inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: {} } }), {
      targets: ["gemini"],
    });
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/$schema"]);
    expect(findings[0]!.message).toMatch(/^Gemini will reject the whole request: `\$schema` is not a field of Gemini's Schema\. Drop `\$schema`/);
  });

  it("reports `$defs` once, not every field of every definition under it", () => {
    const schema = { type: "object", properties: { a: { $ref: "#/$defs/A" } }, $defs: { A: { type: "object", additionalProperties: false, const: 1 } } };
    const findings = lintRule(rule, tool({ inputSchema: schema }), { targets: ["gemini"] });
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/$defs", "/inputSchema/properties/a/$ref"]);
  });

  it("walks properties, items and anyOf, which Gemini knows", () => {
    const schema = { type: "object", properties: { a: { type: "array", items: { anyOf: [{ type: "string", examples: ["x"] }] } } } };
    const findings = lintRule(rule, tool({ inputSchema: schema }), { targets: ["gemini"] });
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/properties/a/items/anyOf/0/examples"]);
  });

  it("ignores outputSchema, which is not sent as parameters", () => {
    expect(lintRule(rule, tool({ outputSchema: { type: "object", additionalProperties: false } }), { targets: ["gemini"] })).toEqual([]);
  });

  it("reports a boolean subschema", () => {
    const findings = lintRule(rule, tool({ inputSchema: { type: "object", properties: { a: true } } }), { targets: ["gemini"] });
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/properties/a"]);
  });

  it("is quiet without the gemini target", () => {
    expect(lintRule(rule, tool({ name: "9", inputSchema: { $schema: "x" } }))).toEqual([]);
  });

  it("does not throw on broken definitions", () => {
    expect(() => lintRule(rule, [null, { name: "", inputSchema: { type: [1], enum: "x", items: [true] } }], { targets: ["gemini"] })).not.toThrow();
  });
});
