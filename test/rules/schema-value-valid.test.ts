import rule from "../../src/rules/schema-value-valid.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withSchema = (inputSchema: unknown) => [tool({ inputSchema })];
const withParam = (schema: Record<string, unknown>) => withSchema({ type: "object", properties: { p: schema } });

ruleTester(rule).run({
  valid: [
    { name: "a null default on a nullable `anyOf`", input: withParam({ anyOf: [{ type: "string" }, { type: "null" }], default: null }) },
    { name: "a null default on a `type` that includes null", input: withParam({ type: ["string", "null"], default: null }) },
    { name: "an `enum` whose every member has the wrong type (schema-satisfiable's)", input: withParam({ type: "integer", enum: ["a", "b"] }) },
    {
      name: "a default that satisfies a recursive schema",
      input: withSchema({
        type: "object",
        properties: { tree: { $ref: "#/$defs/node", default: { name: "a", children: [{ name: "b", children: [] }] } } },
        $defs: {
          node: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/node" } } }, required: ["name"] },
        },
      }),
    },
    { name: "a default that satisfies one `oneOf` branch", input: withParam({ oneOf: [{ type: "string", maxLength: 2 }, { type: "integer" }], default: 7 }) },
    {
      name: "a default that satisfies a conditional",
      input: withParam({ type: "object", if: { properties: { kind: { const: "a" } } }, then: { required: ["a"] }, default: { kind: "b" } }),
    },
    {
      name: "a default valid in either dialect a protocol allows (tuple `items` before 2025-11-25)",
      protocol: "2025-06-18",
      input: withParam({ type: "array", items: [{ type: "number" }, { type: "string" }], default: [1, "a"] }),
    },
    { name: "a default under a remote reference, which it cannot tell", input: withParam({ $ref: "https://example.com/s.json", default: 5 }) },
    { name: "a default with an unknown format, which it cannot tell", input: withParam({ type: "string", format: "phone", default: "x" }) },
    { name: "a default under `unevaluated*`, which it cannot tell", input: withParam({ type: "object", unevaluatedProperties: false, default: { a: 1 } }) },
    // Run, this pattern would not end on these values (the test's timeout would fail it).
    {
      name: "values against a pattern that backtracks catastrophically, which is not run",
      input: withParam({ type: "string", pattern: "^(a+)+$", default: `${"a".repeat(40)}!`, examples: [`${"a".repeat(5000)}!`] }),
    },
  ],
  invalid: [
    {
      name: "a default outside its own constraints, at the default",
      input: withParam({ type: "integer", minimum: 1, maximum: 100, default: 150 }),
      errors: [
        {
          message:
            "`default` 150 does not satisfy its own schema: must be ≤ 100, got 150. A client that fills in the default sends an invalid value; fix the default or the schema.",
          pointer: "/0/inputSchema/properties/p/default",
          line: 12,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "a null default on a type that does not allow null",
      input: withParam({ type: "string", default: null }),
      errors: [
        {
          message:
            '`default` null is not allowed by the schema (must be of type `string`, got null): the parameter is really nullable, but clients and models are told it is not. Add `"null"` to `type` (in Python, annotate it `Optional[...]`), or drop the default.',
          pointer: "/0/inputSchema/properties/p/default",
        },
      ],
    },
    {
      name: "every `enum` member the rest of the schema rejects",
      input: withParam({ type: "string", enum: ["asc", "desc", 1], maxLength: 3 }),
      errors: [
        {
          message: '`enum` value "desc" can never be accepted: must be at most 3 characters long, got 4. Remove it or fix the schema.',
          pointer: "/0/inputSchema/properties/p/enum/1",
        },
        {
          message: "`enum` value 1 can never be accepted: must be of type `string`, got 1. Remove it or fix the schema.",
          pointer: "/0/inputSchema/properties/p/enum/2",
        },
      ],
    },
    {
      name: "an empty `enum`",
      input: withParam({ type: "string", enum: [] }),
      errors: [{ message: "`enum` is empty, so no value is valid. List the allowed values, or remove `enum`.", pointer: "/0/inputSchema/properties/p/enum" }],
    },
    {
      name: "a `const` the rest of its schema rejects",
      input: withParam({ type: "string", pattern: "^[a-z]+$", const: "ABC" }),
      errors: [
        {
          message:
            '`const` "ABC" does not satisfy the rest of its schema: must match the pattern `^[a-z]+$`, got "ABC", so no value is valid. Fix the constant or the schema.',
          pointer: "/0/inputSchema/properties/p/const",
        },
      ],
    },
    {
      name: "each bad example",
      input: withParam({ type: "string", format: "date", examples: ["2024-01-31", "yesterday"] }),
      errors: [
        {
          message:
            'Example "yesterday" does not satisfy its own schema: must be a valid `date`, got "yesterday". Models copy examples, so fix it or the schema.',
          pointer: "/0/inputSchema/properties/p/examples/1",
        },
      ],
    },
    {
      name: "a value inside arrays and objects, through a `$ref`",
      input: withSchema({
        type: "object",
        properties: {
          filters: {
            type: "array",
            items: { $ref: "#/$defs/filter" },
            default: [
              { field: "name", op: "eq" },
              { field: "age", op: "gt", extra: 1 },
            ],
          },
        },
        $defs: {
          filter: {
            type: "object",
            properties: { field: { type: "string" }, op: { enum: ["eq", "gt"] } },
            required: ["field", "op"],
            additionalProperties: false,
          },
        },
      }),
      errors: [
        {
          message:
            '`default` [{"field":"name","op":"eq"},{"field":"age","op":"gt","extra… does not satisfy its own schema: at `/1/extra`, is a property the schema does not allow (`additionalProperties: false`). A client that fills in the default sends an invalid value; fix the default or the schema.',
          pointer: "/0/inputSchema/properties/filters/default",
        },
      ],
    },
    {
      name: "a default against the same pattern made safe, which is run",
      input: withParam({ type: "string", pattern: "^a+$", default: `${"a".repeat(40)}!` }),
      errors: [
        {
          message:
            '`default` "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" does not satisfy its own schema: must match the pattern `^a+$`, got "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!". A client that fills in the default sends an invalid value; fix the default or the schema.',
          pointer: "/0/inputSchema/properties/p/default",
        },
      ],
    },
  ],
});
