import { defineRule } from "../engine/rule.js";
import { judgeableDescription } from "../helpers/text/description-depth.js";
import { hasUsageGuidance } from "../helpers/text/usage-guidance.js";
import { toolSiblings } from "../helpers/text/tool-siblings.js";

export default defineRule({
  meta: {
    id: "description-usage-guidance",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "The description says when to use the tool (or when not to).",
    defaultOptions: {},
  },
  create(context) {
    // Computed once per list, on the first tool that needs it.
    let siblings: ReadonlyMap<string, readonly string[]> | undefined;
    return {
      tool(tool) {
        // A missing, too short or name-restating description gets one finding, from the rule that owns it.
        const description = judgeableDescription(tool, context.list);
        if (tool.name === undefined || description === undefined) return;
        // When to use a tool is only a question when the list has a look-alike to choose between. Asked
        // before the phrases are read: most tools have none, and the phrases' first reading is most of
        // this rule's cost on a small list (each expression compiled on first use).
        siblings ??= toolSiblings(context.list);
        const others = siblings.get(tool.name) ?? [];
        if (others.length === 0 || hasUsageGuidance(description.text)) return;
        const named = others
          .slice(0, 2)
          .map((other) => `\`${other}\``)
          .join(" or ");
        context.report({
          pointer: description.pointer,
          message: `The description of \`${tool.name}\` does not say when to use it rather than ${named}; add a sentence such as "Use this when …; for … use \`${others[0]}\` instead", so the model can choose between it and ${named}.`,
        });
      },
    };
  },
});
