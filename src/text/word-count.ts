/** Counting the words of a description, including text in scripts written without spaces. */

/** Chinese and Japanese are written without spaces between words. */
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
/** A word: letters or digits, with an inner apostrophe (`don't`). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu;
/** Chinese words average under two characters; counting two per word keeps `获取所有菜谱` ("get all recipes") at three. */
const CHARACTERS_PER_WORD = 2;

export function countWords(text: string): number {
  let count = 0;
  for (const run of text.matchAll(UNSPACED_RUN)) count += Math.ceil([...run[0]].length / CHARACTERS_PER_WORD);
  const spaced = text.replace(UNSPACED_RUN, " ");
  for (const _ of spaced.matchAll(WORD)) count++;
  return count;
}

/** The lowercased words of prose written with spaces, in order (text without spaces is left out). */
export function proseWords(text: string): string[] {
  return [...text.replace(UNSPACED_RUN, " ").matchAll(WORD)].map((m) => m[0].toLowerCase().replace(/['’]s$/, ""));
}

const UNSPACED_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** True when the text has letters from a script written without spaces (its words cannot be split here). */
export function hasUnspacedText(text: string): boolean {
  return UNSPACED_CHARACTER.test(text);
}
