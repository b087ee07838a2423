// Captures what a live server returns for tools/list: start or connect, negotiate the protocol
// version (negotiate.ts), then page through tools/list taking each result raw (raw-tap.ts says
// why). Loaded with import() only when a live input is given; the SDK's HTTP transports are
// imported here, lazily.
import { VERSION } from "../../version.js";
import { PAGE_CAP } from "../../core/spec/pagination.js";
import { within, WaitFailure } from "./deadline.js";
import { describeError, describeExit, describeHttpFailure, describeSpawnError, oneLine, rpcErrorInBody } from "./describe-error.js";
import {
  isModernVersion,
  judgeDiscover,
  LEGACY_LATEST_VERSION,
  META_SERVER_INFO,
  MODERN_VERSIONS,
  requestMeta,
  type DiscoverReply,
  type Negotiation,
} from "./negotiate.js";
import { RawTap, type RawResponse } from "./raw-tap.js";
import { ProcessTransport } from "./stdio-transport.js";
import type { WireTransport } from "./transport.js";
import { LiveError, type CaptureOptions, type LiveCapture, type ServerSpec } from "./types.js";
import { isObject } from "../../core/model/types.js";

export { PAGE_CAP };
/** Bound on the polite goodbye to an HTTP server (session DELETE, closing streams). */
const HTTP_CLOSE_MS = 1000;

type HttpSpec = Extract<ServerSpec, { transport: "http" }>;
type StdioSpec = Extract<ServerSpec, { transport: "stdio" }>;

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
  /** The last HTTP answer that was not a success (HTTP sessions). */
  httpFailure?(): HttpFailure | undefined;
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

/** An HTTP answer that was not a success, as the server sent it (status and body). */
export interface HttpFailure {
  status: number;
  body: string;
}

/**
 * Wraps fetch to keep the last failed HTTP answer: the SDK's errors do not all carry the
 * status and body (a 401 becomes a bare UnauthorizedError), and messages quote them.
 */
function recordingFetch(record: (failure: HttpFailure) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok)
      record({
        status: response.status,
        body: oneLine(
          await response
            .clone()
            .text()
            .catch(() => ""),
        ).slice(0, 300),
      });
    return response;
  };
}

async function httpSession(spec: HttpSpec, kind: "streamable-http" | "sse"): Promise<Session> {
  const url = new URL(spec.url);
  const requestInit = { headers: { ...spec.headers } };
  let failed: HttpFailure | undefined;
  const fetchRecording = recordingFetch((failure) => (failed = failure));
  // The official SDK v2 client's transports: they set the 2026-07-28 headers (MCP-Protocol-Version,
  // Mcp-Method) from each request's _meta, and pass a result's fields through untouched.
  const { StreamableHTTPClientTransport, SSEClientTransport } = await import("@modelcontextprotocol/client");
  let inner: WireTransport & { terminateSession?: () => Promise<void> };
  if (kind === "streamable-http") {
    // No reconnection: a linter makes one pass, and retries would outlive the timeout.
    inner = new StreamableHTTPClientTransport(url, {
      requestInit,
      fetch: fetchRecording,
      reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 },
    }) as unknown as typeof inner;
  } else {
    inner = new SSEClientTransport(url, { requestInit, fetch: fetchRecording }) as unknown as typeof inner;
  }
  const tap = new RawTap(inner);
  return {
    tap,
    transport: kind,
    explain: () => undefined,
    httpFailure: () => failed,
    stderr: () => [],
    started: () => true,
    notes: () => [],
    end: async (graceful) => {
      if (graceful && inner.terminateSession && inner.sessionId !== undefined) await bounded(inner.terminateSession(), HTTP_CLOSE_MS);
      await bounded(tap.close(), HTTP_CLOSE_MS);
    },
  };
}

/** How a session is to be opened: negotiate from server/discover, or go straight to initialize. */
interface Plan {
  /** The version --protocol asked for, if any. */
  readonly pinned?: string;
  /** Skip server/discover (a legacy-only transport, or a fallback already decided), and why. */
  readonly legacy?: { readonly reason: string; readonly supported?: readonly string[] };
}

/** The server went away or must be reached anew before `initialize` can be tried. */
class Reconnect extends Error {
  constructor(
    readonly reason: string,
    readonly supported: readonly string[] | undefined,
  ) {
    super(reason);
  }
}

