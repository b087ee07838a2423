// The promises every finding keeps, whether it comes from lint() or from the CLI's JSON:
// a known rule, a severity, a message, and a JSON Pointer that names a node of the input,
// placed at the line and column where that node starts.
import { RULES_BY_ID } from "../../src/rules/_registry.js";
import { getAtPointer } from "../../src/core/positions/pointer.js";
import type { PrintedJson } from "./json-positions.js";

export interface Violation {
  /** The rule at fault, or the part of the pipeline (`lint`, `exit code`, `time`). */
  readonly source: string;
  /** What kind of promise was broken, the same for every instance (for grouping). */
  readonly kind: string;
  readonly detail: string;
}

/** The fields both a Finding and the JSON report's findings have. */
export interface CheckedFinding {
  readonly ruleId: string;
  readonly severity: string;
  readonly message: string;
  readonly pointer: string;
  readonly line?: number | null;
  readonly column?: number | null;
  readonly endLine?: number | null;
  readonly endColumn?: number | null;
}

const SEVERITIES = new Set(["error", "warning", "info"]);
/** RFC 6901: empty, or `/`-separated segments where `~` is only ever `~0` or `~1`. */
const POINTER = /^(?:\/(?:[^~/]|~[01])*)*$/;

/** `value` is what the input parsed to, `printed` its text with the start of every node. */
export function checkFindings(findings: readonly CheckedFinding[], value: unknown, printed: PrintedJson): Violation[] {
  const violations: Violation[] = [];
  const lines = printed.text.split("\n");
  const inside = (line: number, column: number): boolean => line >= 1 && line <= lines.length && column >= 1 && column <= lines[line - 1]!.length + 1;
  for (const finding of findings) {
    const broken = (kind: string, detail = ""): void => {
      violations.push({ source: finding.ruleId, kind, detail: `at ${JSON.stringify(finding.pointer)}${detail ? `: ${detail}` : ""}` });
    };
    if (finding.ruleId !== "parse-error" && !RULES_BY_ID.has(finding.ruleId)) broken("unknown rule id");
    if (!SEVERITIES.has(finding.severity)) broken("unknown severity", String(finding.severity));
    if (typeof finding.message !== "string" || finding.message.trim() === "") broken("empty message");
    else if (finding.message.includes("[object Object]")) broken("message shows [object Object]", finding.message);
    if (typeof finding.pointer !== "string" || !POINTER.test(finding.pointer)) {
      broken("not a JSON Pointer");
      continue;
    }
    if (getAtPointer(value, finding.pointer) === undefined) broken("pointer names no node of the input");
    const start = printed.starts.get(finding.pointer);
    if (typeof finding.line !== "number" || typeof finding.column !== "number") {
      broken("no line and column");
    } else if (start && (finding.line !== start.line || finding.column !== start.column)) {
      broken("position is not where the node starts", `${finding.line}:${finding.column}, node at ${start.line}:${start.column}`);
    } else {
      const endLine = finding.endLine ?? finding.line;
      const endColumn = finding.endColumn ?? finding.column;
      if (
        !inside(finding.line, finding.column) ||
        !inside(endLine, endColumn) ||
        endLine < finding.line ||
        (endLine === finding.line && endColumn < finding.column)
      ) {
        broken("region is not inside the text", `${finding.line}:${finding.column}-${endLine}:${endColumn}`);
      }
    }
  }
  return violations;
}
