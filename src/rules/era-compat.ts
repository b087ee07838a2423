import { defineRule } from "../engine/rule.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";

/** The first version of the 2026 era, where `outputSchema` may be any JSON Schema. */
const MODERN_SINCE = "2026-07-28";

export default defineRule({
  meta: {
    id: "era-compat",
    category: "spec",
    severity: "warning",
    description: "A tool that is valid in 2026-07-28 but makes 2025-era clients reject the whole tools/list (an `outputSchema` whose root is not an object).",
    defaultOptions: {},
  },
  create(context) {
    // Whenever the input may speak 2026-07-28 (recorded, negotiated, or a version-neutral reading):
    // read only as 2025-era, output-schema-object reports the same schema as an error instead.
    const modern = context.protocols.some((version) => atLeast(version, MODERN_SINCE));
    return {
      tool(tool) {
        const value = tool.value;
        if (!modern || !isObject(value)) return;
        const schema = value.outputSchema;
        // A schema that is not an object at all is invalid in every era: output-schema-object says so.
        if (!isObject(schema) || schema.type === "object") return;
        const type = schema.type;
        const what =
          type === undefined
            ? "has no root `type`"
            : `has root \`type\` ${typeof type === "string" ? JSON.stringify(type.slice(0, 40)) : 'that is not "object"'}`;
        context.report({
          pointer: joinPointer(tool.pointer, "outputSchema", ...(type === undefined ? [] : ["type"])),
          message:
            `\`outputSchema\` ${what}: valid in protocol 2026-07-28, but 2025-11-25 clients require \`"type": "object"\` there and reject the whole tools/list. ` +
            'If this server also serves 2025-era clients, send them an object (the official SDK v2 wraps the schema as `{"type": "object", "properties": {"result": …}, "required": ["result"]}`); check that view with `--protocol 2025-11-25`.',
        });
      },
    };
  },
});
