import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import type { LintArgs } from "../cli/args.js";
import { UsageError } from "../cli/args.js";
import type { CliIo } from "../cli/io.js";
import type { AnchorDocument, MemoryInput } from "../../pipeline/lint.js";
import { isProtocolVersion } from "../../core/model/protocol.js";
import { printable } from "../../core/util/sanitize.js";
import { displayName } from "../../pipeline/input/read.js";
import { VERSION } from "../../version.js";
import { writeFileCreatingParents } from "../../core/util/write-file.js";
import type { ClientConfigServer, LiveCapture, ServerSpec } from "../../pipeline/live/index.js";

/** What the live inputs of a run became: tool lists in memory, the configs they anchor to, and failures. */
export interface LiveInputs {
  readonly memory: MemoryInput[];
  readonly documents: AnchorDocument[];
  readonly clients: string[];
  /** Snapshot files written, to be linted as files (findings then have real positions). */
  readonly snapshotFiles: string[];
  /** One line per server that could not be linted (exit 2). */
  readonly problems: string[];
}

interface Planned {
  readonly spec: ServerSpec;
  readonly anchor?: { readonly document: number; readonly pointer: string };
  readonly client?: number;
}

/** Parses `--env KEY=VAL` flags. */
function envOf(flags: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const flag of flags) {
    const at = flag.indexOf("=");
    if (at <= 0) throw new UsageError(`--env expects KEY=VALUE, got \`${flag}\``);
    env[flag.slice(0, at)] = flag.slice(at + 1);
  }
  return env;
}

/** Starts or connects to every live server of the run, captures its tools raw, and hands them to the pipeline. */
export async function loadLiveInputs(args: LintArgs, io: CliIo): Promise<LiveInputs> {
  const live = await import("../../pipeline/live/index.js");
  const env = envOf(args.env);
  const stdioExtras = { ...(Object.keys(env).length > 0 ? { env } : {}), ...(args.serverCwd ? { cwd: resolve(io.cwd, args.serverCwd) } : {}) };
  const planned: Planned[] = [];
  const problems: string[] = [];
  const documents: AnchorDocument[] = [];
  const clients: string[] = [];

  for (const line of args.stdio) {
    const { command, args: commandArgs } = live.parseStdioCommand(line);
    planned.push({ spec: { name: line.trim(), transport: "stdio", command, args: commandArgs, ...stdioExtras } });
  }
  if (args.stdioArgv) {
    const [command, ...commandArgs] = args.stdioArgv;
    planned.push({ spec: { name: args.stdioArgv.join(" "), transport: "stdio", command: command!, args: commandArgs, ...stdioExtras } });
  }
  if (args.urls.length > 0) {
    const headers = Object.fromEntries(args.headers.map((h) => live.parseHeader(h, io.env)));
    for (const url of args.urls) planned.push({ spec: { name: url, transport: "http", url, ...(args.headers.length > 0 ? { headers } : {}) } });
  } else if (args.headers.length > 0) {
    throw new UsageError("--header goes with --url");
  }

  const wanted = new Set(args.servers);
  const found = new Set<string>();
  for (const file of args.mcpConfigs) {
    const path = resolve(io.cwd, file);
    const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`--mcp-config ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
    });
    const config = live.parseClientConfig(text, displayName(path, io.cwd), io.env);
    const document = documents.length;
    documents.push({ name: displayName(path, io.cwd), path, text });
    const client = clients.length;
    clients.push(`${config.client} (${displayName(path, io.cwd)})`);
    for (const server of config.servers) {
      if (wanted.size > 0 && !wanted.has(server.name)) continue;
      found.add(server.name);
      for (const note of server.notes ?? []) io.stderr.write(`mcp-tool-lint: note: ${printable(note)}\n`);
      if (!server.spec) {
        problems.push(problemOf(server, displayName(path, io.cwd)));
        continue;
      }
      planned.push({ spec: server.spec, anchor: { document, pointer: server.pointer }, client });
    }
  }
  for (const name of wanted) if (!found.has(name)) throw new UsageError(`--server \`${name}\` is not in ${args.mcpConfigs.join(", ") || "any --mcp-config"}`);

  const captures = await captureAll(planned, args, io, live.captureServer, live.LiveError);
  const memory: MemoryInput[] = [];
  const snapshotFiles: string[] = [];
  for (const [i, outcome] of captures.entries()) {
    const { spec, anchor, client } = planned[i]!;
    if ("error" in outcome) {
      problems.push(outcome.error);
      continue;
    }
    const capture = outcome.capture;
    for (const note of capture.notes) io.stderr.write(`mcp-tool-lint: note: ${spec.name}: ${printable(note)}\n`);
    if (args.snapshot !== undefined) {
      const file = snapshotPath(args.snapshot, spec.name, planned.length);
      const text = `${live.canonicalJson(live.snapshotOf(capture, spec.name), 2)}\n`;
      const failed = await writeFileCreatingParents(resolve(io.cwd, file), text).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (failed !== undefined) {
        problems.push(`cannot write the snapshot of ${spec.name} to ${file}: ${failed}`);
        continue;
      }
      // Linted as the file it now is, so findings have lines and columns a code-scanning upload can show.
      if (!anchor) {
        snapshotFiles.push(file);
        continue;
      }
    }
    memory.push({
      name: spec.name,
      kind: "server",
      value: capture.pages,
      // Clients prefix tool names with the name a config gives the server; without one, serverInfo.name stands.
      ...(anchor ? { serverName: spec.name } : {}),
      ...(capture.serverInfo ? { serverInfo: capture.serverInfo } : {}),
      ...(isProtocolVersion(capture.protocolVersion) ? { negotiatedProtocol: capture.protocolVersion, negotiatedHow: capture.negotiation.how } : {}),
      ...(anchor ? { anchor } : {}),
      ...(client !== undefined ? { client } : {}),
    });
  }
  return { memory, documents, clients, snapshotFiles, problems };
}

