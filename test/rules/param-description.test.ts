import { describe, expect, it } from "vitest";
import rule from "../../src/rules/param-description.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });

describe("param-description", () => {
  it("flags a root parameter without a description, at the parameter", () => {
    const findings = lintRule(rule, withSchema({ type: "object", properties: { limit: { type: "integer" } } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "param-description", pointer: "/tools/0/inputSchema/properties/limit", tool: "list_files" });
    expect(findings[0]!.message).toContain("`limit`");
  });

  it("flags members of nested objects and of array items, naming their path", () => {
    const findings = lintRule(
      rule,
      withSchema({
        type: "object",
        properties: {
          options: { type: "object", description: "Options.", properties: { width: { type: "number" } } },
          files: { type: "array", description: "Files.", items: { type: "object", properties: { path: { type: "string" } } } },
        },
      }),
    );
    expect(findings.map((f) => f.pointer)).toEqual([
      "/tools/0/inputSchema/properties/options/properties/width",
      "/tools/0/inputSchema/properties/files/items/properties/path",
    ]);
    expect(findings[1]!.message).toContain("`files[].path`");
  });

  it.each([
    ["an empty description", { type: "string", description: "" }],
    ["a blank description", { type: "string", description: "   " }],
    ["a non-string description", { type: "string", description: 42 }],
    ["only a title", { type: "string", title: "Query" }],
  ])("flags %s", (_, schema) => {
    expect(lintRule(rule, withSchema({ type: "object", properties: { q: schema } }))).toHaveLength(1);
  });

  it("flags properties of definitions (used through $ref)", () => {
    const findings = lintRule(rule, withSchema({ type: "object", $defs: { Item: { type: "object", properties: { id: { type: "string" } } } } }));
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/inputSchema/$defs/Item/properties/id"]);
    expect(findings[0]!.message).toContain("`$defs.Item.id`");
  });

  it.each([
    ["its own description", { q: { type: "string", description: "Text to search for." } }],
    ["a description where its local $ref leads", { q: { $ref: "#/$defs/Q" } }],
    ["a description on an anyOf member (nullable pydantic field)", { q: { anyOf: [{ type: "string", description: "Text." }, { type: "null" }] } }],
    ["a boolean subschema (nothing to describe)", { q: true }],
  ])("leaves alone a parameter with %s", (_, properties) => {
    const schema = { type: "object", properties, $defs: { Q: { type: "string", description: "Text to search for." } } };
    expect(lintRule(rule, withSchema(schema))).toEqual([]);
  });

  it("leaves alone properties restated in composition branches and in test-only subschemas", () => {
    const schema = {
      type: "object",
      properties: { kind: { type: "string", description: "Kind of item." }, size: { type: "integer", description: "Size." } },
      oneOf: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }],
      if: { properties: { kind: { const: "a" } } },
      then: { properties: { size: { maximum: 3 } } },
      not: { properties: { other: { type: "string" } } },
    };
    expect(lintRule(rule, withSchema(schema))).toEqual([]);
  });

  it("leaves outputSchema fields alone (they are not parameters)", () => {
    const outputSchema = { type: "object", properties: { total: { type: "integer" } } };
    expect(lintRule(rule, { tools: [tool({ outputSchema })] })).toEqual([]);
  });

  it("does not throw on broken schemas and hostile keys", () => {
    const broken = [
      tool({ inputSchema: { type: "object", properties: null } }),
      tool({ name: "b", inputSchema: JSON.parse('{"type": "object", "properties": {"__proto__": {"type": "string"}, "constructor": {"description": "ok"}}}') }),
      tool({ name: "c", inputSchema: { type: "object", properties: { x: { $ref: "#/nope" } } } }),
      tool({ name: "d", inputSchema: { type: "object", properties: { x: { $ref: "#/properties/x" } } } }),
      tool({ name: "e", inputSchema: "nonsense" }),
    ];
    const findings = lintRule(rule, { tools: broken });
    expect(findings.map((f) => f.pointer)).toEqual([
      "/tools/1/inputSchema/properties/__proto__",
      "/tools/2/inputSchema/properties/x",
      "/tools/3/inputSchema/properties/x",
    ]);
  });
});
