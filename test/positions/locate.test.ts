// Positions: the iterative scanner for strict JSON agrees with jsonc-parser's visitor (used for
// JSON with comments) on every pointer of arbitrary documents, and survives hostile nesting.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { locate } from "../../src/core/positions/locate.js";
import { joinPointer } from "../../src/core/positions/pointer.js";
import { CORPUS_REAL } from "../helpers/cli.js";

/** Every pointer in a value, containers included. */
function pointersOf(value: unknown, base = "", out: string[] = []): string[] {
  out.push(base);
  if (Array.isArray(value)) value.forEach((item, i) => pointersOf(item, joinPointer(base, i), out));
  else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) pointersOf(item, joinPointer(base, key), out);
  return out;
}

/** The scanner over the text, over its UTF-8 bytes (which must agree exactly), and jsonc-parser's visitor. */
function bothWays(text: string, pointers: string[]) {
  const fast = locate(text, pointers);
  const bytes = locate(new TextEncoder().encode(text), pointers);
  expect(Object.fromEntries(bytes.regions)).toEqual(Object.fromEntries(fast.regions));
  expect(bytes.duplicateKeys).toEqual(fast.duplicateKeys);
  const jsonc = locate(text, pointers, { allowComments: true });
  return {
    fast: Object.fromEntries(fast.regions),
    jsonc: Object.fromEntries(jsonc.regions),
    fastDuplicates: fast.duplicateKeys,
    jsoncDuplicates: jsonc.duplicateKeys,
  };
}

describe("locate", () => {
  it("puts a member at its key, to the end of a scalar value; an element at its value", () => {
    const text = '{\n  "a": { "b": 10 },\n  "list": [true, "x\\"y"]\n}';
    const { regions } = locate(text, ["/a", "/a/b", "/list/1", "/a/missing", ""]);
    expect(regions.get("/a")).toEqual({ line: 2, column: 3, endLine: 2, endColumn: 6 });
    expect(regions.get("/a/b")).toEqual({ line: 2, column: 10, endLine: 2, endColumn: 17 });
    expect(regions.get("/list/1")).toEqual({ line: 3, column: 18, endLine: 3, endColumn: 24 });
    expect(regions.get("/a/missing")).toEqual(regions.get("/a"));
    expect(regions.get("")).toEqual({ line: 1, column: 1, endLine: 1, endColumn: 2 });
  });

  it("agrees with jsonc-parser on every pointer of arbitrary JSON, in any layout", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(0, 1, 2, "\t"), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const pointers = pointersOf(JSON.parse(text));
        const { fast, jsonc } = bothWays(text, pointers);
        expect(fast).toEqual(jsonc);
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it("agrees on every corpus file, and reports duplicate keys the same way", () => {
    for (const file of readdirSync(CORPUS_REAL)) {
      const text = readFileSync(join(CORPUS_REAL, file), "utf8");
      const { fast, jsonc } = bothWays(text, pointersOf(JSON.parse(text)));
      expect(fast, file).toEqual(jsonc);
    }
    const text = '{"x": {"k": 1, "k": 2}, "y": [{"a": 1, "a": 2}]}';
    const { fastDuplicates, jsoncDuplicates } = bothWays(text, []);
    expect(fastDuplicates).toEqual(jsoncDuplicates);
    expect(fastDuplicates.map((d) => d.pointer)).toEqual(["/x/k", "/y/0/a"]);
  });

  it("counts columns in UTF-16 units over UTF-8 bytes: accents, CJK, emoji, escapes, a byte order mark", () => {
    const text = '{\n  "é": "日本語 😀", "k\\u00e9y": ["😀😀", {"x": 1}],\n  "long key with ünïcödé": "a\\"b", "😀": true\n}';
    const pointers = pointersOf(JSON.parse(text));
    const { fast, jsonc, fastDuplicates } = bothWays(text, pointers);
    expect(fast).toEqual(jsonc);
    expect(fast["/k\u00e9y/1/x"]).toEqual({ line: 2, column: 40, endLine: 2, endColumn: 46 });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect(Object.fromEntries(locate(bom, pointers).regions)).toEqual(fast);
    expect(fastDuplicates).toEqual([]);
  });

  it("agrees over bytes on arbitrary JSON with any characters", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4, stringUnit: "binary" }), fc.constantFrom(0, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        bothWays(text, pointersOf(JSON.parse(text)));
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it("handles 100,000 levels of nesting without recursion", () => {
    const depth = 100_000;
    const text = `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    const pointer = "/0".repeat(depth);
    const { regions } = locate(text, [pointer]);
    expect(regions.get(pointer)).toEqual({ line: 1, column: depth + 1, endLine: 1, endColumn: depth + 2 });
  });
});
