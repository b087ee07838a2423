// Stage 6, result: the findings in report order, the inputs as the reports see them, their texts
// and tool lists for code frames and SARIF, and the token counts.
import { toolTokenCounts } from "../helpers/cost/counts.js";
import { sortFindings } from "../core/model/findings.js";
import type { LintResult } from "../core/model/result.js";
import type { Finding } from "../core/model/types.js";
import type { Configured } from "./configure.js";
import { type LoadedInput, textOf } from "./load-inputs.js";
import type { EngineOutcome } from "./run-engine.js";
import type { Suppressed } from "./suppress.js";

export function lintResult(parts: {
  readonly inputs: readonly LoadedInput[];
  readonly findings: readonly Finding[];
  readonly problems: string[];
  readonly notes: string[];
  readonly configured: Configured;
  readonly engine: EngineOutcome;
  readonly suppressed: Suppressed;
}): LintResult {
  const { inputs, configured, engine, suppressed } = parts;
  const findings = [...parts.findings];
  sortFindings(findings);
  const texts = new LazyTexts(inputs.filter((input) => input.text !== undefined || input.bytes !== undefined));
  return {
    inputs: inputs.map((input) => input.report),
    findings,
    problems: parts.problems,
    ...(parts.notes.length > 0 ? { notes: parts.notes } : {}),
    rules: configured.resolved,
    suppressed: suppressed.suppressed,
    bulkSuppressed: suppressed.bulkSuppressed,
    ...(suppressed.suppressionsFile ? { suppressionsFile: suppressed.suppressionsFile } : {}),
    texts,
    lists: new Map(inputs.flatMap((input) => (input.list ? [[input.report.index, input.list] as const] : []))),
    tokens: toolTokenCounts(
      engine.engineInputs.map((input) => ({ input: input.info, list: input.list })),
      engine.tokenCounter,
    ),
  };
}

/**
 * The inputs' texts by index, each decoded from the input's bytes only when read: no report
 * reads them, and a big input's text is twice its bytes.
 */
class LazyTexts implements ReadonlyMap<number, string> {
  readonly #inputs: Map<number, LoadedInput>;
  constructor(inputs: readonly LoadedInput[]) {
    this.#inputs = new Map(inputs.map((input) => [input.report.index, input]));
  }
  get size(): number {
    return this.#inputs.size;
  }
  has(index: number): boolean {
    return this.#inputs.has(index);
  }
  get(index: number): string | undefined {
    const input = this.#inputs.get(index);
    return input && textOf(input);
  }
  *entries(): MapIterator<[number, string]> {
    for (const index of this.#inputs.keys()) yield [index, this.get(index)!];
  }
  keys(): MapIterator<number> {
    return this.#inputs.keys();
  }
  *values(): MapIterator<string> {
    for (const [, text] of this.entries()) yield text;
  }
  forEach(callback: (value: string, key: number, map: ReadonlyMap<number, string>) => void, thisArg?: unknown): void {
    for (const [index, text] of this.entries()) callback.call(thisArg, text, index, this);
  }
  [Symbol.iterator](): MapIterator<[number, string]> {
    return this.entries();
  }
}
