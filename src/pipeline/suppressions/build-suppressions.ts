// Writes the bulk suppressions file from a run's findings (`--write-suppressions`): one entry
// per logical key with the number of findings it covers. Regenerating keeps each entry's
// reason from the previous file, so a hand-written reason survives.
import type { Finding } from "../../core/model/types.js";
import { compareKeys, keyText, type FindingKey, type FindingLocator } from "./finding-key.js";
import { SUPPRESSION_FILE_VERSION, type SuppressionEntry, type SuppressionFile } from "./suppression-file.js";

export const DEFAULT_SUPPRESSION_REASON = "Present when mcp-tool-lint was adopted; fix, then remove this entry.";

/** `parse-error` is never suppressed: an input that did not parse was not linted at all. */
export function isSuppressible(finding: Finding): boolean {
  return finding.ruleId !== "parse-error";
}

export function buildSuppressionFile(
  findings: readonly Finding[],
  locate: FindingLocator,
  options: { readonly reason: string; readonly previous?: SuppressionFile },
): SuppressionFile {
  const reason = options.reason.trim() === "" ? DEFAULT_SUPPRESSION_REASON : options.reason.trim();
  const previousReasons = new Map((options.previous?.suppressions ?? []).map((entry) => [keyText(entry), entry.reason]));
  const counts = new Map<string, { key: FindingKey; count: number }>();
  for (const finding of findings) {
    if (!isSuppressible(finding)) continue;
    const key = locate(finding);
    const text = keyText(key);
    const seen = counts.get(text);
    if (seen) seen.count++;
    else counts.set(text, { key, count: 1 });
  }
  const suppressions: SuppressionEntry[] = [...counts.entries()]
    .map(([text, { key, count }]) => ({ ...key, count, reason: previousReasons.get(text) ?? reason }))
    .sort(compareKeys);
  return { version: SUPPRESSION_FILE_VERSION, suppressions };
}
