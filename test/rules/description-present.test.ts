import rule from "../../src/rules/description-present.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const { description: _, ...undescribed } = tool();

ruleTester(rule).run({
  valid: [
    {
      name: "real descriptions, and ones that are not strings (tool-shape's)",
      input: [tool(), tool({ description: "Ping." }), tool({ description: 42 }), tool({ description: ["x"] })],
    },
    { name: "tools that are not objects", input: [tool(), "not a tool", null] },
  ],
  invalid: [
    // Optional in every protocol version: the message calls it a design gap, never a spec violation.
    {
      name: "a missing description, at the tool",
      input: { tools: [tool(), undescribed] },
      errors: [
        {
          message:
            "Tool `list_files` has no `description`; the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions. Add one that says what the tool does, what it returns and when to use it.",
          pointer: "/tools/1",
          tool: "list_files",
          line: 22,
          column: 5,
        },
      ],
    },
    {
      name: "a null description",
      input: [tool({ description: null })],
      errors: [
        {
          message:
            "Tool `list_files` has no `description`; the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions. Add one that says what the tool does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "an empty description",
      input: [tool({ description: "" })],
      errors: [
        {
          message:
            "Tool `list_files` has an empty `description`; the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions: say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a description of white space",
      input: [tool({ description: "  \n\t" })],
      errors: [
        {
          message:
            "Tool `list_files` has an empty `description`; the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions: say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: 'the placeholder "undefined"',
      input: [tool({ description: "undefined" })],
      errors: [
        {
          message:
            'Tool `list_files`\'s `description` is the placeholder "undefined", likely a missing value printed as text; the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions: say what it does, what it returns and when to use it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: 'the placeholder "TODO" between spaces',
      input: [tool({ description: " TODO " })],
      errors: [
        {
          message:
            'Tool `list_files`\'s `description` is the placeholder "TODO", likely a missing value printed as text; the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions: say what it does, what it returns and when to use it.',
          pointer: "/0/description",
        },
      ],
    },
  ],
});
