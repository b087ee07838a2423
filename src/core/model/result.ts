// What a lint run returns: the inputs as the reports see them, the findings, and what the
// formatters print beside them. Plain data in the model, so that formatters and the shell read
// a result without importing the pipeline that made it.
import type { ProtocolResolution, ProtocolVersion } from "./protocol.js";
import type { SuppressionFile, UnusedSuppression } from "./suppressions.js";
import type { Finding, Severity, ToolList } from "./types.js";

/** A rule that ran, with the severity and options the configuration gave it. */
export interface ResolvedRule {
  readonly id: string;
  readonly severity: Severity;
  readonly options: Record<string, unknown>;
}

/** An input as the reports see it. */
export interface InputReport {
  readonly index: number;
  readonly name: string;
  readonly kind: "file" | "stdin" | "server" | "config";
  /** Absolute path for files (and the config or snapshot a server's findings anchor to). */
  readonly path?: string;
  readonly shape?: string;
  /** The exact version the rules checked, when one was known (kept for older readers of the JSON). */
  readonly protocolVersion?: ProtocolVersion;
  /** The version or versions the rules checked, and why. */
  readonly protocol?: ProtocolResolution;
  readonly toolCount: number;
  readonly serverInfo?: Record<string, unknown>;
}

export interface ToolTokenCount {
  /** Index of the input (server) in the run. */
  readonly input: number;
  readonly tool: string | undefined;
  readonly pointer: string;
  readonly tokens: number;
}

export interface TokenCounts {
  /** False when the numbers are estimates (the tokenizer was not loaded). */
  readonly exact: boolean;
  /** The tokenizer's encoding (`o200k_base`). */
  readonly encoding: string;
  readonly tools: readonly ToolTokenCount[];
  readonly perInput: ReadonlyArray<{ readonly input: number; readonly tokens: number }>;
  readonly total: number;
}

export interface LintResult {
  readonly inputs: InputReport[];
  readonly findings: Finding[];
  /** Things that stopped the linter doing its job (exit 2), one line each. */
  readonly problems: string[];
  /** Things worth saying that did not stop the run (files a glob or directory found that are not tool lists). */
  readonly notes?: string[];
  /** The rules that ran, with their severities (for SARIF and summaries). */
  readonly rules: ResolvedRule[];
  readonly suppressed: number;
  /** Findings the bulk suppressions file suppressed (for `--write-suppressions` to keep them). */
  readonly bulkSuppressed: Finding[];
  /** The bulk suppressions file as read, and the entries that matched fewer findings than recorded. */
  readonly suppressionsFile?: { readonly path: string; readonly file: SuppressionFile; readonly unused: UnusedSuppression[] };
  /** Inputs' texts by index, for positions and code frames; not part of the JSON output. */
  readonly texts: ReadonlyMap<number, string>;
  readonly lists: ReadonlyMap<number, ToolList>;
  /** Tokens each tool costs in a model's context: exact when a tokenizer ran, else estimated. */
  readonly tokens: TokenCounts;
}
