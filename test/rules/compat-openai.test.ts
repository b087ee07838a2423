import { readFileSync } from "node:fs";
import rule from "../../src/rules/compat-openai.js";
import { describeConstraintCases } from "../compat/run-cases.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const compositionExample = JSON.parse(
  readFileSync(new URL("../data/spec/mcp/examples-2026-07-28/Tool__tool-with-composition-input-schema.json", import.meta.url), "utf8"),
);

describeConstraintCases(rule);

const many = (prefix: string, n: number): unknown[] => Array.from({ length: n }, (_, i) => tool({ name: `${prefix}_${i}` }));
const openai = ["openai"];

ruleTester(rule).run({
  valid: [
    { name: "the official example with a top-level oneOf, without targets", input: compositionExample },
    { name: "the official example with a top-level oneOf, with only other targets", input: compositionExample, targets: ["anthropic", "cursor"] },
    { name: "a description of 1024 characters that are 2048 UTF-16 units", input: tool({ description: "😀".repeat(1024) }), targets: openai },
    {
      name: "broken definitions, without throwing",
      input: [
        null,
        7,
        "x",
        [],
        { name: 5, description: {}, inputSchema: [] },
        { name: "ok", inputSchema: { type: "object", properties: { a: true, b: null } } },
      ],
      targets: openai,
    },
  ],
  invalid: [
    {
      name: "the official example with a top-level oneOf, naming the target and the consequence",
      input: compositionExample,
      targets: openai,
      errors: [
        {
          message:
            "OpenAI will reject the whole request: top-level `oneOf` in inputSchema. Put every field under the root `properties` (optional where the variants differ), explain which combinations are valid in the description, and drop the root `oneOf`; a union can live under a property instead.",
          pointer: "/inputSchema/oneOf",
          tool: "find_resource",
          data: { target: "openai", constraint: "root-keywords", consequence: "rejects-request" },
          line: 7,
          column: 5,
        },
      ],
    },
    {
      name: "the official example for openai-strict, which is a superset",
      input: compositionExample,
      targets: ["openai-strict"],
      errors: [
        {
          message:
            "OpenAI will reject the whole request: top-level `oneOf` in inputSchema. Put every field under the root `properties` (optional where the variants differ), explain which combinations are valid in the description, and drop the root `oneOf`; a union can live under a property instead.",
          pointer: "/inputSchema/oneOf",
        },
      ],
    },
    {
      name: "the official example once when both openai and openai-strict are chosen",
      input: compositionExample,
      targets: ["openai", "openai-strict"],
      errors: [
        {
          message:
            "OpenAI will reject the whole request: top-level `oneOf` in inputSchema. Put every field under the root `properties` (optional where the variants differ), explain which combinations are valid in the description, and drop the root `oneOf`; a union can live under a property instead.",
          pointer: "/inputSchema/oneOf",
        },
      ],
    },
    {
      name: "the tools of every server in the run, anchored in the input that crosses the limit",
      input: many("a", 100),
      others: [many("b", 40)],
      targets: openai,
      errors: [
        {
          message:
            "OpenAI will reject the whole request: 140 tools across the 2 servers in this run (at most 128); this is the first past the limit. Enable fewer tools for this agent, or split them between agents.",
          pointer: "/28",
          inputIndex: 1,
          tool: "b_28",
        },
      ],
    },
    {
      name: "arrays without items at any depth of inputSchema, through type arrays, but not in outputSchema",
      input: tool({
        inputSchema: { type: "object", properties: { rows: { type: "array", items: { type: ["array", "null"] } } } },
        outputSchema: { type: "object", properties: { list: { type: "array" } } },
      }),
      targets: openai,
      errors: [
        {
          message:
            'OpenAI will reject the whole request: an array schema without `items`. Add `items` describing the elements (for example `{"type": "string"}`, or `{}` for any value).',
          pointer: "/inputSchema/properties/rows/items",
        },
      ],
    },
  ],
});
