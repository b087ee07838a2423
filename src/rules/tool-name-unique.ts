import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";
import { codeSpan } from "../core/spec/code-span.js";

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
          message: `Tool name ${codeSpan(tool.name)} is already used by tool #${first + 1}; clients call tools by name, so one of them is unreachable. Rename one.`,
        });
      },
      // The servers of one client config share the model's tool namespace unless the client prefixes names.
      runEnd(run) {
        for (const client of run.clients) {
          const owner = new Map<string, string>();
          for (const index of client.inputs) {
            const entry = run.lists.find((candidate) => candidate.input.index === index);
            if (!entry) continue;
            const seenHere = new Set<string>();
            for (const tool of entry.list.tools) {
              if (tool.name === undefined || seenHere.has(tool.name)) continue;
              seenHere.add(tool.name);
              const other = owner.get(tool.name);
              if (other === undefined) {
                owner.set(tool.name, entry.input.name);
                continue;
              }
              context.report({
                input: index,
                pointer: joinPointer(tool.pointer, "name"),
                tool: tool.name,
                severity: "warning",
                message: `Tool name ${codeSpan(tool.name)} is also a tool of server ${codeSpan(other)} in ${client.name}; clients that do not prefix tool names with the server's show the model two tools of one name. Rename one, or disable one server's tool.`,
              });
            }
          }
        }
      },
    };
  },
});
