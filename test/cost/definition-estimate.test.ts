// The estimate computed from the definition's values must equal the estimate of its JSON text, to the token.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { definitionText } from "../../src/cost/definition.js";
import { estimateDefinition } from "../../src/cost/definition-estimate.js";
import { estimateTokens } from "../../src/cost/estimate.js";

const corpus = new URL("../../../shared/corpus/real/", import.meta.url);

function throughText(tool: unknown): number | undefined {
  const text = definitionText(tool);
  return text === undefined ? undefined : estimateTokens(text);
}

/** A deterministic pseudo-random generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const PIECES = ["a", "Ab", "HTTPServer", "x_y", "42", "-0.5", "é", "😀", "\ud800", "\n", '"', "\\", "\u0001", " ", "ZZZ", "\u2028", "{}"];

function arbitrary(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 6 : 9));
  const text = (): string => Array.from({ length: Math.floor(next() * 6) }, () => PIECES[Math.floor(next() * PIECES.length)]).join("");
  switch (pick) {
    case 0: return text();
    case 1: return [0, -0, 1e21, 1.5e-7, NaN, Infinity, 123456789, -3][Math.floor(next() * 8)];
    case 2: return next() < 0.5;
    case 3: return null;
    case 4: return undefined;
    case 5: return text();
    case 6: return Array.from({ length: Math.floor(next() * 4) }, () => arbitrary(next, depth + 1));
    default: return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [text(), arbitrary(next, depth + 1)]));
  }
}

describe("estimateDefinition", () => {
  it("equals the estimate of the definition's text on every corpus tool", () => {
    let tools = 0;
    for (const file of readdirSync(corpus).filter((f) => f.endsWith(".json"))) {
      for (const tool of JSON.parse(readFileSync(new URL(file, corpus), "utf8")).tools ?? []) {
        expect(estimateDefinition(tool)).toBe(throughText(tool));
        tools++;
      }
    }
    expect(tools).toBeGreaterThan(500);
  });

  it("equals it on arbitrary values in every field", () => {
    const next = random(7);
    for (let i = 0; i < 5000; i++) {
      const tool = { name: arbitrary(next, 0), description: arbitrary(next, 0), inputSchema: arbitrary(next, 0), title: arbitrary(next, 0) };
      expect(estimateDefinition(tool)).toBe(throughText(tool));
      const bare = arbitrary(next, 0);
      expect(estimateDefinition(bare)).toBe(throughText(bare));
    }
  });

  it("follows JSON.stringify where it treats values specially", () => {
    const cycle: Record<string, unknown> = { type: "object" };
    cycle["self"] = cycle;
    let deep: unknown = {};
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    const protoKey = JSON.parse('{"name":"p","inputSchema":{"__proto__":{"type":"string"},"constructor":1}}');
    const cases: unknown[] = [
      undefined, () => 1, Symbol("s"), 10n, "x", 3, [1, undefined, () => 1, , 2], // eslint-disable-line no-sparse-arrays
      { name: "d", description: new Date(0), inputSchema: { toJSON: () => ({ type: "string" }) } },
      { name: "s", description: new String("boxed"), inputSchema: { toJSON: "not a function" } },
      { name: "b", inputSchema: { default: 10n } },
      { name: "c", inputSchema: cycle },
      { name: "deep", inputSchema: deep },
      { name: undefined, description: () => 1, inputSchema: { a: undefined, b: Symbol("s"), c: null } },
      Object.assign(Object.create(null), { name: "n", inputSchema: Object.assign(Object.create(null), { type: "object" }) }),
      protoKey,
    ];
    for (const tool of cases) expect(estimateDefinition(tool)).toBe(throughText(tool));
    expect(estimateDefinition({ name: "c", inputSchema: cycle })).toBeUndefined();
  });
});
