// Small facts about untrusted JSON values that the comparison needs: own members only
// (definitions carry keys such as `__proto__` and `constructor`), JSON types, and a
// canonical text so two values can be compared whatever the order of their keys.

/** Deeper than this a value is cut short in its canonical text (parsed JSON cannot be cyclic, only deep). */
const MAX_CANONICAL_DEPTH = 64;

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value of an own member, never one inherited from Object.prototype. */
export function ownMember(value: unknown, key: string): unknown {
  return isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

export function hasOwnMember(value: unknown, key: string): boolean {
  return isJsonObject(value) && Object.hasOwn(value, key);
}

/** The JSON Schema type name of a value (`integer` for whole numbers). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  if (typeof value === "object") return "object";
  return typeof value;
}

/** JSON text with object keys sorted, so equal values give equal text. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth >= MAX_CANONICAL_DEPTH) return '"…"';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(",")}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key], depth + 1)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A short rendering of a value for a message (`"a"`, `3`, `null`), cut to a readable length. */
export function shortJson(value: unknown, max = 40): string {
  const text = canonicalJson(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
