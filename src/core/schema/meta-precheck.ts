// A cheap test, run on each subschema during the engine's shared walk, that a schema is
// surely valid against its meta-schema. Each keyword's value must have the strictest shape
// any dialect's meta-schema asks of it, so passing here implies passing ajv; only schemas
// that fail here are handed to the (much slower) ajv meta-schema validator, which then
// finds and words the actual problems. Being too strict costs time, never correctness.
import type { Dialect } from "./dialect.js";
import { ALL_KEYWORDS } from "./keywords.js";
import { isTypeName } from "./type-names.js";
import { isObject } from "../model/types.js";

/** A subschema as a member of its parent: an object, or a boolean where the dialect allows. */
function subschema(value: unknown, dialect: Dialect, booleanInDraft04 = false): boolean {
  return isObject(value) || (typeof value === "boolean" && (dialect !== "draft-04" || booleanInDraft04));
}

/** Distinct primitives (objects and arrays would need deep comparison: treated as unsure). */
function distinctPrimitives(values: readonly unknown[]): boolean {
  if (values.length > 16) {
    const seen = new Set<unknown>(values);
    return seen.size === values.length && values.every((value) => typeof value !== "object" || value === null);
  }
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value === "object" && value !== null) return false;
    for (let j = 0; j < i; j++) if (values[j] === value) return false;
  }
  return true;
}

const count = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const number = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v);
const anchor = (v: unknown): boolean => typeof v === "string" && /^[A-Za-z][-A-Za-z0-9._]*$/.test(v);

/** Distinct property names; draft-04 also wants at least one. */
function names(v: unknown, d: Dialect): boolean {
  if (!Array.isArray(v) || (v.length === 0 && d === "draft-04")) return false;
  for (const name of v) if (typeof name !== "string") return false;
  return distinctPrimitives(v);
}

function schemaMap(v: unknown, d: Dialect): boolean {
  if (!isObject(v)) return false;
  for (const key in v) if (Object.hasOwn(v, key) && !subschema(v[key], d)) return false;
  return true;
}

function schemaList(v: unknown, d: Dialect): boolean {
  if (!Array.isArray(v) || v.length === 0) return false;
  for (const s of v) if (!subschema(s, d)) return false;
  return true;
}

function typeNames(v: unknown): boolean {
  if (typeof v === "string") return isTypeName(v);
  if (!Array.isArray(v) || v.length === 0) return false;
  for (const t of v) if (typeof t !== "string" || !isTypeName(t)) return false;
  return distinctPrimitives(v);
}

/** Whether one keyword's value surely satisfies every meta-schema (a switch: this runs on every subschema). */
function keywordSurelyValid(key: string, v: unknown, d: Dialect): boolean {
  switch (key) {
    case "type":
      return typeNames(v);
    case "description":
    case "title":
    case "$comment":
    case "format":
    case "pattern":
    case "contentMediaType":
    case "contentEncoding":
    case "$ref":
    case "$schema":
    case "$dynamicRef":
    case "$recursiveRef":
    case "id":
      return typeof v === "string";
    case "default":
    case "const":
      return true;
    case "properties":
    case "patternProperties":
    case "$defs":
    case "definitions":
    case "dependentSchemas":
      return schemaMap(v, d);
    case "required":
      return names(v, d);
    case "enum":
      return Array.isArray(v) && v.length > 0 && distinctPrimitives(v);
    case "items":
    case "not":
    case "if":
    case "then":
    case "else":
    case "contains":
    case "propertyNames":
    case "unevaluatedItems":
    case "unevaluatedProperties":
    case "contentSchema":
      return subschema(v, d);
    case "additionalProperties":
    case "additionalItems":
      return subschema(v, d, true);
    case "anyOf":
    case "oneOf":
    case "allOf":
    case "prefixItems":
      return schemaList(v, d);
    case "minimum":
    case "maximum":
      return number(v);
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return d === "draft-04" ? typeof v === "boolean" : number(v);
    case "multipleOf":
      return number(v) && (v as number) > 0;
    case "minLength":
    case "maxLength":
    case "minItems":
    case "maxItems":
    case "minProperties":
    case "maxProperties":
    case "minContains":
    case "maxContains":
      return count(v);
    case "uniqueItems":
    case "readOnly":
    case "writeOnly":
    case "deprecated":
      return typeof v === "boolean";
    case "examples":
      return Array.isArray(v);
    case "$id":
      return typeof v === "string" && /^[^#]*#?$/.test(v);
    case "$anchor":
    case "$dynamicAnchor":
      return anchor(v);
    case "$vocabulary":
      return isObject(v) && Object.keys(v).every((k) => typeof v[k] === "boolean");
    case "dependentRequired":
      return isObject(v) && Object.keys(v).every((k) => names(v[k], "2020-12"));
    case "dependencies":
      return isObject(v) && Object.keys(v).every((k) => subschema(v[k], d) || names(v[k], d));
    default:
      // Keywords no meta-schema constrains are free; any other known keyword: let ajv judge.
      return !ALL_KEYWORDS.has(key);
  }
}

/**
 * True when `value`, a subschema reached through `via`, might break its meta-schema: some
 * keyword a meta-schema constrains has a value outside the surest shape. Keywords no
 * meta-schema knows are free.
 */
export function mayViolateMeta(value: unknown, dialect: Dialect, via: string | undefined): boolean {
  if (typeof value === "boolean") return dialect === "draft-04" && via !== "additionalProperties" && via !== "additionalItems";
  if (!isObject(value)) return true;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (!keywordSurelyValid(key, value[key], dialect)) return true;
  }
  return false;
}
