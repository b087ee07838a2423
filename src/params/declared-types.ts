// The JSON types a subschema's `type` keyword names, in either of its forms.
import { followRefs, hasOwnField, ownField } from "./schema-fields.js";
import type { SchemaDocument } from "../schema/refs.js";

/** The names in `type` (a string or an array of strings); empty when `type` is absent or malformed. */
export function declaredTypes(schema: unknown): ReadonlySet<string> {
  const type = ownField(schema, "type");
  if (typeof type === "string") return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === "string"));
  return new Set();
}

export function declaresType(schema: unknown, type: string): boolean {
  return declaredTypes(schema).has(type);
}

/**
 * The types a value of this schema may have, as far as the schema says: its `type`, its
 * direct `anyOf`/`oneOf` members' types (through local `$ref`s), and `object`/`array` for a
 * schema written with only `properties`/`items`. Empty when nothing is said.
 */
export function valueTypes(schema: unknown, document: SchemaDocument): ReadonlySet<string> {
  const types = new Set<string>();
  const add = (member: unknown): void => {
    const target = followRefs(member, document);
    for (const t of declaredTypes(target)) types.add(t);
    if (hasOwnField(target, "properties")) types.add("object");
    if (hasOwnField(target, "items")) types.add("array");
  };
  add(schema);
  const target = followRefs(schema, document);
  for (const keyword of ["anyOf", "oneOf"]) {
    const members = ownField(target, keyword);
    if (Array.isArray(members)) members.forEach(add);
  }
  return types;
}
