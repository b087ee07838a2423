import type { RunInfo } from "../../core/model/run.js";
import type { ToolCost, ToolCosts } from "./counts.js";
import { definitionText } from "./definition.js";
import { estimateTokens, uncertain } from "./estimate.js";
import type { TokenCounter } from "./tokenizer.js";

export interface Budget {
  readonly maxPerTool: number;
  readonly maxTotal: number;
}

/** A tool's estimate; a definition that cannot be serialised costs nothing, and that is certain. */
function estimateOf(tool: unknown): ToolCost {
  const text = definitionText(tool);
  return text === undefined ? { value: tool, tokens: 0, exact: true } : { value: tool, tokens: estimateTokens(text), exact: false };
}

/** Every tool's estimate in the run, by input index then tool pointer. */
export function estimateTools(run: RunInfo): Map<number, Map<string, ToolCost>> {
  const costs = new Map<number, Map<string, ToolCost>>();
  for (const { input, list } of run.lists) {
    let byPointer = costs.get(input.index);
    if (byPointer === undefined) costs.set(input.index, (byPointer = new Map()));
    for (const tool of list.tools) byPointer.set(tool.pointer, estimateOf(tool.value));
  }
  return costs;
}

/**
 * Which tools need a real count: "all" when some server's total could fall either side of its
 * budget; "near" when only some tools could (only those are counted); "none" otherwise.
 * Estimates far over a budget need no count: a 10,000-tool server is over 10,000 tokens
 * without tokenizing every tool.
 */
export function countingNeeded(run: RunInfo, budget: Budget, estimates: ToolCosts): "all" | "near" | "none" {
  let near = false;
  for (const { input, list } of run.lists) {
    const byPointer = estimates.get(input.index);
    let total = 0;
    for (const tool of list.tools) {
      const known = byPointer?.get(tool.pointer);
      const tokens = known !== undefined && known.value === tool.value ? known.tokens : estimateOf(tool.value).tokens;
      if (uncertain(tokens, budget.maxPerTool)) near = true;
      total += tokens;
    }
    if (uncertain(total, budget.maxTotal)) return "all";
  }
  return near ? "near" : "none";
}

/** The estimates with a real count in place of each one `all` or its nearness to `perToolLimit` calls for. */
export function countExactly(estimates: ToolCosts, counter: TokenCounter, all: boolean, perToolLimit: number): ToolCosts {
  const costs = new Map<number, Map<string, ToolCost>>();
  for (const [input, byPointer] of estimates) {
    const counted = new Map<string, ToolCost>();
    for (const [pointer, cost] of byPointer) {
      const text = cost.exact || !(all || uncertain(cost.tokens, perToolLimit)) ? undefined : definitionText(cost.value);
      counted.set(pointer, text === undefined ? cost : { value: cost.value, tokens: counter(text), exact: true });
    }
    costs.set(input, counted);
  }
  return costs;
}
