import type { Finding } from "../../core/model/types.js";
import type { Suppression } from "./types.js";

export interface SuppressionOutcome {
  readonly kept: Finding[];
  readonly suppressed: number;
  readonly unused: Suppression[];
  readonly expired: Suppression[];
}

/** Whether `pointer` is `prefix` or lies below it. */
function within(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(`${prefix}/`);
}

/**
 * Applies config suppressions. A suppression matches a finding of its rule (or category), of
 * its tool when given, at or below its pointer when given: the pointer may be absolute in the
 * input (`/tools/2/inputSchema`) or relative to the tool (`/inputSchema`), so it survives
 * tools being reordered. Expired suppressions match nothing and are returned for reporting.
 */
export function applySuppressions(
  findings: readonly Finding[],
  suppressions: readonly Suppression[],
  context: { categoryOf: (ruleId: string) => string | undefined; toolRelative: (finding: Finding) => string | undefined; today: string },
): SuppressionOutcome {
  const active = suppressions.filter((s) => s.expires === undefined || s.expires >= context.today);
  const expired = suppressions.filter((s) => s.expires !== undefined && s.expires < context.today);
  const used = new Set<Suppression>();
  const kept: Finding[] = [];
  let suppressed = 0;
  for (const finding of findings) {
    const match = active.find(
      (s) =>
        (s.rule === finding.ruleId || s.rule === context.categoryOf(finding.ruleId)) &&
        (s.tool === undefined || s.tool === finding.tool) &&
        (s.pointer === undefined || within(finding.pointer, s.pointer) || within(context.toolRelative(finding) ?? "\0", s.pointer)),
    );
    if (match && finding.ruleId !== "parse-error") {
      used.add(match);
      suppressed++;
    } else {
      kept.push(finding);
    }
  }
  return { kept, suppressed, unused: active.filter((s) => !used.has(s)), expired };
}
