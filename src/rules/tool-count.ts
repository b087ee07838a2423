import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";

interface Options {
  /** Most tools one server should list. */
  max: number;
}

export default defineRule<Options>({
  meta: {
    id: "tool-count",
    category: "design",
    severity: "warning",
    description: "A server lists at most `max` tools (default 40).",
    defaultOptions: { max: 40 },
    strictOptions: { max: 20 },
    optionsSchema: {
      type: "object",
      properties: { max: { type: "integer", minimum: 1, description: "Most tools one server should list." } },
      additionalProperties: false,
    },
  },
  create(context) {
    return {
      listEnd(list) {
        const count = list.tools.length;
        if (count <= context.options.max) return;
        // The tools array of the first page, or the bare array itself.
        const first = list.envelopes[0];
        const pointer = first === undefined ? "" : joinPointer(first.pointer, "tools");
        context.report({
          pointer,
          message: `This server lists ${count} tools (more than ${context.options.max}); models choose worse among many tools, and clients cap how many they pass on. Merge overlapping tools or split the server by task.`,
        });
      },
      // The servers of one client config reach the model together: their union counts too.
      runEnd(run) {
        for (const client of run.clients) {
          if (client.inputs.length < 2) continue;
          const lists = client.inputs.flatMap((index) => run.lists.filter((entry) => entry.input.index === index));
          const count = lists.reduce((sum, entry) => sum + entry.list.tools.length, 0);
          if (count <= context.options.max) continue;
          const last = lists[lists.length - 1]!;
          context.report({
            input: last.input.index,
            pointer: "",
            tool: undefined,
            message: `The ${lists.length} servers of ${client.name} list ${count} tools together (more than ${context.options.max}); the model sees all of them at once. Disable servers or tools this client does not need.`,
          });
        }
      },
    };
  },
});
