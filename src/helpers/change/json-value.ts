// Small facts about JSON values that the comparison needs: JSON types and a short rendering
// for messages. Values are compared by their canonical text (util/canonical-json); members
// are read with the model's own-property helpers.
import { jsonType } from "../../core/schema/json-value.js";
import { canonicalJson } from "../../core/util/canonical-json.js";

/** The JSON Schema type name of a value (`integer` for whole numbers); what is not JSON, by its `typeof`. */
export function jsonTypeOf(value: unknown): string {
  return jsonType(value) ?? typeof value;
}

/** A short rendering of a value for a message (`"a"`, `3`, `null`), cut to a readable length. */
export function shortJson(value: unknown, max = 40): string {
  const text = canonicalJson(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
