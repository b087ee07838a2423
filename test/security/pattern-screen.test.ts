// The poisoning scorer's patterns run only where the literals their sources require occur
// (regex-literals.ts, pattern-screen.ts). A screen may let through a text that does not match,
// never hold back one that does: these tests generate matches of every pattern and check the
// screen lets them through, check it on the corpora, and pin what is read from a few sources.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SCREEN } from "../../src/helpers/security/_generated-pattern-screen.js";
import { MAX_LITERAL, PatternScreen, screenTable } from "../../src/helpers/security/pattern-screen.js";
import { foldText, PATTERNS, SCREENED, toolTextOf } from "../../src/helpers/security/poison-features.js";
import { requiredLiterals, satisfies, shorten } from "../../src/helpers/security/regex-literals.js";
import { corpusFiles, readCorpus } from "./run-security.js";

const SEED = 20_261_124;
const RUNS = 300;

/** The source without its assertions (fast-check cannot generate them): a wider language, filtered by the real expression. */
function withoutAssertions(re: RegExp): RegExp {
  const s = re.source;
  let out = "";
  for (let i = 0; i < s.length; ) {
    if (s[i] === "\\") {
      if (s[i + 1] !== "b" && s[i + 1] !== "B") out += s.slice(i, i + 2);
      i += 2;
    } else if (s[i] === "[") {
      let j = i + 1;
      while (s[j] !== "]") j += s[j] === "\\" ? 2 : 1;
      out += s.slice(i, j + 1);
      i = j + 1;
    } else if (/^\(\?<?[=!]/.test(s.slice(i))) {
      let depth = 0;
      let j = i;
      do {
        if (s[j] === "\\") j++;
        else if (s[j] === "[") while (s[j + 1] !== "]") j += s[j + 1] === "\\" ? 2 : 1;
        else if (s[j] === "(") depth++;
        else if (s[j] === ")") depth--;
        j++;
      } while (depth > 0);
      i = j;
    } else out += s[i++];
  }
  return new RegExp(`^(?:${out.replace(/^\^|(?<!\\)\^/g, "")})$`, re.flags);
}

const edge = fc.constantFrom("", " ", "x", ".", "\n", "é", "you ", "а");

describe("what a pattern's matches hold", () => {
  it("reads words, alternatives, optional parts and classes", () => {
    expect(requiredLiterals(/\bsend (?:it|them) to\b/)).toEqual(["|", "send it to", "send them to"]);
    expect(requiredLiterals(/\b(?:the )?users?\b/)).toEqual("user");
    expect(requiredLiterals(/\bfoo\w+ (?:bar|baz)/)).toEqual(["&", "foo", ["|", " bar", " baz"]]);
    expect(requiredLiterals(/[ab]c|x+y/)).toEqual(["|", "ac", "bc", ["&", "x", "y"]]);
    expect(requiredLiterals(/(?<!not )hidden\.(?=\s)/)).toEqual("hidden.");
    expect(requiredLiterals(/\p{L}+ ok/u)).toEqual(" ok");
    expect(requiredLiterals(/(?=\w*secret)\w+ key/)).toEqual(["&", "secret", " key"]);
    expect(requiredLiterals(/[αβγδεζηθ]\w/u)).toEqual(["|", "α", "β", "γ", "δ", "ε", "ζ", "η", "θ"]);
  });

  it("requires nothing of what it cannot read, or where an alternative requires nothing", () => {
    expect(requiredLiterals(/(a)\1/)).toBe(true);
    expect(requiredLiterals(/secret/i)).toBe(true);
    expect(requiredLiterals(/secret|\w+/)).toBe(true);
    expect(requiredLiterals(/(?:abc)?/)).toBe(true);
  });

  it("the generated table is the one the sources give", () => {
    expect(SCREEN).toEqual(screenTable(SCREENED));
  });
});

describe("the poisoning patterns' screen", () => {
  const screen = new PatternScreen(SCREENED);
  // The patterns, then the other expressions poison-features screens.
  const screened = SCREENED.map((re, i) => ({ id: PATTERNS[i]?.id ?? `other expression ${i - PATTERNS.length + 1}`, re }));
  screened.forEach((pattern, index) => {
    it(`${pattern.id}: every generated match is let through`, () => {
      let matched = 0;
      fc.assert(
        fc.property(fc.tuple(edge, fc.stringMatching(withoutAssertions(pattern.re), { maxLength: 200 }), edge), ([before, sample, after]) => {
          const text = before + sample + after;
          if (!pattern.re.test(text)) return;
          matched++;
          expect(screen.mayMatch(index, text), JSON.stringify(text)).toBe(true);
          expect(satisfies(shorten(requiredLiterals(pattern.re), MAX_LITERAL), (l) => text.includes(l))).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(matched).toBeGreaterThan(0);
    });
  });

  it("lets through every text of the corpora a pattern matches", () => {
    const texts: string[] = [];
    for (const folder of ["real", "malicious"] as const)
      for (const file of corpusFiles(folder)) {
        const value = readCorpus(folder, file) as { tools?: unknown };
        for (const tool of Array.isArray(value?.tools) ? value.tools : []) {
          const text = toolTextOf(tool);
          texts.push(foldText(text.description), ...text.params.map((p) => foldText(p.description)));
        }
      }
    let matches = 0;
    for (const text of texts)
      screened.forEach((pattern, index) => {
        if (!pattern.re.test(text)) return;
        matches++;
        expect(screen.mayMatch(index, text), `${pattern.id}: ${text.slice(0, 80)}`).toBe(true);
      });
    expect(matches).toBeGreaterThan(100);
  });

  it("reads a source the table does not have (edited since) and keeps the others' needs", () => {
    const edited = new PatternScreen([SCREENED[0]!, /\bsecret sauce\b/, SCREENED[2]!]);
    for (const text of ["you are the assistant", "send the secret sauce", "always do it", "nothing to see"]) {
      expect(edited.mayMatch(0, text), text).toBe(screen.mayMatch(0, text));
      expect(edited.mayMatch(1, text), text).toBe(text.includes("secret sauce"));
      expect(edited.mayMatch(2, text), text).toBe(screen.mayMatch(2, text));
    }
  });
});
