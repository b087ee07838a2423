/**
 * The library API: `import { lint } from "mcp-tool-lint"` in a server's own tests gives the
 * same findings as the CLI.
 */
import { configVocabulary, lint as lintInputs, type LintResult } from "./pipeline/lint.js";
import { validateConfig } from "./pipeline/config/load.js";
export { ConfigError } from "./pipeline/config/types.js";
import type { UserConfig } from "./pipeline/config/types.js";
import type { Finding } from "./core/model/types.js";
import type { ProtocolVersion } from "./core/model/protocol.js";
import { isObject } from "./core/model/types.js";

export type { Finding, Severity, Category, ToolList, ToolNode } from "./core/model/types.js";
export type { ProtocolVersion, ProtocolResolution, ProtocolSource } from "./core/model/protocol.js";
export type { UserConfig as Config, Suppression } from "./pipeline/config/types.js";
export type { LintResult, InputReport } from "./pipeline/lint.js";
export type { Rule, RuleMeta, RuleContext, RuleVisitors } from "./engine/rule.js";
export { ALL_RULES as rules } from "./rules/_registry.js";

export interface LintOptions {
  /** Tool-list files or globs, as on the command line. */
  readonly files?: readonly string[];
  /** A tool list already in memory: any shape a file may hold (array, `{tools}`, one tool, …), or a Promise of one. */
  readonly tools?: unknown;
  /** A config object; when absent, the config is discovered from `cwd` unless `config: false`. */
  readonly config?: UserConfig | false;
  readonly protocol?: ProtocolVersion;
  readonly targets?: readonly string[];
  readonly cwd?: string;
}

export interface LintOutcome extends LintResult {
  /** True when nothing reached `error` and the linter could do its job. */
  readonly ok: boolean;
}

export async function lint(options: LintOptions): Promise<LintOutcome> {
  // `tools: client.listTools()` hands over a Promise: wait for the list it resolves to.
  const tools = await options.tools;
  // A config object is checked like a config file: unknown keys, rules, severities and presets are a ConfigError.
  const config = isObject(options.config) ? validateConfig(options.config, "lint() config", "", configVocabulary()) : undefined;
  const result = await lintInputs({
    cwd: options.cwd ?? process.cwd(),
    files: options.files ?? [],
    memory: tools === undefined ? [] : [{ name: "<tools>", kind: "stdin", value: tools }],
    ...(options.config === false ? { configPath: false as const } : config ? { config } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    flags: options.targets ? { targets: options.targets } : {},
  });
  const failed = (f: Finding): boolean => f.severity === "error";
  return { ...result, ok: result.problems.length === 0 && !result.findings.some(failed) };
}
