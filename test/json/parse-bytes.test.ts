// parseJsonBytes gives exactly JSON.parse's value (key order, repeated keys, `__proto__`), takes
// big containers apart without the whole text, and leaves every invalid input to the text path.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseJsonBytes } from "../../src/core/json/parse-bytes.js";
import { CORPUS_REAL } from "../helpers/cli.js";

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);
/** Big enough that the root and its members are taken apart (more than 64 KB each). */
const big = (value: unknown): unknown[] => Array.from({ length: 400 }, (_, i) => ({ i, value, pad: "é😀x".repeat(60) }));

describe("parseJsonBytes", () => {
  it("equals JSON.parse on arbitrary JSON, small and taken apart, in any layout", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4, stringUnit: "binary" }), fc.constantFrom(0, 2, "\t"), (value, indent) => {
        for (const text of [JSON.stringify(value, null, indent), JSON.stringify({ tools: big(value), after: value }, null, indent)]) {
          const parsed = parseJsonBytes(bytesOf(text));
          expect(parsed).toBeDefined();
          expect(JSON.stringify(parsed!.value)).toBe(JSON.stringify(JSON.parse(text)));
        }
      }),
      { numRuns: 60, seed: 20261124 },
    );
  });

  it("keeps JSON.parse's repeated keys, `__proto__` as an own key, and a byte order mark", () => {
    const tools = JSON.stringify(big(1));
    const text = `\uFEFF {"b": ${tools}, "__proto__": {"x": 1}, "a": 1, "b": [${tools}, 2], "2": 0}\n`;
    const value = parseJsonBytes(bytesOf(text))!.value as Record<string, unknown>;
    const expected = JSON.parse(text.slice(1));
    expect(Object.keys(value)).toEqual(Object.keys(expected));
    expect(JSON.stringify(value)).toBe(JSON.stringify(expected));
    expect(Object.hasOwn(value, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it("equals JSON.parse on every corpus file", () => {
    for (const file of readdirSync(CORPUS_REAL)) {
      const text = readFileSync(join(CORPUS_REAL, file), "utf8");
      expect(JSON.stringify(parseJsonBytes(bytesOf(text))?.value), file).toBe(JSON.stringify(JSON.parse(text)));
    }
  });

  it("returns undefined for what JSON.parse rejects, in a big container or small", () => {
    const tools = JSON.stringify(big("x")).slice(1, -1);
    for (const broken of [
      "",
      " ",
      `{"tools": [${tools}]`,
      `{"tools": [${tools}]}}`,
      `{"tools": [${tools},]}`,
      `{"tools": [${tools}] "x": 1}`,
      `{"tools" [${tools}]}`,
      `{tools: [${tools}]}`,
      `{"tools": [${tools}, 01]}`,
      `{"tools": [${tools}, "a\nb"]}`,
      `{"tools": [${tools}, "\\q"]}`,
      `{"tools": [${tools}}`,
      `[${tools}] x`,
      `{"a": 1,}`,
      `[1 2]`,
    ]) {
      expect(() => JSON.parse(broken)).toThrow();
      expect(parseJsonBytes(bytesOf(broken)), broken.slice(0, 40)).toBeUndefined();
    }
  });

  it("leaves hostile nesting to the text path", () => {
    const depth = 100_000;
    const text = `${"[".repeat(depth)}${JSON.stringify("x".repeat(70_000))}${"]".repeat(depth)}`;
    expect(parseJsonBytes(bytesOf(text))).toBeUndefined();
  });
});
