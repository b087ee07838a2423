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
  return (text) => countTokens(text, asText);
}
