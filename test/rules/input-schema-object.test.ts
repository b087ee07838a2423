import { describe, expect, it } from "vitest";
import rule from "../../src/rules/input-schema-object.js";
import { PROTOCOL_VERSIONS } from "../../src/model/protocol.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("input-schema-object", () => {
  it("flags a missing inputSchema at the tool, in every version", () => {
    const { inputSchema: _, ...schemaless } = tool();
    for (const protocol of PROTOCOL_VERSIONS) {
      const findings = lintRule(rule, { tools: [tool(), schemaless] }, { protocol });
      expect(findings.map((f) => f.pointer)).toEqual(["/tools/1"]);
      expect(findings[0]!.message).toContain("Tool has no `inputSchema`");
    }
  });

  it.each([
    ["null", null, "is `null`"],
    ["true", true, "`true` is a valid JSON Schema, but MCP requires an object schema"],
    ["an array", [{ type: "object" }], "is an array"],
    ["a string", '{"type": "object"}', "is a string"],
    ["an empty object", {}, "is an empty object"],
    ["only $schema", { $schema: "http://json-schema.org/draft-07/schema#" }, "holds only `$schema`"],
    ["no type", { properties: { path: { type: "string" } } }, "has no root `type`"],
  ])("flags an inputSchema that is %s, at inputSchema", (_, inputSchema, text) => {
    const findings = lintRule(rule, [tool({ inputSchema })]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema"]);
    expect(findings[0]!.message).toContain(text);
  });

  it.each([
    ["array", '"array"'],
    [["object", "null"], "an array"],
    [["object"], "an array"],
    [null, "`null`"],
  ])("flags a root type %j at inputSchema/type", (type, found) => {
    const findings = lintRule(rule, [tool({ inputSchema: { type, properties: {} } })]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema/type"]);
    expect(findings[0]!.message).toContain(`\`inputSchema.type\` is ${found}`);
  });

  it("leaves object schemas alone, with or without $schema, parameters or compositions", () => {
    const schemas = [
      { type: "object" },
      { type: "object", additionalProperties: false },
      { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "number" } } },
      { type: "object", oneOf: [{ required: ["id"] }, { required: ["name"] }] },
    ];
    for (const protocol of PROTOCOL_VERSIONS) {
      expect(
        lintRule(
          rule,
          schemas.map((inputSchema) => tool({ inputSchema })),
          { protocol },
        ),
      ).toEqual([]);
    }
  });

  it("ignores tools that are not objects (tool-shape reports those)", () => {
    expect(lintRule(rule, ["list_files", null, 3])).toEqual([]);
  });
});
