// The security rules skip most strings with cheap prefilters (token-anchors.ts) before running
// their patterns. A prefilter may let through strings that do not match, never hold back one that
// does: these tests generate matches of every pattern and check the prefilters let them through,
// and compare the fast scans with exhaustive ones on the corpora and on hostile text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREDENTIAL_FORMATS, possibleFormats, SHORTEST_TEXT } from "../../src/helpers/security/credential-formats.js";
import { INSTRUCTION_SIGNALS } from "../../src/helpers/security/instruction-signals.js";
import { normalizeForScan } from "../../src/helpers/security/normalize.js";
import { scanExhaustively, scanForInstructions } from "../../src/helpers/security/scan-instructions.js";
import { codeUnitClasses } from "../../src/helpers/security/code-unit-table.js";
import { anchorMask, anchorPositions, anchorTable, groupBits, hasAll, NON_ASCII, sequential } from "../../src/helpers/security/token-anchors.js";
import { findToolMentions, toolDirectory } from "../../src/helpers/security/tool-mentions.js";
import { ORDERS } from "../../src/helpers/security/tool-orders.js";
import { toList } from "../helpers/lint-rule.js";
import type { RunInfo } from "../../src/engine/rule.js";
import { corpusFiles, readCorpus } from "./run-security.js";

const SEED = 20_260_522;
/** Generated samples per pattern. */
const RUNS = 500;
console.log(`prefilter properties: fast-check seed ${SEED}`);

/** Every string (keys and values) of a JSON value. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      stringsOf(item, into);
    }
  }
  return into;
}

const corpusStrings = [
  ...new Set((["real", "malicious"] as const).flatMap((folder) => corpusFiles(folder).flatMap((file) => stringsOf(readCorpus(folder, file))))),
];

/**
 * The pattern without what fast-check cannot generate (`\b`, lookarounds) and without flags:
 * it generates a superset of the pattern's matches, which the real pattern then sorts out.
 */
function generatorSource(pattern: RegExp): RegExp {
  const source = pattern.source;
  let out = "";
  let i = 0;
  while (i < source.length) {
    if (source[i] === "\\") {
      if (source[i + 1] !== "b") out += source.slice(i, i + 2);
      i += 2;
    } else if (source[i] === "[") {
      let j = i + 1;
      while (source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      let depth = 0;
      let j = i;
      do {
        if (source[j] === "\\") j++;
        else if (source[j] === "[") while (source[j + 1] !== "]") j += source[j + 1] === "\\" ? 2 : 1;
        else if (source[j] === "(") depth++;
        else if (source[j] === ")") depth--;
        j++;
      } while (depth > 0);
      i = j;
    } else {
      out += source[i];
      i++;
    }
  }
  // Anchored, so fast-check adds no random text around it: `edge` puts chosen text there.
  return new RegExp(`^(?:${out})$`);
}

/** A sample with its letters' case flipped where `flips` says (the patterns are case-insensitive). */
function flipCase(sample: string, flips: readonly boolean[]): string {
  return [...sample].map((c, i) => (flips[i % flips.length] ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c)).join("");
}

/** Text around a generated match, chosen to sit right against its first and last characters. */
const edge = fc.constantFrom("", " ", "x", "_", "-", ".", "/", "'", "9", "Z", "\n", "é");

function samples(pattern: RegExp) {
  const caseFlips = pattern.flags.includes("i") ? fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }) : fc.constant([false]);
  return fc
    .tuple(edge, fc.stringMatching(generatorSource(pattern), { maxLength: 300 }), caseFlips, edge)
    .map(([before, match, flips, after]) => before + flipCase(match, flips) + after);
}

