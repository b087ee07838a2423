import { dirname, relative, resolve } from "node:path";
import type { CliIo } from "../cli/io.js";
import { loadConfig } from "../../pipeline/config/load.js";
import { ConfigError, type ConfigServer, type ConfigSource } from "../../pipeline/config/types.js";
import { displayName } from "../../pipeline/input/read.js";
import { isProtocolVersion } from "../../core/model/protocol.js";
import { configVocabulary, type AnchorDocument, type MemoryInput } from "../../pipeline/lint.js";
import { printable } from "../../core/util/sanitize.js";
import { VERSION } from "../../version.js";
import type { ServerSpec } from "../../pipeline/live/index.js";

/** What a run with no input lints: the files and servers its config names. */
export interface ProjectInputs {
  /** Tool-list files and globs, relative to the working directory. */
  readonly files: string[];
  readonly memory: MemoryInput[];
  readonly documents: AnchorDocument[];
  /** One line per server that could not be linted (exit 2). */
  readonly problems: string[];
  /** Where each server's source is searched, by the server's input name. */
  readonly sourceRoots: Map<string, string>;
}

const NOTHING =
  "no input: give tool-list files (or - for stdin), --stdio CMD, --url URL or --mcp-config FILE, or name the project's `servers` or `files` in mcp-tool-lint.config.json; see --help";

/**
 * `mcp-tool-lint` with no input: the config's `files`, and its `servers` started (or
 * connected to) and captured. Findings of a server anchor to its entry in the config.
 */
export async function loadProjectInputs(options: { config: string | undefined; noConfig: boolean; timeoutMs: number }, io: CliIo): Promise<ProjectInputs> {
  if (options.noConfig) throw new ConfigError(NOTHING);
  const { config, source } = await loadConfig(options.config, io.cwd, configVocabulary());
  if (!source || ((config.servers?.length ?? 0) === 0 && (config.files?.length ?? 0) === 0)) throw new ConfigError(NOTHING);
  const base = dirname(source.path);
  const files = (config.files ?? []).map((file) => relative(io.cwd, resolve(base, file)) || ".");
  const servers = config.servers ?? [];
  const sourceRoots = new Map<string, string>();
  const result: ProjectInputs = { files, memory: [], documents: [], problems: [], sourceRoots };
  if (servers.length === 0) return result;

  result.documents.push(anchorDocument(source, io.cwd));
  const live = await import("../../pipeline/live/index.js");
  const controller = new AbortController();
  const onSignal = (): void => controller.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const captures = await Promise.all(
      servers.map(async (server) => {
        try {
          return await live.captureServer(specOf(server, base), {
            timeoutMs: options.timeoutMs,
            signal: controller.signal,
            clientInfo: { name: "mcp-tool-lint", version: VERSION },
          });
        } catch (error) {
          const where = `server "${server.name}" in ${displayName(source.path, io.cwd)}`;
          if (error instanceof live.LiveError) {
            const tail = error.stderrTail.length > 0 ? `\n  server stderr (last lines):\n${error.stderrTail.map((l) => `    ${l}`).join("\n")}` : "";
            return `${error.message.includes(server.name) ? error.message : `${where}: ${error.message}`}${tail}`;
          }
          return `${where}: ${error instanceof Error ? error.message : String(error)}`;
        }
      }),
    );
    captures.forEach((capture, i) => {
      const server = servers[i]!;
      if (typeof capture === "string") {
        result.problems.push(capture);
        return;
      }
      for (const note of capture.notes) io.stderr.write(`mcp-tool-lint: note: ${server.name}: ${printable(note)}\n`);
      sourceRoots.set(server.name, "cwd" in server && server.cwd !== undefined ? resolve(base, server.cwd) : base);
      result.memory.push({
        name: server.name,
        kind: "server",
        value: capture.pages,
        serverName: server.name,
        ...(capture.serverInfo ? { serverInfo: capture.serverInfo } : {}),
        ...(isProtocolVersion(capture.protocolVersion) ? { negotiatedProtocol: capture.protocolVersion, negotiatedHow: capture.negotiation.how } : {}),
        anchor: { document: 0, pointer: server.configPointer },
      });
    });
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  return result;
}

function anchorDocument(source: ConfigSource, cwd: string): AnchorDocument {
  return { name: displayName(source.path, cwd), path: source.path, text: source.text };
}

/** A config entry as the live layer starts it; `cwd` is relative to the config's folder. */
function specOf(server: ConfigServer, base: string): ServerSpec {
  if ("url" in server) return { name: server.name, transport: "http", url: server.url, ...(server.headers ? { headers: { ...server.headers } } : {}) };
  return {
    name: server.name,
    transport: "stdio",
    command: server.command,
    args: [...server.args],
    ...(server.env ? { env: { ...server.env } } : {}),
    cwd: server.cwd !== undefined ? resolve(base, server.cwd) : base,
  };
}

/**
 * `--stdio CMD` servers are searched for in the folder they run in (`--cwd`, else the working
 * directory): the project being developed. `--url` and `--mcp-config` servers are not: a
 * remote or installed server's source is not here.
 */
export function stdioSourceRoots(
  args: { stdio: readonly string[]; stdioArgv: readonly string[] | undefined; serverCwd: string | undefined },
  io: CliIo,
): Map<string, string> {
  const root = resolve(io.cwd, args.serverCwd ?? ".");
  const names = [...args.stdio.map((line) => line.trim()), ...(args.stdioArgv ? [args.stdioArgv.join(" ")] : [])];
  return new Map(names.map((name) => [name, root]));
}
