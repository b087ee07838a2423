import rule from "../../src/rules/compat-openai-strict.js";
import { describeConstraintCases } from "../compat/run-cases.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

describeConstraintCases(rule);

const strictTool = (schema: unknown): Record<string, unknown> => tool({ inputSchema: schema });
const strict = ["openai-strict"];

const big: Record<string, unknown> = {};
for (let i = 0; i < 5001; i++) big[`p${i}`] = { type: "string" };
let deep: Record<string, unknown> = { type: "string" };
for (let i = 0; i < 13; i++) deep = { type: "object", properties: { n: deep }, required: ["n"], additionalProperties: false };

ruleTester(rule).run({
  valid: [
    {
      name: "the documented strict example: every property required, optional ones as a null union, closed objects",
      input: strictTool({
        type: "object",
        properties: {
          location: { type: "string", description: "The location to get the weather for" },
          unit: { type: ["string", "null"], enum: ["F", "C", null] },
          rows: { type: "array", items: { type: "object", properties: { v: { type: "number" } }, required: ["v"], additionalProperties: false } },
          value: { anyOf: [{ type: "string" }, { type: "object", properties: {}, required: [], additionalProperties: false }] },
        },
        required: ["location", "unit", "rows", "value"],
        additionalProperties: false,
        $defs: { node: { type: "object", properties: { next: { $ref: "#/$defs/node" } }, required: ["next"], additionalProperties: false } },
      }),
      targets: strict,
    },
  ],
  invalid: [
    {
      name: "an open object, even for a tool without parameters",
      input: strictTool({ type: "object" }),
      targets: strict,
      errors: [
        {
          message:
            'OpenAI strict mode will reject the whole request: this object does not set `additionalProperties: false`. Add `"additionalProperties": false` to every object schema.',
          pointer: "/inputSchema",
          data: { constraint: "additional-properties" },
          line: 4,
          column: 3,
        },
      ],
    },
    {
      name: "additionalProperties present but not false, at additionalProperties",
      input: strictTool({ type: "object", properties: {}, additionalProperties: true }),
      targets: strict,
      errors: [
        {
          message:
            'OpenAI strict mode will reject the whole request: `additionalProperties` is not `false` on this object. Add `"additionalProperties": false` to every object schema.',
          pointer: "/inputSchema/additionalProperties",
        },
      ],
    },
    {
      name: "a refused keyword, without findings on the subschemas under it",
      input: strictTool({ type: "object", properties: {}, additionalProperties: false, allOf: [{ type: "object", properties: { a: { type: "string" } } }] }),
      targets: strict,
      errors: [
        {
          message: "OpenAI strict mode will reject the whole request: `allOf` is not supported. Merge the `allOf` branches into one schema.",
          pointer: "/inputSchema/allOf",
        },
      ],
    },
    {
      name: "schema-wide totals kept per tool, each tool's own overflow reported with its name",
      input: [
        tool({ name: "big", inputSchema: { type: "object", properties: big, required: Object.keys(big), additionalProperties: false } }),
        tool({ name: "small", inputSchema: { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false } }),
      ],
      targets: strict,
      errors: [
        {
          message:
            "OpenAI strict mode will reject the whole request: properties in the schema number 5001 (at most 5000). Split the tool, or take rarely used fields as one string.",
          pointer: "/0/inputSchema",
          tool: "big",
          data: { constraint: "property-count" },
        },
      ],
    },
    {
      name: "deep nesting, once per tool",
      input: strictTool(deep),
      targets: strict,
      errors: [
        {
          message:
            "OpenAI strict mode will reject the whole request: objects are nested 11 levels deep (at most 10). Flatten the structure: lift nested fields up, or take a deep part as a JSON string.",
          pointer:
            "/inputSchema/properties/n/properties/n/properties/n/properties/n/properties/n/properties/n/properties/n/properties/n/properties/n/properties/n/properties/n",
        },
      ],
    },
    {
      name: "broken schemas, without throwing",
      input: [tool({ inputSchema: { type: "object", properties: [], required: "a", enum: 3, const: { a: [1, { b: 2 }] } } }), { inputSchema: true }],
      targets: strict,
      errors: [
        {
          message:
            'OpenAI strict mode will reject the whole request: this object does not set `additionalProperties: false`. Add `"additionalProperties": false` to every object schema.',
          pointer: "/0/inputSchema",
        },
      ],
    },
  ],
});
