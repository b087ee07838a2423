import pc from "picocolors";
import type { Finding, Severity } from "../../core/model/types.js";
import type { InputReport, LintResult } from "../../core/model/result.js";
import { countBySeverity } from "../../core/model/findings.js";
import { printable } from "../../core/util/sanitize.js";
import { sourcePath } from "./paths.js";
import { groupBy } from "../../core/util/group-by.js";
import type { FormatOptions } from "./types.js";
import { protocolLabel } from "../../core/model/protocol.js";

const LABEL: Record<Severity, string> = { error: "error", warning: "warning", info: "info" };

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** ESLint-style text: findings grouped by input and tool, then a summary. */
export function formatText(result: LintResult, options: FormatOptions): string {
  const colors = pc.createColors(options.color);
  const paint: Record<Severity, (s: string) => string> = { error: colors.red, warning: colors.yellow, info: colors.blue };
  const lines: string[] = [];
  const byInput = groupBy(result.findings, (finding) => finding.inputIndex);
  for (const input of result.inputs) {
    const findings = byInput.get(input.index);
    if (!findings) continue;
    const facts = [input.kind === "config" ? "config" : plural(input.toolCount, "tool"), input.protocol ? printable(protocolLabel(input.protocol)) : undefined]
      .filter(Boolean)
      .join(", ");
    lines.push("", `${colors.underline(printable(input.name))} ${colors.dim(`(${facts})`)}`);
    const byTool = groupBy(findings, (finding) => finding.tool ?? "");
    // A loop, not Math.max(...all): spreading ~125,000+ values overflows the call stack.
    const width = findings.reduce((widest, f) => Math.max(widest, position(f, options.cwd, input).length), 0);
    for (const [tool, group] of byTool) {
      lines.push(tool === "" ? `  ${colors.dim("(list)")}` : `  ${colors.bold(printable(tool))}`);
      for (const finding of group) {
        lines.push(
          `    ${colors.dim(position(finding, options.cwd, input).padEnd(width))}  ${paint[finding.severity](LABEL[finding.severity].padEnd(7))}  ${printable(finding.message)}  ${colors.dim(finding.ruleId)}`,
        );
      }
    }
  }

  const counts = countBySeverity(result.findings);
  const total = counts.error + counts.warning + counts.info;
  const summary = `${plural(total, "problem")} (${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${counts.info} info)`;
  const tools = result.inputs.reduce((sum, input) => sum + input.toolCount, 0);
  lines.push("");
  const mark = counts.error > 0 ? colors.red("✖") : total > 0 ? colors.yellow("⚠") : colors.green("✔");
  const linted = result.inputs.filter((i) => i.kind !== "config").length;
  if (total > 0 || result.problems.length === 0)
    lines.push(`${mark} ${total === 0 ? "no problems" : summary} in ${plural(tools, "tool")} from ${plural(linted, "input")}`);
  else if (linted > 0) lines.push(`${colors.dim(`no problems in ${plural(tools, "tool")} from ${plural(linted, "input")}`)}`);
  for (const line of protocolFooter(result)) lines.push(colors.dim(`  ${line}`));
  const changes = changeGroups(result.findings);
  if (changes) lines.push(`  changes since baseline: ${changes}`);
  if (result.suppressed > 0) lines.push(colors.dim(`  ${result.suppressed} suppressed (config ignore list or --suppressions file)`));
  const { tokens } = result;
  if (tools > 0 || result.problems.length === 0) {
    lines.push(
      colors.dim(
        `  context: ${tokens.exact ? "" : "~"}${withThousands(tokens.total)} tokens for all tool definitions${tokens.exact ? ` (${tokens.encoding})` : " (estimate; --tokens counts exactly)"}`,
      ),
    );
  }
  // A run that could not lint never ends with a green tick: the last line says what failed.
  if (result.problems.length > 0) {
    const first = printable(result.problems[0]!.split("\n")[0]!);
    const more = result.problems.length > 1 ? ` (and ${result.problems.length - 1} more, above)` : "";
    lines.push(colors.red(`✖ could not lint: ${first}${more}`));
  }
  return `${lines.join("\n").replace(/^\n/, "")}\n`;
}

/** Inputs without findings whose protocol the summary names one by one, before it only counts them. */
const PROTOCOL_LINES = 5;

/**
 * The protocol of the inputs whose header was not printed (no findings): the label when they
 * share one, else one line each, else how many were checked under each kind of source.
 */
function protocolFooter(result: LintResult): string[] {
  const shown = new Set(result.findings.map((finding) => finding.inputIndex));
  const quiet = result.inputs.filter((input) => input.protocol && !shown.has(input.index));
  const labels = new Set(quiet.map((input) => protocolLabel(input.protocol!)));
  if (labels.size === 0) return [];
  const suffix = shown.size === 0 ? "" : " for the inputs without findings";
  if (labels.size === 1) return [printable([...labels][0]! + suffix)];
  if (quiet.length <= PROTOCOL_LINES) return quiet.map((input) => printable(`${input.name}: ${protocolLabel(input.protocol!)}`));
  const bySource = groupBy(quiet, (input) => input.protocol!.source);
  return [`protocol${suffix}: ${[...bySource].map(([source, inputs]) => `${inputs.length} ${source}`).join(", ")} (--format json gives each input's)`];
}

/** 12345 → "12,345", without toLocaleString: its first call loads ICU data (~20 ms of a cold start). */
function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** `line:column` in the input, or `file:line:column` where a server's tool is written in the source. */
function position(finding: Finding, cwd: string, input: InputReport): string {
  if (finding.source) return `${printable(sourcePath(finding.source.path, cwd))}:${finding.source.line}:${finding.source.column}`;
  if (finding.line === undefined) return "-";
  // A server's finding anchored to its config entry: name the config, the group header names the server.
  const file = input.kind === "server" && input.path !== undefined ? `${printable(sourcePath(input.path, cwd))}:` : "";
  return `${file}${finding.line}:${finding.column ?? 1}`;
}

/** "2 breaking, 1 compatible, 3 drift" for findings that compare with a baseline. */
function changeGroups(findings: readonly Finding[]): string | undefined {
  const counts = { breaking: 0, compatible: 0, drift: 0 };
  for (const finding of findings) {
    const change = finding.data?.change;
    if (change === "breaking" || change === "compatible" || change === "drift") counts[change]++;
  }
  if (counts.breaking + counts.compatible + counts.drift === 0) return undefined;
  return `${counts.breaking} breaking, ${counts.compatible} compatible, ${counts.drift} drift`;
}
