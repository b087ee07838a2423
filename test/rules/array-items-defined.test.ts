import rule from "../../src/rules/array-items-defined.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withParams = (properties: Record<string, unknown>) => ({ tools: [tool({ inputSchema: { type: "object", properties } })] });

ruleTester(rule).run({
  valid: [
    { name: "an array with items", input: withParams({ tags: { type: "array", items: { type: "string" } } }) },
    { name: "an array with prefixItems (a 2020-12 tuple)", input: withParams({ tags: { type: "array", prefixItems: [{ type: "string" }] } }) },
    { name: "items as an empty schema", input: withParams({ tags: { type: "array", items: {} } }) },
    { name: "no array type", input: withParams({ tags: { type: "string" } }) },
    { name: "an array without items in outputSchema", input: { tools: [tool({ outputSchema: { type: "object", properties: { rows: { type: "array" } } } })] } },
  ],
  invalid: [
    {
      name: 'an array parameter declared with `type: "array"` and no items',
      input: withParams({ tags: { type: "array", description: "Tags." } }),
      errors: [
        {
          message:
            'Array parameter `tags` has no `items`: declare what its elements are (for example `"items": {"type": "string"}`); several clients (VS Code, OpenAI) reject array schemas without `items`.',
          pointer: "/tools/0/inputSchema/properties/tags",
          tool: "list_files",
          line: 9,
          column: 11,
        },
      ],
    },
    {
      name: "an array parameter declared with a type list including array",
      input: withParams({ tags: { type: ["array", "null"], description: "Tags." } }),
      errors: [
        {
          message:
            'Array parameter `tags` has no `items`: declare what its elements are (for example `"items": {"type": "string"}`); several clients (VS Code, OpenAI) reject array schemas without `items`.',
          pointer: "/tools/0/inputSchema/properties/tags",
          line: 9,
          column: 11,
        },
      ],
    },
    {
      name: "arrays at every depth: nested objects, arrays of arrays, composition members",
      input: withParams({
        options: { type: "object", properties: { ids: { type: "array" } } },
        matrix: { type: "array", items: { type: "array" } },
        either: { anyOf: [{ type: "array" }, { type: "string" }] },
      }),
      errors: [
        {
          message:
            'Array parameter `options.ids` has no `items`: declare what its elements are (for example `"items": {"type": "string"}`); several clients (VS Code, OpenAI) reject array schemas without `items`.',
          pointer: "/tools/0/inputSchema/properties/options/properties/ids",
        },
        {
          message:
            'Array parameter `matrix[]` has no `items`: declare what its elements are (for example `"items": {"type": "string"}`); several clients (VS Code, OpenAI) reject array schemas without `items`.',
          pointer: "/tools/0/inputSchema/properties/matrix/items",
        },
        {
          message:
            'Array parameter `either` has no `items`: declare what its elements are (for example `"items": {"type": "string"}`); several clients (VS Code, OpenAI) reject array schemas without `items`.',
          pointer: "/tools/0/inputSchema/properties/either/anyOf/0",
        },
      ],
    },
  ],
});
