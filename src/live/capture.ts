// Captures what a live server returns for tools/list: start or connect, run the SDK's
// handshake, then page through tools/list taking each result raw (raw-tap.ts says why).
// Loaded with import() only when a live input is given; the SDK is imported here, lazily.
// The handshake offers the newest version the SDK speaks (its LATEST_PROTOCOL_VERSION,
// 2025-11-25 in SDK 1.32) and records what the server answers. 2026-07-28 has no
// initialize at all (server/discover and per-request _meta instead), which SDK 1.32 does
// not implement.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { VERSION } from "../version.js";
import { within, WaitFailure } from "./deadline.js";
import { describeError, describeExit, describeSpawnError, httpStatusOf, oneLine } from "./describe-error.js";
import { RawTap, type RawResponse } from "./raw-tap.js";
import { ProcessTransport } from "./stdio-transport.js";
import { LiveError, type CaptureOptions, type LiveCapture, type ServerSpec } from "./types.js";

/** tools/list pages followed before giving up on a server that never stops sending nextCursor. */
export const PAGE_CAP = 100;
/** Bound on the polite goodbye to an HTTP server (session DELETE, closing streams). */
const HTTP_CLOSE_MS = 1000;

type HttpSpec = Extract<ServerSpec, { transport: "http" }>;
type StdioSpec = Extract<ServerSpec, { transport: "stdio" }>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasOwn(value: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(value, key);
}

/** Resolves when the work settles or after ms, whichever is first; never rejects, leaves no timer behind. */
function bounded(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(
      () => {},
      () => {},
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
}

/** One connection attempt: the transport behind the tap, and how to end it. */
interface Session {
  tap: RawTap;
  transport: LiveCapture["transport"];
  /** Rejects when waiting is pointless because the server went away (stdio). */
  gone?: Promise<never>;
  /** Says why the session failed when the transport knows better than the error (process exit). */
  explain(): string | undefined;
  stderr(): string[];
  /** False when the server process never started (nothing to say "during" about). */
  started(): boolean;
  notes(): string[];
  end(graceful: boolean): Promise<void>;
}

function stdioSession(spec: StdioSpec): Session {
  const process = new ProcessTransport({
    command: spec.command,
    args: spec.args,
    ...(spec.env ? { env: spec.env } : {}),
    ...(spec.cwd !== undefined ? { cwd: spec.cwd } : {}),
  });
  const gone = process.whenClosed().then((): never => {
    throw new WaitFailure(process.spawnError ? describeSpawnError(spec.command, process.spawnError) : describeExit(process.exit!), "gone");
  });
  gone.catch(() => {});
  return {
    tap: new RawTap(process),
    transport: "stdio",
    gone,
    explain: () => {
      if (process.spawnError) return describeSpawnError(spec.command, process.spawnError);
      return process.exit ? describeExit(process.exit) : undefined;
    },
    stderr: () => process.stderr.lines(),
    started: () => process.spawnError === undefined,
    notes: () =>
      process.ignoredLines > 0
        ? [
            `ignored ${process.ignoredLines} line(s) on stdout that are not JSON-RPC messages (the first: ${JSON.stringify(process.firstIgnoredLine)}); ` +
              "a stdio server must write only MCP messages to stdout, and logs to stderr",
          ]
        : [],
    end: (graceful) => (graceful ? process.close() : process.terminate()),
  };
}

async function httpSession(spec: HttpSpec, kind: "streamable-http" | "sse"): Promise<Session> {
  const url = new URL(spec.url);
  const requestInit = { headers: { ...spec.headers } };
  let inner: import("@modelcontextprotocol/sdk/shared/transport.js").Transport & { terminateSession?: () => Promise<void> };
  if (kind === "streamable-http") {
    const { StreamableHTTPClientTransport } = await import("@modelcontextprotocol/sdk/client/streamableHttp.js");
    // No reconnection: a linter makes one pass, and retries would outlive the timeout.
    inner = new StreamableHTTPClientTransport(url, { requestInit, reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 } });
  } else {
    const { SSEClientTransport } = await import("@modelcontextprotocol/sdk/client/sse.js");
    inner = new SSEClientTransport(url, { requestInit });
  }
  const tap = new RawTap(inner);
  return {
    tap,
    transport: kind,
    explain: () => undefined,
    stderr: () => [],
    started: () => true,
    notes: () => [],
    end: async (graceful) => {
      if (graceful && inner.terminateSession && inner.sessionId !== undefined) await bounded(inner.terminateSession(), HTTP_CLOSE_MS);
      await bounded(tap.close(), HTTP_CLOSE_MS);
    },
  };
}

