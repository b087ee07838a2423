import type { LintResult } from "../../core/model/result.js";
import { countBySeverity } from "../../core/model/findings.js";
import { relativePath, sourcePath } from "./paths.js";
import type { FormatOptions } from "./types.js";

/** Version of the JSON output's shape (docs/json-output.md); bumped on any incompatible change. */
export const JSON_OUTPUT_VERSION = 1;

export function formatJson(result: LintResult, options: FormatOptions): string {
  const counts = countBySeverity(result.findings);
  const output = {
    version: JSON_OUTPUT_VERSION,
    tool: { name: "mcp-tool-lint", version: options.version },
    inputs: result.inputs.map((input) => ({
      index: input.index,
      name: input.name,
      kind: input.kind,
      file: relativePath(input, options.root) ?? null,
      shape: input.shape ?? null,
      protocolVersion: input.protocolVersion ?? null,
      protocol: input.protocol
        ? { version: input.protocol.version ?? null, versions: input.protocol.versions, source: input.protocol.source, evidence: input.protocol.evidence }
        : null,
      toolCount: input.toolCount,
      serverInfo: input.serverInfo ?? null,
      tokens: result.tokens.perInput.find((p) => p.input === input.index)?.tokens ?? null,
    })),
    findings: result.findings.map((finding) => ({
      ruleId: finding.ruleId,
      severity: finding.severity,
      message: finding.message,
      tool: finding.tool ?? null,
      pointer: finding.pointer,
      input: finding.inputIndex,
      // Where the tool is written in the source when that is known, else the position in the input.
      ...(finding.source
        ? {
            file: sourcePath(finding.source.path, options.root),
            line: finding.source.line,
            column: finding.source.column,
            endLine: finding.source.endLine,
            endColumn: finding.source.endColumn,
          }
        : {
            file: relativePath(result.inputs[finding.inputIndex], options.root) ?? null,
            line: finding.line ?? null,
            column: finding.column ?? null,
            endLine: finding.endLine ?? null,
            endColumn: finding.endColumn ?? null,
          }),
      // With a source location, the position in the input (a snapshot or the config entry) too.
      ...(finding.source
        ? {
            inputLocation: {
              file: relativePath(result.inputs[finding.inputIndex], options.root) ?? null,
              line: finding.line ?? null,
              column: finding.column ?? null,
            },
          }
        : {}),
      ...(finding.data ? { data: finding.data } : {}),
    })),
    counts: { ...counts, suppressed: result.suppressed },
    tokens: {
      total: result.tokens.total,
      exact: result.tokens.exact,
      encoding: result.tokens.encoding,
      tools: result.tokens.tools.map((t) => ({ input: t.input, tool: t.tool ?? null, pointer: t.pointer, tokens: t.tokens })),
    },
    problems: result.problems,
  };
  return `${JSON.stringify(output, null, 2)}\n`;
}
