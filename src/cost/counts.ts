import type { InputInfo } from "../engine/rule.js";
import type { ToolList } from "../model/types.js";
import { definitionText } from "./definition.js";
import { estimateTokens } from "./estimate.js";
import { ENCODING, type TokenCounter } from "./tokenizer.js";

/** What context-budget's `prepare` hands the run: the loaded tokenizer, or nothing (estimates only). */
export interface PreparedTokens {
  readonly counter: TokenCounter;
}

/** Reads `context.prepared` (or the map entry the engine kept) without trusting its shape. */
export function tokenCounterOf(prepared: unknown): TokenCounter | undefined {
  if (typeof prepared !== "object" || prepared === null) return undefined;
  const counter = (prepared as { counter?: unknown }).counter;
  return typeof counter === "function" ? (counter as TokenCounter) : undefined;
}

/** Tokens one tool definition costs: exact with a counter, else estimated; 0 when it cannot be serialised. */
export function toolTokens(tool: unknown, counter: TokenCounter | undefined): number {
  const text = definitionText(tool);
  if (text === undefined) return 0;
  return counter ? counter(text) : estimateTokens(text);
}

export interface ToolTokenCount {
  /** Index of the input (server) in the run. */
  readonly input: number;
  readonly tool: string | undefined;
  readonly pointer: string;
  readonly tokens: number;
}

export interface TokenCounts {
  /** False when the numbers are estimates (the tokenizer was not loaded). */
  readonly exact: boolean;
  readonly encoding: typeof ENCODING;
  readonly tools: readonly ToolTokenCount[];
  readonly perInput: ReadonlyArray<{ readonly input: number; readonly tokens: number }>;
  readonly total: number;
}

/**
 * Token counts for the reports: per tool, per input and in total. Pass the run's lists and what
 * context-budget's `prepare` returned (`prepared.get("context-budget")`); counts are exact when
 * it loaded the tokenizer, estimates otherwise.
 */
export function toolTokenCounts(
  lists: ReadonlyArray<{ readonly input: InputInfo; readonly list: ToolList }>,
  prepared: unknown,
): TokenCounts {
  const counter = tokenCounterOf(prepared);
  const tools: ToolTokenCount[] = [];
  const perInput: Array<{ input: number; tokens: number }> = [];
  let total = 0;
  for (const { input, list } of lists) {
    let inputTokens = 0;
    for (const tool of list.tools) {
      const tokens = toolTokens(tool.value, counter);
      tools.push({ input: input.index, tool: tool.name, pointer: tool.pointer, tokens });
      inputTokens += tokens;
    }
    perInput.push({ input: input.index, tokens: inputTokens });
    total += inputTokens;
  }
  return { exact: counter !== undefined, encoding: ENCODING, tools, perInput, total };
}
