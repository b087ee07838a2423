import pc from "picocolors";
import type { Finding, Severity } from "../model/types.js";
import type { LintResult } from "../pipeline/lint.js";
import { countBySeverity } from "../pipeline/lint.js";
import { printable } from "./sanitize.js";
import { groupBy } from "../util/group-by.js";
import type { FormatOptions } from "./types.js";

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
    const facts = [input.kind === "config" ? "config" : plural(input.toolCount, "tool"), input.protocolVersion ? `protocol ${input.protocolVersion}` : undefined]
      .filter(Boolean)
      .join(", ");
    lines.push("", `${colors.underline(printable(input.name))} ${colors.dim(`(${facts})`)}`);
    const byTool = groupBy(findings, (finding) => finding.tool ?? "");
    // A loop, not Math.max(...all): spreading ~125,000+ values overflows the call stack.
    const width = findings.reduce((widest, f) => Math.max(widest, position(f).length), 0);
    for (const [tool, group] of byTool) {
      lines.push(tool === "" ? `  ${colors.dim("(list)")}` : `  ${colors.bold(printable(tool))}`);
      for (const finding of group) {
        lines.push(
          `    ${colors.dim(position(finding).padEnd(width))}  ${paint[finding.severity](LABEL[finding.severity].padEnd(7))}  ${printable(finding.message)}  ${colors.dim(finding.ruleId)}`,
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
  lines.push(`${mark} ${total === 0 ? "no problems" : summary} in ${plural(tools, "tool")} from ${plural(result.inputs.filter((i) => i.kind !== "config").length, "input")}`);
  const changes = changeGroups(result.findings);
  if (changes) lines.push(`  changes since baseline: ${changes}`);
  if (result.suppressed > 0) lines.push(colors.dim(`  ${result.suppressed} suppressed (config ignore list or --suppressions file)`));
  const { tokens } = result;
  lines.push(colors.dim(`  context: ${tokens.exact ? "" : "~"}${withThousands(tokens.total)} tokens for all tool definitions${tokens.exact ? ` (${tokens.encoding})` : " (estimate; --tokens counts exactly)"}`));
  return lines.join("\n").replace(/^\n/, "") + "\n";
}

/** 12345 → "12,345", without toLocaleString: its first call loads ICU data (~20 ms of a cold start). */
function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function position(finding: Finding): string {
  return finding.line === undefined ? "-" : `${finding.line}:${finding.column ?? 1}`;
}

/** "2 breaking, 1 compatible, 3 drift" for findings that compare with a baseline. */
function changeGroups(findings: readonly Finding[]): string | undefined {
  const counts = { breaking: 0, compatible: 0, drift: 0 };
  for (const finding of findings) {
    const change = finding.data?.["change"];
    if (change === "breaking" || change === "compatible" || change === "drift") counts[change]++;
  }
  if (counts.breaking + counts.compatible + counts.drift === 0) return undefined;
  return `${counts.breaking} breaking, ${counts.compatible} compatible, ${counts.drift} drift`;
}
