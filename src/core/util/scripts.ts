import { lazy } from "./lazy.js";

/**
 * Cheap tests on UTF-16 code units that let a caller skip a Unicode-property regular expression
 * (`\p{…}`), whose first use costs more than most small runs' whole text work: V8 looks each
 * property up in ICU on every compile.
 */

/** True when every character is ASCII. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/**
 * False when `text` certainly holds no Han, Hiragana, Katakana or Hangul character: below U+2E80
 * those scripts have only the Hangul Jamo block (U+1100–U+11FF), and every astral character is a
 * surrogate pair (units at U+D800 and above). test/text/scripts.test.ts holds this to the running
 * Node's Unicode data.
 */
export function mayHoldCjk(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x2e80 || (code >= 0x1100 && code < 0x1200)) return true;
  }
  return false;
}

/** One expression for the four scripts, shared by every reader (each compile looks the four up in ICU). */
const CJK = lazy(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);

/** True when `text` holds a Han, Hiragana, Katakana or Hangul character. */
export function hasCjk(text: string): boolean {
  return mayHoldCjk(text) && CJK().test(text);
}