/** What the handshake established. */
interface Handshake {
  negotiation: Negotiation;
  /** The `_meta` each 2026-era request carries; undefined in the legacy era. */
  meta?: Record<string, unknown>;
  serverInfo?: Record<string, unknown>;
  capabilities?: Record<string, unknown>;
  instructions?: string;
}

async function runSession(session: Session, spec: ServerSpec, options: CaptureOptions, plan: Plan, notes: string[]): Promise<LiveCapture> {
  const { timeoutMs, signal } = options;
  const wait = <T>(work: Promise<T>, what: string) =>
    within(work, { timeoutMs, what, ...(signal ? { signal } : {}), ...(session.gone ? { gone: session.gone } : {}) });
  let phase: Phase = { label: "starting the server", during: "while starting" };
  try {
    await wait(session.tap.start(), session.transport === "sse" ? "`endpoint` event on the SSE stream" : "start of the server process");
    phase = HANDSHAKE;
    const clientInfo = options.clientInfo ?? { name: "mcp-tool-lint", version: VERSION };
    const handshake = plan.legacy
      ? await initialize(session, spec, plan, plan.legacy, clientInfo, wait)
      : await discover(session, spec, plan, clientInfo, wait);

    const pages: unknown[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      // A cursor that repeats, or a list still going at the cap, is a list-shape finding on the pages read.
      if (page > PAGE_CAP) break;
      const request = page === 1 ? "tools/list" : `tools/list (page ${page})`;
      phase = { label: request, during: `during ${request}` };
      const what = `answer to ${request}`;
      const params = { ...(cursor === undefined ? {} : { cursor }), ...(handshake.meta ? { _meta: handshake.meta } : {}) };
      let response: RawResponse;
      try {
        response = await wait(session.tap.request("tools/list", params), what);
      } catch (error) {
        const transportError = session.tap.lastTransportError;
        if (error instanceof WaitFailure && error.kind === "timeout" && transportError)
          throw new WaitFailure(`${error.message} (the transport reported: ${oneLine(transportError.message)})`, "timeout");
        throw error;
      }
      const result = listResult(response, spec.name, page);
      pages.push(result);
      const next = isObject(result) && Object.hasOwn(result, "nextCursor") ? result.nextCursor : undefined;
      if (next === undefined || next === null) break;
      if (typeof next !== "string") {
        notes.push(`stopped after page ${page}: its \`nextCursor\` is not a string`);
        break;
      }
      if (next === "") {
        notes.push(`stopped after page ${page}: its \`nextCursor\` is an empty string, taken as the end of the list`);
        break;
      }
      if (seen.has(next)) break;
      seen.add(next);
      cursor = next;
    }
    session.tap.forget();
    await session.end(true);
    notes.push(...session.notes());
    return {
      pages,
      protocolVersion: handshake.negotiation.version,
      negotiation: handshake.negotiation,
      ...(handshake.serverInfo ? { serverInfo: handshake.serverInfo } : {}),
      ...(handshake.capabilities ? { capabilities: handshake.capabilities } : {}),
      ...(handshake.instructions !== undefined ? { instructions: handshake.instructions } : {}),
      transport: session.transport,
      notes,
    };
  } catch (error) {
    session.tap.forget();
    if (error instanceof Reconnect) {
      await session.end(true);
      throw error;
    }
    await session.end(false);
    throw failure(error, spec, session, phase);
  }
}

type Wait = <T>(work: Promise<T>, what: string) => Promise<T>;

