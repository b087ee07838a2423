/**
 * `estimateTokens(definitionText(tool))` without building the text: the definition's values are
 * walked in the order JSON.stringify writes them and each piece's weight is added in that same
 * order, so the sum is the very same float. Pieces are cut only at punctuation, where the
 * estimate's pieces end anyway. Anything JSON.stringify treats specially (toJSON, class
 * instances, boxed values, BigInt) or nesting deep enough to be a cycle falls back to the text.
 */
import { isObject } from "../model/types.js";
import { MODEL_FIELDS, definitionText } from "./definition.js";
import { addEstimate, estimateTokens, PUNCTUATION } from "./estimate.js";

/** Deeper than this, JSON.stringify decides (it throws on cycles and on nesting that exhausts the stack). */
const MAX_DEPTH = 256;

/** Characters JSON.stringify escapes (surrogates only when lone, but any of them sends the string there). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Raised inside the walk when the value needs JSON.stringify's own rules. */
const FALL_BACK = Symbol("fall back");

const isPlain = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || (proto === Array.prototype && Array.isArray(value));
};

function addString(sum: number, text: string): number {
  if (NEEDS_ESCAPE.test(text)) return addEstimate(sum, JSON.stringify(text));
  return addEstimate(sum + PUNCTUATION, text) + PUNCTUATION;
}

/** Whether JSON.stringify leaves this member out of an object (and writes `null` for it in an array). */
const isSkipped = (value: unknown): boolean => value === undefined || typeof value === "function" || typeof value === "symbol";

function addValue(sum: number, value: unknown, depth: number): number {
  switch (typeof value) {
    case "string":
      return addString(sum, value);
    case "number":
      return addEstimate(sum, Number.isFinite(value) ? String(value) : "null");
    case "boolean":
      return addEstimate(sum, value ? "true" : "false");
    case "object":
      if (value === null) return addEstimate(sum, "null");
      if (depth >= MAX_DEPTH || !isPlain(value) || typeof (value as { toJSON?: unknown }).toJSON === "function") throw FALL_BACK;
      return Array.isArray(value) ? addArray(sum, value, depth) : addObject(sum, value as Record<string, unknown>, Object.keys(value), depth);
    default:
      throw FALL_BACK;
  }
}

function addArray(sum: number, items: readonly unknown[], depth: number): number {
  sum += PUNCTUATION;
  for (let i = 0; i < items.length; i++) {
    if (i > 0) sum += PUNCTUATION;
    const item = items[i];
    sum = isSkipped(item) ? addEstimate(sum, "null") : addValue(sum, item, depth + 1);
  }
  return sum + PUNCTUATION;
}

function addObject(sum: number, object: Record<string, unknown>, keys: readonly string[], depth: number): number {
  sum += PUNCTUATION;
  let first = true;
  for (const key of keys) {
    const member = object[key];
    if (isSkipped(member)) continue;
    if (!first) sum += PUNCTUATION;
    first = false;
    sum = addString(sum, key) + PUNCTUATION;
    sum = addValue(sum, member, depth + 1);
  }
  return sum + PUNCTUATION;
}

/** The token estimate of the definition's JSON text; undefined when it cannot be serialised. */
export function estimateDefinition(tool: unknown): number | undefined {
  try {
    if (!isObject(tool)) return isSkipped(tool) ? 0 : Math.ceil(addValue(0, tool, 0));
    const sent: Record<string, unknown> = {};
    const keys: string[] = [];
    for (const field of MODEL_FIELDS) {
      if (!Object.prototype.hasOwnProperty.call(tool, field)) continue;
      sent[field] = tool[field];
      keys.push(field);
    }
    return Math.ceil(addObject(0, sent, keys, 0));
  } catch {
    // FALL_BACK, or a getter or proxy that threw: JSON.stringify meets the same and decides.
    const text = definitionText(tool);
    return text === undefined ? undefined : estimateTokens(text);
  }
}
