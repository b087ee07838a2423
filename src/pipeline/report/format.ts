import type { LintResult } from "../../core/model/result.js";
import type { FormatName, FormatOptions } from "./types.js";

/** Loads only the formatter asked for: SARIF's rule docs and the others stay off the common path. */
export async function formatResult(format: FormatName, result: LintResult, options: FormatOptions): Promise<string> {
  switch (format) {
    case "text":
      return (await import("./text.js")).formatText(result, options);
    case "json":
      return (await import("./json.js")).formatJson(result, options);
    case "sarif":
      return (await import("./sarif.js")).formatSarif(result, options);
    case "github":
      return (await import("./github.js")).formatGithub(result, options);
    case "markdown":
      return (await import("./markdown.js")).formatMarkdown(result, options);
  }
}

/**
 * The report in pieces for a file: JSON's piece by piece (a big run's text is never held whole,
 * see jsonPieces), every other format's whole.
 */
export async function formatResultPieces(format: FormatName, result: LintResult, options: FormatOptions): Promise<Iterable<string>> {
  if (format === "json") return (await import("./json.js")).jsonPieces(result, options);
  return [await formatResult(format, result, options)];
}
