// Small facts about JSON values that the comparison needs: JSON types and a short rendering
// for messages. Values are compared by their canonical text (util/canonical-json); members
// are read with the model's own-property helpers.
import { canonicalJson } from "../util/canonical-json.js";

/** The JSON Schema type name of a value (`integer` for whole numbers). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  if (typeof value === "object") return "object";
  return typeof value;
}

/** A short rendering of a value for a message (`"a"`, `3`, `null`), cut to a readable length. */
export function shortJson(value: unknown, max = 40): string {
  const text = canonicalJson(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
