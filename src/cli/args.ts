import { parseArgs } from "node:util";
import { FORMAT_NAMES, type FormatName } from "../report/types.js";
import { PRESETS, type PresetName } from "../config/types.js";
import { isProtocolVersion, PROTOCOL_VERSIONS, type ProtocolVersion } from "../model/protocol.js";
import type { Severity, SeveritySetting } from "../model/types.js";

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
}

export type ParsedArgs =
  | LintArgs
  | { readonly command: "rules"; readonly json: boolean; readonly color: boolean | undefined }
  | { readonly command: "explain"; readonly ruleId: string }
  | { readonly command: "init"; readonly force: boolean; readonly preset: PresetName | undefined }
  | { readonly command: "help" }
  | { readonly command: "version" };

const OPTIONS = {
  config: { type: "string", short: "c" },
  "no-config": { type: "boolean" },
  protocol: { type: "string" },
  target: { type: "string", multiple: true },
  preset: { type: "string" },
  rule: { type: "string", multiple: true },
  select: { type: "string", multiple: true },
  ignore: { type: "string", multiple: true },
  baseline: { type: "string" },
  "max-warnings": { type: "string" },
  "fail-on": { type: "string" },
  format: { type: "string", short: "f", multiple: true },
  output: { type: "string", short: "o", multiple: true },
  color: { type: "boolean" },
  "no-color": { type: "boolean" },
  debug: { type: "boolean" },
  root: { type: "string" },
  category: { type: "string" },
  tokens: { type: "boolean" },
  stdio: { type: "string", multiple: true },
  env: { type: "string", multiple: true },
  cwd: { type: "string" },
  url: { type: "string", multiple: true },
  header: { type: "string", multiple: true },
  timeout: { type: "string" },
  "mcp-config": { type: "string", multiple: true },
  server: { type: "string", multiple: true },
  snapshot: { type: "string" },
  "write-suppressions": { type: "string" },
  suppressions: { type: "string" },
  "suppressions-reason": { type: "string" },
  "prune-suppressions": { type: "boolean" },
  json: { type: "boolean" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

const SEVERITY_SETTINGS = ["error", "warning", "info", "off"];

/** Comma lists may also be repeated: `--target openai,anthropic --target cursor`. */
function list(values: string[] | undefined): string[] | undefined {
  if (!values) return undefined;
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== "");
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

export function parseCommandLine(argv: readonly string[]): ParsedArgs {
  const terminator = argv.indexOf("--");
  const head = terminator === -1 ? [...argv] : argv.slice(0, terminator);
  const stdioArgv = terminator === -1 ? undefined : argv.slice(terminator + 1);
  let parsed;
  try {
    parsed = parseArgs({ args: head, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument starting with a '-'.*$/s, "").split("\n")[0]);
  }
  const { values, positionals, tokens } = parsed;
  if (values.help) return { command: "help" };
  if (values.version) return { command: "version" };
  const color = values["no-color"] ? false : values.color;

  const [first, ...rest] = positionals;
  if (first === "rules") return { command: "rules", json: !!values.json, color };
  if (first === "explain") {
    if (rest.length !== 1) throw new UsageError("usage: mcp-tool-lint explain RULE-ID");
    return { command: "explain", ruleId: rest[0]! };
  }
  if (first === "init") return { command: "init", force: !!values.force, preset: checkPreset(values.preset) };

  if (stdioArgv !== undefined && stdioArgv.length === 0) throw new UsageError("`--` must be followed by a server command");
  if (values.protocol !== undefined && !isProtocolVersion(values.protocol)) {
    throw new UsageError(`--protocol must be one of ${PROTOCOL_VERSIONS.join(", ")}, got \`${values.protocol}\``);
  }
  const failOn = values["fail-on"] ?? "error";
  if (!["error", "warning", "info"].includes(failOn)) throw new UsageError(`--fail-on must be error, warning or info, got \`${failOn}\``);
  const rules = (values.rule ?? []).map((text): [string, SeveritySetting] => {
    const match = /^([^=\s]+)=(\w+)$/.exec(text.trim());
    if (!match || !SEVERITY_SETTINGS.includes(match[2]!)) throw new UsageError(`--rule expects ID=error|warning|info|off, got \`${text}\``);
    return [match[1]!, match[2] as SeveritySetting];
  });
  if (values["prune-suppressions"] && values.suppressions === undefined) throw new UsageError("--prune-suppressions needs --suppressions FILE");
  const timeoutSeconds = positiveNumber("--timeout", values.timeout) ?? 30;
  if (timeoutSeconds <= 0) throw new UsageError("--timeout must be more than 0 seconds");

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
  };
}

function checkPreset(value: string | undefined): PresetName | undefined {
  if (value === undefined) return undefined;
  if (!(PRESETS as readonly string[]).includes(value)) throw new UsageError(`--preset must be one of ${PRESETS.join(", ")}, got \`${value}\``);
  return value as PresetName;
}

export const HELP = `mcp-tool-lint: lint Model Context Protocol tool definitions

Usage:
  mcp-tool-lint [FILE|GLOB|-]...              tool lists in files, or stdin
  mcp-tool-lint --stdio "node dist/server.js" [--env KEY=VAL]... [--cwd DIR]
  mcp-tool-lint -- node dist/server.js --flag  the server command as separate words
  mcp-tool-lint --url http://127.0.0.1:3000/mcp [--header "Authorization: Bearer $T"]...
  mcp-tool-lint --mcp-config .vscode/mcp.json [--server NAME]...
  mcp-tool-lint rules [--json]                 list the rules
  mcp-tool-lint explain RULE-ID                show a rule's documentation
  mcp-tool-lint init [--preset NAME] [--force] write a starter config

Rules and config:
  -c, --config FILE        config file (default: discovered upward from the working directory)
      --no-config          ignore config files
      --preset NAME        recommended (default), strict, spec, all
      --rule ID=SEVERITY   error, warning, info or off (repeatable)
      --select LIST        only these rule ids or categories (comma-separated)
      --ignore LIST        not these rule ids or categories
      --target LIST        openai, openai-strict, anthropic, gemini, cursor, vscode,
                           claude-code, claude-desktop, windsurf
      --protocol VERSION   ${PROTOCOL_VERSIONS.join(", ")}
      --baseline FILE      an earlier tool list: report breaking changes and drift
      --tokens             count tokens with a real tokenizer instead of estimating
      --write-suppressions FILE   record current findings so later runs fail only on new ones
      --suppressions FILE  apply a suppressions file written by --write-suppressions
      --suppressions-reason TEXT  the reason recorded for new entries
      --prune-suppressions rewrite the --suppressions file without entries that no longer match

Live servers:
      --timeout SECONDS    for every wait on a server (default 30)
      --snapshot FILE      write what was loaded as canonical JSON, lintable later

Output:
  -f, --format NAME        text (default), json, sarif, github, markdown (repeatable)
  -o, --output FILE        write the format before it to FILE (default stdout)
      --root DIR           repository root for SARIF and GitHub paths (default: working directory)
      --category NAME      SARIF automationDetails.id (code-scanning category)
      --color, --no-color  force colour on or off (default: on for a TTY; NO_COLOR respected)
      --max-warnings N     fail when there are more than N warnings
      --fail-on LEVEL      error (default), warning or info
      --debug              show stack traces for internal errors
  -h, --help, -v, --version

Exit codes: 0 clean, 1 lint failed, 2 could not lint (bad arguments, config, input or server).
`;
