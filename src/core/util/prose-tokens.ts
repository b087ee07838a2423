// Splits a description into quoted strings, words and punctuation, in one linear pass, so the
// closed-set reader can work on tokens instead of backtracking regexes over untrusted text.
import { isSpace } from "./white-space.js";

export type TokenKind = "quoted" | "word" | "punct" | "other";

export interface Token {
  readonly kind: TokenKind;
  /** For `quoted`, the text between the quotes. */
  readonly text: string;
  /** Offset of the token's first character (the opening quote for `quoted`). */
  readonly start: number;
}

/** Opening quote → closing quote. */
const QUOTE_PAIRS: Readonly<Record<string, string>> = { "'": "'", '"': '"', "`": "`", "“": "”", "‘": "’", "«": "»", "「": "」" };

/** Values in a closed set are short; a longer quoted run is prose or an example, not a value. */
const MAX_QUOTED_LENGTH = 60;

/** Longer descriptions are read only up to here (bounds the work per parameter). */
const MAX_TEXT_LENGTH = 10_000;

const isAlphanumeric = (code: number): boolean => (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
/** Inside a word: letters, digits, `_`, `.`, `+`, `-`. */
const isWordChar = (code: number): boolean => isAlphanumeric(code) || code === 0x5f || code === 0x2e || code === 0x2b || code === 0x2d;
/** Left off the end of a word: `.`, `+`, `-`. */
const isWordTrailer = (code: number): boolean => code === 0x2e || code === 0x2b || code === 0x2d;
/** Whether the character at `index` starts a word (false past either end). */
const wordAt = (text: string, index: number): boolean => index >= 0 && index < text.length && isAlphanumeric(text.charCodeAt(index));
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The offset of the closing quote, when the quoted run is short, on one line and ends at a word boundary. */
function closingQuote(text: string, open: number, closing: string): number | undefined {
  const limit = Math.min(text.length, open + 2 + MAX_QUOTED_LENGTH);
  for (let j = open + 1; j < limit; j++) {
    const c = text[j];
    if (c === "\n") return undefined;
    if (c === closing) return j > open + 1 && !wordAt(text, j + 1) ? j : undefined;
  }
  return undefined;
}

export function tokenize(input: string): Token[] {
  const text = input.length > MAX_TEXT_LENGTH ? input.slice(0, MAX_TEXT_LENGTH) : input;
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isAlphanumeric(code)) {
      let end = i + 1;
      while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
      while (end > i + 1 && isWordTrailer(text.charCodeAt(end - 1))) end--;
      tokens.push({ kind: "word", text: text.slice(i, end), start: i });
      i = end;
      continue;
    }
    if (isSpace(code)) {
      i++;
      continue;
    }
    const c = text[i]!;
    const closing = Object.hasOwn(QUOTE_PAIRS, c) ? QUOTE_PAIRS[c] : undefined;
    // An apostrophe inside a word (`user's`) opens nothing.
    if (closing !== undefined && !wordAt(text, i - 1)) {
      const end = closingQuote(text, i, closing);
      if (end !== undefined) {
        tokens.push({ kind: "quoted", text: text.slice(i + 1, end), start: i });
        i = end + 1;
        continue;
      }
    }
    tokens.push({ kind: code >= 0x80 && LETTER_OR_DIGIT.test(c) ? "other" : "punct", text: c, start: i });
    i++;
  }
  return tokens;
}
