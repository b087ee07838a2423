import { describe, expect, it } from "vitest";
import { wordDiff } from "../../src/helpers/change/word-diff.js";

describe("wordDiff", () => {
  it.each([
    ["a b c", "a x c", "a [-b-] {+x+} c"],
    ["a b c", "a b c d", "a b c {+d+}"],
    ["a b c", "b c", "[-a-] b c"],
    ["one two three four five six seven eight nine", "one two three four FIVE six seven eight nine", "… two three four [-five-] {+FIVE+} six seven eight …"],
    ["a b c d e f g h i j k l m", "X b c d e f g h i j k l Y", "[-a-] {+X+} b c d … j k l [-m-] {+Y+}"],
    ["same\nwords", "same words", "(whitespace only)"],
    ["", "new text", "{+new text+}"],
  ])("%j → %j", (before, after, expected) => {
    expect(wordDiff(before, after)).toBe(expected);
  });

  it("caps the length", () => {
    const long = Array.from({ length: 500 }, (_, i) => `w${i}`).join(" ");
    const text = wordDiff("start", long, { maxLength: 50 });
    expect(text.length).toBe(50);
    expect(text.endsWith("…")).toBe(true);
  });

  it("stays fast on long texts that share nothing (falls back to replace)", () => {
    const a = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(" ");
    const b = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(" ");
    const started = Date.now();
    expect(wordDiff(a, b)).toMatch(/^\[-a0 a1 a2/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
