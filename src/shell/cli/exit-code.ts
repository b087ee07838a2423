import type { Finding, Severity } from "../../core/model/types.js";
import { SEVERITY_ORDER } from "../../core/model/types.js";

export const EXIT_OK = 0;
export const EXIT_LINT_FAILED = 1;
export const EXIT_CANNOT_LINT = 2;

/** 2 when the linter could not do its job; 1 when a finding reaches --fail-on or warnings exceed --max-warnings; else 0. */
export function exitCode(findings: readonly Finding[], problems: readonly string[], failOn: Severity, maxWarnings: number | undefined): number {
  if (problems.length > 0) return EXIT_CANNOT_LINT;
  return failedGates(findings, failOn, maxWarnings).length > 0 ? EXIT_LINT_FAILED : EXIT_OK;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Each gate the findings fail, as the user set it: `3 warnings, more than --max-warnings 0`. */
export function failedGates(findings: readonly Finding[], failOn: Severity, maxWarnings: number | undefined): string[] {
  const gates: string[] = [];
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  const reaching = (Object.keys(counts) as Severity[]).filter((s) => SEVERITY_ORDER[s] >= SEVERITY_ORDER[failOn] && counts[s] > 0);
  if (reaching.length > 0) {
    const what = reaching.map((s) => (s === "info" ? `${counts[s]} info` : plural(counts[s], s))).join(", ");
    gates.push(`${what} at or above --fail-on ${failOn}`);
  }
  if (maxWarnings !== undefined && counts.warning > maxWarnings) gates.push(`${plural(counts.warning, "warning")}, more than --max-warnings ${maxWarnings}`);
  return gates;
}
