// Whether an object schema defines a property name, looking where validators would: its own
// `properties` and `patternProperties`, and the subschemas that apply to the same object
// (`allOf`, `anyOf`, `oneOf`, `if`/`then`/`else`, `dependentSchemas`, `$ref`).
import type { PatternCache } from "./patterns.js";
import type { SchemaDocument } from "./refs.js";
import { ownField, isObject } from "../model/types.js";

/** Subschemas visited per question: plenty for real schemas, bounded for hostile ones. */
const BUDGET = 256;

const SAME_OBJECT_LISTS = ["allOf", "anyOf", "oneOf"] as const;
const SAME_OBJECT_SINGLES = ["if", "then", "else"] as const;

/** True when defined, false when surely not, undefined when it cannot tell (an unresolved `$ref`, an unsafe pattern). */
export function definesProperty(
  schema: unknown,
  base: string,
  name: string,
  env: { readonly document: SchemaDocument; readonly patterns: PatternCache },
): boolean | undefined {
  if (isObject(schema)) {
    const properties = ownField(schema, "properties");
    if (isObject(properties) && Object.hasOwn(properties, name)) return true;
  }
  const stack: Array<[unknown, string]> = [[schema, base]];
  const seen = new Set<unknown>();
  let unsure = false;
  for (let steps = 0; stack.length > 0; steps++) {
    if (steps >= BUDGET) return undefined;
    const [current, outer] = stack.pop()!;
    if (!isObject(current) || seen.has(current)) continue;
    seen.add(current);
    const here = env.document.baseWith(outer, current);
    const properties = ownField(current, "properties");
    if (isObject(properties) && Object.hasOwn(properties, name)) return true;
    const patternProperties = ownField(current, "patternProperties");
    if (isObject(patternProperties)) {
      for (const pattern of Object.keys(patternProperties)) {
        const hit = env.patterns.test(pattern, name);
        if (hit) return true;
        if (hit === undefined) unsure = true;
      }
    }
    for (const key of SAME_OBJECT_LISTS) {
      const list = ownField(current, key);
      if (Array.isArray(list)) for (const sub of list) stack.push([sub, here]);
    }
    for (const key of SAME_OBJECT_SINGLES) if (ownField(current, key) !== undefined) stack.push([current[key], here]);
    const dependentSchemas = ownField(current, "dependentSchemas");
    if (isObject(dependentSchemas)) for (const key of Object.keys(dependentSchemas)) stack.push([dependentSchemas[key], here]);
    const ref = ownField(current, "$ref");
    if (typeof ref === "string") {
      const target = env.document.resolve(ref, here);
      if (target.kind === "found") stack.push([target.value, target.base]);
      else unsure = true;
    }
    if (ownField(current, "$dynamicRef") !== undefined || ownField(current, "$recursiveRef") !== undefined) unsure = true;
  }
  return unsure ? undefined : false;
}
