import type { InputInfo } from "../../core/model/run.js";
import type { TokenCounts, ToolTokenCount } from "../../core/model/result.js";
import type { ToolList } from "../../core/model/types.js";
import { definitionText } from "./definition.js";
import { estimateTokens, uncertain } from "./estimate.js";
import { ENCODING, type TokenCounter } from "./tokenizer.js";

/** What one tool definition costs: a real count, or an estimate. */
export interface ToolCost {
  /** The definition measured, so a lookup for another value under the same pointer misses. */
  readonly value: unknown;
  readonly tokens: number;
  readonly exact: boolean;
}

/** Each tool's cost by input index, then tool pointer: measured once per run, read by the rule and the reports. */
export type ToolCosts = ReadonlyMap<number, ReadonlyMap<string, ToolCost>>;

/**
 * What context-budget's `prepare` hands the run: the loaded tokenizer (when some tool needs a
 * real count) and which tools it counts (every tool, or only those whose estimate is near
 * `perToolLimit`), with every tool's cost already measured that way.
 */
export interface PreparedTokens {
  readonly counter: TokenCounter | undefined;
  readonly all: boolean;
  readonly perToolLimit: number;
  readonly costs: ToolCosts | undefined;
}

/** Reads `context.prepared` (or the map entry the engine kept) without trusting its shape. */
export function preparedTokensOf(prepared: unknown): PreparedTokens | undefined {
  if (typeof prepared !== "object" || prepared === null) return undefined;
  const { counter, all, perToolLimit, costs } = prepared as Partial<PreparedTokens>;
  const known = costs instanceof Map ? costs : undefined;
  if (typeof counter !== "function" && known === undefined) return undefined;
  return { counter: typeof counter === "function" ? counter : undefined, all: all === true, perToolLimit: perToolLimit ?? 0, costs: known };
}

/** Tokens one tool definition costs, and whether that is a real count; 0 when it cannot be serialised. */
function toolTokens(tool: unknown, prepared: PreparedTokens | undefined): { tokens: number; exact: boolean } {
  const text = definitionText(tool);
  if (text === undefined) return { tokens: 0, exact: true };
  const estimate = estimateTokens(text);
  const counter = prepared?.counter;
  if (counter && (prepared.all || uncertain(estimate, prepared.perToolLimit))) return { tokens: counter(text), exact: true };
  return { tokens: estimate, exact: false };
}

/** The tool's cost as `prepare` measured it, measured now when it was not (or for another value). */
export function costOf(input: number, pointer: string, tool: unknown, prepared: PreparedTokens | undefined): { tokens: number; exact: boolean } {
  const known = prepared?.costs?.get(input)?.get(pointer);
  return known !== undefined && known.value === tool ? known : toolTokens(tool, prepared);
}

export type { TokenCounts, ToolTokenCount } from "../../core/model/result.js";

/**
 * Token counts for the reports: per tool, per input and in total. Pass the run's lists and what
 * context-budget's `prepare` returned (`prepared.get("context-budget")`); counts are exact when
 * it loaded the tokenizer, estimates otherwise, and reuse what `prepare` measured.
 */
export function toolTokenCounts(lists: ReadonlyArray<{ readonly input: InputInfo; readonly list: ToolList }>, prepared: unknown): TokenCounts {
  const counting = preparedTokensOf(prepared);
  const tools: ToolTokenCount[] = [];
  const perInput: Array<{ input: number; tokens: number }> = [];
  let total = 0;
  let exact = true;
  for (const { input, list } of lists) {
    let inputTokens = 0;
    for (const tool of list.tools) {
      const counted = costOf(input.index, tool.pointer, tool.value, counting);
      const tokens = counted.tokens;
      exact &&= counted.exact;
      tools.push({ input: input.index, tool: tool.name, pointer: tool.pointer, tokens });
      inputTokens += tokens;
    }
    perInput.push({ input: input.index, tokens: inputTokens });
    total += inputTokens;
  }
  return { exact, encoding: ENCODING, tools, perInput, total };
}