function problemOf(server: ClientConfigServer, config: string): string {
  return `server "${server.name}" in ${config}: ${server.problem ?? "cannot be started"}`;
}

/** `--snapshot FILE` with one server writes FILE; with several, FILE with the server's name before the extension. */
function snapshotPath(file: string, server: string, count: number): string {
  if (count === 1) return file;
  const extension = extname(file);
  const safe = server.replace(/[^A-Za-z0-9._-]+/g, "_");
  return `${file.slice(0, file.length - extension.length)}.${safe}${extension || ".json"}`;
}

type Outcome = { capture: LiveCapture } | { error: string };

/**
 * Captures every server at once under one abort signal: Ctrl-C, SIGTERM or SIGHUP ends every child
 * process before the run exits. Progress goes to stderr on a TTY when there are several.
 */
async function captureAll(
  planned: readonly Planned[],
  args: LintArgs,
  io: CliIo,
  capture: (
    spec: ServerSpec,
    options: { timeoutMs: number; signal?: AbortSignal; clientInfo?: { name: string; version: string }; protocol?: string },
  ) => Promise<LiveCapture>,
  LiveErrorClass: new (...args: never[]) => Error & { stderrTail: string[] },
): Promise<Outcome[]> {
  const controller = new AbortController();
  const onSignal = (): void => controller.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("SIGHUP", onSignal);
  const progress = planned.length > 1 && io.stderr.isTTY === true;
  let done = 0;
  try {
    return await Promise.all(
      planned.map(async ({ spec }): Promise<Outcome> => {
        const started = Date.now();
        try {
          const result = await capture(spec, {
            timeoutMs: args.timeoutMs,
            signal: controller.signal,
            clientInfo: { name: "mcp-tool-lint", version: VERSION },
            // --protocol is the version to request; without it, the newest both sides support.
            ...(args.protocol ? { protocol: args.protocol } : {}),
          });
          if (progress)
            io.stderr.write(
              `[${++done}/${planned.length}] ${printable(spec.name)}: ${toolCount(result)} tools in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
            );
          return { capture: result };
        } catch (error) {
          if (progress) io.stderr.write(`[${++done}/${planned.length}] ${printable(spec.name)}: failed\n`);
          if (error instanceof LiveErrorClass) {
            const tail = error.stderrTail.length > 0 ? `\n  server stderr (last lines):\n${error.stderrTail.map((l) => `    ${l}`).join("\n")}` : "";
            return { error: error.message + tail };
          }
          return { error: `server "${spec.name}": ${error instanceof Error ? error.message : String(error)}` };
        }
      }),
    );
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    process.off("SIGHUP", onSignal);
  }
}

function toolCount(capture: LiveCapture): number {
  let count = 0;
  for (const page of capture.pages) {
    const tools = typeof page === "object" && page !== null ? (page as { tools?: unknown }).tools : undefined;
    if (Array.isArray(tools)) count += tools.length;
  }
  return count;
}
