import rule from "../../src/rules/schema-dialect.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withSchema = ($schema: unknown, root = "inputSchema") => [tool({ [root]: { $schema, type: "object", properties: {} } })];

ruleTester(rule).run({
  valid: [
    { name: "the 2020-12 URI", input: withSchema("https://json-schema.org/draft/2020-12/schema") },
    { name: "the 2020-12 URI with an empty fragment", input: withSchema("https://json-schema.org/draft/2020-12/schema#") },
    { name: "the draft-07 URI", input: withSchema("http://json-schema.org/draft-07/schema#") },
    { name: "the draft-07 URI without its empty fragment", input: withSchema("http://json-schema.org/draft-07/schema") },
    { name: "a schema without `$schema`", input: [tool()] },
    {
      name: "a `$schema` below the root",
      input: [tool({ inputSchema: { type: "object", properties: { a: { $schema: "urn:nothing", type: "string" } } } })],
    },
  ],
  invalid: [
    {
      name: "2019-09, which clients need not support",
      input: withSchema("https://json-schema.org/draft/2019-09/schema"),
      errors: [
        {
          message:
            "`$schema` declares JSON Schema 2019-09: MCP clients need only support 2020-12 (and draft-07), so some will reject or misread this schema. Move it to 2020-12.",
          pointer: "/0/inputSchema/$schema",
          line: 6,
          column: 7,
          tool: "list_files",
        },
      ],
    },
    {
      name: "draft-06, which clients need not support",
      input: withSchema("http://json-schema.org/draft-06/schema#"),
      errors: [
        {
          message:
            "`$schema` declares JSON Schema draft-06: MCP clients need only support 2020-12 (and draft-07), so some will reject or misread this schema. Move it to 2020-12.",
          pointer: "/0/inputSchema/$schema",
        },
      ],
    },
    {
      name: "draft-04, which clients need not support",
      input: withSchema("http://json-schema.org/draft-04/schema#"),
      errors: [
        {
          message:
            "`$schema` declares JSON Schema draft-04: MCP clients need only support 2020-12 (and draft-07), so some will reject or misread this schema. Move it to 2020-12.",
          pointer: "/0/inputSchema/$schema",
        },
      ],
    },
    {
      name: "an unknown `$schema`, which cannot be checked",
      input: withSchema("https://example.com/my-dialect"),
      errors: [
        {
          message:
            '`$schema` `https://example.com/my-dialect` names no JSON Schema dialect this linter or MCP clients know, so the schema cannot be checked (and clients may refuse it). Write `"$schema": "https://json-schema.org/draft/2020-12/schema"` or remove `$schema` (2020-12 is the default).',
          pointer: "/0/inputSchema/$schema",
        },
      ],
    },
    {
      name: "a `$schema` that is not a string, in outputSchema",
      input: withSchema(7, "outputSchema"),
      errors: [
        {
          message:
            '`$schema` must be a URI naming a JSON Schema dialect, got 7, so the schema cannot be checked against a meta-schema. Write `"$schema": "https://json-schema.org/draft/2020-12/schema"` or remove `$schema` (2020-12 is the default).',
          pointer: "/0/outputSchema/$schema",
        },
      ],
    },
    {
      name: "a spelling of 2020-12 that validators do not match",
      input: withSchema("http://json-schema.org/draft/2020-12/schema"),
      errors: [
        {
          message:
            "`$schema` `http://json-schema.org/draft/2020-12/schema` is not how JSON Schema 2020-12 spells its URI: validators such as ajv match `https://json-schema.org/draft/2020-12/schema` exactly and fail on this one. Write that instead.",
          pointer: "/0/inputSchema/$schema",
        },
      ],
    },
    {
      name: "a spelling of draft-07 that validators do not match",
      input: withSchema("https://json-schema.org/draft-07/schema#"),
      errors: [
        {
          message:
            "`$schema` `https://json-schema.org/draft-07/schema#` is not how JSON Schema draft-07 spells its URI: validators such as ajv match `http://json-schema.org/draft-07/schema#` exactly and fail on this one. Write that instead.",
          pointer: "/0/inputSchema/$schema",
        },
      ],
    },
  ],
});
