// Reads the MCP client configs people already have, in each client's own dialect, and turns
// every entry into a ServerSpec (or says why it cannot). Sources for each client's syntax:
// - Claude Desktop, claude_desktop_config.json: `mcpServers` of {command, args, env}; no
//   variable expansion (modelcontextprotocol.io, "Connect to local MCP servers").
// - VS Code, .vscode/mcp.json: `servers` of {type: stdio|http|sse, command, args, env,
//   envFile, cwd} or {type, url, headers}; `inputs` prompted from the user and used as
//   `${input:id}`; `${env:VAR}`, `${workspaceFolder}`, `${userHome}` and other predefined
//   variables (code.visualstudio.com/docs/copilot/reference/mcp-configuration).
// - Cursor, .cursor/mcp.json: `mcpServers` of {command, args, env, envFile} or {url,
//   headers}; `${env:NAME}`, `${userHome}`, `${workspaceFolder}`,
//   `${workspaceFolderBasename}`, `${pathSeparator}` / `${/}` in command, args, env, url and
//   headers (cursor.com/docs/mcp, "Config interpolation").
// - Claude Code, .mcp.json: `mcpServers` of {type: stdio|http|sse, command, args, env} or
//   {type, url, headers}; `${VAR}` and `${VAR:-default}` in command, args, env, url and
//   headers; an unset variable without a default makes the config fail to load
//   (code.claude.com/docs/en/mcp, "Environment variable expansion in .mcp.json").
// All four are read as JSON with comments and trailing commas.
import { homedir } from "node:os";
import { basename, dirname, resolve, sep } from "node:path";
import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { joinPointer } from "../../core/positions/pointer.js";
import type { ServerSpec } from "./types.js";
import { isObject } from "../../core/model/types.js";

export type ClientKind = "claude-desktop" | "vscode" | "cursor" | "claude-code";

export interface ClientConfigServer {
  name: string;
  /** How to start or reach the server; undefined when the entry cannot be used (see `problem`). */
  spec: ServerSpec | undefined;
  /** One line saying why the entry cannot be linted. */
  problem?: string;
  /** JSON Pointer of the entry in the config, e.g. /mcpServers/github. */
  pointer: string;
  /** Things the user should know that do not stop the server from being linted. */
  notes?: string[];
}

export interface ClientConfig {
  client: ClientKind;
  servers: ClientConfigServer[];
}

/** VS Code prompts for `${input:id}`; a linter cannot, so it reads this variable prefix instead. */
const INPUT_ENV_PREFIX = "MCP_TOOL_LINT_INPUT_";

function inputEnvName(id: string): string {
  return INPUT_ENV_PREFIX + id.toUpperCase().replace(/[^A-Z0-9]/g, "_");
}

/** Builds plain values from the tree with own data properties, so a key like `__proto__` stays a key. */
function valueOf(node: Node): unknown {
  switch (node.type) {
    case "object": {
      const object: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || typeof key.value !== "string") continue;
        Object.defineProperty(object, key.value, { value: value ? valueOf(value) : null, enumerable: true, writable: true, configurable: true });
      }
      return object;
    }
    case "array":
      return (node.children ?? []).map(valueOf);
    default:
      return node.value ?? null;
  }
}

function lineColumn(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `${line}:${offset - lineStart + 1}`;
}

function clientOf(path: string, root: Record<string, unknown>): ClientKind {
  const parts = path.split(/[\\/]/);
  const file = parts[parts.length - 1] ?? "";
  const folder = parts[parts.length - 2] ?? "";
  if (file === "claude_desktop_config.json") return "claude-desktop";
  if (file === ".mcp.json") return "claude-code";
  if (folder === ".vscode") return "vscode";
  if (folder === ".cursor") return "cursor";
  // Any other name: VS Code's format has `servers`; the others share Claude Desktop's `mcpServers`.
  return Object.hasOwn(root, "servers") && !Object.hasOwn(root, "mcpServers") ? "vscode" : "claude-desktop";
}

/** The project folder a workspace config belongs to: the parent of .vscode/ or .cursor/, else the file's folder. */
function workspaceOf(path: string): string {
  const folder = dirname(resolve(path));
  return basename(folder) === ".vscode" || basename(folder) === ".cursor" ? dirname(folder) : folder;
}

