// Whether an object schema defines a property name, looking where validators would: its own
// `properties` and `patternProperties`, and the subschemas that apply to the same object
// (`allOf`, `anyOf`, `oneOf`, `if`/`then`/`else`, `dependentSchemas`, `$ref`).
import { own } from "./json-value.js";
import type { PatternCache } from "./patterns.js";
import type { SchemaDocument } from "./refs.js";

/** Subschemas visited per question: plenty for real schemas, bounded for hostile ones. */
const BUDGET = 256;

const SAME_OBJECT_LISTS = ["allOf", "anyOf", "oneOf"] as const;
const SAME_OBJECT_SINGLES = ["if", "then", "else"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when defined, false when surely not, undefined when it cannot tell (an unresolved `$ref`, an unsafe pattern). */
export function definesProperty(
  schema: unknown,
  base: string,
  name: string,
  env: { readonly document: SchemaDocument; readonly patterns: PatternCache },
): boolean | undefined {
  if (isRecord(schema)) {
    const properties = own(schema, "properties");
    if (isRecord(properties) && Object.hasOwn(properties, name)) return true;
  }
  const stack: Array<[unknown, string]> = [[schema, base]];
  const seen = new Set<unknown>();
  let unsure = false;
  for (let steps = 0; stack.length > 0; steps++) {
    if (steps >= BUDGET) return undefined;
    const [current, outer] = stack.pop()!;
    if (!isRecord(current) || seen.has(current)) continue;
    seen.add(current);
    const here = env.document.baseWith(outer, current);
    const properties = own(current, "properties");
    if (isRecord(properties) && Object.hasOwn(properties, name)) return true;
    const patternProperties = own(current, "patternProperties");
    if (isRecord(patternProperties)) {
      for (const pattern of Object.keys(patternProperties)) {
        const hit = env.patterns.test(pattern, name);
        if (hit) return true;
        if (hit === undefined) unsure = true;
      }
    }
    for (const key of SAME_OBJECT_LISTS) {
      const list = own(current, key);
      if (Array.isArray(list)) for (const sub of list) stack.push([sub, here]);
    }
    for (const key of SAME_OBJECT_SINGLES) if (own(current, key) !== undefined) stack.push([current[key], here]);
    const dependentSchemas = own(current, "dependentSchemas");
    if (isRecord(dependentSchemas)) for (const key of Object.keys(dependentSchemas)) stack.push([dependentSchemas[key], here]);
    const ref = own(current, "$ref");
    if (typeof ref === "string") {
      const target = env.document.resolve(ref, here);
      if (target.kind === "found") stack.push([target.value, target.base]);
      else unsure = true;
    }
    if (own(current, "$dynamicRef") !== undefined || own(current, "$recursiveRef") !== undefined) unsure = true;
  }
  return unsure ? undefined : false;
}
