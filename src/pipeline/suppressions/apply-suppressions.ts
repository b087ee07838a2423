// Applies a bulk suppressions file to a run's findings (`--suppressions`): up to `count`
// findings per key are suppressed, any more are kept (they are new). Entries that matched
// fewer findings than their count are returned, so the file can only shrink.
import type { Finding } from "../../core/model/types.js";
import { isSuppressible } from "./build-suppressions.js";
import { keyText, type FindingLocator } from "./finding-key.js";
import { SUPPRESSION_FILE_VERSION } from "./suppression-file.js";
import type { SuppressionEntry, SuppressionFile, UnusedSuppression } from "../../core/model/suppressions.js";

export type { UnusedSuppression } from "../../core/model/suppressions.js";

export interface SuppressionFileOutcome {
  readonly kept: Finding[];
  readonly suppressed: Finding[];
  readonly unused: UnusedSuppression[];
}

export function applySuppressionFile(file: SuppressionFile, findings: readonly Finding[], locate: FindingLocator): SuppressionFileOutcome {
  const remaining = new Map(file.suppressions.map((entry) => [keyText(entry), entry.count]));
  const kept: Finding[] = [];
  const suppressed: Finding[] = [];
  for (const finding of findings) {
    const key = isSuppressible(finding) ? keyText(locate(finding)) : undefined;
    const left = key === undefined ? 0 : (remaining.get(key) ?? 0);
    if (left > 0) {
      remaining.set(key!, left - 1);
      suppressed.push(finding);
    } else {
      kept.push(finding);
    }
  }
  const unused = file.suppressions
    .map((entry) => ({ entry, matched: entry.count - (remaining.get(keyText(entry)) ?? 0) }))
    .filter(({ entry, matched }) => matched < entry.count);
  return { kept, suppressed, unused };
}

/** The file with each unused entry's count lowered to what it matched; entries that matched nothing go. */
export function pruneSuppressionFile(file: SuppressionFile, unused: readonly UnusedSuppression[]): SuppressionFile {
  const matched = new Map(unused.map((u) => [keyText(u.entry), u.matched]));
  const suppressions: SuppressionEntry[] = [];
  for (const entry of file.suppressions) {
    const count = matched.get(keyText(entry)) ?? entry.count;
    if (count > 0) suppressions.push(count === entry.count ? entry : { ...entry, count });
  }
  return { version: SUPPRESSION_FILE_VERSION, suppressions };
}

/** A one-line message for an unused entry (reported as `unused-suppression`, built with the other built-in findings). */
export { describeUnused } from "../../core/model/builtin-findings.js";
