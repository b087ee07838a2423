import { readFileSync } from "node:fs";
import rule from "../../src/rules/compat-anthropic.js";
import { describeConstraintCases } from "../compat/run-cases.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const compositionExample = JSON.parse(
  readFileSync(new URL("../data/spec/mcp/examples-2026-07-28/Tool__tool-with-composition-input-schema.json", import.meta.url), "utf8"),
);

describeConstraintCases(rule);

ruleTester(rule).run({
  valid: [
    { name: "the official example with a top-level oneOf, without a target", input: compositionExample },
    { name: "the official example with a top-level oneOf, for openai only", input: compositionExample, targets: ["openai"] },
    {
      name: "a root `not` and nested unions, which only OpenAI refuses",
      input: tool({ inputSchema: { type: "object", not: { required: ["x"] }, properties: { a: { oneOf: [{ type: "string" }, { type: "number" }] } } } }),
      targets: ["anthropic"],
    },
  ],
  invalid: [
    {
      name: "the official example with a top-level oneOf",
      input: compositionExample,
      targets: ["anthropic"],
      errors: [
        {
          message:
            "Anthropic's API will reject the whole request: top-level `oneOf` in inputSchema. Put every field under the root `properties` (optional where the variants differ), explain which combinations are valid in the description, and drop the root `oneOf`; a union can live under a property instead.",
          pointer: "/inputSchema/oneOf",
          tool: "find_resource",
          line: 7,
          column: 5,
        },
      ],
    },
    {
      name: "a name with a space and a slash",
      input: tool({ name: "search issues/v2" }),
      targets: ["anthropic"],
      errors: [
        {
          message:
            'Anthropic\'s API will reject the whole request: the name contains a space, `/` (only `A-Z a-z 0-9 _ -` are allowed) in "search issues/v2". Rename the tool to letters, digits, `_` and `-` only, at most 64 characters.',
          pointer: "/name",
        },
      ],
    },
    {
      name: "an empty name, without quoting it",
      input: tool({ name: "" }),
      targets: ["anthropic"],
      errors: [
        {
          message:
            "Anthropic's API will reject the whole request: the name is empty. Rename the tool to letters, digits, `_` and `-` only, at most 64 characters.",
          pointer: "/name",
          line: 2,
          column: 3,
        },
      ],
    },
    {
      name: "broken definitions, without throwing",
      input: [null, { name: [], inputSchema: "x" }, { inputSchema: { type: 1 } }],
      targets: ["anthropic"],
      errors: [
        {
          message:
            'Anthropic\'s API will reject the whole request: inputSchema\'s root has `type: 1`, not `"object"`. Declare `"type": "object"` at the root of inputSchema.',
          pointer: "/2/inputSchema/type",
        },
      ],
    },
  ],
});
