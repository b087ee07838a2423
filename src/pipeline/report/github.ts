import type { Finding, Severity } from "../../core/model/types.js";
import { SEVERITY_ORDER } from "../../core/model/types.js";
import type { LintResult } from "../../core/model/result.js";
import { countBySeverity } from "../../core/model/findings.js";
import { relativePath, sourcePath } from "./paths.js";
import { printable } from "../../core/util/sanitize.js";
import type { FormatOptions } from "./types.js";
import { protocolLabel } from "../../core/model/protocol.js";

/** Inputs whose protocol gets its own log line before one line says "and N more". */
const PROTOCOL_LINES = 20;

const COMMAND: Record<Severity, string> = { error: "error", warning: "warning", info: "notice" };
/** GitHub shows at most this many annotations of each level per step. */
export const ANNOTATIONS_SHOWN_PER_STEP = 10;

/** Escapes a workflow command's message as GitHub's runner requires. */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escapes a workflow command's property value (also `:` and `,`, which delimit properties). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** One `::error file=…,line=…::message` workflow command per finding, errors first. */
export function formatGithub(result: LintResult, options: FormatOptions): string {
  const findings = [...result.findings].sort((a, b) => SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity]);
  const lines = findings.map((finding) => command(finding, result, options));
  const counts = countBySeverity(result.findings);
  const hidden = (["error", "warning", "info"] as const).filter((s) => counts[s] > ANNOTATIONS_SHOWN_PER_STEP);
  if (hidden.length > 0) {
    const detail = hidden.map((s) => `${counts[s]} ${s === "info" ? "notices" : `${s}s`}`).join(", ");
    lines.push(
      `::notice title=mcp-tool-lint::${escapeData(`${detail}: GitHub shows only ${ANNOTATIONS_SHOWN_PER_STEP} annotations of each level per step; the job summary (--format markdown) and SARIF list every finding.`)}`,
    );
  }
  lines.push(...protocolLines(result, options));
  return lines.length > 0 ? `${lines.join("\n")}\n` : "";
}

/** Plain log lines (not workflow commands, so no annotation): the protocol each input was checked under. */
function protocolLines(result: LintResult, options: FormatOptions): string[] {
  const linted = result.inputs.filter((input) => input.protocol);
  const labels = new Set(linted.map((input) => protocolLabel(input.protocol!)));
  if (labels.size === 0) return [];
  if (labels.size === 1) return [`mcp-tool-lint: ${printable([...labels][0]!)}`];
  const lines = linted
    .slice(0, PROTOCOL_LINES)
    .map((input) => `mcp-tool-lint: ${printable(relativePath(input, options.root) ?? input.name)}: ${printable(protocolLabel(input.protocol!))}`);
  if (linted.length > PROTOCOL_LINES)
    lines.push(`mcp-tool-lint: … and ${linted.length - PROTOCOL_LINES} more inputs (the JSON output has each one's protocol)`);
  return lines;
}

function command(finding: Finding, result: LintResult, options: FormatOptions): string {
  // The source line that defines the tool when known, so the annotation lands on the pull request's diff.
  const at = finding.source ?? finding;
  const file = finding.source ? sourcePath(finding.source.path, options.root) : relativePath(result.inputs[finding.inputIndex], options.root);
  const properties: string[] = [];
  if (file !== undefined) properties.push(`file=${escapeProperty(file)}`);
  if (at.line !== undefined) {
    properties.push(`line=${at.line}`);
    if (at.endLine !== undefined) properties.push(`endLine=${at.endLine}`);
    properties.push(`col=${at.column ?? 1}`);
    if (at.endColumn !== undefined && at.endLine === at.line) properties.push(`endColumn=${at.endColumn}`);
  }
  properties.push(`title=${escapeProperty(finding.ruleId)}`);
  const where = finding.tool !== undefined ? `${printable(finding.tool)}: ` : "";
  return `::${COMMAND[finding.severity]} ${properties.join(",")}::${escapeData(where + printable(finding.message))}`;
}
