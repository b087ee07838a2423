import { describe, expect, it } from "vitest";
import { definitionText } from "../../src/helpers/cost/definition.js";
import { loadTokenizer } from "../../src/helpers/cost/tokenizer.js";
import { prepareRules } from "../../src/engine/run.js";
import rule from "../../src/rules/context-budget.js";
import { toList } from "../helpers/lint-rule.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

/** A tool whose description makes its definition cost well over `tokens`. */
const bigTool = (name: string, words: number): Record<string, unknown> => tool({ name, description: "Lists files in the workspace. ".repeat(words) });
const exact = (await loadTokenizer())!(definitionText(bigTool("huge", 250))!);
const six = Array.from({ length: 6 }, (_, i) => bigTool(`t${i}`, 60));
const five = Array.from({ length: 5 }, (_, i) => bigTool(`t${i}`, 60));
const count = (await loadTokenizer())!;
const sixExact = six.reduce((sum: number, t) => sum + count(definitionText(t)!), 0);
const sixLargest = Math.max(...six.map((t) => count(definitionText(t)!)));

ruleTester(rule).run({
  valid: [
    { name: "tools under the budget", input: [tool(), bigTool("medium", 100)] },
    { name: "each input on its own budget", input: five, options: { maxTotal: 2500 }, others: [five] },
    { name: "broken definitions, without throwing", input: [null, 3, { name: {}, inputSchema: [] }] },
    {
      name: "a server barely over maxTotal whose tools are all lean (none over half maxPerTool): the count is the cost",
      input: { tools: six },
      options: { maxTotal: sixExact - 1, maxPerTool: sixLargest * 2 },
    },
  ],
  invalid: [
    {
      name: "a tool barely over its budget (within 10%), with an exact count, as info",
      input: [tool(), bigTool("huge", 250)],
      options: { maxPerTool: exact - 1 },
      errors: [
        {
          message: `This tool's definition costs ${exact} tokens of the model's context on every request (budget ${exact - 1}). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.`,
          pointer: "/1",
          tool: "huge",
          data: { tokens: exact, exact: true },
          severity: "info",
        },
      ],
    },
    {
      name: "a tool over its budget by more than 10%, with an exact count, as a warning",
      input: [tool(), bigTool("huge", 250)],
      options: { maxPerTool: Math.floor(exact / 1.1) - 1 },
      severity: "warning",
      errors: [
        {
          message: `This tool's definition costs ${exact} tokens of the model's context on every request (budget ${Math.floor(exact / 1.1) - 1}). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.`,
          pointer: "/1",
          severity: "warning",
        },
      ],
    },
    {
      name: "a tool far over its budget, from the estimate, without loading the tokenizer",
      input: [tool(), bigTool("huge", 250)],
      options: { maxPerTool: 100 },
      errors: [
        {
          message:
            "This tool's definition costs about 1756 tokens (estimated) of the model's context on every request (budget 100). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.",
          pointer: "/1",
          tool: "huge",
          data: { exact: false },
          line: 21,
          column: 3,
        },
      ],
    },
    {
      name: "a server over maxTotal, at its tools array",
      input: { tools: six },
      options: { maxTotal: 1500 },
      errors: [
        {
          message:
            "This server's 6 tools cost about 2718 tokens (estimated) of the model's context on every request (budget 1500). Trim the largest definitions, or let users enable only the tools they need.",
          pointer: "/tools",
          tool: null,
        },
      ],
    },
    {
      name: "a server barely over maxTotal with a tool over half maxPerTool, as info",
      input: { tools: six },
      options: { maxTotal: sixExact - 1, maxPerTool: sixLargest * 2 - 1 },
      severity: "warning",
      errors: [
        {
          message: `This server's 6 tools cost ${sixExact} tokens of the model's context on every request (budget ${sixExact - 1}). Trim the largest definitions, or let users enable only the tools they need.`,
          pointer: "/tools",
          severity: "info",
        },
      ],
    },
    {
      name: "budgets from the options",
      input: [tool()],
      options: { maxPerTool: 10 },
      errors: [
        {
          message:
            "This tool's definition costs about 66 tokens (estimated) of the model's context on every request (budget 10). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.",
          pointer: "/0",
        },
      ],
    },
  ],
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
