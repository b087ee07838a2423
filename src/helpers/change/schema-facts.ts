// What a subschema accepts, read from its keywords through its `$ref` chain: the JSON types
// it allows (a union may be spelled `type: [...]` or `anyOf`/`oneOf` of plain types), the
// values an `enum`/`const` allows, and whether an object schema is closed.
import { joinPointer } from "../../core/positions/pointer.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { jsonTypeOf, shortJson } from "./json-value.js";
import { keywordOf, targetOf, viewChild, type Located, type SchemaView } from "./schema-view.js";
import { isObject } from "../../core/model/types.js";

/** `anyOf` inside `anyOf` deeper than this is not unfolded into a type set. */
const MAX_UNION_DEPTH = 8;

/** Keywords that do not restrict a branch beyond its `type` (so `{type: "null"}` is a plain type branch). */
const PLAIN_TYPE_KEYWORDS = new Set(["type", "title", "description", "$comment", "default", "examples", "deprecated", "readOnly", "writeOnly"]);

export const UNION_KEYWORDS = ["anyOf", "oneOf"] as const;

/** The branches of `anyOf`/`oneOf`/`allOf`, each with its pointer, or undefined when absent or not an array. */
export function branchesOf(view: SchemaView, keyword: string): { at: Located; branches: SchemaView[] } | undefined {
  const found = keywordOf(view, keyword);
  if (!found || !Array.isArray(found.value)) return undefined;
  return {
    at: found,
    branches: found.value.map((value, i) => viewChild(view, { value, pointer: joinPointer(found.pointer, i) })),
  };
}

/**
 * The JSON types a subschema accepts, or undefined when it does not say (any type) or
 * cannot be read. `integer` counts as covered by `number`.
 */
export function acceptedTypes(view: SchemaView, depth = 0): Set<string> | undefined {
  const type = keywordOf(view, "type");
  if (type) {
    if (typeof type.value === "string") return new Set([type.value]);
    if (Array.isArray(type.value) && type.value.length > 0 && type.value.every((t) => typeof t === "string")) {
      return new Set(type.value as string[]);
    }
    return undefined;
  }
  if (depth < MAX_UNION_DEPTH) {
    for (const keyword of UNION_KEYWORDS) {
      const union = branchesOf(view, keyword);
      if (!union || union.branches.length === 0) continue;
      const types = new Set<string>();
      for (const branch of union.branches) {
        const branchTypes = acceptedTypes(branch, depth + 1);
        if (!branchTypes) return undefined;
        for (const t of branchTypes) types.add(t);
      }
      return types;
    }
  }
  const values = allowedValues(view);
  return values ? new Set(values.values.map(jsonTypeOf)) : undefined;
}

/** Where the type of a subschema is spelled: its `type`, else its union, else the schema itself. */
export function typePointer(view: SchemaView): string {
  for (const keyword of ["type", ...UNION_KEYWORDS]) {
    const found = keywordOf(view, keyword);
    if (found) return found.pointer;
  }
  return targetOf(view).pointer;
}

export function covers(types: ReadonlySet<string>, type: string): boolean {
  return types.has(type) || (type === "integer" && types.has("number"));
}

export function describeTypes(types: ReadonlySet<string> | undefined): string {
  if (!types) return "any type";
  const list = [...types].sort();
  return list.length === 1 ? `\`${list[0]}\`` : `\`[${list.map((t) => JSON.stringify(t)).join(", ")}]\``;
}

/** The values `enum` (or `const`, as one value) allows. */
export function allowedValues(view: SchemaView): { keyword: "enum" | "const"; at: Located; values: unknown[] } | undefined {
  const list = keywordOf(view, "enum");
  if (list && Array.isArray(list.value)) return { keyword: "enum", at: list, values: list.value };
  const only = keywordOf(view, "const");
  if (only) return { keyword: "const", at: only, values: [only.value] };
  return undefined;
}

/** Values of `values` that `others` lacks, compared as canonical JSON. */
export function valuesMissingFrom(values: readonly unknown[], others: readonly unknown[]): unknown[] {
  const present = new Set(others.map((value) => canonicalJson(value)));
  return values.filter((value) => !present.has(canonicalJson(value)));
}

export function listValues(values: readonly unknown[], max = 5): string {
  const shown = values
    .slice(0, max)
    .map((value) => `\`${shortJson(value)}\``)
    .join(", ");
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

/** True when the object schema rejects properties it does not list. */
export function isClosed(view: SchemaView): boolean {
  if (keywordOf(view, "patternProperties")) return false;
  return keywordOf(view, "additionalProperties")?.value === false || keywordOf(view, "unevaluatedProperties")?.value === false;
}

/** A branch that only names a type (its loss or gain shows in the type set, not as a variant). */
export function isPlainTypeBranch(view: SchemaView): boolean {
  const value = targetOf(view).value;
  return isObject(value) && Object.keys(value).every((key) => PLAIN_TYPE_KEYWORDS.has(key));
}

/** The names a `properties` object defines (own keys only). */
export function propertyNames(view: SchemaView): { at: Located | undefined; names: Set<string> } {
  const found = keywordOf(view, "properties");
  return { at: found, names: new Set(found && isObject(found.value) ? Object.keys(found.value) : []) };
}

/** The names in `required`, with the pointer of each. */
export function requiredNames(view: SchemaView): Map<string, string> {
  const found = keywordOf(view, "required");
  const names = new Map<string, string>();
  if (found && Array.isArray(found.value)) {
    found.value.forEach((name, i) => {
      if (typeof name === "string" && !names.has(name)) names.set(name, joinPointer(found.pointer, i));
    });
  }
  return names;
}
