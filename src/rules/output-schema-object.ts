import { defineRule } from "../engine/rule.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { jsonKind } from "../core/spec/json-kind.js";
import { nullFieldMessage } from "../core/spec/null-field.js";
import { isToolField } from "../core/spec/tool-fields.js";
import { CONVERT_ZOD, isZodInternals } from "../helpers/params/leaked-zod.js";

/** From this version `outputSchema` may be any JSON Schema object, not only `type: "object"`. */
const ANY_SCHEMA_SINCE = "2026-07-28";

export default defineRule({
  meta: {
    id: "output-schema-object",
    category: "spec",
    severity: "error",
    description: '`outputSchema`, when present, is a schema object; through 2025-11-25 its root has `type: "object"`.',
    defaultOptions: {},
  },
  create(context) {
    const version = context.protocol;
    // Before 2025-06-18 there is no outputSchema: tool-unknown-field reports it. When the input
    // may speak several versions, the object root is demanded only if none of them lifts it.
    const applies = context.protocols.some((v) => isToolField("outputSchema", v));
    const anySchema = context.protocols.some((v) => atLeast(v, ANY_SCHEMA_SINCE));
    return {
      tool(tool) {
        const value = tool.value;
        if (!applies || !isObject(value) || !Object.hasOwn(value, "outputSchema")) return;
        const pointer = joinPointer(tool.pointer, "outputSchema");
        const report = (at: string, message: string): void => context.report({ pointer: at, message });
        const schema = value.outputSchema;
        if (schema === null) {
          report(pointer, nullFieldMessage("outputSchema"));
          return;
        }
        if (!isObject(schema)) {
          const note = typeof schema === "boolean" ? " (a valid JSON Schema, but MCP requires a schema object here)" : "";
          report(
            pointer,
            `\`outputSchema\` is ${jsonKind(schema)}${note}; it must be a JSON Schema object${anySchema ? "" : ' with `"type": "object"`'}, or be omitted.`,
          );
          return;
        }
        if (anySchema) return;
        if (!Object.hasOwn(schema, "type")) {
          const only$schema = Object.keys(schema).length === 1 && Object.hasOwn(schema, "$schema");
          const lost = only$schema ? " It holds only `$schema`: the schema's content was lost when it was generated." : "";
          const fix = isZodInternals(schema)
            ? ` It is a zod schema serialised as JSON (\`_def\`, \`~standard\`), not JSON Schema. ${CONVERT_ZOD}.`
            : `${lost} Add \`"type": "object"\`.`;
          report(
            pointer,
            `\`outputSchema\` has no root \`type\`; protocol ${version} requires \`"type": "object"\` at the root (structuredContent is an object).${fix}`,
          );
          return;
        }
        const type = schema.type;
        if (type !== "object") {
          const found = typeof type === "string" ? JSON.stringify(type.slice(0, 40)) : jsonKind(type);
          report(
            joinPointer(pointer, "type"),
            `\`outputSchema.type\` is ${found}; protocol ${version} requires "object" at the root (structuredContent is an object; 2026-07-28 lifts this). Wrap the result in a property, e.g. \`{"type": "object", "properties": {"items": …}}\`.`,
          );
        }
      },
    };
  },
});
