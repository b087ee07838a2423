import rule from "../../src/rules/compat-gemini.js";
import { describeConstraintCases } from "../compat/run-cases.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

describeConstraintCases(rule);

const gemini = ["gemini"];

ruleTester(rule).run({
  valid: [
    {
      name: "a closed outputSchema, which is not sent as parameters",
      input: tool({ outputSchema: { type: "object", additionalProperties: false } }),
      targets: gemini,
    },
    { name: "a bad name and `$schema` without the gemini target", input: tool({ name: "9", inputSchema: { $schema: "x" } }) },
  ],
  invalid: [
    {
      name: "`$schema` at the root, as zod-to-json-schema emits it",
      input: tool({ inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: {} } }),
      targets: gemini,
      errors: [
        {
          message: "Gemini will reject the whole request: `$schema` is not a field of Gemini's Schema. Drop `$schema`: Gemini takes the dialect as given.",
          pointer: "/inputSchema/$schema",
          line: 5,
          column: 5,
        },
      ],
    },
    {
      name: "`$defs` once, not every field of every definition under it",
      input: tool({
        inputSchema: { type: "object", properties: { a: { $ref: "#/$defs/A" } }, $defs: { A: { type: "object", additionalProperties: false, const: 1 } } },
      }),
      targets: gemini,
      errors: [
        {
          message: "Gemini will reject the whole request: `$defs` is not a field of Gemini's Schema. Inline the referenced definitions (no `$ref`/`$defs`).",
          pointer: "/inputSchema/$defs",
        },
        {
          message: "Gemini will reject the whole request: `$ref` is not a field of Gemini's Schema. Inline the referenced definitions (no `$ref`/`$defs`).",
          pointer: "/inputSchema/properties/a/$ref",
        },
      ],
    },
    {
      name: "a field under properties, items and anyOf, which Gemini walks",
      input: tool({ inputSchema: { type: "object", properties: { a: { type: "array", items: { anyOf: [{ type: "string", examples: ["x"] }] } } } } }),
      targets: gemini,
      errors: [
        {
          message: "Gemini will reject the whole request: `examples` is not a field of Gemini's Schema. Use `example` (one value) instead of `examples`.",
          pointer: "/inputSchema/properties/a/items/anyOf/0/examples",
        },
      ],
    },
    {
      name: "a boolean subschema",
      input: tool({ inputSchema: { type: "object", properties: { a: true } } }),
      targets: gemini,
      errors: [
        {
          message:
            "Gemini will reject the whole request: a boolean schema `true`. Write it as an object schema (`{}` has no constraint; for `false`, remove the property).",
          pointer: "/inputSchema/properties/a",
        },
      ],
    },
    {
      name: "broken definitions, without throwing",
      input: [null, { name: "", inputSchema: { type: [1], enum: "x", items: [true] } }],
      targets: gemini,
      errors: [
        {
          message:
            "Gemini will reject the whole request: the name is empty. Rename the tool: start with a letter or `_`, then letters, digits, `_ . : -`, at most 64 characters.",
          pointer: "/1/name",
        },
        {
          message:
            'Gemini will reject the whole request: inputSchema\'s root has `type: [1]`, not `"object"`. Declare `"type": "object"` at the root of inputSchema.',
          pointer: "/1/inputSchema/type",
        },
        {
          message:
            'Gemini will reject the whole request: `type` is an array ([1]). Use one type; for a nullable value use `"nullable": true`, for alternatives `anyOf`.',
          pointer: "/1/inputSchema/type",
        },
        {
          message:
            "Gemini will reject the whole request: `items` is an array of schemas (tuple form). Give `items` one schema; describe positions in the description.",
          pointer: "/1/inputSchema/items",
        },
      ],
    },
  ],
});
