import type { Severity } from "../../core/model/types.js";
import type { LintResult } from "../../core/model/result.js";
import { countBySeverity } from "../../core/model/findings.js";
import { docsUrl } from "../../engine/rule.js";
import { relativePath, sourcePath } from "./paths.js";
import { printable } from "../../core/util/sanitize.js";
import { groupBy } from "../../core/util/group-by.js";
import type { FormatOptions } from "./types.js";
import { protocolLabel } from "../../core/model/protocol.js";

/** Inputs whose protocol line the summary lists before it says "and N more". */
const PROTOCOL_LINES = 20;

const ICON: Record<Severity, string> = { error: "❌", warning: "⚠️", info: "ℹ️" };

/** Text safe inside a Markdown table cell: one line, no pipes, no raw HTML. */
function cell(text: string): string {
  return printable(text).replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Inline code that holds any text: a fence longer than the longest run of backticks inside. */
function code(text: string): string {
  const safe = cell(text);
  const longest = Math.max(0, ...(safe.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = safe.startsWith("`") || safe.endsWith("`") ? " " : "";
  return `${fence}${pad}${safe}${pad}${fence}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** GitHub refuses a step summary over 1 MiB; stop well before it and say how much was left out. */
export const MAX_SUMMARY_BYTES = 1000 * 1024;

/** A job summary for `$GITHUB_STEP_SUMMARY`: counts, then every finding per input and tool. */
export function formatMarkdown(result: LintResult, options: FormatOptions): string {
  const counts = countBySeverity(result.findings);
  const tools = result.inputs.reduce((sum, input) => sum + input.toolCount, 0);
  const out: string[] = ["## mcp-tool-lint", ""];
  out.push(`${plural(tools, "tool")} in ${plural(result.inputs.filter((i) => i.kind !== "config").length, "input")}.`, "");
  out.push("| | count |", "|---|---:|");
  out.push(`| ${ICON.error} errors | ${counts.error} |`, `| ${ICON.warning} warnings | ${counts.warning} |`, `| ${ICON.info} info | ${counts.info} |`);
  if (result.suppressed > 0) out.push(`| suppressed | ${result.suppressed} |`);
  out.push(`| context tokens${result.tokens.exact ? "" : " (estimate)"} | ${result.tokens.total} |`);
  const linted = result.inputs.filter((input) => input.protocol);
  if (linted.length > 0) {
    out.push("");
    for (const input of linted.slice(0, PROTOCOL_LINES))
      out.push(`- \`${cell(relativePath(input, options.root) ?? input.name)}\`: ${cell(protocolLabel(input.protocol!))}`);
    if (linted.length > PROTOCOL_LINES) out.push(`- … and ${linted.length - PROTOCOL_LINES} more inputs (the JSON output has each one's protocol)`);
  }
  for (const problem of result.problems) out.push("", `> **Could not lint:** ${cell(problem)}`);
  if (result.findings.length === 0) {
    out.push("", "No problems found.");
    return `${out.join("\n")}\n`;
  }
  const byInput = groupBy(result.findings, (finding) => finding.inputIndex);
  const head = `${out.join("\n")}\n`;
  const body: string[] = [];
  let bytes = Buffer.byteLength(head);
  let shown = 0;
  const add = (lines: string[]): boolean => {
    const text = lines.map((line) => `${line}\n`).join("");
    const size = Buffer.byteLength(text);
    if (bytes + size > MAX_SUMMARY_BYTES - 1024) return false;
    bytes += size;
    body.push(text);
    return true;
  };
  outer: for (const input of result.inputs) {
    const findings = byInput.get(input.index);
    if (!findings) continue;
    const name = relativePath(input, options.root) ?? input.name;
    if (!add(["", `### ${code(name)}`])) break;
    const byTool = groupBy(findings, (finding) => finding.tool ?? "");
    for (const [tool, group] of byTool) {
      if (!add(["", tool === "" ? "**(list)**" : `**${code(tool)}**`, "", "| line | severity | rule | message |", "|---:|---|---|---|"])) break outer;
      for (const f of group) {
        const line = f.source
          ? `${cell(sourcePath(f.source.path, options.root))}:${f.source.line}:${f.source.column}`
          : f.line === undefined
            ? ""
            : `${f.line}:${f.column ?? 1}`;
        if (!add([`| ${line} | ${ICON[f.severity]} ${f.severity} | [${f.ruleId}](${docsUrl(f.ruleId)}) | ${cell(f.message)} |`])) break outer;
        shown++;
      }
    }
  }
  const left = result.findings.length - shown;
  const note =
    left > 0 ? `\n_${plural(left, "more finding")} not shown: GitHub accepts at most 1 MiB of summary. The SARIF and JSON outputs have every finding._\n` : "";
  return head + body.join("") + note;
}
