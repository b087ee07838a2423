import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { definitionText } from "../../src/helpers/cost/definition.js";
import { ESTIMATE_MAX_UNDER, estimateTokens } from "../../src/helpers/cost/estimate.js";
import { hasLongRun, loadTokenizer } from "../../src/helpers/cost/tokenizer.js";
import { toolTokenCounts } from "../../src/helpers/cost/counts.js";
import { toList } from "../helpers/lint-rule.js";

describe("o200k_base token counts", () => {
  it.each([
    ["hello world", 2],
    ["The quick brown fox jumps over the lazy dog.", 10],
    ['{"name":"get_weather"}', 6],
    ["你好，世界", 3],
    ["", 0],
  ])("counts %j as %i tokens", async (text, expected) => {
    const count = (await loadTokenizer())!;
    expect(count(text)).toBe(expected);
  });

  it("counts special-token text as plain text instead of throwing", async () => {
    const count = (await loadTokenizer())!;
    expect(count("a <|endoftext|> b")).toBe(9);
  });
});

describe("token estimate", () => {
  it.each([
    // 2 words × 1.1
    ["hello world", 3],
    // 9 words × 1.1 + 1 punctuation × 0.27
    ["The quick brown fox jumps over the lazy dog.", 11],
    // one capital run of 6: 2 × 1.37
    ["AATROX", 3],
    // 2 digit groups × 2.39
    ["12345", 5],
    ["", 0],
  ])("estimates %j as %i", (text, expected) => {
    expect(estimateTokens(text)).toBe(expected);
  });

  it("stays within its stated error on a real definition", async () => {
    const count = (await loadTokenizer())!;
    const text = definitionText({
      name: "search_issues",
      description: "Search issues and pull requests across GitHub repositories. Use it to find existing reports before filing a new one.",
      inputSchema: {
        type: "object",
        properties: { q: { type: "string", description: "Search query, GitHub syntax." }, per_page: { type: "integer", minimum: 1, maximum: 100 } },
        required: ["q"],
      },
    })!;
    const exact = count(text);
    expect(estimateTokens(text)).toBeGreaterThanOrEqual(Math.floor(exact * (1 - ESTIMATE_MAX_UNDER)));
    expect(estimateTokens(text)).toBeLessThanOrEqual(Math.ceil(exact * 1.4));
  });

  it("gives the calibrated total over the 610 corpus tools (the fitted weights and the scan are unchanged)", () => {
    const corpus = new URL("../../corpus/real/", import.meta.url);
    let tools = 0;
    let total = 0;
    for (const file of readdirSync(corpus).filter((f) => f.endsWith(".json"))) {
      for (const tool of JSON.parse(readFileSync(new URL(file, corpus), "utf8")).tools ?? []) {
        total += estimateTokens(definitionText(tool) ?? "");
        tools++;
      }
    }
    expect([tools, total]).toEqual([610, 102641]);
  });

  it("scans long hostile text in linear time", () => {
    const start = performance.now();
    estimateTokens("A".repeat(200_000) + "a".repeat(200_000) + "😀".repeat(100_000));
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe("definitionText", () => {
  it("keeps only what the client sends the model", () => {
    expect(
      definitionText({ name: "a", title: "A", description: "d", inputSchema: { type: "object" }, annotations: { readOnlyHint: true }, outputSchema: {} }),
    ).toBe('{"name":"a","description":"d","inputSchema":{"type":"object"}}');
  });

  it("serialises anything else as it is, and gives up only on nesting too deep to serialise", () => {
    expect(definitionText(null)).toBe("null");
    expect(definitionText("x")).toBe('"x"');
    let deep: unknown = {};
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(definitionText({ name: "deep", inputSchema: deep })).toBeUndefined();
  });
});

describe("toolTokenCounts", () => {
  const lists = [
    { input: { index: 0, name: "a.json", kind: "file" as const }, list: toList([{ name: "hello", description: "world" }, { name: "x" }]) },
    { input: { index: 1, name: "b.json", kind: "file" as const }, list: toList({ tools: [{ name: "y" }] }) },
  ];

  it("gives estimates per tool, per input and in total without a tokenizer", () => {
    const counts = toolTokenCounts(lists, undefined);
    expect(counts.exact).toBe(false);
    expect(counts.encoding).toBe("o200k_base");
    expect(counts.tools.map((t) => [t.input, t.tool, t.pointer])).toEqual([
      [0, "hello", "/0"],
      [0, "x", "/1"],
      [1, "y", "/tools/0"],
    ]);
    expect(counts.total).toBe(counts.perInput.reduce((sum, p) => sum + p.tokens, 0));
  });

  it("gives exact counts with what context-budget's prepare returned", async () => {
    const counter = (await loadTokenizer())!;
    const counts = toolTokenCounts(lists, { counter, all: true, perToolLimit: 1000 });
    expect(counts.exact).toBe(true);
    expect(counts.tools[1]!.tokens).toBe(counter('{"name":"x"}'));
    expect(counts.perInput).toEqual([
      { input: 0, tokens: counts.tools[0]!.tokens + counts.tools[1]!.tokens },
      { input: 1, tokens: counts.tools[2]!.tokens },
    ]);
  });

  it("counts only the tools near the per-tool budget when not asked to count all", async () => {
    const counter = (await loadTokenizer())!;
    const counts = toolTokenCounts(lists, { counter, all: false, perToolLimit: 1000 });
    expect(counts.exact).toBe(false);
    expect(counts.total).toBe(toolTokenCounts(lists, undefined).total);
  });

  it("ignores a prepared value of the wrong shape", () => {
    expect(toolTokenCounts(lists, { counter: 3 }).exact).toBe(false);
    expect(toolTokenCounts(lists, "x").exact).toBe(false);
  });
});

describe("measured once per run", () => {
  const lists = [{ input: { index: 0, name: "a.json", kind: "file" as const }, list: toList([{ name: "hello", description: "world" }]) }];

  it("reuses the costs prepare measured for the same definition, and measures a different one", () => {
    const tool = lists[0]!.list.tools[0]!;
    const costs = new Map([[0, new Map([[tool.pointer, { value: tool.value, tokens: 4242, exact: true }]])]]);
    expect(toolTokenCounts(lists, { counter: undefined, all: false, perToolLimit: 1000, costs }).total).toBe(4242);
    const other = new Map([[0, new Map([[tool.pointer, { value: {}, tokens: 4242, exact: true }]])]]);
    expect(toolTokenCounts(lists, { counter: undefined, all: false, perToolLimit: 1000, costs: other }).total).toBe(toolTokenCounts(lists, undefined).total);
  });
});

describe("counting long runs", () => {
  it("counts ordinary compact JSON whole, and a hostile unbroken run promptly", async () => {
    const { countTokens } = await import("gpt-tokenizer/encoding/o200k_base");
    const count = (await loadTokenizer())!;
    const compact = JSON.stringify({
      name: "search_issues",
      inputSchema: { type: "object", properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, { type: "string" }])) },
    });
    expect(compact.length).toBeGreaterThan(256);
    expect(count(compact)).toBe(countTokens(compact));
    const started = performance.now();
    expect(count(`${"a".repeat(100_000)} done`)).toBeGreaterThan(1000);
    expect(performance.now() - started).toBeLessThan(5000); // hang guard, not a benchmark
  });
});

describe("hasLongRun", () => {
  it("says what /\\S{2049}/ says, white space of every kind included", () => {
    const long = /\S{2049}/;
    const spaces = [" ", "\t", "\n", "\u00a0", "\u2003", "\u3000", "\ufeff", "\u2028", "\u180e", "\u200b"];
    let state = 3;
    const next = (): number => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const texts = ["", "x".repeat(2048), "x".repeat(2049), "😀".repeat(1025), "😀".repeat(1024)];
    for (const space of spaces) texts.push(`${"a".repeat(1600)}${space}${"b".repeat(800)}`, `${"a".repeat(1024)}${space}${"b".repeat(1024)}`);
    for (let k = 0; k < 300; k++)
      texts.push(Array.from({ length: 5 }, () => "y".repeat(Math.floor(next() * 2400)) + spaces[Math.floor(next() * spaces.length)]).join(""));
    for (const text of texts) expect(hasLongRun(text)).toBe(long.test(text));
  });
});
