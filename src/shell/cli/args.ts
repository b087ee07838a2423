import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { COMMAND_NAMES, INIT_OPTIONS, LINT_OPTIONS, RULES_OPTIONS } from "./options.js";
import { FORMAT_NAMES, type FormatName } from "../../pipeline/report/types.js";
import { PRESETS, type PresetName } from "../../pipeline/config/types.js";
import { isProtocolVersion, PROTOCOL_VERSIONS, type ProtocolVersion } from "../../core/model/protocol.js";
import type { Severity, SeveritySetting } from "../../core/model/types.js";

/** A problem with the command line: exit 2 with this one line. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export interface OutputTarget {
  readonly format: FormatName;
  /** A file to write, or undefined for stdout. */
  readonly file: string | undefined;
}

export interface LintArgs {
  readonly command: "lint";
  readonly inputs: string[];
  readonly config: string | undefined;
  readonly noConfig: boolean;
  readonly protocol: ProtocolVersion | undefined;
  readonly targets: string[] | undefined;
  readonly preset: PresetName | undefined;
  readonly rules: Array<[string, SeveritySetting]>;
  readonly select: string[] | undefined;
  readonly ignore: string[] | undefined;
  readonly baseline: string | undefined;
  readonly maxWarnings: number | undefined;
  readonly failOn: Severity;
  readonly outputs: OutputTarget[];
  readonly color: boolean | undefined;
  readonly debug: boolean;
  readonly root: string | undefined;
  readonly category: string | undefined;
  readonly tokens: boolean;
  readonly stdio: string[];
  /** `-- CMD ARGS`: a server command given as separate words. */
  readonly stdioArgv: string[] | undefined;
  readonly env: string[];
  readonly serverCwd: string | undefined;
  readonly urls: string[];
  readonly headers: string[];
  readonly timeoutMs: number;
  readonly mcpConfigs: string[];
  readonly servers: string[];
  readonly snapshot: string | undefined;
  readonly writeSuppressions: string | undefined;
  readonly suppressions: string | undefined;
  readonly suppressionsReason: string | undefined;
  readonly pruneSuppressions: boolean;
  readonly exclude: string[];
  readonly stdinFilename: string | undefined;
  readonly quiet: boolean;
  readonly printConfig: boolean;
}

export type ParsedArgs =
  | LintArgs
  | { readonly command: "rules"; readonly json: boolean; readonly color: boolean | undefined }
  | { readonly command: "explain"; readonly ruleId: string }
  | { readonly command: "init"; readonly force: boolean; readonly preset: PresetName | undefined }
  | { readonly command: "help" }
  | { readonly command: "version" };

/** node:util parseArgs options, from the shared table. */
const OPTIONS = Object.fromEntries(
  Object.entries({ ...LINT_OPTIONS, ...RULES_OPTIONS, ...INIT_OPTIONS }).map(([name, spec]) => [
    name,
    { type: spec.type, ...("short" in spec ? { short: spec.short } : {}), ...("multiple" in spec ? { multiple: spec.multiple } : {}) },
  ]),
) as Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>;

const SEVERITY_SETTINGS = ["error", "warning", "info", "off"];

/** Comma lists may also be repeated: `--target openai,anthropic --target cursor`. */
function list(values: string[] | undefined): string[] | undefined {
  if (!values) return undefined;
  return values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

function positiveNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(value)) throw new UsageError(`${flag} expects a non-negative number, got \`${value}\``);
  return Number(value);
}

/**
 * Pairs each `-o` with the `-f` before it, so `-f text -f sarif -o out.sarif` prints text and
 * writes SARIF to a file. An `-o` before any `-f` applies to the default text output.
 */
function outputTargets(tokens: ReadonlyArray<{ kind: string; name?: string; value?: string | undefined }>): OutputTarget[] {
  const targets: Array<{ format: FormatName; file: string | undefined }> = [];
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    if (token.name === "format") {
      const format = token.value as FormatName;
      if (!FORMAT_NAMES.includes(format)) throw new UsageError(`--format must be one of ${FORMAT_NAMES.join(", ")}, got \`${token.value}\``);
      targets.push({ format, file: undefined });
    } else if (token.name === "output") {
      const last = targets[targets.length - 1];
      if (last && last.file === undefined) last.file = token.value;
      else if (targets.length === 0) targets.push({ format: "text", file: token.value });
      else throw new UsageError(`--output \`${token.value}\` has no --format before it to write (each -o follows its -f)`);
    }
  }
  if (targets.length === 0) targets.push({ format: "text", file: undefined });
  const stdout = targets.filter((t) => t.file === undefined);
  if (stdout.length > 1) throw new UsageError(`only one format can go to stdout; give the others an --output file (${stdout.map((t) => t.format).join(", ")})`);
  return targets;
}

/**
 * The fast path: a plain lint command line (no command word, no --help, nothing unknown) is
 * parsed here without loading yargs; anything else returns undefined and goes to yargs, which
 * gives help, completion, commands and did-you-mean. Both end in `parseLintArgs`.
 */
