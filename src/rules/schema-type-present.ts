import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { code } from "../core/schema/json-value.js";
import { isSchemaShaped } from "../core/schema/schema-shaped.js";
import { isAnnotationBlock } from "../helpers/params/annotation-block.js";

/** Keywords that say what a value is without `type`. */
const TYPING_KEYWORDS = ["type", "enum", "const", "$ref", "$dynamicRef", "$recursiveRef", "anyOf", "oneOf", "allOf", "not", "if"];

/** Names of a field that holds any JSON value on purpose (`set_memory(key, value)`, an edge-config `value`). */
const ANY_VALUE = new Set(["value", "payload"]);

/** JSON kinds a description may list (`string, number, boolean, or array`). */
const KIND_WORDS = /\b(string|number|integer|boolean|array|object|null)s?\b/gi;

/**
 * A description that says the value is polymorphic on purpose: it lists several kinds, or says
 * the kind depends on something else (`type depends on the attribute`, `format depends on field type`) or that any value goes (`any JSON value`,
 * `(any type)`, `anything`).
 */
function statesOpenKinds(description: unknown): boolean {
  if (typeof description !== "string") return false;
  // "any JSON value", "(any type)", "any value", "anything": open by design, in so many words.
  if (/\b(?:type|shape|format|kind) depends on\b|\bany (?:JSON|type|value)\b|\banything\b/i.test(description)) return true;
  const kinds = new Set([...description.matchAll(KIND_WORDS)].map((m) => m[1]!.toLowerCase()));
  return kinds.size >= 2;
}

/** Fields of a GeoJSON object, whose shapes models know: an object holding one of these is GeoJSON. */
const GEOJSON_FIELDS = ["coordinates", "geometry", "geometries", "features"];

/**
 * True where a missing `type` is a choice, not an omission: a member of a GeoJSON object (its free-form
 * `properties`), or a keyword of a JSON Schema the model writes (`items` beside `type`).
 */
function isDeliberatelyOpen(node: SchemaNode): boolean {
  const siblings = isObject(node.parent?.value) ? node.parent.value.properties : undefined;
  if (!isObject(siblings)) return false;
  const fields = Object.keys(siblings);
  return GEOJSON_FIELDS.some((f) => fields.includes(f)) || isSchemaShaped(fields, false);
}

/** Fields that name the field a condition or an action applies to. */
const TARGET_FIELD = /^(?:field|column)$/;

/** Fields that name a condition's comparison. */
const OPERATOR_FIELD = /^(?:operator|op)$/;

/**
 * True for the `value` of a `{field, operator, value}` condition or a `{field, value}` action (a Zendesk trigger, a
 * sheet filter): the comparand or the value set is whatever kind the named field holds, so no one `type` fits, unless
 * its description names the one kind it takes.
 */
function isFieldValue(node: SchemaNode, description: unknown): boolean {
  const siblings = isObject(node.parent?.value) ? node.parent.value.properties : undefined;
  if (node.key !== "value" || !isObject(siblings)) return false;
  const others = Object.keys(siblings).filter((key) => key !== "value");
  if (!others.some((key) => TARGET_FIELD.test(key))) return false;
  if (!others.every((key) => TARGET_FIELD.test(key) || OPERATOR_FIELD.test(key))) return false;
  const kinds = typeof description === "string" ? new Set([...description.matchAll(KIND_WORDS)].map((m) => m[1]!.toLowerCase())) : new Set();
  return kinds.size !== 1;
}

/** Fields that name the kind of a message, event or action (`type`, `eventName`, `action`). */
const KIND_FIELD = /^(?:type|kind|event|event_?name|action|action_?type|message_?type|topic)$/i;

/**
 * True for the `payload` of an envelope whose sibling names its kind (a Redux action's `{type, payload}`, an
 * event's `{eventName, payload}`): the body is whatever that kind carries, any JSON by the envelope's design.
 */
function isEnvelopePayload(node: SchemaNode): boolean {
  const siblings = isObject(node.parent?.value) ? node.parent.value.properties : undefined;
  return node.key === "payload" && isObject(siblings) && Object.keys(siblings).some((key) => KIND_FIELD.test(key));
}

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
        if (isDeliberatelyOpen(node)) return;
        // The tool's annotations pasted into `properties`: no parameter to type (schema-unknown-keyword says to move them).
        if (isAnnotationBlock(schema)) return;
        // A field named for any JSON value whose description says which kinds it takes is open on purpose, and says so.
        if (ANY_VALUE.has(node.key ?? "") && statesOpenKinds(schema.description)) return;
        if (isEnvelopePayload(node)) return;
        if (isFieldValue(node, schema.description)) return;
        // A field named for any JSON value is often open on purpose (a memory or config value), though not always
        // (a value the description says is a string): reported, one step quieter.
        const open = ANY_VALUE.has(node.key ?? "") && context.severity !== "info";
        context.report({
          pointer: node.pointer,
          ...(open ? { severity: context.severity === "error" ? "warning" : "info" } : {}),
          message: `Parameter ${code(node.key ?? "")} declares no \`type\` (nor \`enum\`, \`const\`, \`$ref\` or a composition), so the model must guess what to send. Add a \`type\`.`,
        });
      },
    };
  },
});