/** A no-op output-schema validator: we never call tools, and the SDK's default builds an Ajv instance per Client. */
const NO_VALIDATION = {
  getValidator: () => (input: unknown) => ({ valid: true as const, data: input as never, errorMessage: undefined }),
};

async function runSession(session: Session, spec: ServerSpec, options: CaptureOptions, notes: string[]): Promise<LiveCapture> {
  const { timeoutMs, signal } = options;
  const wait = <T>(work: Promise<T>, what: string) => within(work, { timeoutMs, what, ...(signal ? { signal } : {}), ...(session.gone ? { gone: session.gone } : {}) });
  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
  let phase: Phase = { label: "starting the server", during: "while starting" };
  try {
    await wait(session.tap.start(), session.transport === "sse" ? "`endpoint` event on the SSE stream" : "start of the server process");
    phase = HANDSHAKE;
    const client: Client = new Client(options.clientInfo ?? { name: "mcp-tool-lint", version: VERSION }, {
      capabilities: {},
      jsonSchemaValidator: NO_VALIDATION,
    });
    // The SDK's own request timeout is set past ours so that ours, with its clearer message, fires first.
    await wait(client.connect(session.tap, { timeout: timeoutMs + 1000, ...(signal ? { signal } : {}) }), "answer to initialize");
    const init = session.tap.initializeResult;
    const protocolVersion = isObject(init) && typeof init["protocolVersion"] === "string" ? init["protocolVersion"] : "";
    const serverInfo = isObject(init) && isObject(init["serverInfo"]) ? init["serverInfo"] : undefined;

    const pages: unknown[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      if (page > PAGE_CAP) {
        notes.push(`stopped after ${PAGE_CAP} pages: the server kept sending \`nextCursor\``);
        break;
      }
      const request = page === 1 ? "tools/list" : `tools/list (page ${page})`;
      phase = { label: request, during: `during ${request}` };
      const what = `answer to ${request}`;
      let response: RawResponse;
      try {
        response = await wait(session.tap.request("tools/list", cursor === undefined ? {} : { cursor }), what);
      } catch (error) {
        const transportError = session.tap.lastTransportError;
        if (error instanceof WaitFailure && error.kind === "timeout" && transportError)
          throw new WaitFailure(`${error.message} (the transport reported: ${oneLine(transportError.message)})`, "timeout");
        throw error;
      }
      const result = listResult(response, spec.name, page);
      pages.push(result);
      const next = isObject(result) && hasOwn(result, "nextCursor") ? result["nextCursor"] : undefined;
      if (next === undefined || next === null) break;
      if (typeof next !== "string") {
        notes.push(`stopped after page ${page}: its \`nextCursor\` is not a string`);
        break;
      }
      if (next === "") {
        notes.push(`stopped after page ${page}: its \`nextCursor\` is an empty string, taken as the end of the list`);
        break;
      }
      if (seen.has(next)) {
        notes.push(`stopped after a repeated cursor: page ${page} sent \`nextCursor\` ${JSON.stringify(oneLine(next).slice(0, 60))} again`);
        break;
      }
      seen.add(next);
      cursor = next;
    }
    session.tap.forget();
    await session.end(true);
    notes.push(...session.notes());
    return {
      pages,
      protocolVersion,
      ...(serverInfo ? { serverInfo } : {}),
      ...(isObject(init) && isObject(init["capabilities"]) ? { capabilities: init["capabilities"] } : {}),
      ...(isObject(init) && typeof init["instructions"] === "string" ? { instructions: init["instructions"] } : {}),
      transport: session.transport,
      notes,
    };
  } catch (error) {
    session.tap.forget();
    await session.end(false);
    throw failure(error, spec, session, phase);
  }
}

