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
/** How deep unions are read for their members' types. */
const MAX_UNION_DEPTH = 3;

export function valueTypes(schema: unknown, document: SchemaDocument): ReadonlySet<string> {
  const types = new Set<string>();
  const add = (member: unknown): void => {
    const target = followRefs(member, document);
    for (const t of declaredTypes(target) ?? []) types.add(t);
    if (hasOwnField(target, "properties")) types.add("object");
    if (hasOwnField(target, "items")) types.add("array");
  };
  // Unions nest (`Optional[Union[list[Scope], str]]` gives `anyOf: [{anyOf: [array, string]}, null]`): read a few levels.
  const visit = (member: unknown, depth: number): void => {
    add(member);
    if (depth >= MAX_UNION_DEPTH) return;
    const target = followRefs(member, document);
    for (const keyword of ["anyOf", "oneOf"]) {
      const members = ownField(target, keyword);
      if (Array.isArray(members)) for (const m of members) visit(m, depth + 1);
    }
  };
  visit(schema, 0);
  return types;
}
