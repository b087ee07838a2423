// The bulk suppressions file's data (`--write-suppressions` writes it, `--suppressions` applies
// it): plain shapes, so that the lint result can carry the file without importing the stage that reads it.

export interface FindingKey {
  /** The input's display name (a path relative to the working directory, `<stdin>`, a server's name). */
  readonly input: string;
  readonly rule: string;
  /** The tool's name when the finding lies inside a named tool (or names one, like a removed tool). */
  readonly tool?: string;
  /** Relative to the tool when the finding lies inside it (`/inputSchema/properties/q`, `""` for the tool); else into the input. */
  readonly pointer: string;
}

export interface SuppressionEntry extends FindingKey {
  /** How many findings with this key are suppressed; more than that are reported. */
  readonly count: number;
  readonly reason: string;
}

export interface SuppressionFile {
  readonly version: 1;
  readonly suppressions: readonly SuppressionEntry[];
}

export interface UnusedSuppression {
  readonly entry: SuppressionEntry;
  /** Findings it matched, fewer than `entry.count` (0 when the finding is gone). */
  readonly matched: number;
}
