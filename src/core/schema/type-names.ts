// The seven JSON Schema type names, and what people write instead of them.
import { didYouMean } from "../util/did-you-mean.js";
import { JSON_TYPE_NAMES } from "./json-value.js";

/** Type names from programming languages and other schema languages. */
const ALIASES: Readonly<Record<string, string>> = {
  int: "integer",
  long: "integer",
  int32: "integer",
  int64: "integer",
  bigint: "integer",
  float: "number",
  double: "number",
  decimal: "number",
  numeric: "number",
  bool: "boolean",
  str: "string",
  text: "string",
  date: "string",
  datetime: "string",
  uuid: "string",
  dict: "object",
  map: "object",
  record: "object",
  json: "object",
  list: "array",
  tuple: "array",
  set: "array",
  none: "null",
  nil: "null",
};

export function isTypeName(word: string): boolean {
  return (JSON_TYPE_NAMES as readonly string[]).includes(word);
}

/** The type name `word` most likely means, or undefined. */
export function suggestTypeName(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (isTypeName(lower)) return lower;
  if (Object.hasOwn(ALIASES, lower)) return ALIASES[lower];
  return didYouMean(word, JSON_TYPE_NAMES);
}