interface Context {
  client: ClientKind;
  env: NodeJS.ProcessEnv;
  workspace: string;
  inputIds: Set<string>;
  notes: string[];
}

/** Thrown inside an entry to make it a `problem`. */
class EntryProblem extends Error {}

function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return Object.hasOwn(env, name) ? env[name] : undefined;
}

/** `${VAR}` / `${VAR:-default}` (Claude Code): bounded names, defaults without braces. */
const SHELL_STYLE = /\$\{([A-Za-z_][A-Za-z0-9_]{0,200})(?::-([^}]{0,1000}))?\}/g;
/** `${name}` / `${env:NAME}` / `${input:id}` (VS Code and Cursor). */
const EDITOR_STYLE = /\$\{([^{}]{1,200})\}/g;

function expand(text: string, field: string, context: Context): string {
  if (context.client === "claude-desktop") return text;
  if (context.client === "claude-code") {
    return text.replace(SHELL_STYLE, (_all, name: string, fallback: string | undefined) => {
      const value = envValue(context.env, name);
      if (value !== undefined && (value !== "" || fallback === undefined)) return value;
      if (fallback !== undefined) return fallback;
      throw new EntryProblem(`\`${field}\` uses \${${name}}, but the environment variable \`${name}\` is not set and has no default`);
    });
  }
  return text.replace(EDITOR_STYLE, (all, inner: string) => {
    const colon = inner.indexOf(":");
    const scope = colon < 0 ? inner : inner.slice(0, colon);
    const name = colon < 0 ? "" : inner.slice(colon + 1);
    if (scope === "env" && name !== "") {
      const value = envValue(context.env, name);
      if (value === undefined) context.notes.push(`\`${field}\` uses \${env:${name}}, which is not set; it was left empty, as the client does`);
      return value ?? "";
    }
    if (scope === "input" && context.client === "vscode" && name !== "") {
      if (!context.inputIds.has(name)) throw new EntryProblem(`\`${field}\` uses \${input:${name}}, which is not defined in \`inputs\``);
      const value = envValue(context.env, inputEnvName(name));
      if (value === undefined)
        throw new EntryProblem(
          `\`${field}\` needs the input \`${name}\`, which VS Code prompts for; set the environment variable ${inputEnvName(name)} to lint this server`,
        );
      return value;
    }
    switch (inner) {
      case "workspaceFolder":
        return context.workspace;
      case "workspaceFolderBasename":
        return basename(context.workspace);
      case "userHome":
        return envValue(context.env, "HOME") ?? homedir();
      case "pathSeparator":
      case "/":
        return sep;
    }
    context.notes.push(`\`${field}\` uses ${all}, which the linter cannot resolve; it was left as written`);
    return all;
  });
}

function stringField(entry: Record<string, unknown>, key: string, context: Context): string | undefined {
  if (!Object.hasOwn(entry, key) || entry[key] === undefined) return undefined;
  const value = entry[key];
  if (typeof value !== "string") throw new EntryProblem(`\`${key}\` must be a string`);
  return expand(value, key, context);
}

/** Strings, or numbers and booleans written without quotes (which clients accept and stringify). */
function scalar(value: unknown, field: string, context: Context): string {
  if (typeof value === "string") return expand(value, field, context);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new EntryProblem(`\`${field}\` must be a string`);
}

