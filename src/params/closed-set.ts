// Reads a closed set of values out of a parameter description: "one of: asc, desc",
// "`low` | `high`", "either 'json' or 'text'", "Valid periods: "1d", "5d"", "can be 'a' or 'b'".
// Tuned to stay quiet on examples ("e.g. 'json'", "such as", "like"), open lists ("etc.") and
// formats ("in the format '/org/project' or '/org/project/version'").
import { tokenize, type Token } from "./description-tokens.js";

/** How the list was introduced, which decides how strict its shape must be. */
type Cue = "label" | "one-of" | "either" | "can-be" | "none";

interface ListMatch {
  readonly values: string[];
  readonly quoted: boolean;
  /** Separator before each value after the first: `,`, `|`, `or`, `and`. */
  readonly separators: string[];
  /** Token index just past the last value. */
  readonly end: number;
}

const MAX_VALUES = 50;

/** Words that start a phrase, not a value ("either a PubMed ID or a DOI", "can be the name of"). */
const STOPWORDS = new Set([
  "a", "an", "the", "this", "that", "these", "those", "it", "its", "to", "of", "in", "on", "at", "for", "with",
  "by", "from", "not", "etc", "other", "others", "more", "both", "any", "each", "some", "such", "be", "is", "are",
  "you", "your", "we", "our", "so", "similar", "also", "only",
]);

const LABEL_ADJECTIVES = new Set(["valid", "allowed", "possible", "supported", "accepted", "permitted", "acceptable"]);
const LABEL_NOUNS = new Set(["options", "values", "choices"]);
const MODALS = new Set(["can", "could", "may", "must", "should"]);

/** Quoted values of a closed set look like codes or short labels, not paths, templates or sentences. */
const QUOTED_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} _.:+\-]{0,39}$/u;

/** Words before a list that make it a list of examples or a format, not of allowed values. */
const EXAMPLE_CUE = /\be\.?\s?g\b\.?|\bfor (?:example|instance)\b|\bsuch as\b|\blike\b|\bexamples?\b|\bsamples?\b|\bin the format\b|\bformat(?:ted)? (?:as|of)\b|\bpattern\b|比如|例如|譬如/gi;
/** A sentence or clause boundary between an example cue and the list ends the cue's reach. */
const BOUNDARY = /[.!?;]\s|\n/;
/** How far back from a list an example cue is looked for. */
const EXAMPLE_WINDOW = 60;

function lower(token: Token | undefined): string | undefined {
  return token?.kind === "word" ? token.text.toLowerCase() : undefined;
}

function isPunct(token: Token | undefined, char: string): boolean {
  return token?.kind === "punct" && token.text === char;
}

function isValue(token: Token | undefined, quoted: boolean): boolean {
  if (token === undefined) return false;
  if (quoted) return token.kind === "quoted";
  return token.kind === "word" && !STOPWORDS.has(token.text.toLowerCase());
}

/** The token index just past a cue starting at `i`, and which cue it is. */
function cueAt(tokens: readonly Token[], i: number): { cue: Cue; next: number } | undefined {
  const word = lower(tokens[i]);
  if (word === undefined) return undefined;
  const colonOrAre = (j: number): number | undefined => {
    if (isPunct(tokens[j], ":")) return j + 1;
    if (lower(tokens[j]) === "are") return isPunct(tokens[j + 1], ":") ? j + 2 : j + 1;
    return undefined;
  };
  if (LABEL_ADJECTIVES.has(word) && tokens[i + 1]?.kind === "word") {
    const next = colonOrAre(i + 2);
    if (next !== undefined) return { cue: "label", next };
  }
  if (LABEL_NOUNS.has(word)) {
    const next = colonOrAre(i + 1);
    if (next !== undefined) return { cue: "label", next };
  }
  if (word === "one" && lower(tokens[i + 1]) === "of") {
    let next = i + 2;
    if (lower(tokens[next]) === "the" && lower(tokens[next + 1]) === "following") next += 2;
    if (isPunct(tokens[next], ":")) next++;
    return { cue: "one-of", next };
  }
  if (word === "either") return { cue: "either", next: i + 1 };
  if (MODALS.has(word)) {
    let next = i + 1;
    if (lower(tokens[next]) === "only") next++;
    if (lower(tokens[next]) !== "be") return undefined;
    next++;
    if (isPunct(tokens[next], ":")) next++;
    return { cue: "can-be", next };
  }
  return undefined;
}