/** Sends server/discover and settles the version, or falls back to initialize (same session when it can). */
async function discover(session: Session, spec: ServerSpec, plan: Plan, clientInfo: { name: string; version: string }, wait: Wait): Promise<Handshake> {
  let requested = plan.pinned ?? MODERN_VERSIONS[0]!;
  for (let attempt = 0; ; attempt++) {
    const reply = await discoverReply(session, requested, clientInfo, wait);
    const verdict = judgeDiscover(reply, requested, plan.pinned !== undefined, session.transport === "stdio");
    if (verdict.kind === "fail") throw new LiveError(`server "${spec.name}": ${verdict.reason}`);
    if (verdict.kind === "retry") {
      if (attempt > 0) throw new LiveError(`server "${spec.name}": server/discover refused ${requested}, the version it had offered`);
      requested = verdict.version;
      continue;
    }
    if (verdict.kind === "modern") {
      const result = reply.kind === "result" && isObject(reply.result) ? reply.result : {};
      const meta = isObject(result._meta) ? result._meta : {};
      const asked = plan.pinned ? "--protocol asked for it" : "the newest version both support";
      return {
        negotiation: {
          method: "server/discover",
          requested,
          version: verdict.version,
          era: "2026-07-28",
          supportedVersions: verdict.supported,
          how: `server/discover: the server supports ${verdict.supported.join(", ")}; ${verdict.version} is ${asked}`,
        },
        meta: requestMeta(verdict.version, clientInfo),
        ...(isObject(meta[META_SERVER_INFO]) ? { serverInfo: meta[META_SERVER_INFO] } : {}),
        ...(isObject(result.capabilities) ? { capabilities: result.capabilities } : {}),
        ...(typeof result.instructions === "string" ? { instructions: result.instructions } : {}),
      };
    }
    if (plan.pinned) throw new LiveError(`server "${spec.name}": --protocol ${plan.pinned} cannot be used: ${verdict.reason}`);
    // Over HTTP the 2026 headers stay on the transport, and over stdio the server may have exited: start afresh.
    if (session.transport !== "stdio" || reply.kind === "closed") throw new Reconnect(verdict.reason, verdict.supported);
    return initialize(session, spec, plan, { reason: verdict.reason, ...(verdict.supported ? { supported: verdict.supported } : {}) }, clientInfo, wait);
  }
}

async function discoverReply(session: Session, version: string, clientInfo: { name: string; version: string }, wait: Wait): Promise<DiscoverReply> {
  try {
    const response = await wait(session.tap.request("server/discover", { _meta: requestMeta(version, clientInfo) }), "answer to server/discover");
    if (Object.hasOwn(response, "error")) {
      const error = response.error;
      return {
        kind: "error",
        code: isObject(error) ? error.code : undefined,
        message: isObject(error) && typeof error.message === "string" ? oneLine(error.message).slice(0, 200) : "no message",
        data: isObject(error) ? error.data : undefined,
      };
    }
    return { kind: "result", result: response.result };
  } catch (error) {
    // A stdio server that exited: the wait says "gone", or the pending request failed as the pipe closed.
    if ((error instanceof WaitFailure && error.kind === "gone") || (session.transport === "stdio" && session.explain() !== undefined))
      return { kind: "closed" };
    if (error instanceof WaitFailure && error.kind === "timeout") {
      // Over HTTP silence is not an era (the SDK's clients agree): the timeout is reported as such.
      if (session.transport !== "stdio") throw error;
      session.tap.forget();
      return { kind: "timeout" };
    }
    const status = session.httpFailure?.()?.status;
    // 401/403 mean credentials, not the era: reported as they are.
    if (status !== undefined && status !== 401 && status !== 403) return { kind: "http", status, detail: "" };
    throw error;
  }
}

/** The legacy handshake: initialize with the version asked for, then notifications/initialized. */
async function initialize(
  session: Session,
  spec: ServerSpec,
  plan: Plan,
  why: NonNullable<Plan["legacy"]>,
  clientInfo: { name: string; version: string },
  wait: Wait,
): Promise<Handshake> {
  const requested = plan.pinned && !isModernVersion(plan.pinned) ? plan.pinned : LEGACY_LATEST_VERSION;
  const response = await wait(session.tap.request("initialize", { protocolVersion: requested, capabilities: {}, clientInfo }), "answer to initialize");
  if (Object.hasOwn(response, "error")) {
    const error = response.error;
    const message = isObject(error) && typeof error.message === "string" ? oneLine(error.message) : "no message";
    const code = isObject(error) && typeof error.code === "number" ? ` (JSON-RPC error ${error.code})` : "";
    throw new LiveError(`server "${spec.name}": initialize failed: ${message}${code}`);
  }
  const init = response.result;
  if (!isObject(init) || typeof init.protocolVersion !== "string")
    throw new LiveError(`server "${spec.name}": the answer to initialize has no \`protocolVersion\``);
  const version = init.protocolVersion;
  session.tap.setProtocolVersion(version);
  await wait(session.tap.notify("notifications/initialized"), "delivery of notifications/initialized");
  const answered = version === requested ? "" : ` (it answered ${JSON.stringify(version.slice(0, 40))} to ${requested})`;
  return {
    negotiation: {
      method: "initialize",
      requested,
      version,
      era: "legacy",
      ...(why.supported ? { supportedVersions: why.supported } : {}),
      how: `initialize${answered}: ${why.reason}`,
    },
    ...(isObject(init.serverInfo) ? { serverInfo: init.serverInfo } : {}),
    ...(isObject(init.capabilities) ? { capabilities: init.capabilities } : {}),
    ...(typeof init.instructions === "string" ? { instructions: init.instructions } : {}),
  };
}

