/** Words that name the doer of an action (`merger`, `getter`, `predictor`), and the verb inside them. */
import { isKnownVerb } from "./verbs.js";

/** The verb an agent noun is made from (`pdf_merger` → merge, `trial_getter` → get), or undefined. */
export function verbOfAgentNoun(word: string): string | undefined {
  if (word.length < 5 || !/(?:er|or)$/.test(word)) return undefined;
  const stem = word.slice(0, -2);
  const n = stem.length;
  const candidates = [stem, `${stem}e`, n > 2 && stem[n - 1] === stem[n - 2] ? stem.slice(0, -1) : stem];
  return candidates.find(isKnownVerb);
}
