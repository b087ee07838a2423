// The official 2026-07-28 examples must draw nothing from the schema rules, and the cases the
// issue names must behave: no crash, no finding where the schema is fine.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tool } from "../helpers/lint-rule.js";
import { lintWithSchemaRules } from "./schema-rules.js";

const EXAMPLES = new URL("../data/spec/mcp/examples-2026-07-28/", import.meta.url);

describe("schema rules on the official examples", () => {
  const files = readdirSync(EXAMPLES).filter((f) => f.endsWith(".json"));

  it.each(files)("%s draws nothing", async (file) => {
    const input = JSON.parse(readFileSync(new URL(file, EXAMPLES), "utf8"));
    for (const protocol of ["2026-07-28", "2025-11-25", "2024-11-05"] as const) {
      expect(await lintWithSchemaRules([input], protocol)).toEqual({ findings: [], failures: [] });
    }
  });

  it("finds all seven", () => {
    expect(files).toHaveLength(7);
  });
});

describe("schema rules on the issue's cases", () => {
  it("a schema that is only `$schema` (the filesystem server's incident) draws nothing here and breaks nothing", async () => {
    // input-schema-object reports the missing `type: "object"`; as a schema it is valid draft-07.
    const run = await lintWithSchemaRules([[tool({ inputSchema: { $schema: "http://json-schema.org/draft-07/schema#" } })]]);
    expect(run).toEqual({ findings: [], failures: [] });
  });

  it("an outputSchema property that is `true` is valid", async () => {
    const run = await lintWithSchemaRules([[tool({ outputSchema: { type: "object", properties: { result: true }, required: ["result"] } })]]);
    expect(run).toEqual({ findings: [], failures: [] });
  });

  it("a draft-07 tuple is valid, the same schema under 2020-12 is not", async () => {
    const tuple = { type: "object", properties: { point: { type: "array", items: [{ type: "number" }, { type: "number" }], description: "x, y" } } };
    expect((await lintWithSchemaRules([[tool({ inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", ...tuple } })]])).findings).toEqual([]);
    const run = await lintWithSchemaRules([[tool({ inputSchema: tuple })]], "2025-11-25");
    expect(run.findings.map((f) => [f.ruleId, f.pointer])).toEqual([["schema-valid", "/0/inputSchema/properties/point/items"]]);
    // Without a version (the tool's fields fit 2025-03-26 and later) either dialect may apply: quiet.
    expect((await lintWithSchemaRules([[tool({ inputSchema: tuple })]])).findings).toEqual([]);
  });

  it("a recursive schema is fine, and a value in it is checked through the recursion", async () => {
    const node = { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/node" } } }, required: ["name"] };
    const inputSchema = {
      type: "object",
      properties: { tree: { $ref: "#/$defs/node", default: { name: "a", children: [{ children: [] }] } } },
      $defs: { node },
    };
    const run = await lintWithSchemaRules([[tool({ inputSchema })]]);
    expect(run.failures).toEqual([]);
    expect(run.findings.map((f) => [f.ruleId, f.pointer, f.message.includes("at `/children/0`")])).toEqual([
      ["schema-value-valid", "/0/inputSchema/properties/tree/default", true],
    ]);
  });

  it("a pattern built to backtrack forever, with a default that triggers it, ends promptly", async () => {
    const started = Date.now();
    const inputSchema = { type: "object", properties: { id: { type: "string", pattern: "^(\\w+\\s?)*$", default: `${"a".repeat(64)}!` } } };
    const run = await lintWithSchemaRules([[tool({ inputSchema })]]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(run.findings.map((f) => [f.ruleId, f.pointer])).toEqual([["schema-pattern", "/0/inputSchema/properties/id/pattern"]]);
  });

  it("nothing throws on hostile values in any field", async () => {
    const ownProto = JSON.parse('{"__proto__": {"type": "string", "default": 1}, "type": "object", "required": ["__proto__"]}');
    const hostile = [null, 0, "", [], {}, true, ownProto, { __proto__: { polluted: 1 } }, { constructor: 1, toString: "x" }];
    const tools = hostile.flatMap((value) => [
      tool({ inputSchema: value }),
      tool({ inputSchema: { type: "object", properties: { p: value }, required: value, $defs: value, enum: value, default: value } }),
      tool({
        inputSchema: {
          type: value,
          items: value,
          anyOf: value,
          pattern: value,
          format: value,
          $ref: value,
          "x-mcp-header": value,
          minimum: value,
          maximum: value,
        },
      }),
      tool({ outputSchema: { properties: { constructor: value, __proto__: value, hasOwnProperty: value }, patternProperties: { "(": value } } }),
    ]);
    for (const protocol of ["2026-07-28", "2024-11-05"] as const) {
      expect((await lintWithSchemaRules([tools], protocol)).failures).toEqual([]);
    }
  });

  it("nothing throws on arbitrary JSON as a schema, under any protocol", async () => {
    const keyword = fc.constantFrom(
      "type",
      "properties",
      "items",
      "required",
      "enum",
      "const",
      "default",
      "examples",
      "pattern",
      "$ref",
      "anyOf",
      "allOf",
      "not",
      "if",
      "then",
      "format",
      "minimum",
      "maxLength",
      "$defs",
      "$schema",
      "$id",
      "patternProperties",
      "additionalProperties",
      "x-mcp-header",
      "dependencies",
      "prefixItems",
    );
    const schemaish = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { maxDepth: 4, depthIdentifier: "node" },
        fc.jsonValue({ maxDepth: 1 }),
        fc.dictionary(keyword, tie("node"), { maxKeys: 4 }),
        fc.array(tie("node"), { maxLength: 3 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(schemaish, schemaish, fc.constantFrom("2026-07-28", "2025-11-25", "2024-11-05"), async (inputSchema, outputSchema, protocol) => {
        const run = await lintWithSchemaRules([[tool({ inputSchema, outputSchema })]], protocol as "2026-07-28");
        expect(run.failures).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});
