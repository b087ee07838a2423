// A class of wrong findings seen on the unseen servers (corpus/judged-unseen/), on the rule tester.
import rule from "../../src/rules/schema-flat.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withProperties = (properties: Record<string, unknown>) => ({ tools: [tool({ name: "create_tool", inputSchema: { type: "object", properties } })] });
const deep = (fields: Record<string, unknown>) => ({
  function: {
    type: "object",
    description: "The function the assistant may call.",
    properties: { name: { type: "string", description: "Its name." }, parameters: { type: "object", description: "Its parameters.", properties: fields } },
  },
});

ruleTester(rule).run({
  valid: [
    {
      name: "a JSON Schema the model writes (an OpenAI function's parameters)",
      input: withProperties(
        deep({
          type: { type: "string", description: "Always object." },
          properties: { type: "object", description: "The parameters' schemas." },
          required: { type: "array", items: { type: "string" }, description: "Required names." },
        }),
      ),
    },
  ],
  invalid: [
    {
      name: "an object of the tool's own three levels deep",
      input: withProperties(
        deep({
          city: { type: "string", description: "City." },
          units: { type: "string", description: "Units." },
          days: { type: "integer", description: "Days." },
        }),
      ),
      errors: [
        {
          message:
            "`function.parameters` has fields (`city`, `units`, `days`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/function/properties/parameters/properties",
        },
      ],
    },
  ],
});
