import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { DocumentTracker } from "../core/schema/documents.js";
import { code, declaredTypes } from "../core/schema/json-value.js";
import { PatternCache } from "../core/schema/patterns.js";
import { definesProperty } from "../core/schema/property-names.js";

/** Keywords whose subschemas describe the same object as their parent, so they share its `properties`. */
const SAME_OBJECT = new Set(["allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"]);
/** Of those, the ones where `required` is a condition or a prohibition, not a demand. */
const NOT_A_DEMAND = new Set(["not", "if"]);

/** True when `node`'s `required` is tested or negated (`if: {required: […]}`, `not: {required: […]}`). */
function isCondition(node: SchemaNode): boolean {
  for (let current: SchemaNode | undefined = node; current?.via !== undefined && SAME_OBJECT.has(current.via); current = current.parent) {
    if (NOT_A_DEMAND.has(current.via)) return true;
  }
  return false;
}

export default defineRule({
  meta: {
    id: "schema-required-defined",
    category: "schema",
    severity: "warning",
    description: "Every name in `required` is defined in `properties` (at every object level), once.",
    defaultOptions: {},
  },
  create(context) {
    const documents = new DocumentTracker();
    const patterns = new PatternCache();

    /** Defined here, in a subschema for the same object, or in an enclosing schema for it. */
    function isDefined(node: SchemaNode, name: string): boolean {
      const document = documents.for(node);
      const env = { document, patterns };
      for (let current: SchemaNode | undefined = node; current; current = current.parent) {
        const properties = isObject(current.value) ? ownField(current.value, "properties") : undefined;
        if (isObject(properties) && ownField(properties, name) !== undefined) return true;
        if (definesProperty(current.value, document.baseOf(current), name, env) !== false) return true; // or cannot tell
        if (current.via === undefined || !SAME_OBJECT.has(current.via)) return false;
      }
      return false;
    }

    return {
      schema(node) {
        if (!isObject(node.value)) return;
        const required = ownField(node.value, "required");
        if (!Array.isArray(required)) return; // absent, or schema-valid's
        const types = declaredTypes(node.value);
        if (types && !types.includes("object")) return; // schema-keyword-applicable: `required` does nothing here
        const condition = isCondition(node);
        const firstIndex = new Map<string, number>();
        required.forEach((name, i) => {
          if (typeof name !== "string") return; // schema-valid
          const pointer = joinPointer(node.pointer, "required", i);
          const first = firstIndex.get(name);
          if (first !== undefined) {
            context.report({
              pointer,
              message: `${code(name)} is listed twice in \`required\` (first at index ${first}); validators reject the schema. Remove the duplicate.`,
            });
            return;
          }
          firstIndex.set(name, i);
          if (!condition && !isDefined(node, name)) {
            context.report({
              pointer,
              message: `${code(name)} is required but not defined in \`properties\`: ${node.root === "outputSchema" ? "every result must hold it, yet nothing says what it is" : "the model is told to send it without being told what it is"}. Define it in \`properties\` (with a \`type\` and a \`description\`) or remove it from \`required\`.`,
            });
          }
        });
      },
    };
  },
});
