import { defineRule } from "../engine/rule.js";
import { isObject } from "../model/types.js";
import { parameterDescription } from "../params/description.js";
import { isParameter, parameterPath, restatesOuterProperty, schemaRootOf } from "../params/parameter.js";

export default defineRule({
  meta: {
    id: "param-description",
    category: "design",
    severity: "warning",
    description: "Every parameter, at every depth, has a description.",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        // Boolean subschemas (`"x": true`) cannot carry a description; schema-type-present covers them.
        if (!isParameter(node) || !isObject(node.value) || restatesOuterProperty(node)) return;
        if (parameterDescription(node.value, schemaRootOf(node)) !== undefined) return;
        context.report({
          pointer: node.pointer,
          message: `Parameter \`${parameterPath(node)}\` has no \`description\`: the model sees only its name. Add a \`description\` that says what the value means, its format and unit.`,
        });
      },
    };
  },
});
