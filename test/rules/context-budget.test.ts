import { describe, expect, it } from "vitest";
import rule from "../../src/rules/context-budget.js";
import { lintRuleAsync, toList, tool } from "../helpers/lint-rule.js";
import { prepareRules } from "../../src/engine/run.js";
import { loadTokenizer } from "../../src/cost/tokenizer.js";
import { definitionText } from "../../src/cost/definition.js";

/** A tool whose description makes its definition cost well over `tokens`. */
const bigTool = (name: string, words: number): Record<string, unknown> => tool({ name, description: "Lists files in the workspace. ".repeat(words) });

describe("context-budget", () => {
  it("flags a tool near its budget with an exact count", async () => {
    const exact = (await loadTokenizer())!(definitionText(bigTool("huge", 250))!);
    const findings = await lintRuleAsync(rule, [tool(), bigTool("huge", 250)], { options: { maxPerTool: exact - 1 } });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "context-budget", pointer: "/1", tool: "huge", data: { tokens: exact, exact: true } });
    expect(findings[0]!.message).toMatch(
      new RegExp(`^This tool's definition costs ${exact} tokens of the model's context on every request \\(budget ${exact - 1}\\)\\. Shorten`),
    );
  });

  it("flags a tool far over its budget from the estimate, without loading the tokenizer", async () => {
    const findings = await lintRuleAsync(rule, [tool(), bigTool("huge", 250)], { options: { maxPerTool: 100 } });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: "/1", tool: "huge", data: { exact: false } });
    expect(findings[0]!.message).toMatch(/^This tool's definition costs about \d+ tokens \(estimated\) of the model's context on every request \(budget 100\)/);
  });

  it("leaves tools under the budget alone", async () => {
    expect(await lintRuleAsync(rule, [tool(), bigTool("medium", 100)])).toEqual([]);
  });

  it("flags a server over maxTotal at its tools array", async () => {
    const tools = Array.from({ length: 6 }, (_, i) => bigTool(`t${i}`, 60));
    const findings = await lintRuleAsync(rule, { tools }, { options: { maxTotal: 1500 } });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: "/tools", tool: undefined });
    expect(findings[0]!.message).toMatch(
      /^This server's 6 tools cost (about )?\d+ tokens( \(estimated\))? of the model's context on every request \(budget 1500\)/,
    );
  });

  it("takes its budgets from the options", async () => {
    expect(await lintRuleAsync(rule, [tool()], { options: { maxPerTool: 10 } })).toHaveLength(1);
  });

  it("counts each input on its own budget", async () => {
    const half = Array.from({ length: 5 }, (_, i) => bigTool(`t${i}`, 60));
    expect(await lintRuleAsync(rule, half, { options: { maxTotal: 2500 }, others: [half] })).toEqual([]);
  });

  it("does not throw on broken definitions", async () => {
    await expect(lintRuleAsync(rule, [null, 3, { name: {}, inputSchema: [] }])).resolves.toEqual([]);
  });
});

describe("context-budget's prepare step", () => {
  const prepared = async (input: unknown, settings: Record<string, unknown> = {}, options: object = rule.meta.defaultOptions) => {
    const inputs = [{ info: { index: 0, name: "a.json", kind: "file" as const }, list: toList(input) }];
    const engineOptions = { rules: [{ rule, severity: "warning" as const, options }], settings };
    return (await prepareRules(inputs, engineOptions)).get("context-budget");
  };

  it("loads no tokenizer when every estimate is far from the budgets", async () => {
    // The estimates are handed on (measured once per run), without a tokenizer.
    expect(await prepared([tool()])).toMatchObject({ counter: undefined, all: false });
  });

  it("loads the tokenizer when --tokens asks for exact counts", async () => {
    expect(await prepared([tool()], { tokens: true })).toMatchObject({ counter: expect.any(Function) });
  });

  it("loads the tokenizer when an estimate comes within the margin of a budget", async () => {
    expect(await prepared([bigTool("near", 120)])).toMatchObject({ counter: expect.any(Function) });
    expect(await prepared([tool()], {}, { maxPerTool: 60, maxTotal: 10000 })).toMatchObject({ counter: expect.any(Function) });
  });
});
