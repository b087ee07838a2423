// What each keyword's value must look like, per dialect: how to read a path through a
// schema (which segments are keywords, member names or indexes) and how to say in words
// what a keyword expects ("a non-negative integer").
import type { Dialect } from "./dialect.js";

/** How a keyword holds its value: one subschema, a map or array of them, or plain data. */
export type KeywordKind = "schema" | "schema-map" | "schema-array" | "schema-or-array" | "schema-or-names-map" | "value";

/** Keywords whose value is one subschema. */
export const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  "additionalProperties",
  "unevaluatedProperties",
  "propertyNames",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
]);
/** Keywords whose value is an object of subschemas (`dependencies` may also hold names: see keywordKind). */
export const SCHEMA_MAP_KEYWORDS: ReadonlySet<string> = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
/** Keywords whose value is an array of subschemas (`items` may be one too, before 2020-12). */
export const SCHEMA_ARRAY_KEYWORDS: ReadonlySet<string> = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);

export function keywordKind(keyword: string, dialect: Dialect): KeywordKind {
  if (keyword === "items") return dialect === "2020-12" ? "schema" : "schema-or-array";
  if (keyword === "dependencies") return "schema-or-names-map";
  if (SCHEMA_KEYWORDS.has(keyword)) return "schema";
  if (SCHEMA_MAP_KEYWORDS.has(keyword)) return "schema-map";
  if (SCHEMA_ARRAY_KEYWORDS.has(keyword)) return "schema-array";
  return "value";
}

const A_SCHEMA = "a schema (an object, or `true`/`false`)";
const NON_NEGATIVE_INTEGER = "a non-negative integer";
const TYPE_NAMES = "a type name (`array`, `boolean`, `integer`, `null`, `number`, `object`, `string`) or an array of distinct type names";

/** The JSON type a keyword's value must have: `count` is a non-negative integer, `type` a name or an array of names. */
type ValueType = "count" | "number" | "boolean" | "string" | "array" | "object" | "type";

const FIXED: Readonly<Record<string, readonly [string, ValueType]>> = {
  type: [TYPE_NAMES, "type"],
  multipleOf: ["a number greater than 0", "number"],
  maximum: ["a number", "number"],
  minimum: ["a number", "number"],
  maxLength: [NON_NEGATIVE_INTEGER, "count"],
  minLength: [NON_NEGATIVE_INTEGER, "count"],
  maxItems: [NON_NEGATIVE_INTEGER, "count"],
  minItems: [NON_NEGATIVE_INTEGER, "count"],
  maxProperties: [NON_NEGATIVE_INTEGER, "count"],
  minProperties: [NON_NEGATIVE_INTEGER, "count"],
  maxContains: [NON_NEGATIVE_INTEGER, "count"],
  minContains: [NON_NEGATIVE_INTEGER, "count"],
  pattern: ["a string holding a regular expression", "string"],
  uniqueItems: ["a boolean", "boolean"],
  dependentRequired: ["an object whose values are arrays of distinct property names", "object"],
  format: ["a string", "string"],
  title: ["a string", "string"],
  description: ["a string", "string"],
  $comment: ["a string", "string"],
  contentMediaType: ["a string", "string"],
  contentEncoding: ["a string", "string"],
  $anchor: ["a plain name (letters, digits, `-`, `_`, `.`, starting with a letter)", "string"],
  $dynamicAnchor: ["a plain name (letters, digits, `-`, `_`, `.`, starting with a letter)", "string"],
  $id: ["a URI reference (a string)", "string"],
  id: ["a URI reference (a string)", "string"],
  $ref: ["a URI reference (a string)", "string"],
  $dynamicRef: ["a URI reference (a string)", "string"],
  $recursiveRef: ["a URI reference (a string)", "string"],
  $schema: ["a URI (a string)", "string"],
  $recursiveAnchor: ["a boolean", "boolean"],
  deprecated: ["a boolean", "boolean"],
  readOnly: ["a boolean", "boolean"],
  writeOnly: ["a boolean", "boolean"],
  examples: ["an array of example values", "array"],
  $vocabulary: ["an object mapping vocabulary URIs to booleans", "object"],
  allOf: ["a non-empty array of schemas", "array"],
  anyOf: ["a non-empty array of schemas", "array"],
  oneOf: ["a non-empty array of schemas", "array"],
  prefixItems: ["a non-empty array of schemas", "array"],
  properties: ["an object whose values are schemas", "object"],
  patternProperties: ["an object whose keys are regular expressions and whose values are schemas", "object"],
  $defs: ["an object whose values are schemas", "object"],
  definitions: ["an object whose values are schemas", "object"],
  dependentSchemas: ["an object whose values are schemas", "object"],
  dependencies: ["an object whose values are schemas or arrays of property names", "object"],
};

/** In words, what `keyword`'s value must be under `dialect`; undefined for keywords it does not constrain. */
export function keywordShape(keyword: string, dialect: Dialect): string | undefined {
  const draft04 = dialect === "draft-04";
  switch (keyword) {
    case "items":
      return dialect === "2020-12" ? A_SCHEMA : `${A_SCHEMA} or an array of schemas`;
    case "exclusiveMaximum":
    case "exclusiveMinimum":
      return draft04
        ? `a boolean (in draft-04 it makes \`${keyword === "exclusiveMaximum" ? "maximum" : "minimum"}\` exclusive)`
        : "a number (since draft-06 it is the bound itself)";
    case "required":
      return draft04 ? "a non-empty array of distinct property names (strings)" : "an array of distinct property names (strings)";
    case "enum":
      return dialect === "2020-12" || dialect === "2019-09" ? "an array" : "a non-empty array of distinct values";
    case "additionalProperties":
    case "additionalItems":
      return draft04 ? "a boolean or a schema" : A_SCHEMA;
  }
  if (Object.hasOwn(FIXED, keyword)) return FIXED[keyword]![0];
  return SCHEMA_KEYWORDS.has(keyword) ? A_SCHEMA : undefined;
}

/** Cheap test that a keyword's value has the JSON type its kind needs (schema-valid reports the rest). */
export function valueFitsKeyword(keyword: string, value: unknown, dialect: Dialect): boolean {
  const kind = keywordKind(keyword, dialect);
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  switch (kind) {
    case "schema":
      return isObject || typeof value === "boolean";
    case "schema-or-array":
      return isObject || typeof value === "boolean" || Array.isArray(value);
    case "schema-map":
    case "schema-or-names-map":
      return isObject;
    case "schema-array":
      return Array.isArray(value);
  }
  if (keyword === "exclusiveMaximum" || keyword === "exclusiveMinimum") return typeof value === (dialect === "draft-04" ? "boolean" : "number");
  if (keyword === "required" || keyword === "enum") return Array.isArray(value);
  if (!Object.hasOwn(FIXED, keyword)) return true;
  switch (FIXED[keyword]![1]) {
    case "count":
      return Number.isInteger(value) && (value as number) >= 0;
    case "type":
      return typeof value === "string" || Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject;
    default:
      return typeof value === FIXED[keyword]![1];
  }
}