function stringMap(entry: Record<string, unknown>, key: string, context: Context): Record<string, string> | undefined {
  if (!Object.hasOwn(entry, key) || entry[key] === undefined || entry[key] === null) return undefined;
  const value = entry[key];
  if (!isObject(value)) throw new EntryProblem(`\`${key}\` must be an object of strings`);
  const out: Record<string, string> = {};
  for (const name of Object.keys(value)) {
    if (value[name] === null) continue; // "unset this variable" in VS Code; nothing to add
    Object.defineProperty(out, name, { value: scalar(value[name], `${key}.${name}`, context), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const HTTP_TYPES = new Set(["http", "streamable-http", "streamableHttp", "streamable_http"]);

function specOf(name: string, entry: unknown, context: Context): ServerSpec {
  if (!isObject(entry)) throw new EntryProblem("the entry is not an object");
  const type = Object.hasOwn(entry, "type") ? entry.type : undefined;
  if (type !== undefined && typeof type !== "string") throw new EntryProblem("`type` must be a string");
  const hasCommand = Object.hasOwn(entry, "command");
  const hasUrl = Object.hasOwn(entry, "url");
  let kind: "stdio" | "http" | "sse";
  if (type === "stdio") kind = "stdio";
  else if (type === "sse") kind = "sse";
  else if (type !== undefined && HTTP_TYPES.has(type)) kind = "http";
  else if (type !== undefined) throw new EntryProblem(`\`type\` ${JSON.stringify(type)} is not one the linter can connect to (stdio, http, sse)`);
  else if (hasCommand && hasUrl) throw new EntryProblem("the entry has both `command` and `url`; add `type` to say which to use");
  else if (hasCommand) kind = "stdio";
  else if (hasUrl) kind = "http";
  else throw new EntryProblem("the entry has neither `command` (a server to start) nor `url` (a server to connect to)");

  if (kind === "stdio") {
    const command = stringField(entry, "command", context);
    if (command === undefined || command.trim() === "") throw new EntryProblem("`command` is missing or empty");
    const rawArgs = Object.hasOwn(entry, "args") ? entry.args : undefined;
    if (rawArgs !== undefined && rawArgs !== null && !Array.isArray(rawArgs)) throw new EntryProblem("`args` must be an array of strings");
    const args = (rawArgs ?? []).map((arg: unknown, i: number) => scalar(arg, `args[${i}]`, context));
    const env = stringMap(entry, "env", context);
    const cwd = stringField(entry, "cwd", context);
    if (Object.hasOwn(entry, "envFile")) context.notes.push("`envFile` is not read by the linter; set its variables in the environment or in `env`");
    return {
      name,
      transport: "stdio",
      command,
      args,
      ...(env ? { env } : {}),
      // Workspace configs run their servers from the project folder; Claude Desktop's are absolute.
      ...(cwd !== undefined ? { cwd: resolve(context.workspace, cwd) } : context.client !== "claude-desktop" ? { cwd: context.workspace } : {}),
    };
  }
  const url = stringField(entry, "url", context);
  if (url === undefined || url.trim() === "") throw new EntryProblem("`url` is missing or empty");
  const headers = stringMap(entry, "headers", context);
  return { name, transport: "http", url, ...(headers ? { headers } : {}), ...(kind === "sse" ? { legacySse: true } : {}) };
}

function inputIdsOf(root: Record<string, unknown>): Set<string> {
  const ids = new Set<string>();
  const inputs = Object.hasOwn(root, "inputs") ? root.inputs : undefined;
  if (Array.isArray(inputs)) for (const input of inputs) if (isObject(input) && typeof input.id === "string") ids.add(input.id);
  return ids;
}

/** Throws with a one-line message when the file is not usable as a client config at all. */
export function parseClientConfig(text: string, path: string, env: NodeJS.ProcessEnv): ClientConfig {
  const errors: ParseError[] = [];
  let root: unknown;
  try {
    const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
    root = tree && errors.length === 0 ? valueOf(tree) : undefined;
  } catch (error) {
    if (error instanceof RangeError) throw new Error(`${path}: cannot read the client config: it is nested too deeply`);
    throw error;
  }
  const first = errors[0];
  if (first) throw new Error(`${path}:${lineColumn(text, first.offset)}: cannot read the client config: ${printParseErrorCode(first.error)}`);
  if (!isObject(root)) throw new Error(`${path}: a client config must be a JSON object`);
  const client = clientOf(path, root);
  const key = client === "vscode" ? "servers" : "mcpServers";
  const servers = Object.hasOwn(root, key) ? root[key] : undefined;
  if (!isObject(servers)) {
    throw new Error(`${path}: no \`${key}\` object, where ${client === "vscode" ? "VS Code" : "this client"} lists its servers`);
  }
  const base = { env, workspace: workspaceOf(path), inputIds: inputIdsOf(root) };
  return {
    client,
    servers: Object.keys(servers).map((name): ClientConfigServer => {
      const context: Context = { client, ...base, notes: [] };
      const pointer = joinPointer("", key, name);
      try {
        const spec = specOf(name, servers[name], context);
        return { name, spec, pointer, ...(context.notes.length > 0 ? { notes: context.notes } : {}) };
      } catch (error) {
        if (!(error instanceof EntryProblem)) throw error;
        return { name, spec: undefined, problem: error.message, pointer, ...(context.notes.length > 0 ? { notes: context.notes } : {}) };
      }
    }),
  };
}