describe("anchors of the instruction signals", () => {
  for (const signal of INSTRUCTION_SIGNALS) {
    const anchors = anchorTable(signal.anchors)();
    const needed = groupBits(signal.anchors.map((_, i) => i));
    const starts = signal.starts === undefined ? undefined : anchorTable([signal.starts])();

    it(`${signal.id}: every match holds its anchors and starts at one of its starts`, () => {
      let matched = 0;
      fc.assert(
        fc.property(samples(signal.pattern), (text) => {
          // As the scan does: ASCII text is looked at as it is, other text once normalised.
          const normalized = normalizeForScan(text);
          const found = [...normalized.matchAll(signal.pattern)];
          if (found.length === 0) return;
          matched++;
          const mask = anchorMask(text, anchors);
          expect(hasAll((mask[1] & NON_ASCII) === 0 ? mask : anchorMask(normalized, anchors), needed), JSON.stringify(normalized)).toBe(true);
          if (starts === undefined) return;
          const positions = anchorPositions(normalized, starts, groupBits([0])).filter((_, k) => k % 3 === 0);
          for (const match of found) expect(positions, `${JSON.stringify(normalized)} at ${match.index}`).toContain(match.index);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // A generator that never produced a match would prove nothing.
      expect(matched).toBeGreaterThan(RUNS / 8);
    });
  }
});

describe("anchors of the credential formats", () => {
  for (const format of CREDENTIAL_FORMATS) {
    const anchors = anchorTable(format.anchors)();
    const needed = groupBits(format.anchors.map((_, i) => i));

    it(`${format.id}: every match holds its anchors`, () => {
      let matched = 0;
      fc.assert(
        fc.property(samples(format.pattern), (text) => {
          if (![...text.matchAll(format.pattern)].length) return;
          matched++;
          expect(text.length).toBeGreaterThanOrEqual(SHORTEST_TEXT);
          expect(hasAll(anchorMask(text, anchors), needed), JSON.stringify(text)).toBe(true);
          expect(possibleFormats(text)).toContain(format);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(matched).toBeGreaterThan(RUNS / 8);
    });
  }
});

describe("anchors of the orders about other tools", () => {
  ORDERS.forEach((order, index) => {
    const anchors = anchorTable(order.anchors)();
    const needed = groupBits(order.anchors.map((_, i) => i));

    it(`order ${index + 1}: every match holds its anchors`, () => {
      let matched = 0;
      fc.assert(
        fc.property(samples(order.pattern), (text) => {
          // orderAboutTool matches a normalised sentence.
          const sentence = normalizeForScan(text);
          if (!order.pattern.test(sentence)) return;
          matched++;
          expect(hasAll(anchorMask(sentence, anchors), needed), JSON.stringify(sentence)).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(matched).toBeGreaterThan(RUNS / 8);
    });
  });
});

describe("the shortest credential", () => {
  it("is as short as a text holding one can be", () => {
    const shortest = "ab://u:p@h";
    expect(shortest).toHaveLength(SHORTEST_TEXT);
    expect([...shortest.matchAll(CREDENTIAL_FORMATS.find((f) => f.id === "url-password")!.pattern)]).toHaveLength(1);
    expect(possibleFormats(shortest).map((f) => f.id)).toEqual(["url-password"]);
    expect(possibleFormats(shortest.slice(0, -1))).toEqual([]);
  });
});

describe("anchor tables", () => {
  const table = anchorTable([["now", "reading", "eyj*"], ["<"]])();
  it.each([
    ["a short word is a whole token", "right now.", [1, 0]],
    ["a short word is not part of a longer token", "nowhere", [0, 0]],
    ["a long word starts a token", "Reading the file", [1, 0]],
    ["a long word must be whole", "read the file", [0, 0]],
    ["a long word is not inside a token", "proofreading", [0, 0]],
    ["a stem starts a token", "eyJhbGciOi", [1, 0]],
    ["a stem alone", "eyj", [1, 0]],
    ["a character anywhere", "a<b", [2, 0]],
    ["beyond ASCII", "née", [0, NON_ASCII]],
  ])("%s", (_, text, mask) => {
    expect(anchorMask(text, table)).toEqual(mask);
  });

  it("gives the positions where anchors start", () => {
    expect(anchorPositions("so now <b> now", table, groupBits([0, 1]))).toEqual([3, 1, 0, 7, 2, 0, 11, 1, 0]);
  });

  it("flattens text without changing it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        expect(sequential(a + b)).toBe(a + b);
        expect(sequential(`${a}${b}`.slice(1))).toBe(`${a}${b}`.slice(1));
      }),
      { numRuns: 1000, seed: SEED },
    );
  });

  it("refuses anchors it cannot look for", () => {
    expect(() => anchorTable([["a b"]])()).toThrow();
    expect(() => anchorTable([["ey*"]])()).toThrow();
    expect(() => anchorTable(Array.from({ length: 63 }, () => ["x"]))()).toThrow();
  });
});

/** Text built to sit on every shortcut: invisible characters inside words, full-width letters, tags. */
const hostile = fc.oneof(
  fc.constantFrom(...corpusStrings),
  fc
    .constantFrom(...corpusStrings)
    .chain((s) =>
      fc
        .tuple(
          fc.nat(s.length),
          fc.constantFrom(
            "\u200b",
            "\uFEFF",
            "\u00AD",
            "Ｉｇｎｏｒｅ",
            "\u{E0041}",
            "\uFE01",
            "\uFE0F",
            "\n\n",
            "é",
            "e\u0301",
            "ﬁ",
            "…",
            "ｔｅｌｌ ｔｈｅ ｕｓｅｒ",
            "<",
            "@",
          ),
        )
        .map(([at, insert]) => s.slice(0, at) + insert + s.slice(at)),
    ),
  fc.string({
    unit: fc.constantFrom(
      "ignore",
      " all",
      " previous",
      " instructions",
      "<",
      "IMPORTANT",
      " malware",
      " exfiltrate",
      "\u200b",
      "Ｓ",
      "ﬁ",
      "é",
      "\u{E0069}",
      " ",
      "\n",
      ".",
      "@a.b",
      "do not tell the user",
      "conﬁdential",
    ),
  }),
);

describe("the fast instruction scan", () => {
  it("finds what the exhaustive scan finds on every corpus string", () => {
    for (const text of corpusStrings) expect(scanForInstructions(text), JSON.stringify(text)).toEqual(scanExhaustively(text));
  });

  it("finds what the exhaustive scan finds on hostile text", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(scanForInstructions(text)).toEqual(scanExhaustively(text));
      }),
      { numRuns: 2000, seed: SEED },
    );
  });
});

describe("normalizeForScan", () => {
  /** What it is defined to do, the slow way. */
  const reference = (text: string): string =>
    text
      .normalize("NFKC")
      .replace(/[\p{Cf}\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, "")
      .replace(/\s+/g, " ");
  const unit = fc.constantFrom(
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\v",
    "\f",
    "\u00A0",
    "\u2028",
    "\u3000",
    "\uFEFF",
    "\u200B",
    "\u00AD",
    "a",
    "B",
    "é",
    "e\u0301",
    "ﬁ",
    "Ａ",
    "\uD800",
    "\uDC00",
    "\u{1F600}",
    "\u{E0041}",
    "\u{E0100}",
    "\uFE0F",
    "…",
    "1",
  );

  it("collapses whitespace, drops invisible characters and folds compatibility forms", () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        expect(normalizeForScan(text)).toBe(reference(text));
      }),
      { numRuns: 5000, seed: SEED },
    );
  });
});

