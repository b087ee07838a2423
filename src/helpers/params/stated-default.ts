// Reads the default a parameter description states: "defaults to 10", "(default: 'asc')",
// "Default is true", "Default value 12", "default false". Phrases that describe a behaviour
// rather than name a value ("defaults to the repository's default branch", "default of 100
// when 0", "Default is all fields"), relative times ("defaults to 24 hours before now"),
// placeholders (`<your-key>`, `${HOME}`), environment variable names, a quoted word "default"
// ("use 'default' for …") and another parameter's default ("`limit` defaults to 10") are left alone.

export interface StatedDefault {
  /** The value as written, without quotes. */
  readonly text: string;
  readonly kind: "number" | "boolean" | "string";
  /** True when written in quotes or backticks. */
  readonly quoted: boolean;
  /** A unit word follows the number ("30 seconds"): comparable with the schema only in that unit. */
  readonly unit?: boolean;
}

/** What the description is read for: the parameter's own name and the tool's other parameter names (lower-cased). */
export interface DefaultContext {
  readonly self?: string;
  readonly names?: ReadonlySet<string>;
}

/**
 * "default", "defaults", "defaulted", as a word, and the word in Chinese, Japanese and Korean descriptions
 * ("默认 50", "默认值为 10", "デフォルト: 5", "기본값 20"); at most this many are examined per description.
 */
const DEFAULT_WORD = /\bdefault(?:s|ed)?\b|默认值?|預設值?|デフォルト(?:値)?|기본값/gi;
/** Every text DEFAULT_WORD matches in holds one of these: a text without them states no default. */
const DEFAULT_STEM = /default|默认|預設|デフォルト|기본값/i;

/** False when `text` has no form of the word "default": a cheap screen before reading a tool description for one (its clauses are found by that word). */
export function mayStateDefault(text: string): boolean {
  return DEFAULT_STEM.test(text);
}
const MAX_MENTIONS = 20;
/** What may sit between the word and the value: "value", then ":", "=", "is", "to", "will be". */
const SEPARATOR = /^(?:\s+value)?(?:\s*[:=：]\s*|\s*(?:为|是|は|은|는)\s*[:：]?\s*|\s+(?:is|to|was|will be)\b\s*:?\s*|\s+)/i;
const QUOTED = /^(?:'([^'\n]{1,60})'|"([^"\n]{1,60})"|`([^`\n]{1,60})`|“([^”\n]{1,60})”|‘([^’\n]{1,60})’)/;
/** "10", "-1", "0.5", "10,000" (thousands separators dropped). */
const NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)/;
/** A separator that names the value to come ("is", "to", ":"), unlike a bare space ("default branch"). */
const NAMING_SEPARATOR = /[:=：为是は은는]|\b(?:is|to|was|be)\b/i;
const BOOLEAN = /^(?:true|false)\b/i;
/** A bare word, or a signed one ("Default: -timestamp", a descending sort key). */
const BARE = /^[-+]?[A-Za-z][\w.+-]{0,40}/;
/**
 * A value with a scheme or an address, read whole: `about:home`, `https://x.ruv.io`, `res://`, `cuda:0`,
 * `name@example.com` (as a bare word it would stop at the colon or `@`, and be dropped).
 */
