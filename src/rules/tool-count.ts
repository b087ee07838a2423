import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../positions/pointer.js";

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
    };
  },
});
