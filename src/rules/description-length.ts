import { defineRule } from "../engine/rule.js";
import { usableDescription } from "../text/description.js";
import { codePointLength, countWords } from "../text/word-count.js";

interface Options {
  /** Fewest words a description may have. */
  minWords: number;
  /** Most characters (Unicode code points) a description may have. */
  maxLength: number;
}

export default defineRule<Options>({
  meta: {
    id: "description-length",
    category: "design",
    severity: "warning",
    description: "The description has at least `minWords` words and at most `maxLength` characters.",
    defaultOptions: { minWords: 5, maxLength: 1024 },
    strictOptions: { minWords: 8 },
    optionsSchema: {
      type: "object",
      properties: {
        minWords: { type: "integer", minimum: 0, description: "Fewest words a description may have." },
        maxLength: { type: "integer", minimum: 1, description: "Most characters a description may have." },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const { minWords, maxLength } = context.options;
    return {
      tool(tool) {
        const description = usableDescription(tool);
        if (description === undefined) return;
        const name = tool.name === undefined ? "this tool" : `\`${tool.name}\``;
        const words = countWords(description.text);
        if (words < minWords) {
          context.report({
            pointer: description.pointer,
            message: `The description of ${name} has ${words} word${words === 1 ? "" : "s"} (fewer than ${minWords}); say what the tool does, what it returns and when to use it.`,
          });
        }
        const length = codePointLength(description.text);
        if (length > maxLength) {
          context.report({
            pointer: description.pointer,
            message: `The description of ${name} is ${length} characters (more than ${maxLength}); OpenAI rejects tool descriptions over 1024 characters, and every character costs context. Move details into parameter descriptions and keep what the model needs to choose the tool.`,
          });
        }
      },
    };
  },
});
