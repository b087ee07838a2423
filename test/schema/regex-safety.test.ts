// Patterns from untrusted schemas are judged before they run: exponential ones never run,
// others only on inputs short enough for their polynomial degree, so no test stalls a run.
import { describe, expect, it } from "vitest";
import { PatternCache } from "../../src/core/schema/patterns.js";
import { patternSafety } from "../../src/core/schema/regex-safety.js";

describe("pattern safety", () => {
  it.each([
    ["^(a+)+$"],
    ["(a*)*b"],
    ["^(\\w+\\s?)+$"],
    ["^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$"],
    ["^(([a-z])+.)+[A-Z]([a-z])+$"],
    ["(a|a)*$"],
    ["(\\s|.)*x"],
    ["^(\\d+)*$"],
    ["(?=(a+)+b)"],
    ["^(a{1,20}){1,20}$"],
  ])("judges %s exponential", (pattern) => {
    expect(patternSafety(pattern)).toMatchObject({ exponential: true, maxInput: 0 });
  });

  it.each([
    ["^[a-z]+(-[a-z]+)*$"],
    ["^([a-z0-9]+([-_.][a-z0-9]+)*)$"],
    ['^(?:[^"\\\\]|\\\\.)*$'],
    ["^\\d{4}-\\d{2}-\\d{2}$"],
    ["^[GDZTKOFS]*$"],
    ["^AS\\d+$"],
    ["([a-z]+\\.)*com"],
    ["^(\\d+\\.\\d+\\.)*$"],
    ["\\p{L}+"],
    ["^(?<year>\\d{4})-\\k<year>$"],
    // Alternatives that start alike, yet every label ends at a dot: one split only (a standard hostname pattern).
    ["^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9\\-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9\\-]*[A-Za-z0-9])$"],
    // A loop at the end of an unanchored pattern just matches: nothing after it can fail.
    ["(a|a)*"],
  ])("judges %s not exponential", (pattern) => {
    expect(patternSafety(pattern).exponential).toBe(false);
  });

  it("lets linear patterns run on any input, and bounds polynomial ones", () => {
    expect(patternSafety("^[a-z]+$").maxInput).toBe(Infinity);
    expect(patternSafety(".*.*=.*").maxInput).toBeLessThan(300);
    expect(patternSafety("(").maxInput).toBe(0);
    expect(patternSafety("a".repeat(3000)).maxInput).toBe(0);
  });

  it("runs every allowed test quickly, on the inputs that hurt backtracking most", () => {
    const cache = new PatternCache();
    const patterns = ["^[a-z]+(-[a-z]+)*$", ".*.*.*=.*", "^(\\w+@)*\\w+$", "^\\s*(\\w+\\s*)$", "^([a-z0-9]+([-_.][a-z0-9]+)*)$"];
    for (const pattern of patterns) {
      const { maxInput } = patternSafety(pattern);
      const length = Math.min(maxInput, 20_000);
      for (const input of [`${"a".repeat(length - 1)}!`, `${"a-".repeat(length / 2)}!`, `${" ".repeat(length - 1)}!`, "a@".repeat(length / 2)]) {
        const started = performance.now();
        cache.test(pattern, input);
        expect(performance.now() - started, `${pattern} on ${input.slice(0, 8)}… (${input.length})`).toBeLessThan(500);
      }
      // Past its bound a polynomial pattern is not run at all.
      expect(maxInput).toBeLessThan(Infinity);
      expect(cache.test(pattern, "x".repeat(maxInput + 1))).toBeUndefined();
    }
  });

  it("compiles with the `u` flag and says when only the legacy syntax accepts a pattern", () => {
    const cache = new PatternCache();
    expect(cache.get("^\\p{Lu}$").regex?.flags).toBe("u");
    expect(cache.get("[\\w-.]")).toMatchObject({ regex: undefined, validWithoutUnicode: true });
    expect(cache.get("(")).toMatchObject({ regex: undefined, validWithoutUnicode: false });
    expect(cache.test("^(a+)+$", `${"a".repeat(50)}!`)).toBeUndefined();
  });
});
