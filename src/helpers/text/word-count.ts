/** Counting the words of a description, including text in scripts written without spaces. */

import { lazy } from "../../core/util/lazy.js";
import { isAscii, mayHoldCjk } from "../../core/util/scripts.js";

// The Unicode expressions are made on first use: ASCII text (most of it) is read without them.
/** Chinese and Japanese are written without spaces between words. */
const UNSPACED_RUN = lazy(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu);
/** A word: letters or digits, with an inner apostrophe (`don't`). */
const WORD = lazy(() => /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu);
/** Chinese words average under two characters; counting two per word keeps `获取所有菜谱` ("get all recipes") at three. */
const CHARACTERS_PER_WORD = 2;

const isLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/**
 * `WORD` written out for ASCII text, the common case: the index just past the word starting at
 * `start` (a letter or digit), taking an apostrophe and the letters after it.
 */
function asciiWordEnd(text: string, start: number): number {
  const n = text.length;
  let end = start + 1;
  while (end < n && (isLetter(text.charCodeAt(end)) || isDigit(text.charCodeAt(end)))) end++;
  if (end + 1 < n && text.charCodeAt(end) === 0x27 && isLetter(text.charCodeAt(end + 1))) {
    end += 2;
    while (end < n && isLetter(text.charCodeAt(end))) end++;
  }
  return end;
}

/** The text with each run of a script written without spaces replaced by a space. */
const spaced = (text: string): string => (mayHoldCjk(text) ? text.replace(UNSPACED_RUN(), " ") : text);

export function countWords(text: string): number {
  if (isAscii(text)) {
    let count = 0;
    for (let i = 0; i < text.length; ) {
      const code = text.charCodeAt(i);
      if (isLetter(code) || isDigit(code)) {
        count++;
        i = asciiWordEnd(text, i);
      } else i++;
    }
    return count;
  }
  let count = 0;
  if (mayHoldCjk(text)) for (const run of text.matchAll(UNSPACED_RUN())) count += Math.ceil([...run[0]].length / CHARACTERS_PER_WORD);
  for (const _ of spaced(text).matchAll(WORD())) count++;
  return count;
}

/** The length in Unicode code points (a surrogate pair counts once), as `[...text].length`. */
export function codePointLength(text: string): number {
  let pairs = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

/** The word lowercased, a final possessive `'s` off (two `endsWith` tests: no regex run per word). */
const proseWord = (word: string): string => {
  const lower = word.toLowerCase();
  return lower.endsWith("'s") || lower.endsWith("’s") ? lower.slice(0, -2) : lower;
};

/** Calls `visit` with each lowercased word of ASCII prose, in order, until it returns true (then true). */
function someAsciiWord(text: string, visit: (word: string) => boolean): boolean {
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (!isLetter(code) && !isDigit(code)) {
      i++;
      continue;
    }
    const end = asciiWordEnd(text, i);
    if (visit(proseWord(text.slice(i, end)))) return true;
    i = end;
  }
  return false;
}

/** The lowercased words of prose written with spaces, in order (text without spaces is left out). */
export function proseWords(text: string): string[] {
  if (isAscii(text)) {
    const words: string[] = [];
    someAsciiWord(text, (word) => {
      words.push(word);
      return false;
    });
    return words;
  }
  return [...spaced(text).matchAll(WORD())].map((m) => proseWord(m[0]));
}

/** Whether any word `proseWords` would give passes `test`, stopping at the first that does. */
export function someProseWord(text: string, test: (word: string) => boolean): boolean {
  if (isAscii(text)) return someAsciiWord(text, test);
  const words = new RegExp(WORD().source, WORD().flags);
  const rest = spaced(text);
  for (let m = words.exec(rest); m !== null; m = words.exec(rest)) if (test(proseWord(m[0]))) return true;
  return false;
}

/** A letter of a script written with spaces other than Latin: Cyrillic, Greek, Arabic, Hebrew, Devanagari, Hangul, … */
const OTHER_SPACED_LETTER = lazy(() => /[^\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\P{L}]/gu);
const LATIN_LETTER = lazy(() => /\p{Script=Latin}/gu);

/** True when most letters of the text are of a script written with spaces other than Latin ("Отметить задачу как выполненную"). */
export function mostlyOtherSpacedScript(text: string): boolean {
  if (isAscii(text)) return false;
  return (text.match(OTHER_SPACED_LETTER())?.length ?? 0) > (text.match(LATIN_LETTER())?.length ?? 0);
}

/** True when the text has letters from a script written without spaces (its words cannot be split here). */
export function hasUnspacedText(text: string): boolean {
  // UNSPACED_RUN found anywhere (search ignores its lastIndex): one expression compiled, not two.
  return mayHoldCjk(text) && text.search(UNSPACED_RUN()) >= 0;
}
