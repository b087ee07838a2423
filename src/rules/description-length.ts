import { defineRule } from "../engine/rule.js";
import { usableDescription } from "../helpers/text/description.js";
import { whatToAdd } from "../helpers/text/description-depth.js";
import { nameAction } from "../helpers/text/name-action.js";
import { listNaming, NO_NAMING } from "../helpers/text/name-scheme.js";
import { adviceRisk } from "../helpers/text/advice-risk.js";
import { statesReversibility } from "../helpers/text/side-effect-phrases.js";
import { codePointLength, countWords, mostlyOtherSpacedScript } from "../helpers/text/word-count.js";
import { codeSpan } from "../core/spec/code-span.js";

/**
 * English spends about one word in five on articles and particles that Russian, Korean, Hindi or Arabic fold into
 * their words or leave out ("Отметить задачу как выполненную", 4 words, is "Mark the task as completed", 5): a
 * description mostly in such a script is measured in English words, a quarter more than its own.
 */
const OTHER_SCRIPT_WORD_WEIGHT = 1.25;

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
    let naming = NO_NAMING;
    return {
      list(list) {
        naming = listNaming(list);
      },
      tool(tool) {
        const description = usableDescription(tool);
        if (description === undefined) return;
        const name = tool.name === undefined ? "this tool" : codeSpan(tool.name);
        const words = countWords(description.text);
        const measured = mostlyOtherSpacedScript(description.text) ? Math.floor(words * OTHER_SCRIPT_WORD_WEIGHT) : words;
        if (measured < minWords) {
          // The one finding on a short description (the finer description rules stay quiet on it): it says
          // everything the description lacks, side effects first for a tool that has them.
          const action = tool.name === undefined ? undefined : nameAction(tool.name, { shared: naming.shared, slot: naming.slot });
          const risk = adviceRisk(tool, action);
          // "Delete a card permanently." already says whether it can be undone: asking for it again would be noise.
          const said = risk !== undefined && risk.kind !== "changes" && statesReversibility(description.text);
          context.report({
            pointer: description.pointer,
            message: `The description of ${name} has ${words} word${words === 1 ? "" : "s"} (fewer than ${minWords}); say ${whatToAdd(said ? undefined : risk)}.`,
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
