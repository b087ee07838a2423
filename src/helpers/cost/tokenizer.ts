/** The real BPE tokenizer (o200k_base, as used by GPT-4o and later), loaded only on demand. */
import { isSpace } from "../../core/util/white-space.js";

export type TokenCounter = (text: string) => number;

export const ENCODING = "o200k_base";

/**
 * Loads gpt-tokenizer's o200k_base encoding. It costs a few hundred milliseconds and tens of
 * megabytes, so it is imported dynamically and only by callers that need exact counts; undefined
 * when the package is not installed.
 */
export async function loadTokenizer(): Promise<TokenCounter | undefined> {
  // gpt-tokenizer is an optional peer dependency (3.x 55 MB installed, 4.x 30 MB; the other exact o200k
  // counters, js-tiktoken and tiktoken, are 22-23 MB and load 2-4x slower): without it counts stay estimates.
  let countTokens: typeof import("gpt-tokenizer/encoding/o200k_base").countTokens;
  try {
    ({ countTokens } = await import("gpt-tokenizer/encoding/o200k_base"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
  // A definition may contain "<|endoftext|>" and the like: count them as text, never throw.
  const asText = { disallowedSpecial: new Set<string>() };
  return (text) => {
    if (!hasLongRun(text)) return countTokens(text, asText);
    // BPE merging is quadratic in the length of one unbroken run: a hostile 100,000-character
    // "word" took over a minute. Count only such runs in pieces; the text around them whole.
    let total = 0;
    let start = 0;
    for (const [runStart, runEnd] of longRuns(text)) {
      if (runStart > start) total += countTokens(text.slice(start, runStart), asText);
      for (let at = runStart; at < runEnd; at += PIECE) total += countTokens(text.slice(at, Math.min(at + PIECE, runEnd)), asText);
      start = runEnd;
    }
    if (start < text.length) total += countTokens(text.slice(start), asText);
    return total;
  };
}

/** Runs of more than this many non-space characters are counted in pieces of this size. */
const PIECE = 2048;

/**
 * Whether the text has a run of more than PIECE non-space characters, as `/\S{2049}/` would
 * say, in one pass (the regex retries every start inside a run: quadratic on compact JSON).
 */
/** Where the runs of more than PIECE non-space characters are, as [start, end) pairs. */
function longRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || isSpace(text.charCodeAt(i))) {
      if (i - runStart > PIECE) runs.push([runStart, i]);
      runStart = i + 1;
    }
  }
  return runs;
}

export function hasLongRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) run = 0;
    else if (++run > PIECE) return true;
  }
  return false;
}
