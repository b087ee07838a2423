import type { LintResult } from "../../core/model/result.js";
import { countBySeverity } from "../../core/model/findings.js";
import { relativePath, sourcePath } from "./paths.js";
import type { FormatOptions } from "./types.js";

/** Version of the JSON output's shape (docs/json-output.md); bumped on any incompatible change. */
export const JSON_OUTPUT_VERSION = 1;

export function formatJson(result: LintResult, options: FormatOptions): string {
  return Array.from(jsonPieces(result, options)).join("");
}

/**
 * The JSON output in pieces whose concatenation is formatJson's text, for a writer that writes
 * them as they come: the whole text of a big run (84 MB for 100,000 tools, twice that in memory
 * when a message quotes a character beyond Latin-1) is never held at once, only one finding's.
 */
export function jsonPieces(result: LintResult, options: FormatOptions): Generator<string> {
  return indentedPieces(outputOf(result, options), "", 0);
}

/** A list written as JSON.stringify writes `items.map(map)`, each member made only as it is written (a big run's findings are not copied whole). */
class Mapped<T> {
  constructor(
    readonly items: readonly T[],
    readonly map: (item: T) => unknown,
  ) {}
}

/** Depth to which containers are written piece by piece: the output, its lists, and the token counts' list. */
const STREAMED_DEPTH = 3;

/**
 * `JSON.stringify(value, null, 2)`'s text, indented by `indent`, in pieces: plain objects and
 * arrays above STREAMED_DEPTH one member at a time, anything deeper (a finding) whole.
 */
function* indentedPieces(value: unknown, indent: string, depth: number): Generator<string> {
  const mapped = value instanceof Mapped ? (value as Mapped<unknown>) : undefined;
  const array = mapped !== undefined || Array.isArray(value);
  const plain = array || (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype);
  if (!plain || depth >= STREAMED_DEPTH) {
    // Structural line breaks only: a string's own line breaks are escaped in JSON.
    yield (JSON.stringify(value, null, 2) ?? "null").replaceAll("\n", `\n${indent}`);
    return;
  }
  // As JSON.stringify: members whose value it cannot write are left out of objects, null in arrays.
  const writable = (v: unknown): boolean => v !== undefined && typeof v !== "function" && typeof v !== "symbol";
  const keys = array ? undefined : Object.keys(value as object).filter((key) => writable((value as Record<string, unknown>)[key]));
  const count = keys?.length ?? mapped?.items.length ?? (value as unknown[]).length;
  if (count === 0) {
    yield array ? "[]" : "{}";
    return;
  }
  const inner = `${indent}  `;
  yield array ? "[\n" : "{\n";
  for (let i = 0; i < count; i++) {
    const key = keys?.[i];
    const member = key !== undefined ? (value as Record<string, unknown>)[key] : mapped ? mapped.map(mapped.items[i]) : (value as unknown[])[i];
    yield key === undefined ? inner : `${inner}${JSON.stringify(key)}: `;
    yield* indentedPieces(key !== undefined || writable(member) ? member : null, inner, depth + 1);
    yield i === count - 1 ? "\n" : ",\n";
  }
  yield `${indent}${array ? "]" : "}"}`;
  if (depth === 0) yield "\n";
}

function outputOf(result: LintResult, options: FormatOptions): object {
  const counts = countBySeverity(result.findings);
  return {
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
    findings: new Mapped(result.findings, (finding) => ({
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
      tools: new Mapped(result.tokens.tools, (t) => ({ input: t.input, tool: t.tool ?? null, pointer: t.pointer, tokens: t.tokens })),
    },
    problems: result.problems,
  };
}
