import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";
import { countExactly, countingNeeded, estimateTools, type Budget } from "../helpers/cost/budget.js";
import { costOf, preparedTokensOf, type PreparedTokens } from "../helpers/cost/counts.js";
import { loadTokenizer } from "../helpers/cost/tokenizer.js";

const DEFAULTS: Budget = { maxPerTool: 1000, maxTotal: 10000 };

/** A tool or server this little over its budget (10%: 1079 of 1000) may have nothing worth trimming: said as `info`. */
const MARGIN = 1.1;

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
  // The tokenizer is loaded only when asked for (`--tokens`) or when an estimate is near a budget,
  // and then counts only the tools whose side of the budget an estimate cannot tell. Each tool is
  // measured here once; the tool visitor and the reports' token totals read the result.
  async prepare(run, options): Promise<PreparedTokens> {
    const budget = budgetOf(options);
    const estimates = estimateTools(run);
    const needed = run.settings.tokens === true ? "all" : countingNeeded(run, budget, estimates);
    if (needed === "none") return { counter: undefined, all: false, perToolLimit: budget.maxPerTool, costs: estimates };
    const counter = await loadTokenizer();
    if (!counter) return { counter: undefined, all: false, perToolLimit: budget.maxPerTool, costs: estimates };
    const all = needed === "all";
    return { counter, all, perToolLimit: budget.maxPerTool, costs: countExactly(estimates, counter, all, budget.maxPerTool) };
  },
  create(context) {
    const budget = budgetOf(context.options);
    const counting = preparedTokensOf(context.prepared);
    const amount = (tokens: number, exact: boolean): string => (exact ? `${tokens} tokens` : `about ${tokens} tokens (estimated)`);
    let total = 0;
    let totalExact = true;
    let largest = 0;
    return {
      tool(tool) {
        const { tokens, exact } = costOf(context.input.index, tool.pointer, tool.value, counting);
        total += tokens;
        largest = Math.max(largest, tokens);
        totalExact &&= exact;
        if (tokens <= budget.maxPerTool) return;
        const barely = tokens <= budget.maxPerTool * MARGIN && context.severity !== "info";
        context.report({
          pointer: tool.pointer,
          ...(barely ? { severity: "info" as const } : {}),
          message: `This tool's definition costs ${amount(tokens, exact)} of the model's context on every request (budget ${budget.maxPerTool}). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.`,
          data: { tokens, exact },
        });
      },
      listEnd(list) {
        if (total <= budget.maxTotal) return;
        // A server this little over (10%: 10319 of 10000) may have nothing worth trimming: `info`. Where every tool is
        // lean too (none over half its own budget), the cost is how many tools there are (tool-count's concern), not text to trim.
        const near = total <= budget.maxTotal * MARGIN;
        if (near && largest * 2 <= budget.maxPerTool) return;
        const barely = near && context.severity !== "info";
        const pointer = list.envelopes.length === 1 ? joinPointer(list.envelopes[0]!.pointer, "tools") : "";
        context.report({
          pointer,
          tool: undefined,
          ...(barely ? { severity: "info" as const } : {}),
          message: `This server's ${list.tools.length} tools cost ${amount(total, totalExact)} of the model's context on every request (budget ${budget.maxTotal}). Trim the largest definitions, or let users enable only the tools they need.`,
          data: { tokens: total, exact: totalExact },
        });
      },
    };
  },
});
