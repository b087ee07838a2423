export type FormatName = "text" | "json" | "sarif" | "github" | "markdown";
export const FORMAT_NAMES: readonly FormatName[] = ["text", "json", "sarif", "github", "markdown"];

export interface FormatOptions {
  /** Colour the text output (TTY and no NO_COLOR / --no-color). */
  readonly color: boolean;
  readonly cwd: string;
  /** Root that SARIF and GitHub paths are relative to (repository root). */
  readonly root: string;
  /** SARIF `automationDetails.id` / code-scanning category. */
  readonly category?: string;
  readonly version: string;
}
