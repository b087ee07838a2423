import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasCjk, isAscii, mayHoldCjk } from "../../src/core/util/scripts.js";
import { countWords, hasUnspacedText, proseWords, someProseWord } from "../../src/helpers/text/word-count.js";

// The screens stand in front of these expressions: where a screen says no, the expression must not match.
const FOUR_SCRIPTS = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const THREE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

describe("mayHoldCjk", () => {
  it("is false only where no character of Han, Hangul, Hiragana or Katakana can be (this Node's Unicode data)", () => {
    const missed: string[] = [];
    for (let code = 0; code < 0x2e80; code++) {
      const char = String.fromCharCode(code);
      if (!mayHoldCjk(char) && (FOUR_SCRIPTS.test(char) || THREE_SCRIPTS.test(char))) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it("is true for each of the scripts, the Hangul Jamo block and astral characters", () => {
    for (const text of ["获取", "ひらがな", "カタカナ", "한국어", "\u1100", "\u{20000}", "a 的"]) expect(mayHoldCjk(text)).toBe(true);
    for (const text of ["", "plain ASCII", "café — naïve ’quoted’ …", "Привет"]) expect(mayHoldCjk(text)).toBe(false);
  });
});

describe("hasCjk", () => {
  it("answers as the four scripts' expression on any text", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(..."a é—’获ひカ한ᄀ、，"),
            fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
          ),
        }),
        (text) => {
          expect(hasCjk(text)).toBe(FOUR_SCRIPTS.test(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("isAscii", () => {
  it("is true only when every code unit is below 0x80", () => {
    expect(isAscii("")).toBe(true);
    expect(isAscii("Get the weather, 3 days.\n\t~")).toBe(true);
    expect(isAscii("caf\u00e9")).toBe(false);
    expect(isAscii("\u007f")).toBe(true);
    expect(isAscii("\u0080")).toBe(false);
  });
});

// The ASCII and CJK shortcuts in word-count give what the Unicode expressions give.
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu;
const byRegex = (text: string): string[] => [...text.replace(UNSPACED_RUN, " ").matchAll(WORD)].map((m) => m[0].toLowerCase().replace(/['’]s$/, ""));
const countByRegex = (text: string): number =>
  [...text.matchAll(UNSPACED_RUN)].reduce((sum, run) => sum + Math.ceil([...run[0]].length / 2), 0) + byRegex(text).length;

describe("word-count shortcuts", () => {
  const texts = fc.oneof(
    fc.string({ unit: fc.constantFrom(..."aZ09 '’-_.,é获ひカ한\u0301\n") }),
    fc.string({ unit: "grapheme-ascii" }),
    fc.string({ unit: "binary" }),
  );
  it("proseWords, countWords, someProseWord and hasUnspacedText agree with the expressions", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const words = byRegex(text);
        expect(proseWords(text)).toEqual(words);
        expect(countWords(text)).toBe(countByRegex(text));
        expect(someProseWord(text, (w) => w === words.at(-1))).toBe(words.length > 0);
        expect(hasUnspacedText(text)).toBe(THREE_SCRIPTS.test(text));
      }),
      { numRuns: 3000 },
    );
  });
});