export function fastParse(argv: readonly string[], cwd: string): LintArgs | undefined {
  const terminator = argv.indexOf("--");
  const head = terminator === -1 ? argv : argv.slice(0, terminator);
  let parsed;
  try {
    parsed = parseArgs({ args: [...head], options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    return undefined;
  }
  const { values, positionals } = parsed;
  if (values.help || values.version || values.json || values.force) return undefined;
  const first = positionals[0];
  if (first !== undefined && !looksLikeInput(first, cwd)) return undefined;
  return parseLintArgs(argv);
}

/** A first word that is a file, a glob, stdin or a path; a bare word may be a (misspelt) command. */
export function looksLikeInput(word: string, cwd: string): boolean {
  if ((COMMAND_NAMES as readonly string[]).includes(word)) return false;
  return word === "-" || /[./\\*?[\]{}]/.test(word) || existsSync(`${cwd}/${word}`);
}

/** The lint command's arguments; the options are known to be valid names by now. */
export function parseLintArgs(argv: readonly string[]): LintArgs {
  const terminator = argv.indexOf("--");
  const head = terminator === -1 ? [...argv] : argv.slice(0, terminator);
  const stdioArgv = terminator === -1 ? undefined : argv.slice(terminator + 1);
  let parsed;
  try {
    parsed = parseArgs({ args: head, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument starting with a '-'.*$/s, "").split("\n")[0]);
  }
  const values = parsed.values as Record<string, any>;
  const { positionals, tokens } = parsed;
  const color = values["no-color"] ? false : values.color;
  if (positionals[0] === "lint") positionals.shift();

  if (stdioArgv !== undefined && stdioArgv.length === 0) throw new UsageError("`--` must be followed by a server command");
  if (values.protocol !== undefined && !isProtocolVersion(values.protocol)) {
    throw new UsageError(`--protocol must be one of ${PROTOCOL_VERSIONS.join(", ")}, got \`${values.protocol}\``);
  }
  const failOn = values["fail-on"] ?? "error";
  if (!["error", "warning", "info"].includes(failOn)) throw new UsageError(`--fail-on must be error, warning or info, got \`${failOn}\``);
  const rules = (values.rule ?? []).map((text: string): [string, SeveritySetting] => {
    const match = /^([^=\s]+)=(\w+)$/.exec(text.trim());
    if (!match || !SEVERITY_SETTINGS.includes(match[2]!)) throw new UsageError(`--rule expects ID=error|warning|info|off, got \`${text}\``);
    return [match[1]!, match[2] as SeveritySetting];
  });
  if (values["prune-suppressions"] && values.suppressions === undefined) throw new UsageError("--prune-suppressions needs --suppressions FILE");
  const timeoutSeconds = positiveNumber("--timeout", values.timeout) ?? 30;
  if (timeoutSeconds <= 0) throw new UsageError("--timeout must be more than 0 seconds");

  const live = (values.stdio?.length ?? 0) + (values.url?.length ?? 0) + (values["mcp-config"]?.length ?? 0) + (stdioArgv ? 1 : 0);
  // --snapshot records what live servers sent; a file is already its own record.
  if (values.snapshot !== undefined && live === 0 && positionals.length > 0)
    throw new UsageError("--snapshot writes what a live server (--stdio, --url, --mcp-config, -- CMD) sent; with files only there is nothing to record");
  if (values.baseline !== undefined && positionals.length + live > 1) {
    throw new UsageError(`--baseline compares one tool list with its earlier version; ${positionals.length + live} inputs were given (run once per input)`);
  }
  // No input at all is not an error here: the lint command then lints the config's `servers`/`files`.
  return {
    command: "lint",
    inputs: positionals,
    config: values.config,
    noConfig: !!values["no-config"],
    protocol: values.protocol as ProtocolVersion | undefined,
    targets: list(values.target),
    preset: checkPreset(values.preset),
    rules,
    select: list(values.select),
    ignore: list(values.ignore),
    baseline: values.baseline,
    maxWarnings: positiveNumber("--max-warnings", values["max-warnings"]),
    failOn: failOn as Severity,
    outputs: outputTargets(tokens),
    color,
    debug: !!values.debug,
    root: values.root,
    category: values.category,
    tokens: !!values.tokens,
    stdio: values.stdio ?? [],
    stdioArgv,
    env: values.env ?? [],
    serverCwd: values.cwd,
    urls: values.url ?? [],
    headers: values.header ?? [],
    timeoutMs: Math.round(timeoutSeconds * 1000),
    mcpConfigs: values["mcp-config"] ?? [],
    servers: list(values.server) ?? [],
    snapshot: values.snapshot,
    writeSuppressions: values["write-suppressions"],
    suppressions: values.suppressions,
    suppressionsReason: values["suppressions-reason"],
    pruneSuppressions: !!values["prune-suppressions"],
    exclude: list(values.exclude) ?? [],
    stdinFilename: values["stdin-filename"],
    quiet: !!values.quiet,
    printConfig: !!values["print-config"],
  };
}

export function checkPreset(value: string | undefined): PresetName | undefined {
  if (value === undefined) return undefined;
  if (!(PRESETS as readonly string[]).includes(value)) throw new UsageError(`--preset must be one of ${PRESETS.join(", ")}, got \`${value}\``);
  return value as PresetName;
}
