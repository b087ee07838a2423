import { defineRule } from "../engine/rule.js";
import { isObject } from "../model/types.js";
import { code } from "../schema/json-value.js";

/** Keywords that say what a value is without `type`. */
const TYPING_KEYWORDS = ["type", "enum", "const", "$ref", "$dynamicRef", "$recursiveRef", "anyOf", "oneOf", "allOf", "not", "if"];

export default defineRule({
  meta: {
    id: "schema-type-present",
    category: "schema",
    severity: "warning",
    description: "A parameter with no `type` (nor `enum`, `const`, `$ref` or a composition): the model must guess what to send.",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        if (node.root !== "inputSchema" || node.via !== "properties" || !isObject(node.value)) return;
        const schema = node.value;
        if (TYPING_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword))) return;
        context.report({
          pointer: node.pointer,
          message: `Parameter ${code(node.key ?? "")} declares no \`type\` (nor \`enum\`, \`const\`, \`$ref\` or a composition), so the model must guess what to send. Add a \`type\`.`,
        });
      },
    };
  },
});
