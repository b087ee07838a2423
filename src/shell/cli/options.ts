// Every option of the command line, once: the fast parser (node:util parseArgs) and the yargs
// front end (help, completion, commands, did-you-mean) are both built from this table.
import { PROTOCOL_VERSIONS } from "../../core/model/protocol.js";

export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  readonly multiple?: boolean;
  readonly describe: string;
  readonly group: string;
  readonly choices?: readonly string[];
  readonly placeholder?: string;
}

const RULES = "Rules and config:";
const LIVE = "Live servers:";
const OUTPUT = "Output:";

/** The lint command's options (the default command). */
export const LINT_OPTIONS = {
  config: { type: "string", short: "c", group: RULES, describe: "config file (default: discovered upward from the working directory)", placeholder: "FILE" },
  "no-config": { type: "boolean", group: RULES, describe: "ignore config files" },
  "print-config": {
    type: "boolean",
    group: RULES,
    describe: "print the configuration the run would use (rules with severities and options) as JSON, and exit",
  },
  exclude: {
    type: "string",
    multiple: true,
    group: RULES,
    describe: "leave out files that directory and glob inputs find (glob, repeatable)",
    placeholder: "GLOB",
  },
  "stdin-filename": { type: "string", group: RULES, describe: "the file name to report stdin (-) under", placeholder: "NAME" },
  preset: { type: "string", group: RULES, describe: "rule preset", choices: ["recommended", "strict", "spec", "all"] },
  rule: { type: "string", multiple: true, group: RULES, describe: "ID=error|warning|info|off (repeatable)", placeholder: "ID=SEVERITY" },
  select: { type: "string", multiple: true, group: RULES, describe: "only these rule ids or categories (comma-separated)", placeholder: "LIST" },
  ignore: { type: "string", multiple: true, group: RULES, describe: "not these rule ids or categories", placeholder: "LIST" },
  target: {
    type: "string",
    multiple: true,
    group: RULES,
    describe: "openai, openai-strict, anthropic, gemini, cursor, vscode, claude-code, claude-desktop, windsurf",
    placeholder: "LIST",
  },
  protocol: { type: "string", group: RULES, describe: "MCP protocol version to check against", choices: PROTOCOL_VERSIONS },
  baseline: { type: "string", group: RULES, describe: "an earlier tool list: report breaking changes and drift", placeholder: "FILE" },
  tokens: { type: "boolean", group: RULES, describe: "count tokens with a real tokenizer instead of estimating" },
  "write-suppressions": { type: "string", group: RULES, describe: "record current findings so later runs fail only on new ones", placeholder: "FILE" },
  suppressions: { type: "string", group: RULES, describe: "apply a suppressions file written by --write-suppressions", placeholder: "FILE" },
  "suppressions-reason": { type: "string", group: RULES, describe: "the reason recorded for new entries", placeholder: "TEXT" },
  "prune-suppressions": { type: "boolean", group: RULES, describe: "rewrite the --suppressions file without entries that no longer match" },
  stdio: { type: "string", multiple: true, group: LIVE, describe: 'start a server over stdio, e.g. "node dist/server.js"', placeholder: "CMD" },
  env: { type: "string", multiple: true, group: LIVE, describe: "environment variable for --stdio servers", placeholder: "KEY=VAL" },
  cwd: { type: "string", group: LIVE, describe: "working directory for --stdio servers", placeholder: "DIR" },
  url: { type: "string", multiple: true, group: LIVE, describe: "a running server (Streamable HTTP, falling back to HTTP+SSE)", placeholder: "URL" },
  header: { type: "string", multiple: true, group: LIVE, describe: "HTTP header for --url, e.g. 'Authorization: Bearer $TOKEN'", placeholder: "'NAME: VALUE'" },
  "mcp-config": { type: "string", multiple: true, group: LIVE, describe: "a client config (.vscode/mcp.json, .cursor/mcp.json, ...)", placeholder: "FILE" },
  server: { type: "string", multiple: true, group: LIVE, describe: "only these servers of --mcp-config", placeholder: "NAME" },
  timeout: { type: "string", group: LIVE, describe: "seconds for every wait on a server (default 30)", placeholder: "SECONDS" },
  snapshot: { type: "string", group: LIVE, describe: "write what was loaded as canonical JSON, lintable later", placeholder: "FILE" },
  format: {
    type: "string",
    short: "f",
    multiple: true,
    group: OUTPUT,
    describe: "text (default), json, sarif, github, markdown (repeatable)",
    placeholder: "NAME",
  },
  output: { type: "string", short: "o", multiple: true, group: OUTPUT, describe: "write the format before it to FILE (default stdout)", placeholder: "FILE" },
  root: { type: "string", group: OUTPUT, describe: "repository root for SARIF and GitHub paths (default: working directory)", placeholder: "DIR" },
  category: { type: "string", group: OUTPUT, describe: "SARIF automationDetails.id (code-scanning category)", placeholder: "NAME" },
  color: { type: "boolean", group: OUTPUT, describe: "force colour on (default: on for a TTY; NO_COLOR and FORCE_COLOR respected)" },
  "no-color": { type: "boolean", group: OUTPUT, describe: "force colour off" },
  "max-warnings": { type: "string", group: OUTPUT, describe: "fail when there are more than N warnings", placeholder: "N" },
  "fail-on": { type: "string", group: OUTPUT, describe: "the severity that fails the run", choices: ["error", "warning", "info"] },
  quiet: { type: "boolean", short: "q", group: OUTPUT, describe: "report errors only (warnings still count for --max-warnings)" },
  debug: { type: "boolean", group: OUTPUT, describe: "show stack traces for internal errors" },
} as const satisfies Record<string, OptionSpec>;

export const RULES_OPTIONS = {
  json: { type: "boolean", group: OUTPUT, describe: "print the rules as JSON" },
  color: LINT_OPTIONS.color,
  "no-color": LINT_OPTIONS["no-color"],
} as const satisfies Record<string, OptionSpec>;

export const INIT_OPTIONS = {
  preset: LINT_OPTIONS.preset,
  force: { type: "boolean", group: RULES, describe: "overwrite an existing config" },
} as const satisfies Record<string, OptionSpec>;

/** The commands besides the default `lint`; a first word that is one of these is not a file. */
export const COMMAND_NAMES = ["lint", "rules", "explain", "init", "help", "completion"] as const;

/** Every option name any command takes (for did-you-mean on a misspelt one). */
export const ALL_OPTION_NAMES: readonly string[] = [
  ...new Set([...Object.keys(LINT_OPTIONS), ...Object.keys(RULES_OPTIONS), ...Object.keys(INIT_OPTIONS), "help", "version"]),
];