describe("tool mentions", () => {
  const names = ["send_email", "add", "get-docs", "a.b", "readAppInfo", "x"];
  const run = (list: string[]): RunInfo => ({
    lists: [{ input: { index: 0, name: "a", kind: "file" }, list: toList({ tools: list.map((name) => ({ name })) }) }],
    targets: [],
    settings: {},
    clients: [],
    baseline: undefined,
  });
  const directory = toolDirectory(run(names), 0);
  expect(directory.fewNames).toBeDefined();

  /** The words as the regex reads them, before any shortcut. */
  function referenceWords(text: string): string[] {
    return [...text.matchAll(/(?<![\w.-])[\w.-]{1,129}/g)].map((m) => m[0].replace(/^[.-]+|[.-]+$/g, "")).filter((w) => names.includes(w));
  }

  it.each([
    ["a few names, looked for one by one first", directory],
    ["many names, read word by word", { ...directory, fewNames: undefined }],
  ])("reads the same words as the regex with %s", (_, directory) => {
    const word = fc.constantFrom(...names, "-", ".", "_", " ", "`", "'", " tool", "é", "x".repeat(130), "send_email".repeat(14));
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 12 }).map((w) => w.join("")),
        (text) => {
          const found = findToolMentions(text, directory, undefined).map((m) => text.slice(m.start, m.end));
          // Plain words count only when quoted and called a tool: compare the distinctive ones.
          const distinctive = (w: string): boolean => /[_.-]|[a-z][A-Z]/.test(w);
          expect(found.filter(distinctive)).toEqual(referenceWords(text).filter(distinctive));
        },
      ),
      { numRuns: 2000, seed: SEED },
    );
  });
});

describe("code unit classes", () => {
  it("answer the same from the regexes and from the table, for every code unit", () => {
    const classes = codeUnitClasses([
      [1, /[\p{Cf}\u115F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u],
      [2, /\s/],
      [3, /[\u0000-\u0008\p{Zl}]/u],
    ]);
    const table = classes.table();
    const differing = Array.from({ length: 0x10000 }, (_, unit) => unit).filter((unit) => classes.of(unit) !== table[unit]);
    expect(differing).toEqual([]);
    expect([table[0x200b], table[0x20], table[0x2028], table[0xd800], table[0xdc00], table[0x41]]).toEqual([1, 2, 2, 255, 0, 0]);
  });
});
