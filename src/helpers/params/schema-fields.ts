// Reading a keyword of a subschema through its local `$ref`s (followed by the schema
// document's resolver), own properties only (keys like `__proto__` occur).
import { hasOwnField, ownField } from "../../core/model/types.js";
import type { SchemaDocument } from "../../core/schema/refs.js";

/**
 * `key` of `schema`, or of the schema its local `$ref` chain leads to when `schema` has no
 * such key (a property written as `{"$ref": "#/$defs/Order"}` takes its description there).
 */
export function fieldThroughRef(schema: unknown, document: SchemaDocument, key: string): unknown {
  if (hasOwnField(schema, key)) return ownField(schema, key);
  for (const target of document.follow(schema)) if (hasOwnField(target.value, key)) return ownField(target.value, key);
  return undefined;
}

/** `schema` with its local `$ref` chain followed (the schema itself when it has no `$ref`). */
export function followRefs(schema: unknown, document: SchemaDocument): unknown {
  const chain = document.follow(schema);
  return chain.length === 0 ? schema : chain[chain.length - 1]!.value;
}
