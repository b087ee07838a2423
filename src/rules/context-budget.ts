import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../positions/pointer.js";
import { nearBudget, type Budget } from "../cost/budget.js";
import { tokenCounterOf, toolTokens, type PreparedTokens } from "../cost/counts.js";
import { loadTokenizer } from "../cost/tokenizer.js";

const DEFAULTS: Budget = { maxPerTool: 1000, maxTotal: 10000 };

/** Options as given, falling back to the defaults for anything that is not a positive number. */
function budgetOf(options: Partial<Budget>): Budget {
  const pick = (value: unknown, fallback: number): number => (typeof value === "number" && value > 0 ? value : fallback);
  return { maxPerTool: pick(options.maxPerTool, DEFAULTS.maxPerTool), maxTotal: pick(options.maxTotal, DEFAULTS.maxTotal) };
}

export default defineRule<Budget>({
  meta: {
    id: "context-budget",
    category: "cost",
    severity: "warning",
    description: "Tokens each tool definition, and each server's tools together, cost in the model's context.",
    defaultOptions: DEFAULTS,
    optionsSchema: {
      type: "object",
      properties: {
        maxPerTool: { type: "integer", minimum: 1, description: "Token budget for one tool definition." },
        maxTotal: { type: "integer", minimum: 1, description: "Token budget for all tools of one server." },
      },
      additionalProperties: false,
    },
  },
  // The tokenizer is loaded only when asked for (`--tokens`) or when an estimate is near a budget.
  async prepare(run, options): Promise<PreparedTokens | undefined> {
    if (run.settings["tokens"] !== true && !nearBudget(run, budgetOf(options))) return undefined;
    return { counter: await loadTokenizer() };
  },
  create(context) {
    const budget = budgetOf(context.options);
    const counter = tokenCounterOf(context.prepared);
    const amount = (tokens: number): string => (counter ? `${tokens} tokens` : `about ${tokens} tokens (estimated)`);
    let total = 0;
    return {
      tool(tool) {
        const tokens = toolTokens(tool.value, counter);
        total += tokens;
        if (tokens <= budget.maxPerTool) return;
        context.report({
          pointer: tool.pointer,
          message: `This tool's definition costs ${amount(tokens)} of the model's context on every request (budget ${budget.maxPerTool}). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.`,
          data: { tokens, exact: counter !== undefined },
        });
      },
      listEnd(list) {
        if (total <= budget.maxTotal) return;
        const pointer = list.envelopes.length === 1 ? joinPointer(list.envelopes[0]!.pointer, "tools") : "";
        context.report({
          pointer,
          tool: undefined,
          message: `This server's ${list.tools.length} tools cost ${amount(total)} of the model's context on every request (budget ${budget.maxTotal}). Trim the largest definitions, or let users enable only the tools they need.`,
          data: { tokens: total, exact: counter !== undefined },
        });
      },
    };
  },
});
