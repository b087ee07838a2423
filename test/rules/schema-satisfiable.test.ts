import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-satisfiable.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (schema: Record<string, unknown>) => lintRule(rule, [tool({ inputSchema: { type: "object", properties: { p: schema } } })]);
const at = "/0/inputSchema/properties/p";

describe("schema-satisfiable", () => {
  it.each([
    [{ type: "integer", minimum: 10, maximum: 5 }, "minimum"],
    [{ type: "number", exclusiveMinimum: 5, maximum: 5 }, "exclusiveMinimum"],
    [{ type: "integer", minimum: 1.2, maximum: 1.8 }, "minimum"],
    [{ type: "string", minLength: 5, maxLength: 2 }, "minLength"],
    [{ type: "array", minItems: 3, maxItems: 1 }, "minItems"],
    [{ type: "object", minProperties: 2, maxProperties: 1 }, "minProperties"],
    [{ type: "object", properties: { a: {}, b: {} }, required: ["a", "b"], maxProperties: 1 }, "maxProperties"],
    [{ type: "integer", const: "1" }, "const"],
    [{ type: "string", enum: ["a"], const: "b" }, "const"],
    [{ type: "integer", enum: ["1", "2"] }, "enum"],
  ])("flags %j at its `%s`", (schema, keyword) => {
    const findings = lint(schema);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-satisfiable", pointer: `${at}/${keyword}`, tool: "list_files" });
  });

  it("flags a required property whose schema forbids every value", () => {
    const findings = lint({ type: "object", properties: { a: false, b: { not: {} } }, required: ["a", "b"] });
    expect(findings.map((f) => f.pointer)).toEqual([`${at}/required/0`, `${at}/required/1`]);
  });

  it("leaves satisfiable constraints alone", () => {
    expect(lint({ type: "integer", minimum: 5, maximum: 5 })).toEqual([]);
    expect(lint({ type: "number", minimum: 1.2, maximum: 1.8 })).toEqual([]);
    expect(lint({ type: "integer", exclusiveMinimum: 1, exclusiveMaximum: 3 })).toEqual([]);
    expect(lint({ type: "string", minLength: 2, maxLength: 2 })).toEqual([]);
    expect(lint({ type: "object", properties: { a: false }, required: [] })).toEqual([]);
    expect(lint({ type: ["integer", "string"], enum: ["a", 1], const: 1 })).toEqual([]);
  });

  it("reads draft-04's boolean exclusive bounds", () => {
    const draft04 = (p: Record<string, unknown>) =>
      lintRule(rule, [tool({ inputSchema: { $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: { p } } })]);
    expect(draft04({ type: "number", minimum: 5, maximum: 5, exclusiveMaximum: true })).toHaveLength(1);
    expect(draft04({ type: "number", minimum: 5, maximum: 5 })).toEqual([]);
  });

  it("leaves numeric bounds on a non-numeric type to schema-keyword-applicable", () => {
    expect(lint({ type: "string", minimum: 10, maximum: 5 })).toEqual([]);
  });
});
