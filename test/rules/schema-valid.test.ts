import { expect, it } from "vitest";
import rule from "../../src/rules/schema-valid.js";
import { lintRuleAsync } from "../helpers/lint-rule.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const DRAFT_04 = "http://json-schema.org/draft-04/schema#";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
// Under 2025-11-25 and later a schema without `$schema` is 2020-12; an input that names no
// version is checked under both dialects (version-neutral), so most cases name one.
const LATEST = { protocol: "2026-07-28" } as const;
const withSchema = (inputSchema: unknown) => [tool({ inputSchema })];
const tuple = { type: "object", properties: { point: { type: "array", items: [{ type: "number" }, { type: "number" }] } } };

const BAD_TYPE =
  '`type` must be a type name (`array`, `boolean`, `integer`, `null`, `number`, `object`, `string`) or an array of distinct type names, got "strng". Did you mean `string`?';
const NEGATIVE_LENGTH = "`minLength` must be a non-negative integer, got -1.";
const manyProperties = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, { minLength: -1, type: "strng" }]));

ruleTester(rule).run({
  valid: [
    { name: "draft-07's tuple `items` under draft-07", ...LATEST, input: withSchema({ $schema: DRAFT_07, ...tuple }) },
    { name: "draft-07's tuple `items` without `$schema` before 2025-11-25 (2020-12 or draft-07)", protocol: "2025-06-18", input: withSchema(tuple) },
    {
      name: "draft-04's boolean `exclusiveMinimum` under draft-04",
      ...LATEST,
      input: withSchema({ $schema: DRAFT_04, type: "object", properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true } } }),
    },
    { name: "`true` and `false` property schemas", input: [tool({ outputSchema: { type: "object", properties: { anything: true, nothing: false } } })] },
    { name: "a schema that is only `$schema`", ...LATEST, input: withSchema({ $schema: DRAFT_07 }) },
    { name: "unknown keywords", ...LATEST, input: withSchema({ type: "object", "x-vendor": { weird: [1] }, nullable: "yes" }) },
    {
      name: "a schema under an unknown `$schema` (schema-dialect's)",
      ...LATEST,
      input: withSchema({ $schema: "urn:unknown", type: "object", properties: { a: { minLength: -1 } } }),
    },
    {
      name: "an empty enum and a repeated required name under draft-07 (schema-value-valid's, schema-required-defined's)",
      ...LATEST,
      input: withSchema({ $schema: DRAFT_07, type: "object", properties: { a: { type: "string", enum: [] } }, required: ["a", "a"] }),
    },
    {
      name: "an empty enum and a repeated required name under 2020-12 (schema-value-valid's, schema-required-defined's)",
      ...LATEST,
      input: withSchema({ type: "object", properties: { a: { type: "string", enum: [] } }, required: ["a", "a"] }),
    },
    { name: "a root that is not an object (input-schema-object's)", ...LATEST, input: withSchema("not a schema") },
  ],
  invalid: [
    {
      name: "each violation at its own pointer, in words",
      ...LATEST,
      input: withSchema({
        type: "object",
        properties: { name: { type: "strng", minLength: -1 }, tags: { type: "array", items: { type: "string" }, maxItems: 1.5 } },
        required: true,
      }),
      errors: [
        { message: BAD_TYPE, pointer: "/0/inputSchema/properties/name/type", line: 9, column: 11, tool: "list_files" },
        { message: NEGATIVE_LENGTH, pointer: "/0/inputSchema/properties/name/minLength", line: 10, column: 11, tool: "list_files" },
        {
          message: "`maxItems` must be a non-negative integer, got 1.5.",
          pointer: "/0/inputSchema/properties/tags/maxItems",
          line: 17,
          column: 11,
          tool: "list_files",
        },
        {
          message: "`required` must be an array of distinct property names (strings), got true.",
          pointer: "/0/inputSchema/required",
          line: 20,
          column: 7,
          tool: "list_files",
        },
      ],
    },
    {
      name: "draft-07's tuple `items` under 2020-12",
      ...LATEST,
      input: withSchema(tuple),
      errors: [
        {
          message:
            "`items` must be a schema (an object, or `true`/`false`), got an array. In 2020-12 a tuple is `prefixItems: [...]` (the array form of `items` is draft-07's), or declare `$schema` draft-07.",
          pointer: "/0/inputSchema/properties/point/items",
        },
      ],
    },
    {
      name: "draft-07's tuple `items` without `$schema` from 2025-11-25 (2020-12)",
      protocol: "2025-11-25",
      input: withSchema(tuple),
      errors: [
        {
          message:
            "`items` must be a schema (an object, or `true`/`false`), got an array. In 2020-12 a tuple is `prefixItems: [...]` (the array form of `items` is draft-07's), or declare `$schema` draft-07.",
          pointer: "/0/inputSchema/properties/point/items",
        },
      ],
    },
    {
      name: "a violation in both dialects without `$schema` before 2025-11-25, named by dialect",
      protocol: "2025-06-18",
      input: withSchema({ ...tuple, properties: { ...tuple.properties, n: { minLength: -1 } } }),
      errors: [{ message: "JSON Schema draft-07: `minLength` must be a non-negative integer, got -1.", pointer: "/0/inputSchema/properties/n/minLength" }],
    },
    {
      name: "draft-04's boolean `exclusiveMinimum` in a later dialect",
      ...LATEST,
      input: withSchema({ type: "object", properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true } } }),
      errors: [
        {
          message:
            '`exclusiveMinimum` must be a number (since draft-06 it is the bound itself), got true. That is draft-04\'s form: write the bound itself, `"exclusiveMinimum": <minimum>`, and drop `minimum`.',
          pointer: "/0/inputSchema/properties/n/exclusiveMinimum",
        },
      ],
    },
    {
      name: "a numeric `exclusiveMaximum` under draft-04",
      ...LATEST,
      input: withSchema({ $schema: DRAFT_04, type: "object", properties: { n: { exclusiveMaximum: 5 } } }),
      errors: [
        {
          message: "JSON Schema draft-04: `exclusiveMaximum` must be a boolean (in draft-04 it makes `maximum` exclusive), got 5.",
          pointer: "/0/inputSchema/properties/n/exclusiveMaximum",
        },
      ],
    },
    {
      name: "a bare type name where a schema belongs",
      ...LATEST,
      input: withSchema({ type: "object", properties: { a: "string" } }),
      errors: [
        {
          message: '`properties` member `a` must be a schema (an object, or `true`/`false`), got "string". Did you mean `{"type": "string"}`?',
          pointer: "/0/inputSchema/properties/a",
        },
      ],
    },
    {
      name: "the outputSchema, at every depth",
      ...LATEST,
      input: [tool({ outputSchema: { type: "object", properties: { a: { anyOf: [] } }, $defs: { b: { pattern: 5 } } } })],
      errors: [
        { message: "`pattern` must be a string holding a regular expression, got 5.", pointer: "/0/outputSchema/$defs/b/pattern" },
        { message: "`anyOf` must be a non-empty array of schemas, got [].", pointer: "/0/outputSchema/properties/a/anyOf" },
      ],
    },
    {
      name: "a repeated `type` entry",
      ...LATEST,
      input: withSchema({ type: ["string", "string"] }),
      errors: [{ message: '`type` must not repeat a value: "string" appears twice. Remove the duplicate.', pointer: "/0/inputSchema/type" }],
    },
    {
      name: "the problems of each schema, against its own tool",
      input: [
        tool({ name: "first", inputSchema: { type: "object", minProperties: -2 } }),
        tool({ name: "second", inputSchema: { type: "object" }, outputSchema: { type: "object", maxProperties: "3" } }),
      ],
      errors: [
        { message: "JSON Schema 2020-12: `minProperties` must be a non-negative integer, got -2.", pointer: "/0/inputSchema/minProperties", tool: "first" },
        { message: 'JSON Schema 2020-12: `maxProperties` must be a non-negative integer, got "3".', pointer: "/1/outputSchema/maxProperties", tool: "second" },
      ],
    },
    {
      name: "at most 200 problems of one schema, however broken it is",
      ...LATEST,
      input: withSchema({ type: "object", properties: manyProperties }),
      errors: Array.from({ length: 100 }, (_, i) => [
        { message: BAD_TYPE, pointer: `/0/inputSchema/properties/p${i}/type` },
        { message: NEGATIVE_LENGTH, pointer: `/0/inputSchema/properties/p${i}/minLength` },
      ]).flat(),
    },
  ],
});

