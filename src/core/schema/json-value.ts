// JSON values as JSON Schema sees them: their type names, equality, and a short rendering
// for messages. Values come from untrusted servers: own properties only, nothing evaluated.

export type JsonTypeName = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";

export const JSON_TYPE_NAMES: readonly JsonTypeName[] = ["array", "boolean", "integer", "null", "number", "object", "string"];

/**
 * True when `schema` has one of `keywords` as an own key. One pass over its keys: cheaper than
 * looking each keyword up, on the many small subschemas that have none of them.
 */
export function hasAnyKeyword(schema: Readonly<Record<string, unknown>>, keywords: ReadonlySet<string>): boolean {
  const keys = Object.keys(schema);
  for (let i = 0; i < keys.length; i++) if (keywords.has(keys[i]!)) return true;
  return false;
}

/** The JSON Schema type of a value; integral numbers are `integer` (which `number` also accepts). */
export function jsonType(value: unknown): JsonTypeName | undefined {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : undefined;
    case "string":
      return "string";
    case "object":
      return Array.isArray(value) ? "array" : "object";
    default:
      return undefined;
  }
}

/** True when `value` is an instance of the JSON Schema type `type`. */
export function hasType(value: unknown, type: string): boolean {
  const actual = jsonType(value);
  return actual === type || (type === "number" && actual === "integer");
}

/** One shared array per single type name, so the common case allocates nothing. */
const SINGLE_TYPES = new Map<string, readonly string[]>(JSON_TYPE_NAMES.map((name) => [name, Object.freeze([name])]));

/** The type names a schema's `type` declares, or undefined when it declares none (or not as names). */
export function declaredTypes(schema: unknown): readonly string[] | undefined {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return undefined;
  const type = (schema as Record<string, unknown>).type;
  if (type === undefined || !Object.hasOwn(schema, "type")) return undefined;
  if (typeof type === "string") return SINGLE_TYPES.get(type) ?? [type];
  if (Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === "string")) return type as string[];
  return undefined;
}

/** True when the schema's `type` names `type` (a malformed `type` names nothing). */
export function declaresType(schema: unknown, type: string): boolean {
  return declaredTypes(schema)?.includes(type) === true;
}

/** JSON equality: numbers by value, objects by own keys regardless of order. Depth-bounded. */
export function jsonEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || depth > 200) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i], depth + 1));
  }
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1));
}

/** Characters a message must not carry raw: controls, line separators, invisible and bidirectional formatting. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

function escapeChar(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** A short JSON rendering of a value for a message, cut at `max` characters. */
export function showValue(value: unknown, max = 60): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  text = text.replace(UNPRINTABLE, escapeChar);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** "a string", "an array", "null"… for messages. */
export function describeType(value: unknown): string {
  const type = jsonType(value);
  if (type === undefined) return typeof value;
  if (type === "null") return "null";
  return (type === "integer" || type === "array" || type === "object" ? "an " : "a ") + (type === "integer" ? "integer" : type);
}

/** An untrusted name or string as inline code in a message: unprintable characters escaped, cut at `max` characters. */
export function code(text: string, max = 60): string {
  const escaped = text.replace(UNPRINTABLE, escapeChar).replace(/`/g, "'");
  return `\`${escaped.length > max ? `${escaped.slice(0, max - 1)}…` : escaped}\``;
}
