import { describe, expect, it } from "vitest";
import { baseVerbs } from "../../src/text/inflection.js";
import { statesChange, statesReversibility } from "../../src/text/side-effect-phrases.js";
import { stem } from "../../src/text/stem.js";
import { hasUsageGuidance } from "../../src/text/usage-guidance.js";
import { countWords } from "../../src/text/word-count.js";

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
