import rule from "../../src/rules/schema-required-defined.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withSchema = (inputSchema: unknown) => [tool({ inputSchema })];

ruleTester(rule).run({
  valid: [
    {
      name: "a name defined through `allOf` and a `$ref`",
      input: withSchema({ type: "object", allOf: [{ $ref: "#/$defs/base" }], required: ["id"], $defs: { base: { properties: { id: { type: "string" } } } } }),
    },
    {
      name: "names required in `anyOf` branches",
      input: withSchema({
        type: "object",
        properties: { id: { type: "string" }, name: { type: "string" } },
        anyOf: [{ required: ["id"] }, { required: ["name"] }],
      }),
    },
    {
      name: "a name defined in its `oneOf` branch",
      input: withSchema({ type: "object", oneOf: [{ properties: { id: { type: "string" } }, required: ["id"] }] }),
    },
    {
      name: "a name defined in an `if` and required in its `then`",
      input: withSchema({ type: "object", if: { properties: { kind: { const: "a" } } }, then: { required: ["kind"] } }),
    },
    {
      name: "a name matched by `patternProperties`",
      input: withSchema({ type: "object", patternProperties: { "^x_": { type: "string" } }, required: ["x_id"] }),
    },
    { name: "a name in a prohibition (`not`)", input: withSchema({ type: "object", properties: { a: { type: "string" } }, not: { required: ["legacy"] } }) },
    {
      name: "a name in a condition (`if`)",
      input: withSchema({ type: "object", properties: { a: { type: "string" } }, if: { required: ["mode"] }, then: { required: ["a"] } }),
    },
    {
      name: "a name that may come from a remote `$ref` it cannot resolve",
      input: withSchema({ type: "object", allOf: [{ $ref: "https://example.com/base.json" }], required: ["id"] }),
    },
    {
      name: "a name that may match a pattern too costly to run",
      input: withSchema({ type: "object", patternProperties: { "^(a+)+$": {} }, required: ["aaa"] }),
    },
    { name: "`required: true` (not an array)", input: withSchema({ type: "object", properties: { a: { type: "string", required: true } } }) },
    { name: "`required` on a string schema", input: withSchema({ type: "object", properties: { a: { type: "string", required: ["x"] } } }) },
    { name: "a `required` entry that is not a string", input: withSchema({ type: "object", properties: {}, required: [5] }) },
  ],
  invalid: [
    {
      name: "a required name missing from `properties`, at its place in `required`",
      input: withSchema({ type: "object", properties: { path: { type: "string" } }, required: ["path", "recursive"] }),
      errors: [
        {
          message:
            "`recursive` is required but not defined in `properties`: the model is told to send it without being told what it is. Define it in `properties` (with a `type` and a `description`) or remove it from `required`.",
          pointer: "/0/inputSchema/required/1",
          line: 14,
          column: 9,
          tool: "list_files",
        },
      ],
    },
    {
      name: "a name listed twice, at the second",
      input: withSchema({ type: "object", properties: { path: { type: "string" } }, required: ["path", "path"] }),
      errors: [
        {
          message: "`path` is listed twice in `required` (first at index 0); validators reject the schema. Remove the duplicate.",
          pointer: "/0/inputSchema/required/1",
        },
      ],
    },
    {
      name: "a nested object of the outputSchema",
      input: [
        tool({
          outputSchema: { type: "object", properties: { items: { type: "array", items: { type: "object", properties: {}, required: ["id"] } } } },
        }),
      ],
      errors: [
        {
          message:
            "`id` is required but not defined in `properties`: every result must hold it, yet nothing says what it is. Define it in `properties` (with a `type` and a `description`) or remove it from `required`.",
          pointer: "/0/outputSchema/properties/items/items/required/0",
        },
      ],
    },
    {
      name: "a name listed twice in a prohibition",
      input: withSchema({ type: "object", properties: {}, not: { anyOf: [{ required: ["x", "x"] }] } }),
      errors: [
        {
          message: "`x` is listed twice in `required` (first at index 0); validators reject the schema. Remove the duplicate.",
          pointer: "/0/inputSchema/not/anyOf/0/required/1",
        },
      ],
    },
    {
      name: "a name required in a `then` and defined nowhere",
      input: withSchema({ type: "object", properties: {}, then: { required: ["missing"] } }),
      errors: [
        {
          message:
            "`missing` is required but not defined in `properties`: the model is told to send it without being told what it is. Define it in `properties` (with a `type` and a `description`) or remove it from `required`.",
          pointer: "/0/inputSchema/then/required/0",
        },
      ],
    },
    {
      name: "a name defined only by a sibling property, not through `items`",
      input: withSchema({ type: "object", properties: { list: { type: "array", items: { type: "object", required: ["list"] } } } }),
      errors: [
        {
          message:
            "`list` is required but not defined in `properties`: the model is told to send it without being told what it is. Define it in `properties` (with a `type` and a `description`) or remove it from `required`.",
          pointer: "/0/inputSchema/properties/list/items/required/0",
        },
      ],
    },
  ],
});
