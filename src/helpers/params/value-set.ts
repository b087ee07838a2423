// Whether a schema already restricts its value to a fixed set (`enum`, `const`, or alternatives of those).
import { declaresType } from "../../core/schema/json-value.js";
import { followRefs } from "./schema-fields.js";
import type { SchemaDocument } from "../../core/schema/refs.js";
import { ownField, hasOwnField } from "../../core/model/types.js";

/** Nesting of `anyOf` inside `anyOf` followed at most this far. */
const MAX_NESTING = 4;

/**
 * True when the schema (through local `$ref`s) declares `enum` or `const`, or is an
 * `anyOf`/`oneOf` whose members each do (a `{"type": "null"}` member allowed).
 */
export function restrictsValues(schema: unknown, document: SchemaDocument, nesting = 0): boolean {
  const target = followRefs(schema, document);
  if (hasOwnField(target, "enum") || hasOwnField(target, "const")) return true;
  if (nesting >= MAX_NESTING) return false;
  for (const keyword of ["anyOf", "oneOf"]) {
    const members = ownField(target, keyword);
    if (!Array.isArray(members) || members.length === 0) continue;
    const restricted = members.filter((m) => restrictsValues(m, document, nesting + 1));
    if (restricted.length > 0 && members.every((m) => restricted.includes(m) || declaresType(m, "null"))) return true;
  }
  return false;
}
