import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-type-present.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (properties: Record<string, unknown>, root = "inputSchema") => lintRule(rule, [tool({ [root]: { type: "object", properties } })]);

describe("schema-type-present", () => {
  it("flags a parameter with nothing saying what it is, at the parameter", () => {
    const findings = lint({ tags: { description: "Tags to add." } });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-type-present", pointer: "/0/inputSchema/properties/tags", tool: "list_files" });
    expect(findings[0]!.message).toContain("`tags`");
  });

  it("flags nested parameters too", () => {
    const findings = lint({ list: { type: "array", items: { type: "object", properties: { value: {} } } } });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/list/items/properties/value"]);
  });

  it.each([
    [{ type: "string" }],
    [{ enum: ["a"] }],
    [{ const: 1 }],
    [{ $ref: "#/$defs/x" }],
    [{ anyOf: [{ type: "string" }] }],
    [{ oneOf: [] }],
    [{ allOf: [] }],
    [{ not: {} }],
  ])("leaves %j alone", (schema) => {
    expect(lint({ p: schema })).toEqual([]);
  });

  it("leaves boolean property schemas and outputSchema fields alone", () => {
    expect(lint({ anything: true })).toEqual([]);
    expect(lint({ result: { description: "Anything." } }, "outputSchema")).toEqual([]);
  });
});
