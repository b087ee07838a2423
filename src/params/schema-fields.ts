// Reading keywords of a subschema that came from a server we do not control: own properties
// only (keys like `__proto__` occur), and local `$ref`s followed a bounded number of hops.
import { isObject } from "../model/types.js";
import { getAtPointer } from "../positions/pointer.js";

/** A `$ref` chain longer than this is treated as unresolvable (it may loop). */
const MAX_REF_HOPS = 8;

/** The value of `key` when `schema` is an object that has it as an own property. */
export function ownField(schema: unknown, key: string): unknown {
  return isObject(schema) && Object.hasOwn(schema, key) ? schema[key] : undefined;
}

export function hasOwnField(schema: unknown, key: string): boolean {
  return isObject(schema) && Object.hasOwn(schema, key);
}

/** The subschema a local `$ref` (`#`, `#/...`) names inside `root`; undefined for remote or broken refs. */
export function resolveLocalRef(root: unknown, ref: unknown): unknown {
  if (typeof ref !== "string" || !ref.startsWith("#")) return undefined;
  const fragment = ref.slice(1);
  if (fragment !== "" && !fragment.startsWith("/")) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  return getAtPointer(root, pointer);
}

/**
 * `key` of `schema`, or of the schema its local `$ref` chain leads to when `schema` has no
 * such key (a property written as `{"$ref": "#/$defs/Order"}` takes its description there).
 */
export function fieldThroughRef(schema: unknown, root: unknown, key: string): unknown {
  let current = schema;
  for (let hop = 0; hop <= MAX_REF_HOPS; hop++) {
    if (hasOwnField(current, key)) return ownField(current, key);
    if (!hasOwnField(current, "$ref")) return undefined;
    current = resolveLocalRef(root, ownField(current, "$ref"));
  }
  return undefined;
}

/** `schema` with its local `$ref` chain followed (the schema itself when it has no `$ref`). */
export function followRefs(schema: unknown, root: unknown): unknown {
  let current = schema;
  for (let hop = 0; hop < MAX_REF_HOPS && hasOwnField(current, "$ref"); hop++) {
    const target = resolveLocalRef(root, ownField(current, "$ref"));
    if (target === undefined) return current;
    current = target;
  }
  return current;
}
