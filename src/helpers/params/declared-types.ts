// The JSON types a parameter's value may have, read through its `$ref`s and alternatives.
import { declaredTypes } from "../../core/schema/json-value.js";
import { followRefs } from "./schema-fields.js";
import type { SchemaDocument } from "../../core/schema/refs.js";
import { ownField, hasOwnField } from "../../core/model/types.js";

/**
 * The types a value of this schema may have, as far as the schema says: its `type`, its
 * direct `anyOf`/`oneOf` members' types (through local `$ref`s), and `object`/`array` for a
 * schema written with only `properties`/`items`. Empty when nothing is said.
 */
export function valueTypes(schema: unknown, document: SchemaDocument): ReadonlySet<string> {
  const types = new Set<string>();
  const add = (member: unknown): void => {
    const target = followRefs(member, document);
    for (const t of declaredTypes(target) ?? []) types.add(t);
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
