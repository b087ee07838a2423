import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { jsonKind } from "../core/spec/json-kind.js";
import { CONVERT_ZOD, isZodInternals } from "../helpers/params/leaked-zod.js";

const NO_PARAMETERS = '`{"type": "object", "additionalProperties": false}`';

export default defineRule({
  meta: {
    id: "input-schema-object",
    category: "spec",
    severity: "error",
    description: '`inputSchema` is present, a JSON object, and its root has `type: "object"`.',
    defaultOptions: {},
  },
  create(context) {
    return {
      tool(tool) {
        const value = tool.value;
        if (!isObject(value)) return;
        const pointer = joinPointer(tool.pointer, "inputSchema");
        const report = (at: string, message: string): void => context.report({ pointer: at, message });
        if (!Object.hasOwn(value, "inputSchema")) {
          report(
            tool.pointer,
            `Tool has no \`inputSchema\`; every tool needs one, and clients reject tools without it. Add one; a tool without parameters uses ${NO_PARAMETERS}.`,
          );
          return;
        }
        const schema = value.inputSchema;
        if (!isObject(schema)) {
          const note = schema === true ? " (`true` is a valid JSON Schema, but MCP requires an object schema)" : "";
          report(
            pointer,
            `\`inputSchema\` is ${jsonKind(schema)}${note}; it must be a JSON Schema object with \`"type": "object"\`. A tool without parameters uses ${NO_PARAMETERS}.`,
          );
          return;
        }
        const keys = Object.keys(schema);
        if (keys.length === 0) {
          report(
            pointer,
            `\`inputSchema\` is an empty object; its root must have \`"type": "object"\`. Add it, with \`properties\` for the parameters (${NO_PARAMETERS} when there are none).`,
          );
          return;
        }
        if (keys.length === 1 && keys[0] === "$schema") {
          report(
            pointer,
            "`inputSchema` holds only `$schema`: the schema's content was lost when it was generated (zod-to-json-schema 3 meeting zod 4 does this: modelcontextprotocol/servers#4661), and clients reject it. Fix the schema generation so `type`, `properties` and `required` come through.",
          );
          return;
        }
        if (isZodInternals(schema)) {
          report(
            pointer,
            `\`inputSchema\` is a zod schema serialised as JSON (\`_def\`, \`~standard\`), not JSON Schema: it has no root \`"type": "object"\` and no parameters a client can read, so strict clients reject the tool. ${CONVERT_ZOD}.`,
          );
          return;
        }
        if (!Object.hasOwn(schema, "type")) {
          report(
            pointer,
            '`inputSchema` has no root `type`; MCP requires `"type": "object"` at the root (tool arguments are always an object), and strict clients reject the tool without it. Add `"type": "object"`.',
          );
          return;
        }
        const type = schema.type;
        if (type !== "object") {
          const found = typeof type === "string" ? JSON.stringify(type.slice(0, 40)) : jsonKind(type);
          const hint = Array.isArray(type) ? ' (a list of types is not allowed here, even `["object"]`)' : "";
          report(
            joinPointer(pointer, "type"),
            `\`inputSchema.type\` is ${found}${hint}; it must be "object", since tool arguments are always a JSON object. Wrap other values in a property.`,
          );
        }
      },
    };
  },
});
