import { defineRule } from "../engine/rule.js";
import { isObject, hasOwnField } from "../core/model/types.js";
import { declaresType } from "../core/schema/json-value.js";
import { parameterPath } from "../helpers/params/parameter.js";

export default defineRule({
  meta: {
    id: "array-items-defined",
    category: "design",
    severity: "warning",
    description: "An `array` parameter declares `items`.",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        if (node.root !== "inputSchema" || !isObject(node.value) || !declaresType(node.value, "array")) return;
        // `prefixItems` (2020-12 tuples) also says what the elements are.
        if (hasOwnField(node.value, "items") || hasOwnField(node.value, "prefixItems")) return;
        const name = parameterPath(node);
        context.report({
          pointer: node.pointer,
          message: `${name === "" ? "The `inputSchema` root" : `Array parameter \`${name}\``} has no \`items\`: declare what its elements are (for example \`"items": {"type": "string"}\`); several clients (VS Code, OpenAI) reject array schemas without \`items\`.`,
        });
      },
    };
  },
});
