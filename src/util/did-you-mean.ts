/** Levenshtein distance with an early exit once it exceeds `limit` (names are short; this stays cheap). */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The closest candidate to `word`, if it is close enough to be a plausible typo: compared
 * case-insensitively and ignoring `_`/`-`, within a third of the word's length (at least 1, at most 3).
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const fold = (s: string): string => s.toLowerCase().replace(/[_-]/g, "");
  const folded = fold(word);
  const limit = Math.min(3, Math.max(1, Math.floor(folded.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(folded, fold(candidate), limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
