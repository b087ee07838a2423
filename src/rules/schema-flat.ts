import { defineRule } from "../engine/rule.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { isParameter, parameterPath } from "../params/parameter.js";
import { ownField } from "../params/schema-fields.js";

/** Field names listed in a message before it is cut with `…`. */
const SHOWN_FIELDS = 5;

export default defineRule({
  meta: {
    id: "schema-flat",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "Parameters are nested no deeper than `maxDepth` object levels (default 2: root parameters and one level below).",
    defaultOptions: { maxDepth: 2 },
    optionsSchema: {
      type: "object",
      properties: { maxDepth: { type: "integer", minimum: 1, description: "Object levels allowed: 1 is root parameters only." } },
      additionalProperties: false,
    },
  },
  create(context) {
    const maxDepth = context.options.maxDepth;
    // One finding per object whose fields sit one level too deep; deeper levels are inside it.
    const reported = new Set<string>();
    return {
      schema(node) {
        if (!isParameter(node) || node.propertyDepth !== maxDepth + 1 || node.parent === undefined) return;
        const holder = node.parent;
        const pointer = joinPointer(holder.pointer, "properties");
        if (reported.has(pointer)) return;
        reported.add(pointer);
        const members = ownField(holder.value, "properties");
        const fields = isObject(members) ? Object.keys(members) : [];
        const listed = fields.slice(0, SHOWN_FIELDS).map((f) => `\`${f}\``).join(", ") + (fields.length > SHOWN_FIELDS ? ", …" : "");
        const owner = parameterPath(holder) || "the root";
        context.report({
          pointer,
          message: `\`${owner}\` has fields (${listed}) ${maxDepth + 1} object levels deep, deeper than \`maxDepth\` ${maxDepth}: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.`,
        });
      },
    };
  },
});
