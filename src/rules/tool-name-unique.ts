import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../positions/pointer.js";

export default defineRule({
  meta: {
    id: "tool-name-unique",
    category: "spec",
    severity: "error",
    description: "No two tools in one server share a name.",
    defaultOptions: {},
  },
  create(context) {
    const firstIndexByName = new Map<string, number>();
    return {
      tool(tool) {
        if (tool.name === undefined) return;
        const first = firstIndexByName.get(tool.name);
        if (first === undefined) {
          firstIndexByName.set(tool.name, tool.index);
          return;
        }
        context.report({
          pointer: joinPointer(tool.pointer, "name"),
          message: `Tool name \`${tool.name}\` is already used by tool #${first}; clients call tools by name, so one of them is unreachable. Rename one.`,
        });
      },
    };
  },
});
