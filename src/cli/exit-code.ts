import type { Finding, Severity } from "../model/types.js";
import { SEVERITY_ORDER } from "../model/types.js";

export const EXIT_OK = 0;
export const EXIT_LINT_FAILED = 1;
export const EXIT_CANNOT_LINT = 2;

/** 2 when the linter could not do its job; 1 when a finding reaches --fail-on or warnings exceed --max-warnings; else 0. */
export function exitCode(findings: readonly Finding[], problems: readonly string[], failOn: Severity, maxWarnings: number | undefined): number {
  if (problems.length > 0) return EXIT_CANNOT_LINT;
  if (findings.some((f) => SEVERITY_ORDER[f.severity] >= SEVERITY_ORDER[failOn])) return EXIT_LINT_FAILED;
  if (maxWarnings !== undefined && findings.filter((f) => f.severity === "warning").length > maxWarnings) return EXIT_LINT_FAILED;
  return EXIT_OK;
}
