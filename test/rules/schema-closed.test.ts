import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-closed.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const ROOT = "/tools/0/inputSchema";
const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });
const ALL = { options: { all: true } };

describe("schema-closed", () => {
  it.each([
    ["`{type: object}`", { type: "object" }, ROOT],
    ["empty `properties`", { type: "object", properties: {} }, ROOT],
    ["`additionalProperties: true`", { type: "object", additionalProperties: true }, `${ROOT}/additionalProperties`],
  ])("flags a tool without parameters declared as %s", (_, schema, pointer) => {
    const findings = lintRule(rule, withSchema(schema));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-closed", pointer, tool: "list_files" });
    expect(findings[0]!.message).toContain('{"type": "object", "additionalProperties": false}');
  });

  it.each([
    ["the recommended form", { type: "object", additionalProperties: false }],
    ["`unevaluatedProperties: false`", { type: "object", unevaluatedProperties: false }],
    ["parameters", { type: "object", properties: { path: { type: "string" } } }],
    ["a map of values", { type: "object", additionalProperties: { type: "string" } }],
    ["parameters through a composition", { type: "object", anyOf: [{ properties: { a: { type: "string" } } }] }],
    ["parameters through a $ref", { $ref: "#/$defs/Args", $defs: { Args: { type: "object", properties: { a: {} } } } }],
    // Content lost in generation (no `type`): input-schema-object's error, which closing would not fix.
    ["an empty schema", {}],
    ["only `$schema`", { $schema: "http://json-schema.org/draft-07/schema#" }],
  ])("leaves alone a tool with %s (default options)", (_, schema) => {
    expect(lintRule(rule, withSchema(schema))).toEqual([]);
  });

  it("with `all`, flags every open object of the inputSchema", () => {
    const schema = {
      type: "object",
      properties: {
        options: { type: "object", properties: { width: { type: "number" } } },
        files: { type: "array", items: { type: "object", properties: { path: { type: "string" } }, additionalProperties: true } },
      },
    };
    const findings = lintRule(rule, withSchema(schema), ALL);
    expect(findings.map((f) => f.pointer)).toEqual([ROOT, `${ROOT}/properties/options`, `${ROOT}/properties/files/items/additionalProperties`]);
    expect(findings[1]!.message).toContain("`options`");
  });

  it("with `all`, leaves alone closed objects, maps, allOf members and test-only subschemas", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: {
        closed: { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
        map: { type: "object", additionalProperties: { type: "string" } },
        merged: { type: "object", unevaluatedProperties: false, allOf: [{ type: "object", properties: { a: { type: "string" } } }] },
        text: { type: "string" },
      },
      if: { type: "object", properties: { text: { const: "x" } } },
      not: { type: "object", properties: { other: {} } },
    };
    expect(lintRule(rule, withSchema(schema), ALL)).toEqual([]);
  });

  it("sets `all` in the strict preset only", () => {
    expect(rule.meta.defaultOptions).toEqual({ all: false });
    expect(rule.meta.strictOptions).toEqual({ all: true });
  });

  it("ignores outputSchema and does not throw on non-object schemas", () => {
    const closedInput = { type: "object", properties: { path: { type: "string" } }, additionalProperties: false };
    const input = {
      tools: [
        tool({ inputSchema: closedInput, outputSchema: { type: "object", properties: { open: { type: "object" } } } }),
        tool({ name: "b", inputSchema: true }),
        tool({ name: "c", inputSchema: [1] }),
        tool({ name: "d", inputSchema: null }),
        tool({ name: "e", inputSchema: { type: "string" } }),
      ],
    };
    expect(lintRule(rule, input, ALL)).toEqual([]);
  });
});
