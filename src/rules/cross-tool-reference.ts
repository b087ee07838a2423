import { defineRule } from "../engine/rule.js";
import { describeField, excerpt } from "../security/excerpt.js";
import { findToolMentions, toolDirectory } from "../security/tool-mentions.js";
import { orderAboutTool } from "../security/tool-orders.js";

/** Only prose is read for references; enum values and defaults that name tools are data. */
const PROSE_FIELDS = new Set(["description", "title"]);

export default defineRule({
  meta: {
    id: "cross-tool-reference",
    category: "security",
    severity: "warning",
    description: "A description that orders the model about another tool, or names a tool of another server in the run.",
    defaultOptions: {},
  },
  create(context) {
    const directory = toolDirectory(context.run, context.input.index);
    return {
      text(node) {
        if (node.isKey || node.field === undefined || !PROSE_FIELDS.has(node.field)) return;
        const reported = new Set<string>();
        for (const mention of findToolMentions(node.value, directory, node.tool.name)) {
          if (reported.has(mention.name)) continue;
          const order = orderAboutTool(node.value, mention.start, mention.end);
          if (mention.server === undefined && order === undefined) continue;
          reported.add(mention.name);
          const name = excerpt(mention.name);
          const field = describeField(node);
          const quoted = order === undefined ? "" : `: "${order}"`;
          context.report({
            pointer: node.pointer,
            message:
              mention.server === undefined
                ? `${field} tells the model how to use another tool, \`${name}\`${quoted}. A description should describe its own tool; steering another one is how tool shadowing works. Point to the sibling neutrally ("use \`${name}\` first") or put the rule in \`${name}\`'s own description.`
                : `${field} names \`${name}\`, a tool of another server in this run (\`${excerpt(mention.server)}\`)${quoted}. A tool should not steer how the model uses tools it does not own; remove the reference.`,
          });
        }
      },
    };
  },
});
