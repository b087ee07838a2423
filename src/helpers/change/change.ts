// What one difference between the baseline and the current tool list is, and how a rule
// reports it. `breaking-change` reports breaking and compatible changes, `definition-changed`
// reports drift; the classification rides in the finding's `data` so reports can group them.
import type { RuleReport } from "../../core/model/types.js";

/**
 * breaking: a caller written against the baseline can now fail.
 * compatible: the interface grew or loosened; old callers keep working.
 * drift: text the model reads (and a user may have approved) changed.
 */
export type ChangeClass = "breaking" | "compatible" | "drift";

export interface Change {
  readonly change: ChangeClass;
  /** Stable machine-readable kind, e.g. `enum-value-removed`, `tool-renamed`. */
  readonly kind: string;
  /** The tool's name (for a rename, the new name). */
  readonly tool: string | undefined;
  /** Pointer into the current input: the changed node, or the nearest node that exists. */
  readonly pointer: string;
  /** Pointer of the corresponding node in the baseline. */
  readonly baselinePointer: string;
  readonly message: string;
  /** Extra facts for JSON output (e.g. `previousName` of a renamed tool). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** The finding for a change: compatible changes are `info` whatever the rule's severity. */
export function reportOf(change: Change): RuleReport {
  return {
    pointer: change.pointer,
    message: change.message,
    tool: change.tool,
    ...(change.change === "compatible" ? { severity: "info" as const } : {}),
    data: { change: change.change, kind: change.kind, baselinePointer: change.baselinePointer, ...change.details },
  };
}
