import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { code, declaredTypes, showValue } from "../core/schema/json-value.js";

const KEYWORD = "x-mcp-header";
/** RFC 9110 §5.6.2: token = 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = new Set(["string", "integer", "boolean"]);

/** The keyword that breaks the chain of `properties` from the root, if any. */
function offPropertiesPath(node: SchemaNode): string | undefined {
  if (node.parent === undefined) return "the root";
  for (let current: SchemaNode | undefined = node; current?.parent; current = current.parent) {
    if (current.via !== "properties") return `\`${current.via}\``;
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: "x-mcp-header-valid",
    category: "spec",
    severity: "error",
    description:
      "2026-07-28 `x-mcp-header`: an RFC 9110 token, unique ignoring case, only on string/integer/boolean properties reachable through `properties`.",
    defaultOptions: {},
  },
  create(context) {
    if (!atLeast(context.protocol, "2026-07-28")) return {};
    let seen = new Map<string, string>();
    return {
      schema(node) {
        if (node.root !== "inputSchema") return;
        if (node.depth === 0) seen = new Map();
        if (!isObject(node.value)) return;
        const header = ownField(node.value, KEYWORD);
        if (header === undefined) return;
        const pointer = joinPointer(node.pointer, KEYWORD);
        const rejects = "clients reject the whole tool";
        if (typeof header !== "string" || !TOKEN.test(header)) {
          context.report({
            pointer,
            message: `\`x-mcp-header\` must be an HTTP field-name token (RFC 9110: letters, digits and \`!#$%&'*+-.^_|~\` or a backtick), got ${showValue(header)}; ${rejects}. Use a name such as \`Region\`.`,
          });
          return;
        }
        const broken = offPropertiesPath(node);
        if (broken !== undefined) {
          context.report({
            pointer,
            message: `\`x-mcp-header\` is only honoured on a property reached from the root through \`properties\`, but this one is under ${broken}; ${rejects}. Move it to a property of the arguments object.`,
          });
          return;
        }
        const types = declaredTypes(node.value)?.filter((type) => type !== "null");
        if (!types || types.length === 0 || !types.every((type) => HEADER_TYPES.has(type))) {
          context.report({
            pointer,
            message: `\`x-mcp-header\` is only allowed on \`string\`, \`integer\` or \`boolean\` parameters, but ${code(node.key ?? "")} ${types && types.length > 0 ? `is \`${types.join(", ")}\`` : "declares no such `type`"}; ${rejects}. Declare one of those types or remove the annotation.`,
          });
          return;
        }
        const lower = header.toLowerCase();
        const first = seen.get(lower);
        if (first !== undefined) {
          context.report({
            pointer,
            message: `\`x-mcp-header\` ${code(header)} repeats the header name at \`${first}\` (names are compared ignoring case); ${rejects}. Give each mirrored parameter its own name.`,
          });
          return;
        }
        seen.set(lower, pointer);
      },
    };
  },
});
