import { defineRule } from "../engine/rule.js";
import { usableDescription } from "../text/description.js";
import { isFillerWord } from "../text/filler-words.js";
import { stem } from "../text/stem.js";
import { isStopWord } from "../text/stop-words.js";
import { hasUnspacedText, someProseWord } from "../text/word-count.js";
import { splitName } from "../text/words.js";

export default defineRule({
  meta: {
    id: "description-restates-name",
    category: "design",
    severity: "warning",
    description: "The description adds something beyond the words of the name.",
    defaultOptions: {},
  },
  create(context) {
    return {
      tool(tool) {
        if (tool.name === undefined) return;
        const description = usableDescription(tool);
        // Text in scripts without spaces cannot be split into words here, so it always counts as adding something.
        if (description === undefined || hasUnspacedText(description.text)) return;
        const nameStems = new Set(splitName(tool.name).map(stem));
        // One word the name does not say is enough: stop there.
        if (someProseWord(description.text, (word) => !isStopWord(word) && !isFillerWord(word) && !nameStems.has(stem(word)))) return;
        context.report({
          pointer: description.pointer,
          message: `The description of \`${tool.name}\` only restates its name; say what the tool returns, what its inputs mean and when to use it.`,
        });
      },
    };
  },
});
