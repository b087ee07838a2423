// Runs the whole pipeline in memory, every rule on, and lists every way the result breaks the
// linter's promises: no internal errors, every finding kept its promises (check-findings.ts),
// an exit code of 0 or 1, and no case that takes seconds.
import { exitCode } from "../../src/shell/cli/exit-code.js";
import { configVocabulary, lint } from "../../src/pipeline/lint.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import { checkFindings, type Violation } from "./check-findings.js";
import { printWithPositions } from "./json-positions.js";

export type { Violation } from "./check-findings.js";

/** Every compat target, so the compat rules run too. */
export const ALL_TARGETS: readonly string[] = [...configVocabulary().targets].sort();

/** A case slower than this is reported: a hang guard, generous for a loaded CI machine. */
export const SLOW_CASE_MS = 5_000;

export interface LintCase {
  /** Any JSON value (it goes through JSON text first, as a file's value would). */
  readonly value: unknown;
  /** A tool-list file to compare with, so the change rules run. */
  readonly baseline?: string;
  readonly protocol?: ProtocolVersion;
}

/** An internal-error problem names the rule that threw; anything else is the pipeline's. */
export function problemViolation(problem: string): Violation {
  const rule = /internal error: rule (\S+) failed/.exec(problem)?.[1];
  return { source: rule ?? "lint", kind: "internal error", detail: problem };
}

export async function lintAndCheck(testCase: LintCase): Promise<Violation[]> {
  // A parsed file holds `__proto__` as an own key; a round trip through text gives the same.
  const value: unknown = JSON.parse(JSON.stringify(testCase.value) ?? "null");
  const printed = printWithPositions(value);
  const started = performance.now();
  let result;
  try {
    result = await lint({
      cwd: process.cwd(),
      memory: [{ name: "case.json", kind: "file", value, text: printed.text }],
      configPath: false,
      flags: { preset: "all", targets: ALL_TARGETS },
      ...(testCase.baseline ? { baseline: testCase.baseline } : {}),
      ...(testCase.protocol ? { protocol: testCase.protocol } : {}),
    });
  } catch (error) {
    return [{ source: "lint", kind: "threw", detail: error instanceof Error ? (error.stack ?? error.message) : String(error) }];
  }
  const elapsed = performance.now() - started;
  const violations: Violation[] = result.problems.map(problemViolation);
  if (elapsed > SLOW_CASE_MS) violations.push({ source: "time", kind: `a case took over ${SLOW_CASE_MS} ms`, detail: `${Math.round(elapsed)} ms` });
  violations.push(...checkFindings(result.findings, value, printed));
  for (const finding of result.findings) {
    if (finding.inputIndex !== 0)
      violations.push({ source: finding.ruleId, kind: "input index other than the only input", detail: String(finding.inputIndex) });
  }
  const code = exitCode(result.findings, result.problems, "error", undefined);
  if (code !== 0 && code !== 1) violations.push({ source: "exit code", kind: `exit code ${code}`, detail: "" });
  return violations;
}
