// Splits a description into quoted strings, words and punctuation, in one linear pass, so the
// closed-set reader can work on tokens instead of backtracking regexes over untrusted text.

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
export const MAX_QUOTED_LENGTH = 60;

/** Longer descriptions are read only up to here (bounds the work per parameter). */
const MAX_TEXT_LENGTH = 10_000;

const WORD_START = /[A-Za-z0-9]/;
const WORD_CHAR = /[A-Za-z0-9_.+\-]/;
const WORD_TRAILER = /[.+\-]/;
const SPACE = /\s/;

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && WORD_START.test(c);
}

/** The offset of the closing quote, when the quoted run is short, on one line and ends at a word boundary. */
function closingQuote(text: string, open: number, closing: string): number | undefined {
  const limit = Math.min(text.length, open + 2 + MAX_QUOTED_LENGTH);
  for (let j = open + 1; j < limit; j++) {
    const c = text[j];
    if (c === "\n") return undefined;
    if (c === closing) return j > open + 1 && !isWordChar(text[j + 1]) ? j : undefined;
  }
  return undefined;
}

export function tokenize(input: string): Token[] {
  const text = input.length > MAX_TEXT_LENGTH ? input.slice(0, MAX_TEXT_LENGTH) : input;
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (SPACE.test(c)) {
      i++;
      continue;
    }
    const closing = QUOTE_PAIRS[c];
    // An apostrophe inside a word (`user's`) opens nothing.
    if (closing !== undefined && !isWordChar(text[i - 1])) {
      const end = closingQuote(text, i, closing);
      if (end !== undefined) {
        tokens.push({ kind: "quoted", text: text.slice(i + 1, end), start: i });
        i = end + 1;
        continue;
      }
    }
    if (WORD_START.test(c)) {
      let end = i + 1;
      while (end < text.length && WORD_CHAR.test(text[end]!)) end++;
      while (end > i + 1 && WORD_TRAILER.test(text[end - 1]!)) end--;
      tokens.push({ kind: "word", text: text.slice(i, end), start: i });
      i = end;
      continue;
    }
    tokens.push({ kind: /[\p{L}\p{N}]/u.test(c) ? "other" : "punct", text: c, start: i });
    i++;
  }
  return tokens;
}