// The engine reports where its walk stopped (a parse-error finding, which the table cannot list);
// ajv still sees the whole schema.
it("checks a schema nested deeper than the engine's walk goes", async () => {
  let deep: Record<string, unknown> = { minLength: -1 };
  for (let i = 0; i < 140; i++) deep = { type: "object", properties: { a: deep } };
  const findings = await lintRuleAsync(rule, withSchema(deep), LATEST);
  expect(findings.map((f) => [f.ruleId, f.pointer, f.message])).toEqual([
    [
      "parse-error",
      `/0/inputSchema${"/properties/a".repeat(128)}`,
      "Schema nested too deeply to check; nothing below this point was linted. Flatten the schema.",
    ],
    ["schema-valid", `/0/inputSchema${"/properties/a".repeat(140)}/minLength`, NEGATIVE_LENGTH],
  ]);
});

// Up to 200 tools prepare pre-checks the schemas itself and loads ajv's validators only when one
// fails; above that it loads them at once. Both ways, the one bad schema among clean ones is found.
it.each([3, 250])("finds the one invalid schema among %i tools, however the validators were loaded", async (count) => {
  const tools = Array.from({ length: count }, (_, i) =>
    tool({ name: `tool_${i}`, inputSchema: i === count - 1 ? { type: "object", properties: { q: { type: "string", minLength: -1 } } } : { type: "object" } }),
  );
  const findings = await lintRuleAsync(rule, tools, LATEST);
  expect(findings.map((f) => [f.pointer, f.message])).toEqual([[`/${count - 1}/inputSchema/properties/q/minLength`, NEGATIVE_LENGTH]]);
});
