import rule from "../../src/rules/schema-keyword-applicable.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withParam = (schema: Record<string, unknown>) => [tool({ inputSchema: { type: "object", properties: { p: schema } } })];

ruleTester(rule).run({
  valid: [
    { name: "a keyword that one of the declared types takes", input: withParam({ type: ["string", "null"], maxLength: 3 }) },
    { name: "numeric keywords on an integer", input: withParam({ type: "integer", minimum: 0, multipleOf: 2 }) },
    { name: "keywords of any family when no type is declared", input: withParam({ maxLength: 3, minimum: 1 }) },
    { name: "keywords of every type on a string", input: withParam({ type: "string", format: "date", enum: ["2024-01-01"], default: "2024-01-01" }) },
    { name: "a keyword of the wrong shape, schema-valid's (the draft-03 `required: true`)", input: withParam({ type: "string", required: true }) },
  ],
  invalid: [
    {
      name: "`maxLength` on an integer",
      input: withParam({ type: "integer", maxLength: 3 }),
      errors: [
        {
          message: "`maxLength` applies only to strings, but `type` is `integer`, so validators ignore it. Did you mean `maximum`?",
          pointer: "/0/inputSchema/properties/p/maxLength",
          line: 10,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "`minimum` on a string",
      input: withParam({ type: "string", minimum: 1 }),
      errors: [
        {
          message: "`minimum` applies only to numbers, but `type` is `string`, so validators ignore it. Did you mean `minLength`?",
          pointer: "/0/inputSchema/properties/p/minimum",
        },
      ],
    },
    {
      name: "`items` on an object",
      input: withParam({ type: "object", items: { type: "string" } }),
      errors: [
        {
          message: "`items` applies only to arrays, but `type` is `object`, so validators ignore it. Did you mean `additionalProperties`?",
          pointer: "/0/inputSchema/properties/p/items",
        },
      ],
    },
    {
      name: "`properties` on an array",
      input: withParam({ type: "array", properties: { a: {} } }),
      errors: [
        {
          message: "`properties` applies only to objects, but `type` is `array`, so validators ignore it. Did you mean `items`?",
          pointer: "/0/inputSchema/properties/p/properties",
        },
      ],
    },
    {
      name: "`pattern` on a boolean",
      input: withParam({ type: "boolean", pattern: "^t" }),
      errors: [
        {
          message: "`pattern` applies only to strings, but `type` is `boolean`, so validators ignore it. Remove it or fix the `type`.",
          pointer: "/0/inputSchema/properties/p/pattern",
        },
      ],
    },
    {
      name: "`required` of the right shape on a string",
      input: withParam({ type: "string", required: ["a"] }),
      errors: [
        {
          message: "`required` applies only to objects, but `type` is `string`, so validators ignore it. Remove it or fix the `type`.",
          pointer: "/0/inputSchema/properties/p/required",
        },
      ],
    },
    // digitalocean's `Period`: {"type": "string", "items": {"type": "string", "enum": ["2m", …]}}.
    {
      name: "`items` of the parameter's own scalar type, wrapped by a generator",
      input: withParam({ type: "string", items: { type: "string", enum: ["2m", "1h"] } }),
      errors: [
        {
          message:
            "`items` applies only to arrays, but `type` is `string`, so validators ignore it. It describes the value itself: move its `enum` up onto this schema and remove `items`.",
          pointer: "/0/inputSchema/properties/p/items",
        },
      ],
    },
    {
      name: "`items` of an integer type on a number, naming every keyword to move",
      input: withParam({ type: "number", items: { type: "integer", minimum: 0, description: "d" } }),
      errors: [
        {
          message:
            "`items` applies only to arrays, but `type` is `number`, so validators ignore it. It describes the value itself: move its `minimum` and `description` up onto this schema and remove `items`.",
          pointer: "/0/inputSchema/properties/p/items",
        },
      ],
    },
    {
      name: "`items` of another type on a string, with the general advice",
      input: withParam({ type: "string", items: { type: "object", properties: {} } }),
      errors: [
        {
          message: "`items` applies only to arrays, but `type` is `string`, so validators ignore it. Remove it or fix the `type`.",
          pointer: "/0/inputSchema/properties/p/items",
        },
      ],
    },
    {
      name: "`items` without a type on a string, with the general advice",
      input: withParam({ type: "string", items: { enum: ["a"] } }),
      errors: [
        {
          message: "`items` applies only to arrays, but `type` is `string`, so validators ignore it. Remove it or fix the `type`.",
          pointer: "/0/inputSchema/properties/p/items",
        },
      ],
    },
  ],
});
