/** The real BPE tokenizer (o200k_base, as used by GPT-4o and later), loaded only on demand. */

export type TokenCounter = (text: string) => number;

export const ENCODING = "o200k_base";

/**
 * Loads gpt-tokenizer's o200k_base encoding. It costs a few hundred milliseconds and tens of
 * megabytes, so it is imported dynamically and only by callers that need exact counts.
 */
export async function loadTokenizer(): Promise<TokenCounter> {
  const { countTokens } = await import("gpt-tokenizer/encoding/o200k_base");
  // A definition may contain "<|endoftext|>" and the like: count them as text, never throw.
  const asText = { disallowedSpecial: new Set<string>() };
  return (text) => {
    if (!LONG_RUN.test(text)) return countTokens(text, asText);
    // BPE merging is quadratic in the length of one unbroken run: a hostile 100,000-character
    // "word" took over a minute. Count such runs in pieces (a piece boundary can only split a
    // token that real text would not have, so ordinary text counts the same).
    let total = 0;
    for (let at = 0; at < text.length; at += PIECE) total += countTokens(text.slice(at, at + PIECE), asText);
    return total;
  };
}

/** Runs of this many non-space characters are counted in pieces. */
const PIECE = 256;
const LONG_RUN = new RegExp(`\\S{${PIECE + 1}}`);