/** The result of a tools/list response, or a LiveError with the server's own message. */
function listResult(response: RawResponse, server: string, page: number): unknown {
  const where = page === 1 ? "tools/list" : `tools/list (page ${page})`;
  if (hasOwn(response, "error")) {
    const error = response["error"];
    const message = isObject(error) && typeof error["message"] === "string" ? oneLine(error["message"]) : "no message";
    const code = isObject(error) && typeof error["code"] === "number" ? ` (JSON-RPC error ${error["code"]})` : "";
    throw new LiveError(`server "${server}": ${where} failed: ${message}${code}`);
  }
  if (!hasOwn(response, "result")) throw new LiveError(`server "${server}": the answer to ${where} has neither \`result\` nor \`error\``);
  return response["result"];
}

/** What was going on when something failed, for the message. */
interface Phase {
  label: string;
  during: string;
}
const HANDSHAKE: Phase = { label: "the handshake", during: "during the handshake" };

/** The server answered the handshake with a 4xx that means "not this transport" (not an auth failure). */
class TransportRefused extends LiveError {}

function failure(error: unknown, spec: ServerSpec, session: Session, phase: Phase): LiveError {
  const stderr = session.stderr();
  const url = spec.transport === "http" ? spec.url : undefined;
  const status = httpStatusOf(error);
  if (phase === HANDSHAKE && status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403) {
    return new TransportRefused(`server "${spec.name}": ${describeError(error, url)}`, stderr);
  }
  if (error instanceof LiveError) return new LiveError(error.message, stderr);
  if (error instanceof WaitFailure && error.kind !== "gone") return new LiveError(`server "${spec.name}": ${error.message}`, stderr);
  const explained = session.explain();
  if (explained) return new LiveError(`server "${spec.name}": ${explained}${session.started() ? ` ${phase.during}` : ""}`, stderr);
  return new LiveError(`server "${spec.name}": ${phase.label} failed: ${describeError(error, url)}`, stderr);
}

export async function capture(spec: ServerSpec, options: CaptureOptions): Promise<LiveCapture> {
  if (!(options.timeoutMs > 0)) throw new RangeError(`timeoutMs must be a positive number of milliseconds, got ${options.timeoutMs}`);
  if (options.signal?.aborted) throw new LiveError(`server "${spec.name}": interrupted before it started`);
  const notes: string[] = [];
  if (spec.transport === "stdio") return runSession(stdioSession(spec), spec, options, notes);

  let url: URL;
  try {
    url = new URL(spec.url);
  } catch {
    throw new LiveError(`server "${spec.name}": ${JSON.stringify(spec.url)} is not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new LiveError(`server "${spec.name}": ${spec.url} is not an http:// or https:// URL`);
  if (spec.legacySse) return runSession(await httpSession(spec, "sse"), spec, options, notes);
  try {
    return await runSession(await httpSession(spec, "streamable-http"), spec, options, notes);
  } catch (error) {
    // The MCP spec's backwards-compatibility rule: a 4xx to the initialize POST means try HTTP+SSE.
    if (!(error instanceof TransportRefused)) throw error;
    notes.push(`Streamable HTTP was refused (${oneLine(error.message.replace(/^server "[^"]*": /, ""))}); connected with the older HTTP+SSE transport`);
    return runSession(await httpSession(spec, "sse"), spec, options, notes);
  }
}
