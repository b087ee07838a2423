/** Splitting tool names into words, whatever their convention (snake_case, camelCase, kebab-case, dot.case, acronyms). */

import { lazy } from "../../core/util/lazy.js";

/** One word of a name with where it sits, so callers can cut the raw name at a word boundary. */
export interface NameWord {
  /** Lowercased. */
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** Names are at most 128 characters by the spec; a hostile one is cut here so splitting stays cheap. */
const MAX_NAME_LENGTH = 512;

/**
 * A word inside a run of letters and digits: an acronym before a capitalised word (`UI` in `getUIComponents`),
 * a capitalised or lowercase word, an acronym, or digits. Each alternative is a single character class repeated,
 * so matching stays linear. Made on first use, as RUN: most names are ASCII (below).
 */
const WORD = lazy(() => /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{M}]+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu);
/** Runs of letters and digits; anything else (`_`, `-`, `.`, spaces, `/`, `:`) separates words. */
const RUN = lazy(() => /[\p{L}\p{N}\p{M}]+/gu);

export function nameWords(name: string): NameWord[] {
  const text = name.length > MAX_NAME_LENGTH ? name.slice(0, MAX_NAME_LENGTH) : name;
  return asciiNameWords(text) ?? unicodeNameWords(text);
}

const isUpper = (code: number): boolean => code >= 0x41 && code <= 0x5a;
const isLower = (code: number): boolean => code >= 0x61 && code <= 0x7a;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/**
 * `WORD` within `RUN` written out for ASCII names, the common case, without the Unicode regexes:
 * undefined when the name has a character outside ASCII.
 */
function asciiNameWords(text: string): NameWord[] | undefined {
  const words: NameWord[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return undefined;
    let end = i + 1;
    if (isLower(code)) {
      while (end < n && isLower(text.charCodeAt(end))) end++;
    } else if (isDigit(code)) {
      while (end < n && isDigit(text.charCodeAt(end))) end++;
    } else if (isUpper(code)) {
      while (end < n && isUpper(text.charCodeAt(end))) end++;
      const lowerFollows = end < n && isLower(text.charCodeAt(end));
      if (lowerFollows && end - i >= 2) {
        // An acronym before a capitalised word: `UI` in `getUIComponents`.
        end--;
      } else if (lowerFollows) {
        while (end < n && isLower(text.charCodeAt(end))) end++;
      }
    } else {
      i++;
      continue;
    }
    words.push({ word: text.slice(i, end).toLowerCase(), start: i, end });
    i = end;
  }
  return words;
}

/** The general path, for any text; exported so tests can hold the ASCII path to it. */
export function unicodeNameWords(text: string): NameWord[] {
  const words: NameWord[] = [];
  for (const run of text.matchAll(RUN())) {
    const base = run.index;
    for (const match of run[0].matchAll(WORD())) {
      const start = base + match.index;
      words.push({ word: match[0].toLowerCase(), start, end: start + match[0].length });
    }
  }
  return words;
}

/** The lowercased words of a name: `getUIComponents` → get, ui, components; `mcp_howtocook_getAllRecipes` → mcp, howtocook, get, all, recipes. */
export function splitName(name: string): string[] {
  return nameWords(name).map((w) => w.word);
}