/** Values separated by `,`, `|`, `or`, `and` (or `, or`), all quoted or all bare like the first. */
function parseList(tokens: readonly Token[], start: number): ListMatch | undefined {
  const first = tokens[start];
  if (first === undefined || (first.kind !== "quoted" && first.kind !== "word")) return undefined;
  const quoted = first.kind === "quoted";
  if (!isValue(first, quoted)) return undefined;
  const values = [first.text];
  const separators: string[] = [];
  let i = start + 1;
  while (values.length < MAX_VALUES) {
    let j = i;
    let separator: string | undefined;
    if (isPunct(tokens[j], ",")) {
      separator = ",";
      j++;
    } else if (isPunct(tokens[j], "|")) {
      separator = "|";
      j++;
    }
    const conjunction = lower(tokens[j]);
    if (conjunction === "or" || conjunction === "and") {
      separator = conjunction;
      j++;
    }
    if (separator === undefined || !isValue(tokens[j], quoted)) break;
    values.push(tokens[j]!.text);
    separators.push(separator);
    i = j + 1;
  }
  return { values, quoted, separators, end: i };
}

/** "etc.", "...", "and more", "or others" right after a list: the set is open. */
function isOpenEnded(tokens: readonly Token[], end: number): boolean {
  let j = end;
  if (isPunct(tokens[j], ",")) j++;
  const word = lower(tokens[j]);
  if (word === "etc") return true;
  if (isPunct(tokens[j], "…") || (isPunct(tokens[j], ".") && isPunct(tokens[j + 1], ".") && isPunct(tokens[j + 2], "."))) return true;
  if (word === "and" || word === "or") {
    const after = lower(tokens[j + 1]);
    return after === "more" || after === "other" || after === "others" || after === "so" || after === "similar";
  }
  return false;
}

/** A bare list must end the clause: "either position or line, not both" ends at `line`; "can be red or blue shapes" does not end at `blue`. */
function endsClause(tokens: readonly Token[], end: number): boolean {
  const next = tokens[end];
  return next === undefined || (next.kind === "punct" && next.text !== "'" && next.text !== "(");
}

/** Bare values must look like codes written one way: all lower case (`asc`, `1d`) or all upper case (`ON_HOLD`). */
function bareValuesLookLikeCodes(values: readonly string[]): boolean {
  const allLower = values.every((v) => !/[A-Z]/.test(v));
  const allUpper = values.every((v) => !/[a-z]/.test(v));
  return allLower || allUpper;
}

function shapeFits(match: ListMatch, cue: Cue): boolean {
  if (new Set(match.values).size < 2) return false;
  if (match.quoted ? !match.values.every((v) => QUOTED_VALUE.test(v)) : !bareValuesLookLikeCodes(match.values)) return false;
  const piped = match.separators.every((s) => s === "|");
  const endsWithOr = match.separators[match.separators.length - 1] === "or";
  switch (cue) {
    case "label":
    case "one-of":
      return true;
    case "either":
      return match.separators.includes("or");
    case "can-be":
      return endsWithOr || piped;
    case "none":
      return piped || (match.quoted && endsWithOr);
  }
}

/** True when an example or format cue precedes `offset` within the same clause. */
function followsExampleCue(text: string, offset: number): boolean {
  const from = Math.max(0, offset - EXAMPLE_WINDOW);
  const window = text.slice(from, offset);
  let lastEnd = -1;
  EXAMPLE_CUE.lastIndex = 0;
  for (let m = EXAMPLE_CUE.exec(window); m !== null; m = EXAMPLE_CUE.exec(window)) lastEnd = m.index + m[0].length;
  return lastEnd >= 0 && !BOUNDARY.test(window.slice(lastEnd));
}

/**
 * The first closed set of values the description states, or undefined. A set needs at
 * least two distinct values and an explicit cue (a label, "one of", "either", "can be"),
 * quoted values joined by "or", or values joined by `|`.
 */
export function closedSetIn(text: string): readonly string[] | undefined {
  const tokens = tokenize(text);
  let i = 0;
  while (i < tokens.length) {
    const found = cueAt(tokens, i);
    // Without a cue, a list of bare words needs `|` right after its first value (quoted ones are tried in full).
    if (found === undefined && tokens[i]!.kind !== "quoted" && !isPunct(tokens[i + 1], "|")) {
      i++;
      continue;
    }
    const cue: Cue = found?.cue ?? "none";
    const listStart = found?.next ?? i;
    const match = parseList(tokens, listStart);
    const fits =
      match !== undefined &&
      shapeFits(match, cue) &&
      (match.quoted || endsClause(tokens, match.end)) &&
      !isOpenEnded(tokens, match.end) &&
      !followsExampleCue(text, tokens[i]!.start);
    if (fits) return match.values;
    // Lists are capped at MAX_VALUES, so trying every start stays linear in the text.
    i++;
  }
  return undefined;
}
