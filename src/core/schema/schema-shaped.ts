/** Telling a JSON Schema that a tool asks the model to write (`function.parameters`) from the tool's own fields. */

/** Keywords of a JSON Schema, as the field names of an object that is one. */
const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "description",
  "title",
  "enum",
  "default",
  "$schema",
  "definitions",
  "$defs",
]);

/**
 * True when an object's field names (`type`, `properties`, `required`…) are all JSON Schema keywords, `type`
 * among them, and `properties` too when asked: the object describes a schema the model writes, so its nesting
 * and its open members are JSON Schema's, not the tool's own design.
 */
export function isSchemaShaped(fields: readonly string[], withProperties: boolean): boolean {
  if (fields.length < 2 || !fields.includes("type")) return false;
  if (withProperties && !fields.includes("properties")) return false;
  return fields.every((field) => SCHEMA_KEYWORDS.has(field));
}