const ADDRESS = /^[A-Za-z][\w.+-]{0,40}(?::\/\/(?:[^\s"'`<>{}()[\],;]{0,200}[^\s"'`<>{}()[\],;.:!?])?|:[\w.+-]{0,40}[\w+]|@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})/;
/** "takes precedence over GATEWAY_URL", "overrides the API_KEY env": the stated default is the fallback after the environment's. */
const ENV_PRECEDENCE = /\b(?:precedence over|overrides?|falls? back to)\s+(?:the\s+)?[`'"]?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;
/** Before "default": a possessive or a determiner makes it an adjective ("the default KMS"). */
const ADJECTIVE_BEFORE = /(?:['’]s|\b(?:the|a|an|its|your|their|our|my|his|her|this|that))\s+$/i;
/** A code in capitals ("UTC", "DESC", "JSON"), read after "default" without "is", "to" or ":". */
const UPPER_CODE = /^[A-Z]{2,8}(?![\w-])/;
/** After a number: more of a version, address or date ("127.0.0.1", "2024-01-01", "1:30"), so not a number. */
const NUMBER_CONTINUES = /^(?:[.:/-]\d|[A-Za-z0-9_%])/;
/** A unit after a number; then "before/ago/from now" makes it a relative time, not a value. */
const UNIT =
  /^\s+(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|[kmgt]i?b|bytes?|kilobytes?|megabytes?|gigabytes?|items?|results?|rows?|records?|characters?|chars?|tokens?|lines?|pages?|percent)\b/i;
const RELATIVE = /^\s+(?:\w+\s+){0,2}?(?:before|after|ago|from|prior|earlier|later|back|since|until)\b/i;
/** Placeholders and environment variables: `<your-key>`, `{{name}}`, `${HOME}`, `$TOKEN`, `YOUR_API_KEY`, `process.env.X`. */
const PLACEHOLDER = /^[<{[$%]|[<>{}]|^process\.env\b|^env\b|^(?:your|my)[-_ ]/i;
/** After a value: "env", "environment variable": the value names where the default comes from. */
const ENV_AFTER = /^[`'"]?\s*(?:env\b|environment\b|variable\b|env var)/i;
/** After a bare value: the end of the clause, so it is a value and not the first word of a phrase. */
const CLAUSE_END = /^(?:$|[.,;:)\]!?](?:\s|$)|[,;)\]])/;
/** After the value: "Only applicable for …", "only used with …": the default holds under a condition, not whenever the value is omitted. */
const CONDITIONAL_AFTER =
  /^[`'"”’]?\s*[.,;)]{0,2}\s*\(?(?:only (?:applicable|applies|used|relevant|valid|effective|honou?red|when|if|for|with|in)\b|applies only\b|applicable only\b)/i;

/** After the value: "for > 100 files", "when more than 50 rows": a default that holds above or below a size, not whenever the value is omitted. */
const THRESHOLD_AFTER =
  /^[`'"”’]?\s*\(?(?:for|when|if|with|on)\s+(?:[\w-]+\s+)?(?:[<>≤≥]=?\s*\d|(?:more|fewer|less|greater|larger|smaller|bigger|longer|shorter) than\b|(?:over|under|above|below|at least|at most|up to) \d)/i;

/**
 * How a second value of the same kind is written after a first one, the other case's default ("24 pixels", "to nothing");
 * not a participle or an adjective ("defaults to public, required for most object types").
 */
const CASE_VALUE: Readonly<Record<StatedDefault["kind"], string>> = {
  boolean: "(?:true|false)\\b",
  number: "-?\\d[\\d.,]*%?(?:\\s+[a-z]+){0,3}",
  string: "(?:to\\s+)?(?:'[^'\\n]{1,40}'|\"[^\"\\n]{1,40}\"|`[^`\\n]{1,40}`|(?!(?:\\w+ed|optional|mandatory|available|only)\\b)[\\w.-]{1,30})",
};

/**
 * After the value: another value for another case, "(default: 12 for text, 24 for heading)", "(default 100 or 20 for
 * archive)", "Default: true for coordinate strategies, false for fiber": each case has its own default, and a schema
 * `default` would send the first one in every case. A number may carry its unit first ("400 pixels for iOS or 30% …").
 */
const PER_CASE_AFTER = Object.fromEntries(
  (Object.keys(CASE_VALUE) as StatedDefault["kind"][]).map((kind) => [
    kind,
    new RegExp(
      `^[\`'"”’]?${kind === "number" ? "(?:\\s+[a-z]+)?" : ""}(?:\\s+for\\s[^.;\\n]{1,80}?)?\\s*(?:[,;]|\\band\\b|\\bor\\b)\\s*${CASE_VALUE[kind]}\\s+for\\s`,
      "i",
    ),
  ]),
) as Readonly<Record<StatedDefault["kind"], RegExp>>;

/** Bare words that describe a default rather than name one ("defaults to empty", "default: none", "default: auto-select"). */
const DESCRIPTIVE = new Set([
  "the",
  "a",
  "an",
  "your",
  "its",
  "their",
  "none",
  "null",
  "nil",
  "undefined",
  "unset",
  "empty",
  "nothing",
  "all",
  "any",
  "every",
  "everything",
  "current",
  "latest",
  "today",
  "now",
  "unlimited",
  "same",
  "no",
  "not",
  "whatever",
  "auto",
  "automatic",
  "automatically",
  "auto-select",
  "auto-selected",
  "autoselect",
  "auto-detect",
  "auto-detected",
  "autodetect",
  "detected",
  "inferred",
  "derived",
]);
/**
 * Anywhere in the description: the parameter is accepted only under a condition ("Only available for
 * walking profile", "default true (for: seek)" or "Optional for ai_analysis: …" on a tool of several actions), so a schema `default` would
 * send it where it is refused. ("Only used when …" is
 * ignored elsewhere, not refused: a default stays right.)
 */
const CONDITIONAL_ANYWHERE =
  /\bonly (?:available|valid|supported|allowed|accepted) (?:for|with|in|when|if|on)\b|\(for:\s*[\w-]|^\s*optional for [\w-]+(?:,\s*[\w-]+)*\s*[:.]/i;

function valueAt(rest: string, explicitSeparator: boolean, codeAllowed = false): StatedDefault | undefined {
  const quoted = QUOTED.exec(rest);
  if (quoted) {
    const text = quoted.slice(1).find((g) => g !== undefined)!;
    if (PLACEHOLDER.test(text) || ENV_AFTER.test(rest.slice(quoted[0].length))) return undefined;
    return { text, kind: "string", quoted: true };
  }
  const number = NUMBER.exec(rest);
  if (number) {
    const after = rest.slice(number[0].length);
    // "512px", "10%", "1.5x": a unit glued to the number makes it another value; "127.0.0.1" is not 127.0.
    if (NUMBER_CONTINUES.test(after)) return undefined;
    const unit = UNIT.exec(after);
    // "24 hours before now" is a moment, not 24.
    if (unit && RELATIVE.test(after.slice(unit[0].length))) return undefined;
    return { text: number[0].replace(/,/g, ""), kind: "number", quoted: false, ...(unit ? { unit: true } : {}) };
  }
  const boolean = BOOLEAN.exec(rest);
  if (boolean) return { text: boolean[0].toLowerCase(), kind: "boolean", quoted: false };
  // A URL or address never starts a phrase ("default https://x.io" names a value): no "is", "to" or ":" needed.
  const address = ADDRESS.exec(rest);
  if (address && (explicitSeparator || codeAllowed) && CLAUSE_END.test(rest.slice(address[0].length))) {
    if (PLACEHOLDER.test(address[0]) || ENV_AFTER.test(rest.slice(address[0].length))) return undefined;
    return { text: address[0], kind: "string", quoted: false };
  }
  // A bare word needs an explicit "is", "to" or ":" ("default branch" names no default), unless it is a code in
  // capitals that ends the clause ("Time zone, default UTC", "(default DESC)").
  if (!explicitSeparator) {
    const code = codeAllowed ? UPPER_CODE.exec(rest) : null;
    if (code === null || !CLAUSE_END.test(rest.slice(code[0].length)) || ENV_AFTER.test(rest.slice(code[0].length))) return undefined;
    return { text: code[0], kind: "string", quoted: false };
  }
  const bare = BARE.exec(rest);
  if (!bare) return undefined;
  const word = bare[0].replace(/[.+-]+$/, "");
  if (DESCRIPTIVE.has(word.toLowerCase()) || !CLAUSE_END.test(rest.slice(word.length))) return undefined;
  if (PLACEHOLDER.test(word) || ENV_AFTER.test(rest.slice(word.length))) return undefined;
  return { text: word, kind: "string", quoted: false };
}

/** The word "default" written in quotes ("use 'default' for the default profile") names a value, not a default. */
function quotedWord(description: string, start: number, end: number): boolean {
  const before = description[start - 1];
  const after = description[end];
  return before !== undefined && after !== undefined && /['"`‘“]/.test(before) && /['"`’”]/.test(after);
}

/** "`limit` defaults to 10", "page_size (default 50)": the default of another parameter named just before. */
function namesOtherParameter(description: string, start: number, context: DefaultContext): boolean {
  if (context.names === undefined) return false;
  const before = /([`'"]?)([A-Za-z_][\w.-]*)([`'"]?)\s+(?:(?:is|will)\s+)?$/.exec(description.slice(Math.max(0, start - 60), start));
  if (before === null) return false;
  // Written as code (`limit`, page_size, perPage), not a prose word that happens to be a name ("results per page (default: 30)").
  const asCode = (before[1] !== "" && before[3] !== "") || /_|[a-z][A-Z]/.test(before[2]!);
  const name = before[2]!.toLowerCase();
  return asCode && name !== context.self?.toLowerCase() && context.names.has(name);
}

/** The first default the description states, or undefined when it states none (or only `null`). */
export function statedDefault(description: string, context: DefaultContext = {}): StatedDefault | undefined {
  if (CONDITIONAL_ANYWHERE.test(description) || ENV_PRECEDENCE.test(description)) return undefined;
  const fallback = fallbackValue(description);
  if (fallback !== undefined) return fallback;
  DEFAULT_WORD.lastIndex = 0;
  let mentions = 0;
  for (let m = DEFAULT_WORD.exec(description); m !== null && mentions < MAX_MENTIONS; m = DEFAULT_WORD.exec(description)) {
    mentions++;
    const end = m.index + m[0].length;
    if (quotedWord(description, m.index, end) || namesOtherParameter(description, m.index, context)) continue;
    const after = description.slice(end, end + 120);
    const separator = SEPARATOR.exec(after);
    const explicit = separator !== null && NAMING_SEPARATOR.test(separator[0]);
    // "Infisical's default KMS", "the default JSON": "default" as an adjective names a thing, not a value.
    const adjective = ADJECTIVE_BEFORE.test(description.slice(Math.max(0, m.index - 20), m.index));
    const value = valueAt(after.slice(separator ? separator[0].length : 0), explicit, !adjective);
    if (value === undefined) continue;
    // "defaults to `page_size`": another parameter's value, not a literal.
    const self = context.self?.toLowerCase();
    if (context.names !== undefined && value.kind === "string" && value.text.toLowerCase() !== self && context.names.has(value.text.toLowerCase())) continue;
    const rest = after.slice(separator ? separator[0].length : 0);
    const at = rest.indexOf(value.text);
    const tail = at >= 0 ? rest.slice(at + value.text.length) : undefined;
    if (tail !== undefined && (CONDITIONAL_AFTER.test(tail) || THRESHOLD_AFTER.test(tail) || PER_CASE_AFTER[value.kind].test(tail))) continue;
    return value;
  }
  return undefined;
}

/** "uses about:home if not specified", "uses 'main' when omitted": the value used in the parameter's absence. */
const FALLBACK = /\buses\s+(?=\S)(.{1,200}?)\s+(?:if|when)\s+(?:not (?:specified|provided|given|set)|omitted|unset|absent)\b/i;

/**
 * The value a "uses X if not specified" phrase names, when X is a literal (quoted, a number, a boolean, a URL or
 * address) and not a word that describes one ("uses default", "uses context if not provided").
 */
function fallbackValue(description: string): StatedDefault | undefined {
  const match = FALLBACK.exec(description);
  if (match === null) return undefined;
  const candidate = match[1]!;
  const value = valueAt(candidate, true);
  if (value === undefined || value.text.length !== candidate.replace(/^[`'"“‘]|[`'"”’]$/g, "").length) return undefined;
  return value.quoted || value.kind !== "string" || ADDRESS.exec(value.text)?.[0] === value.text ? value : undefined;
}

/**
 * Whether the stated default and the schema's `default` name the same value after type
 * coercion, case and quotes: "10" matches `10` and `"10"`; "true" and "on" match `true`;
 * 'ASC' matches "asc". A number with a unit is not compared (the unit may differ). Objects
 * and arrays cannot be stated in a phrase: treated as matching. Only a real contradiction differs.
 */
export function sameDefault(stated: StatedDefault, schemaDefault: unknown): boolean {
  const text = stated.text.trim().toLowerCase();
  switch (typeof schemaDefault) {
    case "number":
      // "30 seconds" against 30000 may be the same in milliseconds: not a contradiction one can prove.
      return stated.unit === true || (text !== "" && Number(text) === schemaDefault);
    case "boolean":
      return (schemaDefault ? TRUE_WORDS : FALSE_WORDS).has(text);
    case "string": {
      const declared = schemaDefault.trim().toLowerCase();
      return declared === text || (text !== "" && declared !== "" && Number(declared) === Number(text));
    }
    case "object":
      return schemaDefault !== null;
    default:
      return false;
  }
}

const TRUE_WORDS = new Set(["true", "yes", "on", "enabled", "1"]);
const FALSE_WORDS = new Set(["false", "no", "off", "disabled", "0"]);

/** "composer (default) or chain": a value marked as the default after it, read only as one of `members` (the schema's `enum`). */
const MARKED = /([`'"]?)([\w.-]{1,40})\1\s*\(default\)/gi;

export function markedDefault(description: string, members: readonly unknown[]): StatedDefault | undefined {
  MARKED.lastIndex = 0;
  let mentions = 0;
  for (let m = MARKED.exec(description); m !== null && mentions < MAX_MENTIONS; m = MARKED.exec(description)) {
    mentions++;
    const text = m[2]!;
    if (members.some((v) => typeof v === "string" && v === text)) return { text, kind: "string", quoted: m[1] !== "" };
  }
  return undefined;
}
