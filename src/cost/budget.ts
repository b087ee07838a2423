import type { RunInfo } from "../engine/rule.js";
import { definitionText } from "./definition.js";
import { ESTIMATE_MAX_UNDER, estimateTokens } from "./estimate.js";

export interface Budget {
  readonly maxPerTool: number;
  readonly maxTotal: number;
}

/** An estimate at or above this share of a budget may really be over it: count exactly. */
export const NEAR_BUDGET = 1 - ESTIMATE_MAX_UNDER - 0.08;

/** True when some tool or some server's total is estimated near or over its budget. */
export function nearBudget(run: RunInfo, budget: Budget): boolean {
  for (const { list } of run.lists) {
    let total = 0;
    for (const tool of list.tools) {
      const text = definitionText(tool.value);
      const tokens = text === undefined ? 0 : estimateTokens(text);
      if (tokens >= budget.maxPerTool * NEAR_BUDGET) return true;
      total += tokens;
    }
    if (total >= budget.maxTotal * NEAR_BUDGET) return true;
  }
  return false;
}
