import rule from "../../src/rules/schema-type-present.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withProperties = (properties: Record<string, unknown>, root = "inputSchema") => [tool({ [root]: { type: "object", properties } })];

ruleTester(rule).run({
  valid: [
    { name: "a `type`", input: withProperties({ p: { type: "string" } }) },
    { name: "an `enum`", input: withProperties({ p: { enum: ["a"] } }) },
    { name: "a `const`", input: withProperties({ p: { const: 1 } }) },
    { name: "a `$ref`", input: withProperties({ p: { $ref: "#/$defs/x" } }) },
    { name: "an `anyOf`", input: withProperties({ p: { anyOf: [{ type: "string" }] } }) },
    { name: "a `oneOf`", input: withProperties({ p: { oneOf: [] } }) },
    { name: "an `allOf`", input: withProperties({ p: { allOf: [] } }) },
    { name: "a `not`", input: withProperties({ p: { not: {} } }) },
    { name: "a boolean property schema", input: withProperties({ anything: true }) },
    { name: "an outputSchema field", input: withProperties({ result: { description: "Anything." } }, "outputSchema") },
  ],
  invalid: [
    {
      name: "a parameter with nothing saying what it is, at the parameter",
      input: withProperties({ tags: { description: "Tags to add." } }),
      errors: [
        {
          message: "Parameter `tags` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/tags",
          line: 8,
          column: 9,
          tool: "list_files",
        },
      ],
    },
    {
      name: "a nested parameter",
      input: withProperties({ list: { type: "array", items: { type: "object", properties: { value: {} } } } }),
      errors: [
        {
          message: "Parameter `value` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/list/items/properties/value",
        },
      ],
    },
  ],
});
