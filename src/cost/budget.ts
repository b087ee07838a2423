import type { RunInfo } from "../engine/rule.js";
import { definitionText } from "./definition.js";
import { ESTIMATE_MAX_OVER, ESTIMATE_MAX_UNDER, estimateTokens } from "./estimate.js";

export interface Budget {
  readonly maxPerTool: number;
  readonly maxTotal: number;
}

/** An estimate at or above this share of a budget may really be over it: count exactly. */
export const NEAR_BUDGET = 1 - ESTIMATE_MAX_UNDER - 0.08;
/** An estimate above this share of a budget is over it whatever the estimate's error: no need to count. */
export const SURELY_OVER_BUDGET = 1 + ESTIMATE_MAX_OVER + 0.08;

/** Whether an estimate could fall either side of its budget, so only a real count can tell. */
export function uncertain(estimate: number, limit: number): boolean {
  return estimate >= limit * NEAR_BUDGET && estimate <= limit * SURELY_OVER_BUDGET;
}

export function estimateOf(tool: unknown): number {
  const text = definitionText(tool);
  return text === undefined ? 0 : estimateTokens(text);
}

/**
 * Which tools need a real count: "all" when some server's total could fall either side of its
 * budget; "near" when only some tools could (only those are counted); "none" otherwise.
 * Estimates far over a budget need no count: a 10,000-tool server is over 10,000 tokens
 * without tokenizing every tool.
 */
export function countingNeeded(run: RunInfo, budget: Budget): "all" | "near" | "none" {
  let near = false;
  for (const { list } of run.lists) {
    let total = 0;
    for (const tool of list.tools) {
      const tokens = estimateOf(tool.value);
      if (uncertain(tokens, budget.maxPerTool)) near = true;
      total += tokens;
    }
    if (uncertain(total, budget.maxTotal)) return "all";
  }
  return near ? "near" : "none";
}
