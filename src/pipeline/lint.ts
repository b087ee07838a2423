// The lint pipeline: six stages, each its own module, each taking what the ones before it made.
//   config → inputs (the baseline through the same path) → engine → suppressions → positions → result
import { configure } from "./configure.js";
import { loadInputs } from "./load-inputs.js";
import { locateFindings } from "./locate-findings.js";
import type { LintRequest } from "./request.js";
import { lintResult } from "./result.js";
import { runEngine } from "./run-engine.js";
import { suppress } from "./suppress.js";
import type { LintResult } from "../core/model/result.js";

export { ConfigError } from "./config/types.js";
export type { InputReport, LintResult } from "../core/model/result.js";
export { configVocabulary } from "./configure.js";
export type { AnchorDocument, LintRequest, MemoryInput } from "./request.js";

/** Loads every input, runs the rules once over all of them, and returns findings with positions. */
export async function lint(request: LintRequest): Promise<LintResult> {
  const configured = await configure(request);
  const loaded = await loadInputs(request);
  const engine = await runEngine(loaded, configured, request);
  // The inputs as checked: each with the protocol version the rules checked it against.
  const checked = loaded.inputs.map((input) => {
    const protocol = engine.protocols.get(input.report.index);
    return protocol ? { ...input, report: { ...input.report, ...(protocol.version ? { protocolVersion: protocol.version } : {}), protocol } } : input;
  });
  const enabled = new Set(configured.resolved.map((r) => r.id));
  const found = [...loaded.findings, ...engine.findings].filter((f) => f.ruleId === "parse-error" || enabled.has(f.ruleId));
  const suppressed = await suppress(found, checked, configured, request);
  const inputs = [...checked, ...suppressed.documents];
  const findings = await locateFindings(suppressed.findings, inputs, request.sourceRoots);
  const problems = [...loaded.problems, ...engine.problems, ...suppressed.problems];
  return lintResult({ inputs, findings, problems, notes: loaded.notes, configured, engine, suppressed });
}
