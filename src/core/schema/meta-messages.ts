// Turns ajv's meta-schema errors into findings a person understands: one per offending
// value, at its own pointer, saying what the keyword expects and what it got.
import { getAtPointer, joinPointer, splitPointer } from "../positions/pointer.js";
import type { Dialect } from "./dialect.js";
import { keywordKind, keywordShape } from "./keyword-shapes.js";
import { code, describeType, showValue } from "./json-value.js";
import { isTypeName, suggestTypeName } from "./type-names.js";
import type { MetaError } from "./_generated-meta-validators.js";

export interface MetaProblem {
  /** JSON Pointer relative to the root schema. */
  readonly path: string;
  readonly message: string;
}

/** Where an instance path lands: in a subschema, or inside a keyword's value. */
interface Location {
  /** The last keyword on the path. */
  readonly keyword: string | undefined;
  /** How the location was reached from `keyword`: its whole value, a member of a map, an item of an array. */
  readonly via: "value" | "member" | "item";
  readonly member: string | undefined;
  /** True when the value at the location must be a schema. */
  readonly isSchema: boolean;
  /** Segments below the keyword's value (inside plain data such as `required` or `type`). */
  readonly rest: readonly string[];
}

/** What the value at a point of the path is: a subschema, a map or array of them, or plain data. */
type Container = "schema" | "map" | "array" | "names-map" | "data";

/** Reads a path through a schema: which segments are keywords, member names or indexes. */
function locate(schema: unknown, segments: readonly string[], dialect: Dialect): Location {
  let location: Location = { keyword: undefined, via: "value", member: undefined, isSchema: true, rest: [] };
  let container = "schema" as Container;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (container === "schema") {
      const kind = keywordKind(segment, dialect);
      const value = getAtPointer(schema, joinPointer("", ...segments.slice(0, i + 1)));
      const asArray = kind === "schema-array" || (kind === "schema-or-array" && Array.isArray(value));
      container = kind === "schema-map" ? "map" : kind === "schema-or-names-map" ? "names-map" : asArray ? "array" : kind === "value" ? "data" : "schema";
      location = { keyword: segment, via: "value", member: undefined, isSchema: container === "schema", rest: [] };
    } else if (container === "map" || container === "array" || container === "names-map") {
      const value = getAtPointer(schema, joinPointer("", ...segments.slice(0, i + 1)));
      const names: boolean = container === "names-map" && Array.isArray(value);
      location = { ...location, via: container === "array" ? "item" : "member", member: segment, isSchema: !names };
      container = names ? "data" : "schema";
    } else {
      location = { ...location, rest: [...location.rest, segment] };
    }
  }
  return location;
}

/** Errors another rule reports better: `$schema` (schema-dialect), duplicate `required` names (schema-required-defined), empty `enum` (schema-value-valid). */
function ownedElsewhere(error: MetaError, location: Location): boolean {
  if (location.rest.length > 0) return false;
  if (error.instancePath === "/$schema") return true;
  if (location.keyword === "required" && error.keyword === "uniqueItems" && location.via === "value") return true;
  if (location.keyword === "enum" && error.keyword === "minItems" && location.via === "value") return true;
  return false;
}

/** Findings per schema at most: a hostile schema can break its meta-schema a million times. */
const MAX_PROBLEMS = 200;