/** The result of a tools/list response, or a LiveError with the server's own message. */
function listResult(response: RawResponse, server: string, page: number): unknown {
  const where = page === 1 ? "tools/list" : `tools/list (page ${page})`;
  if (Object.hasOwn(response, "error")) {
    const error = response.error;
    const message = isObject(error) && typeof error.message === "string" ? oneLine(error.message) : "no message";
    const code = isObject(error) && typeof error.code === "number" ? ` (JSON-RPC error ${error.code})` : "";
    throw new LiveError(`server "${server}": ${where} failed: ${message}${code}`);
  }
  if (!Object.hasOwn(response, "result")) throw new LiveError(`server "${server}": the answer to ${where} has neither \`result\` nor \`error\``);
  return response.result;
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
  const http = session.httpFailure?.();
  if (http && !(error instanceof WaitFailure) && !(error instanceof LiveError)) {
    // A JSON-RPC error in a 4xx body is the server's answer (2026-07-28 sends -32022 that way), not a refused transport.
    const answered = rpcErrorInBody(http.body);
    if (answered) return new LiveError(`server "${spec.name}": ${phase === HANDSHAKE ? "the handshake" : phase.label} failed: ${answered}`, stderr);
    if (phase === HANDSHAKE && http.status >= 400 && http.status < 500 && http.status !== 401 && http.status !== 403) {
      return new TransportRefused(`server "${spec.name}": ${describeHttpFailure(http, url)}`, stderr);
    }
    return new LiveError(`server "${spec.name}": ${phase.label} failed: ${describeHttpFailure(http, url)}`, stderr);
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
  const pinned = options.protocol;
  // --protocol with a legacy version: that era's handshake, no server/discover.
  const plan: Plan = pinned === undefined ? {} : isModernVersion(pinned) ? { pinned } : { pinned, legacy: { reason: `--protocol asked for ${pinned}` } };
  if (spec.transport === "stdio") return withReconnect(plan, (p) => runSession(stdioSession(spec), spec, options, p, notes));

  let url: URL;
  try {
    url = new URL(spec.url);
  } catch {
    throw new LiveError(`server "${spec.name}": ${JSON.stringify(spec.url)} is not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new LiveError(`server "${spec.name}": ${spec.url} is not an http:// or https:// URL`);
  // HTTP+SSE predates 2026-07-28: only initialize goes over it.
  const ssePlan = (p: Plan): Plan => ({ ...p, legacy: p.legacy ?? { reason: "the HTTP+SSE transport predates server/discover" } });
  if (spec.legacySse) return runSession(await httpSession(spec, "sse"), spec, options, ssePlan(plan), notes);
  try {
    return await withReconnect(plan, async (p) => runSession(await httpSession(spec, "streamable-http"), spec, options, p, notes));
  } catch (error) {
    // The MCP spec's backwards-compatibility rule: a 4xx to the initialize POST means try HTTP+SSE.
    if (!(error instanceof TransportRefused)) throw error;
    notes.push(`Streamable HTTP was refused (${oneLine(error.message.replace(/^server "[^"]*": /, ""))}); connected with the older HTTP+SSE transport`);
    return runSession(await httpSession(spec, "sse"), spec, options, ssePlan(plan), notes);
  }
}

/** Runs a session; when server/discover sends it back to initialize on a fresh connection, runs one more. */
async function withReconnect(plan: Plan, run: (plan: Plan) => Promise<LiveCapture>): Promise<LiveCapture> {
  try {
    return await run(plan);
  } catch (error) {
    if (!(error instanceof Reconnect)) throw error;
    return run({ ...plan, legacy: { reason: error.reason, ...(error.supported ? { supported: error.supported } : {}) } });
  }
}
