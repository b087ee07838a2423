// The order findings are reported in, and their count by severity: one definition for the
// pipeline that sorts and every formatter that counts.
import { type Finding, type Severity, SEVERITY_ORDER } from "./types.js";

/** Input, then position, then pointer; the most severe first at one place; then rule id. Sorts in place. */
export function sortFindings(findings: Finding[]): void {
  findings.sort(
    (a, b) =>
      a.inputIndex - b.inputIndex ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0) ||
      SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity] ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return counts;
}