/** Whether sorted `paths` holds a path below `path` (binary search: paths below share its prefix and follow it). */
function hasDescendant(paths: readonly string[], path: string): boolean {
  const prefix = `${path}/`;
  let low = 0;
  let high = paths.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (paths[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low < paths.length && paths[low]!.startsWith(prefix);
}

/** One message per offending value: the deepest paths only (an `anyOf` over a wrong `type` item says nothing more). */
export function describeMetaErrors(schema: unknown, errors: readonly MetaError[], dialect: Dialect): MetaProblem[] {
  const byPath = new Map<string, MetaError[]>();
  for (const error of errors) {
    if (error.instancePath === "") continue; // the root's own type: input-schema-object / output-schema-object
    const list = byPath.get(error.instancePath);
    if (list) list.push(error);
    else byPath.set(error.instancePath, [error]);
  }
  const paths = [...byPath.keys()];
  const sorted = [...paths].sort();
  const problems: MetaProblem[] = [];
  for (const path of paths) {
    if (problems.length >= MAX_PROBLEMS) break;
    if (hasDescendant(sorted, path)) continue;
    const segments = splitPointer(path);
    const location = locate(schema, segments, dialect);
    const pathErrors = byPath.get(path)!.filter((error) => !ownedElsewhere(error, location));
    if (pathErrors.length === 0) continue;
    problems.push({ path, message: messageFor(location, getAtPointer(schema, path), pathErrors, dialect) });
  }
  return problems;
}

function messageFor(location: Location, value: unknown, errors: readonly MetaError[], dialect: Dialect): string {
  const keyword = location.keyword ?? "";
  const got = `got ${shown(value)}`;
  if (location.isSchema) {
    const where =
      location.via === "member"
        ? `${code(keyword)} member ${code(location.member ?? "")}`
        : location.via === "item"
          ? `${code(keyword)} item ${location.member}`
          : code(keyword);
    const shape =
      location.via === "value"
        ? (keywordShape(keyword, dialect) ?? "a schema (an object, or `true`/`false`)")
        : keywordKind(keyword, dialect) === "schema-or-names-map"
          ? "a schema or an array of property names"
          : "a schema (an object, or `true`/`false`)";
    return `${where} must be ${shape}, ${got}.${schemaHint(keyword, value, dialect)}`;
  }
  const shape = keywordShape(keyword, dialect) ?? expectationFromAjv(errors[0]!);
  if (location.rest.length === 0) {
    const duplicate = errors.find((error) => error.keyword === "uniqueItems");
    if (duplicate && Array.isArray(value)) {
      const j = Number(duplicate.params.j);
      return `${code(keyword)} must not repeat a value: ${showValue(value[j])} appears twice. Remove the duplicate.`;
    }
    return `${code(keyword)} must be ${shape}, ${got}.${typeHint(keyword, value)}${exclusiveHint(keyword, value, dialect)}`;
  }
  const inner = location.rest.length === 1 && /^\d+$/.test(location.rest[0]!) ? `item ${location.rest[0]}` : code(location.rest.join("/"));
  return `${code(keyword)} must be ${shape}; ${inner} is ${shown(value)}.${typeHint(keyword, value)}`;
}

/** A value as a message shows it: short ones as JSON, long arrays and objects by their type. */
function shown(value: unknown): string {
  const text = showValue(value);
  return typeof value === "object" && value !== null && text.length > 30 ? describeType(value) : text;
}

/** Advice for a value where a schema belongs: the 2020-12 tuple form, a bare type name. */
function schemaHint(keyword: string, value: unknown, dialect: Dialect): string {
  if (keyword === "items" && Array.isArray(value) && dialect === "2020-12") {
    return " In 2020-12 a tuple is `prefixItems: [...]` (the array form of `items` is draft-07's), or declare `$schema` draft-07.";
  }
  if (typeof value === "string" && isTypeName(value)) return ` Did you mean \`{"type": "${value}"}\`?`;
  return "";
}

/** For `type`: which type name a wrong one stands for. */
function typeHint(keyword: string, value: unknown): string {
  if (keyword !== "type" || typeof value !== "string" || isTypeName(value)) return "";
  const suggestion = suggestTypeName(value);
  return suggestion ? ` Did you mean ${code(suggestion)}?` : "";
}

/** Draft-04's boolean `exclusiveMinimum` in a later dialect: say how to write it now. */
function exclusiveHint(keyword: string, value: unknown, dialect: Dialect): string {
  if ((keyword !== "exclusiveMinimum" && keyword !== "exclusiveMaximum") || typeof value !== "boolean" || dialect === "draft-04") return "";
  const bound = keyword === "exclusiveMinimum" ? "minimum" : "maximum";
  return value
    ? ` That is draft-04's form: write the bound itself, \`"${keyword}": <${bound}>\`, and drop \`${bound}\`.`
    : ` That is draft-04's form: remove it.`;
}

/** Fallback wording from ajv's own error, for keywords the shape table does not know. */
function expectationFromAjv(error: MetaError): string {
  const params = error.params;
  switch (error.keyword) {
    case "type":
      return `of type ${String(params.type)}`;
    case "minimum":
      return `at least ${String(params.limit)}`;
    case "exclusiveMinimum":
      return `greater than ${String(params.limit)}`;
    case "minItems":
      return `an array of at least ${String(params.limit)} items`;
    case "enum":
      return `one of ${(Array.isArray(params.allowedValues) ? params.allowedValues : []).map((v) => showValue(v)).join(", ")}`;
    default:
      return error.message ?? "valid for its meta-schema";
  }
}
