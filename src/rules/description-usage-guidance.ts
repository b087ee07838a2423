import { defineRule } from "../engine/rule.js";
import { judgeableDescription } from "../text/description-depth.js";
import { hasUsageGuidance } from "../text/usage-guidance.js";

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
    return {
      tool(tool) {
        // A missing, too short or name-restating description gets one finding, from the rule that owns it.
        const description = judgeableDescription(tool);
        if (description === undefined || hasUsageGuidance(description.text)) return;
        const name = tool.name === undefined ? "this tool" : `\`${tool.name}\``;
        context.report({
          pointer: description.pointer,
          message: `The description of ${name} does not say when to use it; add a sentence such as "Use this when …" or "Do not use it for …; use … instead", so the model picks it over similar tools.`,
        });
      },
    };
  },
});
