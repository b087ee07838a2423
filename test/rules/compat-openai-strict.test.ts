import { describe, expect, it } from "vitest";
import rule from "../../src/rules/compat-openai-strict.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { describeConstraintCases, findingsOf } from "../compat/run-cases.js";

describeConstraintCases(rule);

const strictTool = (schema: unknown): Record<string, unknown> => tool({ inputSchema: schema });

describe("compat-openai-strict", () => {
  it("accepts the documented strict example: every property required, optional ones as a null union, closed objects", () => {
    const schema = {
      type: "object",
      properties: {
        location: { type: "string", description: "The location to get the weather for" },
        unit: { type: ["string", "null"], enum: ["F", "C", null] },
        rows: { type: "array", items: { type: "object", properties: { v: { type: "number" } }, required: ["v"], additionalProperties: false } },
        value: { anyOf: [{ type: "string" }, { type: "object", properties: {}, required: [], additionalProperties: false }] },
      },
      required: ["location", "unit", "rows", "value"],
      additionalProperties: false,
      $defs: { node: { type: "object", properties: { next: { $ref: "#/$defs/node" } }, required: ["next"], additionalProperties: false } },
    };
    expect(lintRule(rule, strictTool(schema), { targets: ["openai-strict"] })).toEqual([]);
  });

  it("requires a closed object even for a tool without parameters", () => {
    const findings = lintRule(rule, strictTool({ type: "object" }), { targets: ["openai-strict"] });
    expect(findings.map((f) => [f.pointer, f.data?.constraint])).toEqual([["/inputSchema", "additional-properties"]]);
    expect(findings[0]!.message).toMatch(/^OpenAI strict mode will reject the whole request: /);
  });

  it("points at additionalProperties when it is present but not false", () => {
    const findings = lintRule(rule, strictTool({ type: "object", properties: {}, additionalProperties: true }), { targets: ["openai-strict"] });
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/additionalProperties"]);
  });

  it("does not pile findings on subschemas under a keyword it already refused", () => {
    const schema = { type: "object", properties: {}, additionalProperties: false, allOf: [{ type: "object", properties: { a: { type: "string" } } }] };
    const findings = lintRule(rule, strictTool(schema), { targets: ["openai-strict"] });
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/allOf"]);
  });

  it("keeps the schema-wide totals per tool, reporting each tool's own overflow with its name", () => {
    const big: Record<string, unknown> = {};
    for (let i = 0; i < 5001; i++) big[`p${i}`] = { type: "string" };
    const bigSchema = { type: "object", properties: big, required: Object.keys(big), additionalProperties: false };
    const small = { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false };
    const findings = lintRule(rule, [tool({ name: "big", inputSchema: bigSchema }), tool({ name: "small", inputSchema: small })], {
      targets: ["openai-strict"],
    });
    const counts = findingsOf(findings, "openai-strict", "property-count");
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({ tool: "big", pointer: "/0/inputSchema" });
  });

  it("reports deep nesting once per tool", () => {
    let schema: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 13; i++) schema = { type: "object", properties: { n: schema }, required: ["n"], additionalProperties: false };
    expect(findingsOf(lintRule(rule, strictTool(schema), { targets: ["openai-strict"] }), "openai-strict", "nesting")).toHaveLength(1);
  });

  it("does not throw on broken schemas", () => {
    const junk = [tool({ inputSchema: { type: "object", properties: [], required: "a", enum: 3, const: { a: [1, { b: 2 }] } } }), { inputSchema: true }];
    expect(() => lintRule(rule, junk, { targets: ["openai-strict"] })).not.toThrow();
  });
});
