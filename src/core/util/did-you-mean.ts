// "Did you mean" suggestions, the project's one: the closest known word by edit distance, so
// `requried`, `minLenght` and `descripton` (a schema keyword), `--formt` (an option) and
// `mcp_servers` (a config key) point at what their author meant.

/** Words longer than this are not compared (keeps the quadratic distance cheap on hostile keys). */
const MAX_LENGTH = 64;

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up
 * and returning `limit + 1` as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many edits a word of this length may be from its suggestion. */
function allowance(length: number): number {
  return length <= 2 ? 0 : length <= 4 ? 1 : length <= 9 ? 2 : 3;
}

/**
 * The candidate `word` most likely stands for: an exact match ignoring case and separators
 * first, else the nearest by edit distance within a length-scaled allowance. Undefined when
 * nothing is close (or `word` is itself a candidate).
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  if (word.length === 0 || word.length > MAX_LENGTH) return undefined;
  const folded = fold(word);
  const limit = allowance(word.length);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) return undefined;
    if (fold(candidate) === folded) return candidate;
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** Lower case without `-` and `_`, so `min_length` and `MinLength` find `minLength`. */
function fold(word: string): string {
  return word.toLowerCase().replace(/[-_]/g, "");
}
