// Classes of wrong findings seen on the unseen servers (corpus/judged-unseen/), on the rule tester.
import rule from "../../src/rules/param-enum.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withProperties = (properties: Record<string, unknown>) => ({ tools: [tool({ inputSchema: { type: "object", properties } })] });
const values = (path: string, shown: string, literal: string, where = "its schema has") =>
  `Parameter \`${path}\` lists its allowed values in its description (${shown}) but ${where} no \`enum\`: add \`"enum": ${literal}\` so clients can validate the value and models do not invent others.`;

ruleTester(rule).run({
  valid: [
    {
      name: "values of a sibling written as an assignment (display='chart' or 'bar')",
      input: withProperties({
        display: { type: "string", description: "Visualization type." },
        graph_metrics: { type: "array", items: { type: "string" }, description: "Graph Y axis metrics (for display='chart' or 'bar')" },
      }),
    },
    {
      name: "tokens of a template shown as the default",
      input: withProperties({
        credential: {
          type: "string",
          description: 'Credential metadata template (default: "{{ title | default: name }}{% if awarder %}, {{ awarder }}{% endif %}")',
        },
      }),
    },
    {
      name: "an array of items of any shape (clauses), whose text shows one element's words",
      input: withProperties({
        custom_field_query: {
          type: "array",
          items: {},
          description: "Use [field, operator, value] for a single clause or ['AND'|'OR', [clause1, clause2]] for grouped clauses.",
        },
      }),
    },
  ],
  invalid: [
    {
      name: "the parameter's own values written as an assignment",
      input: withProperties({ display: { type: "string", description: "How to show it: display='chart' or 'bar'" } }),
      errors: [{ message: values("display", "`chart`, `bar`", '["chart", "bar"]'), pointer: "/tools/0/inputSchema/properties/display" }],
    },
    {
      name: "an array of typed items whose values the text closes",
      input: withProperties({ levels: { type: "array", items: { type: "string" }, description: "Levels to keep: 'info' | 'warn' | 'error'" } }),
      errors: [
        {
          message: values("levels", "`info`, `warn`, `error`", '["info", "warn", "error"]', "its `items` have"),
          pointer: "/tools/0/inputSchema/properties/levels/items",
        },
      ],
    },
  ],
});
