// The findings the linter reports itself rather than through a rule's visitors: `parse-error`
// (an input that is not UTF-8, not JSON or not a tool list, a duplicate key, a schema too deep to
// walk) and `unused-suppression` (config and bulk suppressions that matched nothing). Built here
// only, so that each message is written once; src/rules/ holds their docs and severities.
import type { UnusedSuppression } from "./suppressions.js";
import type { Finding, Severity } from "./types.js";

/** An input the loader could not read as a tool list: at a line and column (text errors) or a pointer (shape errors). */
export function parseError(
  inputIndex: number,
  message: string,
  at: { readonly pointer: string } | { readonly line: number; readonly column: number },
): Finding {
  const base = { ruleId: "parse-error", severity: "error" as const, message, tool: undefined, inputIndex };
  if ("pointer" in at) return { ...base, pointer: at.pointer };
  return { ...base, pointer: "", line: at.line, column: at.column, endLine: at.line, endColumn: at.column + 1 };
}

/** A key written twice in one object: JSON.parse kept the last value; another client's parser may keep the first. */
export function duplicateKey(
  inputIndex: number,
  duplicate: {
    readonly key: string;
    readonly firstLine: number;
    readonly pointer: string;
    readonly region: { readonly line: number; readonly column: number; readonly endLine: number; readonly endColumn: number };
  },
  tool: string | undefined,
): Finding {
  return {
    ruleId: "parse-error",
    severity: "error",
    message: `Duplicate key \`${duplicate.key}\` (first at line ${duplicate.firstLine}): clients that keep the first value and clients that keep the last see different definitions. Remove one.`,
    tool,
    pointer: duplicate.pointer,
    inputIndex,
    ...duplicate.region,
  };
}

/** A schema nested deeper than the walk goes: what lies below was not linted. */
export function schemaTooDeep(inputIndex: number, pointer: string, tool: string | undefined): Finding {
  return {
    ruleId: "parse-error",
    severity: "error",
    message: "Schema nested too deeply to check; nothing below this point was linted. Flatten the schema.",
    tool,
    pointer,
    inputIndex,
  };
}

/** What a config suppression (`ignore` entry) named, for its messages. */
export interface SuppressionTarget {
  readonly rule: string;
  readonly tool?: string | undefined;
  readonly pointer?: string | undefined;
  readonly expires?: string | undefined;
}

/** A config suppression that matched no finding, reported at its entry in the config file. */
export function unusedSuppression(inputIndex: number, pointer: string, severity: Severity, s: SuppressionTarget): Finding {
  return {
    ruleId: "unused-suppression",
    severity,
    message: `Suppression of \`${s.rule}\`${s.tool ? ` for tool \`${s.tool}\`` : ""}${s.pointer ? ` at \`${s.pointer}\`` : ""} matched no finding; remove it.`,
    tool: undefined,
    pointer,
    inputIndex,
  };
}

/** A config suppression past its `expires` date, reported at its entry in the config file. */
export function expiredSuppression(inputIndex: number, pointer: string, severity: Severity, s: SuppressionTarget): Finding {
  return {
    ruleId: "unused-suppression",
    severity,
    message: `Suppression of \`${s.rule}\`${s.tool ? ` for tool \`${s.tool}\`` : ""} expired on ${s.expires}; fix the finding or renew the suppression with a reason.`,
    tool: undefined,
    pointer,
    inputIndex,
  };
}

/** One line on a bulk suppression that matched fewer findings than it records. */
export function describeUnused(unused: UnusedSuppression): string {
  const { entry, matched } = unused;
  const where = `${entry.tool !== undefined ? ` for tool \`${entry.tool}\`` : ""}${entry.pointer !== "" ? ` at \`${entry.pointer}\`` : ""} in \`${entry.input}\``;
  const gone = entry.count - matched;
  return `Bulk suppression of \`${entry.rule}\`${where} matched ${matched} of ${entry.count} finding${entry.count === 1 ? "" : "s"}: ${gone === entry.count ? "remove the entry" : `lower its count to ${matched}`} so the file only shrinks.`;
}

/** A bulk suppression that matched fewer findings than it records, reported at its entry in the suppressions file. */
export function unusedBulkSuppression(inputIndex: number, pointer: string, severity: Severity, unused: UnusedSuppression): Finding {
  return { ruleId: "unused-suppression", severity, message: describeUnused(unused), tool: undefined, pointer, inputIndex };
}
