import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-required-defined.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (inputSchema: unknown) => lintRule(rule, [tool({ inputSchema })]);

describe("schema-required-defined", () => {
  it("flags a required name missing from `properties`, at its place in `required`", () => {
    const findings = lint({ type: "object", properties: { path: { type: "string" } }, required: ["path", "recursive"] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-required-defined", pointer: "/0/inputSchema/required/1", tool: "list_files" });
    expect(findings[0]!.message).toContain("`recursive` is required but not defined");
  });

  it("flags a name listed twice, at the second", () => {
    const findings = lint({ type: "object", properties: { path: { type: "string" } }, required: ["path", "path"] });
    expect(findings.map((f) => [f.pointer, f.message])).toEqual([["/0/inputSchema/required/1", expect.stringContaining("listed twice")]]);
  });

  it("checks every object level, in both schemas", () => {
    const findings = lintRule(rule, [
      tool({ outputSchema: { type: "object", properties: { items: { type: "array", items: { type: "object", properties: {}, required: ["id"] } } } } }),
    ]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/outputSchema/properties/items/items/required/0"]);
  });

  it("finds names defined through compositions, references, conditionals and patterns", () => {
    expect(lint({ type: "object", allOf: [{ $ref: "#/$defs/base" }], required: ["id"], $defs: { base: { properties: { id: { type: "string" } } } } })).toEqual(
      [],
    );
    expect(
      lint({ type: "object", properties: { id: { type: "string" }, name: { type: "string" } }, anyOf: [{ required: ["id"] }, { required: ["name"] }] }),
    ).toEqual([]);
    expect(lint({ type: "object", oneOf: [{ properties: { id: { type: "string" } }, required: ["id"] }] })).toEqual([]);
    expect(lint({ type: "object", if: { properties: { kind: { const: "a" } } }, then: { required: ["kind"] } })).toEqual([]);
    expect(lint({ type: "object", patternProperties: { "^x_": { type: "string" } }, required: ["x_id"] })).toEqual([]);
  });

  it("leaves names in a condition or a prohibition alone, but not their duplicates", () => {
    expect(lint({ type: "object", properties: { a: { type: "string" } }, not: { required: ["legacy"] } })).toEqual([]);
    expect(lint({ type: "object", properties: { a: { type: "string" } }, if: { required: ["mode"] }, then: { required: ["a"] } })).toEqual([]);
    expect(lint({ type: "object", properties: {}, not: { anyOf: [{ required: ["x", "x"] }] } }).map((f) => f.pointer)).toEqual([
      "/0/inputSchema/not/anyOf/0/required/1",
    ]);
    expect(lint({ type: "object", properties: {}, then: { required: ["missing"] } })).toHaveLength(1);
  });

  it("does not look through `items` or into a sibling property", () => {
    expect(lint({ type: "object", properties: { list: { type: "array", items: { type: "object", required: ["list"] } } } })).toHaveLength(1);
  });

  it("gives the benefit of the doubt to what it cannot resolve", () => {
    expect(lint({ type: "object", allOf: [{ $ref: "https://example.com/base.json" }], required: ["id"] })).toEqual([]);
    expect(lint({ type: "object", patternProperties: { "^(a+)+$": {} }, required: ["aaa"] })).toEqual([]);
  });

  it("leaves to other rules a `required` that is not an array, or not on an object", () => {
    expect(lint({ type: "object", properties: { a: { type: "string", required: true } } })).toEqual([]);
    expect(lint({ type: "object", properties: { a: { type: "string", required: ["x"] } } })).toEqual([]);
    expect(lint({ type: "object", properties: {}, required: [5] })).toEqual([]);
  });
});
