// Stage 6, result: the findings in report order, the inputs as the reports see them, their texts
// and tool lists for code frames and SARIF, and the token counts.
import { toolTokenCounts } from "../helpers/cost/counts.js";
import { sortFindings } from "../core/model/findings.js";
import type { LintResult } from "../core/model/result.js";
import type { Finding } from "../core/model/types.js";
import type { Configured } from "./configure.js";
import type { LoadedInput } from "./load-inputs.js";
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
  const texts = new Map<number, string>();
  for (const input of inputs) if (input.text !== undefined) texts.set(input.report.index, input.text);
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
