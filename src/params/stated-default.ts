// Reads the default a parameter description states: "defaults to 10", "(default: 'asc')",
// "Default is true", "Default value 12", "default false". Phrases that describe a behaviour
// rather than name a value ("defaults to the repository's default branch", "default of 100
// when 0", "Default is all fields") are left alone.

export interface StatedDefault {
  /** The value as written, without quotes. */
  readonly text: string;
  readonly kind: "number" | "boolean" | "string";
  /** True when written in quotes or backticks. */
  readonly quoted: boolean;
}

/** "default", "defaults", "defaulted", as a word; at most this many are examined per description. */
const DEFAULT_WORD = /\bdefault(?:s|ed)?\b/gi;
const MAX_MENTIONS = 20;
/** What may sit between the word and the value: "value", then ":", "=", "is", "to", "will be". */
const SEPARATOR = /^(?:\s+value)?(?:\s*[:=]\s*|\s+(?:is|to|was|will be)\b\s*:?\s*|\s+)/i;
const QUOTED = /^(?:'([^'\n]{1,60})'|"([^"\n]{1,60})"|`([^`\n]{1,60})`|“([^”\n]{1,60})”|‘([^’\n]{1,60})’)/;
/** "10", "-1", "0.5", "10,000" (thousands separators dropped). */
const NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)/;
/** A separator that names the value to come ("is", "to", ":"), unlike a bare space ("default branch"). */
const NAMING_SEPARATOR = /[:=]|\b(?:is|to|was|be)\b/i;
const BOOLEAN = /^(?:true|false)\b/i;
const BARE = /^[A-Za-z][\w.+-]{0,40}/;
/** After a bare value: the end of the clause, so it is a value and not the first word of a phrase. */
const CLAUSE_END = /^(?:$|[.,;:)\]!?](?:\s|$)|[,;)\]])/;
/** Bare words that describe a default rather than name one ("defaults to empty", "default: none"). */
const DESCRIPTIVE = new Set([
  "the", "a", "an", "your", "its", "their", "none", "null", "nil", "undefined", "unset", "empty", "nothing", "all",
  "any", "every", "everything", "current", "latest", "today", "now", "unlimited", "same", "no", "not", "whatever",
]);

function valueAt(rest: string, explicitSeparator: boolean): StatedDefault | undefined {
  const quoted = QUOTED.exec(rest);
  if (quoted) {
    const text = quoted.slice(1).find((g) => g !== undefined)!;
    return { text, kind: "string", quoted: true };
  }
  const number = NUMBER.exec(rest);
  if (number) {
    // "512px", "10%", "1.5x": a unit glued to the number makes it another value.
    if (/^[A-Za-z0-9_%]/.test(rest.slice(number[0].length))) return undefined;
    return { text: number[0].replace(/,/g, ""), kind: "number", quoted: false };
  }
  const boolean = BOOLEAN.exec(rest);
  if (boolean) return { text: boolean[0].toLowerCase(), kind: "boolean", quoted: false };
  // A bare word needs an explicit "is", "to" or ":" ("default branch" names no default).
  if (!explicitSeparator) return undefined;
  const bare = BARE.exec(rest);
  if (!bare) return undefined;
  const word = bare[0].replace(/[.+-]+$/, "");
  if (DESCRIPTIVE.has(word.toLowerCase()) || !CLAUSE_END.test(rest.slice(word.length))) return undefined;
  return { text: word, kind: "string", quoted: false };
}

/** The first default the description states, or undefined when it states none (or only `null`). */
export function statedDefault(description: string): StatedDefault | undefined {
  DEFAULT_WORD.lastIndex = 0;
  let mentions = 0;
  for (let m = DEFAULT_WORD.exec(description); m !== null && mentions < MAX_MENTIONS; m = DEFAULT_WORD.exec(description)) {
    mentions++;
    const after = description.slice(m.index + m[0].length, m.index + m[0].length + 120);
    const separator = SEPARATOR.exec(after);
    const explicit = separator !== null && NAMING_SEPARATOR.test(separator[0]);
    const value = valueAt(after.slice(separator ? separator[0].length : 0), explicit);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * Whether the stated default and the schema's `default` name the same value, type-aware:
 * "10" matches `10` and `"10"`; "true" matches `true` and `"true"`; a bare word matches a
 * string ignoring case. Objects and arrays cannot be stated in a phrase: treated as matching.
 */
export function sameDefault(stated: StatedDefault, schemaDefault: unknown): boolean {
  switch (typeof schemaDefault) {
    case "number":
      return stated.text.trim() !== "" && Number(stated.text) === schemaDefault;
    case "boolean":
      return stated.text.toLowerCase() === String(schemaDefault);
    case "string":
      return stated.quoted ? stated.text === schemaDefault : stated.text.toLowerCase() === schemaDefault.toLowerCase();
    case "object":
      return schemaDefault !== null;
    default:
      return false;
  }
}
