import { expect, it } from "vitest";
import rule from "../../src/rules/schema-closed.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });
const ALL = { all: true };
const NO_PARAMETERS =
  'The tool takes no parameters but its `inputSchema` does not say so: declare `{"type": "object", "additionalProperties": false}` (what the MCP specification recommends for a tool without parameters) so clients and models know to send `{}`.';

ruleTester(rule).run({
  valid: [
    {
      name: "an empty schema whose parameters were lost in generation (a zod object in `annotations`)",
      input: {
        tools: [
          tool({
            inputSchema: { type: "object", properties: {} },
            annotations: { def: { type: "object", shape: { rootDir: { def: { type: "string" } } } }, "~standard": { vendor: "zod", version: 1 } },
          }),
          tool({ name: "old_zod", inputSchema: { type: "object" }, annotations: { _def: { typeName: "ZodObject" } } }),
        ],
      },
    },
    { name: "the recommended form", input: withSchema({ type: "object", additionalProperties: false }) },
    { name: "`unevaluatedProperties: false`", input: withSchema({ type: "object", unevaluatedProperties: false }) },
    { name: "parameters", input: withSchema({ type: "object", properties: { path: { type: "string" } } }) },
    { name: "a map of values", input: withSchema({ type: "object", additionalProperties: { type: "string" } }) },
    { name: "parameters through a composition", input: withSchema({ type: "object", anyOf: [{ properties: { a: { type: "string" } } }] }) },
    {
      name: "parameters through a $ref",
      input: withSchema({ $ref: "#/$defs/Args", $defs: { Args: { type: "object", properties: { a: {} } } } }),
    },
    // Content lost in generation (no `type`): input-schema-object's error, which closing would not fix.
    { name: "an empty schema", input: withSchema({}) },
    { name: "only `$schema`", input: withSchema({ $schema: "http://json-schema.org/draft-07/schema#" }) },
    {
      name: "with `all`: closed objects, maps, allOf members and test-only subschemas",
      options: ALL,
      input: withSchema({
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
      }),
    },
    {
      name: "with `all`: outputSchema, and inputSchemas that are not objects",
      options: ALL,
      input: {
        tools: [
          tool({
            inputSchema: { type: "object", properties: { path: { type: "string" } }, additionalProperties: false },
            outputSchema: { type: "object", properties: { open: { type: "object" } } },
          }),
          tool({ name: "b", inputSchema: true }),
          tool({ name: "c", inputSchema: [1] }),
          tool({ name: "d", inputSchema: null }),
          tool({ name: "e", inputSchema: { type: "string" } }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: "no parameters, with annotations that hold hints, not a zod schema",
      input: { tools: [tool({ inputSchema: { type: "object", properties: {} }, annotations: { readOnlyHint: true, title: "def" } })] },
      errors: [{ message: NO_PARAMETERS, pointer: "/tools/0/inputSchema" }],
    },
    {
      name: "no parameters, declared as `{type: object}`",
      input: withSchema({ type: "object" }),
      errors: [
        {
          message: NO_PARAMETERS,
          pointer: "/tools/0/inputSchema",
          line: 6,
          column: 7,
          tool: "list_files",
        },
      ],
    },
    {
      name: "no parameters, declared with empty `properties`",
      input: withSchema({ type: "object", properties: {} }),
      errors: [
        {
          message: NO_PARAMETERS,
          pointer: "/tools/0/inputSchema",
        },
      ],
    },
    {
      name: "no parameters, declared with `additionalProperties: true`",
      input: withSchema({ type: "object", additionalProperties: true }),
      errors: [
        {
          message: NO_PARAMETERS,
          pointer: "/tools/0/inputSchema/additionalProperties",
        },
      ],
    },
    {
      name: "with `all`, every open object of the inputSchema",
      options: ALL,
      input: withSchema({
        type: "object",
        properties: {
          options: { type: "object", properties: { width: { type: "number" } } },
          files: { type: "array", items: { type: "object", properties: { path: { type: "string" } }, additionalProperties: true } },
        },
      }),
      errors: [
        {
          message:
            'The `inputSchema` root does not set `additionalProperties: false`: a model may send fields the server ignores or rejects. Add `"additionalProperties": false`.',
          pointer: "/tools/0/inputSchema",
        },
        {
          message:
            'Object `options` does not set `additionalProperties: false`: a model may send fields the server ignores or rejects. Add `"additionalProperties": false`.',
          pointer: "/tools/0/inputSchema/properties/options",
        },
        {
          message:
            'Object `files[]` does not set `additionalProperties: false`: a model may send fields the server ignores or rejects. Add `"additionalProperties": false`.',
          pointer: "/tools/0/inputSchema/properties/files/items/additionalProperties",
        },
      ],
    },
  ],
});

it("sets `all` in the strict preset only", () => {
  expect(rule.meta.defaultOptions).toEqual({ all: false });
  expect(rule.meta.strictOptions).toEqual({ all: true });
});
