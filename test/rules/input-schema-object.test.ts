import rule from "../../src/rules/input-schema-object.js";
import { PROTOCOL_VERSIONS } from "../../src/core/model/protocol.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const { inputSchema: _, ...schemaless } = tool();
const objectSchemas = [
  { type: "object" },
  { type: "object", additionalProperties: false },
  { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "number" } } },
  { type: "object", oneOf: [{ required: ["id"] }, { required: ["name"] }] },
].map((inputSchema) => tool({ inputSchema }));
const withSchema = (inputSchema: unknown) => [tool({ inputSchema })];

ruleTester(rule).run({
  valid: [
    ...PROTOCOL_VERSIONS.map((protocol) => ({
      name: `object schemas, with or without $schema, parameters or compositions, under ${protocol}`,
      input: objectSchemas,
      protocol,
    })),
    { name: "tools that are not objects (tool-shape's)", input: ["list_files", null, 3] },
  ],
  invalid: [
    ...PROTOCOL_VERSIONS.map((protocol) => ({
      name: `a missing inputSchema, at the tool, under ${protocol}`,
      input: { tools: [tool(), schemaless] },
      protocol,
      errors: [
        {
          message:
            'Tool has no `inputSchema`; every tool needs one, and clients reject tools without it. Add one; a tool without parameters uses `{"type": "object", "additionalProperties": false}`.',
          pointer: "/tools/1",
          line: 22,
          column: 5,
        },
      ],
    })),
    {
      name: "an inputSchema that is null",
      input: withSchema(null),
      errors: [
        {
          message:
            '`inputSchema` is `null`; it must be a JSON Schema object with `"type": "object"`. A tool without parameters uses `{"type": "object", "additionalProperties": false}`.',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "an inputSchema that is true",
      input: withSchema(true),
      errors: [
        {
          message:
            '`inputSchema` is `true` (`true` is a valid JSON Schema, but MCP requires an object schema); it must be a JSON Schema object with `"type": "object"`. A tool without parameters uses `{"type": "object", "additionalProperties": false}`.',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "an inputSchema that is an array",
      input: withSchema([{ type: "object" }]),
      errors: [
        {
          message:
            '`inputSchema` is an array; it must be a JSON Schema object with `"type": "object"`. A tool without parameters uses `{"type": "object", "additionalProperties": false}`.',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "an inputSchema that is a string",
      input: withSchema('{"type": "object"}'),
      errors: [
        {
          message:
            '`inputSchema` is a string; it must be a JSON Schema object with `"type": "object"`. A tool without parameters uses `{"type": "object", "additionalProperties": false}`.',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "an inputSchema that is an empty object",
      input: withSchema({}),
      errors: [
        {
          message:
            '`inputSchema` is an empty object; its root must have `"type": "object"`. Add it, with `properties` for the parameters (`{"type": "object", "additionalProperties": false}` when there are none).',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "an inputSchema with only $schema",
      input: withSchema({ $schema: "http://json-schema.org/draft-07/schema#" }),
      errors: [
        {
          message:
            "`inputSchema` holds only `$schema`: the schema's content was lost when it was generated (zod-to-json-schema 3 meeting zod 4 does this: modelcontextprotocol/servers#4661), and clients reject it. Fix the schema generation so `type`, `properties` and `required` come through.",
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "an inputSchema with no type",
      input: withSchema({ properties: { path: { type: "string" } } }),
      errors: [
        {
          message:
            '`inputSchema` has no root `type`; MCP requires `"type": "object"` at the root (tool arguments are always an object), and strict clients reject the tool without it. Add `"type": "object"`.',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "a zod schema listed as it is: the conversion, not a missing type, is the fix",
      input: withSchema({
        _cached: null,
        _def: { typeName: "ZodObject", unknownKeys: "strip", catchall: { _def: { typeName: "ZodNever" } } },
        "~standard": { vendor: "zod", version: 1 },
      }),
      errors: [
        {
          message:
            '`inputSchema` is a zod schema serialised as JSON (`_def`, `~standard`), not JSON Schema: it has no root `"type": "object"` and no parameters a client can read, so strict clients reject the tool. Convert it to JSON Schema before listing it (`z.toJSONSchema(schema)` in zod 4, `zod-to-json-schema` in zod 3), or register the tool through the SDK, which converts it.',
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: 'a root type "array"',
      input: withSchema({ type: "array", properties: {} }),
      errors: [
        {
          message: '`inputSchema.type` is "array"; it must be "object", since tool arguments are always a JSON object. Wrap other values in a property.',
          pointer: "/0/inputSchema/type",
        },
      ],
    },
    {
      name: 'a root type ["object", "null"]',
      input: withSchema({ type: ["object", "null"], properties: {} }),
      errors: [
        {
          message:
            '`inputSchema.type` is an array (a list of types is not allowed here, even `["object"]`); it must be "object", since tool arguments are always a JSON object. Wrap other values in a property.',
          pointer: "/0/inputSchema/type",
        },
      ],
    },
    {
      name: 'a root type ["object"]',
      input: withSchema({ type: ["object"], properties: {} }),
      errors: [
        {
          message:
            '`inputSchema.type` is an array (a list of types is not allowed here, even `["object"]`); it must be "object", since tool arguments are always a JSON object. Wrap other values in a property.',
          pointer: "/0/inputSchema/type",
        },
      ],
    },
    {
      name: "a root type null",
      input: withSchema({ type: null, properties: {} }),
      errors: [
        {
          message: '`inputSchema.type` is `null`; it must be "object", since tool arguments are always a JSON object. Wrap other values in a property.',
          pointer: "/0/inputSchema/type",
        },
      ],
    },
  ],
});
