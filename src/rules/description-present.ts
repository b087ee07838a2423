import { defineRule } from "../engine/rule.js";
import { descriptionState } from "../helpers/text/description.js";
import { codeSpan } from "../core/spec/code-span.js";

export default defineRule({
  meta: {
    id: "description-present",
    category: "design",
    severity: "warning",
    description: "The tool has a non-empty description.",
    defaultOptions: {},
  },
  create(context) {
    return {
      tool(tool) {
        const state = descriptionState(tool);
        if (state === undefined) return;
        const name = tool.name === undefined ? "This tool" : `Tool ${codeSpan(tool.name)}`;
        // `description` is optional in every protocol version: a missing one is a gap in the design, never a spec error.
        const gap =
          "the field is optional in every protocol version, so this is a design gap, not a spec violation, but models choose tools by their descriptions";
        const fix = "say what it does, what it returns and when to use it";
        switch (state.kind) {
          case "missing":
            context.report({
              pointer: state.pointer,
              message: `${name} has no \`description\`; ${gap}. Add one that says what the tool does, what it returns and when to use it.`,
            });
            break;
          case "blank":
            context.report({ pointer: state.pointer, message: `${name} has an empty \`description\`; ${gap}: ${fix}.` });
            break;
          case "placeholder":
            context.report({
              pointer: state.pointer,
              message: `${name}'s \`description\` is the placeholder "${state.text}", likely a missing value printed as text; ${gap}: ${fix}.`,
            });
            break;
        }
      },
    };
  },
});
