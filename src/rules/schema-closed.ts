import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject, ownField, hasOwnField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { declaredTypes } from "../core/schema/json-value.js";
import { parameterPath } from "../helpers/params/parameter.js";
import { hasLeakedZodSchema } from "../helpers/params/leaked-zod.js";

/** Root keywords through which a schema accepts members even without `properties`. */
const OPENING_KEYWORDS = ["patternProperties", "anyOf", "oneOf", "allOf", "$ref", "$dynamicRef", "if", "dependentSchemas", "dependencies"];

/**
 * Subschemas whose own `additionalProperties: false` would change what the whole accepts
 * (an `allOf` member closed against its siblings' fields) or that describe no value.
 */
const NOT_A_VALUE = new Set(["allOf", "not", "if", "then", "else", "dependentSchemas", "dependencies", "propertyNames", "contains"]);

/** `additionalProperties: false` or `unevaluatedProperties: false`. */
function isClosed(schema: unknown): boolean {
  return ownField(schema, "additionalProperties") === false || ownField(schema, "unevaluatedProperties") === false;
}

/** The pointer to fix: an `additionalProperties: true` to flip, else the object itself. */
function fixPointer(node: SchemaNode): string {
  return hasOwnField(node.value, "additionalProperties") ? joinPointer(node.pointer, "additionalProperties") : node.pointer;
}

function takesNoParameters(schema: unknown): boolean {
  // A root that is not an object, or declares no `type` at all (`{}`, only `$schema`: content
  // lost in generation), is input-schema-object's error; closing it would not fix it.
  if (!declaredTypes(schema)?.includes("object")) return false;
  const properties = ownField(schema, "properties");
  if (isObject(properties) && Object.keys(properties).length > 0) return false;
  if (OPENING_KEYWORDS.some((k) => hasOwnField(schema, k))) return false;
  // `additionalProperties: {schema}` is a map: the tool takes named values.
  const additional = ownField(schema, "additionalProperties");
  return additional === undefined || typeof additional === "boolean";
}

/** An object schema that describes a value with named fields (not a map, not a tuple of keywords). */
function isRecordObject(node: SchemaNode): boolean {
  if (!isObject(node.value)) return false;
  const types = new Set(declaredTypes(node.value));
  const objectLike = types.has("object") || (types.size === 0 && hasOwnField(node.value, "properties"));
  if (!objectLike) return false;
  if (hasOwnField(node.value, "patternProperties") || isObject(ownField(node.value, "additionalProperties"))) return false;
  return node.via === undefined || !NOT_A_VALUE.has(node.via);
}

export default defineRule({
  meta: {
    id: "schema-closed",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description:
      'A tool without parameters declares `{"type": "object", "additionalProperties": false}`; with `all`, every object sets `additionalProperties: false`.',
    defaultOptions: { all: false },
    strictOptions: { all: true },
    optionsSchema: {
      type: "object",
      properties: { all: { type: "boolean", description: "Require `additionalProperties: false` on every object of the inputSchema." } },
      additionalProperties: false,
    },
  },
  create(context) {
    const all = context.options.all;
    return {
      schema(node) {
        if (node.root !== "inputSchema" || !isObject(node.value) || isClosed(node.value)) return;
        if (node.parent === undefined && takesNoParameters(node.value)) {
          // Parameters lost in generation (a zod object in `annotations`): closing the empty schema would entrench the loss.
          if (hasLeakedZodSchema(node.tool.value)) return;
          context.report({
            pointer: fixPointer(node),
            message:
              'The tool takes no parameters but its `inputSchema` does not say so: declare `{"type": "object", "additionalProperties": false}` (what the MCP specification recommends for a tool without parameters) so clients and models know to send `{}`.',
          });
          return;
        }
        if (!all || !isRecordObject(node)) return;
        const name = node.parent === undefined ? "The `inputSchema` root" : `Object \`${parameterPath(node) || node.pointer}\``;
        context.report({
          pointer: fixPointer(node),
          message: `${name} does not set \`additionalProperties: false\`: a model may send fields the server ignores or rejects. Add \`"additionalProperties": false\`${hasOwnField(node.value, "allOf") ? " (or `unevaluatedProperties: false`, which sees through `allOf`)" : ""}.`,
        });
      },
    };
  },
});
