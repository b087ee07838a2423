import { defineRule } from "../engine/rule.js";
import { usableDescription } from "../helpers/text/description.js";
import { restatesOwnName, whatToAdd } from "../helpers/text/description-depth.js";
import { nameAction } from "../helpers/text/name-action.js";
import { listNaming, NO_NAMING } from "../helpers/text/name-scheme.js";
import { adviceRisk } from "../helpers/text/advice-risk.js";
import { codeSpan } from "../core/spec/code-span.js";

export default defineRule({
  meta: {
    id: "description-restates-name",
    category: "design",
    severity: "warning",
    description: "The description adds something beyond the words of the name.",
    defaultOptions: {},
  },
  create(context) {
    let naming = NO_NAMING;
    return {
      list(list) {
        naming = listNaming(list);
      },
      tool(tool) {
        if (tool.name === undefined) return;
        // A description under five words is description-length's to report, with what to add.
        const description = usableDescription(tool);
        if (description === undefined || !restatesOwnName(tool, context.list)) return;
        // The one finding on this description (the finer rules stay quiet on it): everything it lacks.
        const risk = adviceRisk(tool, nameAction(tool.name, { shared: naming.shared, slot: naming.slot }));
        context.report({
          pointer: description.pointer,
          message: `The description of ${codeSpan(tool.name)} only restates its name; say ${whatToAdd(risk).replace("what it does, ", "")}.`,
        });
      },
    };
  },
});
