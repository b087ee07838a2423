import { describe, expect, it } from "vitest";
import { baseVerbs } from "../../src/helpers/text/inflection.js";
import { statesChange, statesReversibility } from "../../src/helpers/text/side-effect-phrases.js";
import { stem } from "../../src/helpers/text/stem.js";
import { hasUsageGuidance } from "../../src/helpers/text/usage-guidance.js";
import { codePointLength, countWords, proseWords, someProseWord } from "../../src/helpers/text/word-count.js";

describe("countWords", () => {
  it.each([
    ["Get the weather.", 3],
    ["Don't use it", 3],
    ["获取所有菜谱", 3],
    ["查询12306余票信息。", 4],
    ["", 0],
  ])("%j has %i words", (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe("stem", () => {
  it("makes inflections and near-synonyms agree", () => {
    expect(["update", "updates", "updated", "updating"].map(stem)).toEqual(["updat", "updat", "updat", "updat"]);
    expect(["get", "gets", "retrieves", "fetches", "returns"].map(stem)).toEqual(["get", "get", "get", "get", "get"]);
    expect(["info", "information", "details"].map(stem)).toEqual(["info", "info", "info"]);
  });
});

describe("baseVerbs", () => {
  it("offers the base forms of inflected verbs", () => {
    expect(baseVerbs("copied")).toContain("copy");
    expect(baseVerbs("creates")).toContain("create");
    expect(baseVerbs("stopping")).toContain("stop");
    expect(baseVerbs("overwrites")).toContain("overwrite");
  });
});

describe("phrases", () => {
  it("recognises statements of reversibility and of change", () => {
    expect(statesReversibility("This cannot be undone.")).toBe(true);
    expect(statesReversibility("Moves the file to the trash.")).toBe(true);
    expect(statesReversibility("Deletes the file.")).toBe(false);
    expect(statesChange("Overwrites the file.")).toBe(true);
    expect(statesChange("Weather for a city.")).toBe(false);
  });

  it("recognises usage guidance without reading too much into 'use'", () => {
    expect(hasUsageGuidance("Use this when the user asks for a file.")).toBe(true);
    expect(hasUsageGuidance("List categories and how to use them in search.")).toBe(false);
  });

  it("stays fast on long hostile text", () => {
    const text = "for ".repeat(50_000) + "use ".repeat(50_000) + "a".repeat(100_000);
    const started = Date.now();
    hasUsageGuidance(text);
    statesReversibility(text);
    statesChange(text);
    countWords(text);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("word scans without regexes on ASCII text", () => {
  let state = 5;
  const next = (): number => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const texts = (alphabet: string): string[] =>
    Array.from({ length: 20000 }, () => Array.from({ length: Math.floor(next() * 20) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""));

  it("countWords counts on ASCII what the Unicode word regex finds", () => {
    for (const text of [...texts("aZ09 '_-.\n"), "don't stop", "it's a'1 rock'n'roll", "x'"]) expect(countWords(text)).toBe(proseWords(text).length);
  });

  it("someProseWord visits the words proseWords gives, in order, and stops at the first that passes", () => {
    for (const text of [...texts("aZ09 '’s_-.\n获取é"), "Don't delete the user's files"]) {
      const seen: string[] = [];
      expect(
        someProseWord(text, (word) => {
          seen.push(word);
          return false;
        }),
      ).toBe(false);
      expect(seen).toEqual(proseWords(text));
    }
    const seen: string[] = [];
    expect(
      someProseWord("Gets the user's files now", (word) => {
        seen.push(word);
        return word === "user";
      }),
    ).toBe(true);
    expect(seen).toEqual(["gets", "the", "user"]);
  });

  it("codePointLength counts a surrogate pair once and a lone surrogate once", () => {
    for (const text of [...texts("a😀\ud800\udc00 é"), "😀😀", "\ud83d", "\ude00x"]) expect(codePointLength(text)).toBe([...text].length);
  });
});
