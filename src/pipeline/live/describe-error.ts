// Turns what went wrong (an SDK error, a fetch failure, a process exit) into one printable
// line for a LiveError. Server-supplied text is stripped of control characters and capped.
import { stripControls } from "../../core/util/sanitize.js";
import type { ExitInfo } from "./stdio-transport.js";

const MAX_CHARS = 300;

/** An error page pasted into a message (a proxy's or framework's 404) says no more than its title. */
function withoutHtml(text: string): string {
  const start = text.search(/<(?:!doctype\b|html\b|head\b|body\b)/i);
  if (start < 0) return text;
  const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(text.slice(start))?.[1]?.trim();
  return `${text.slice(0, start)}an HTML page${title ? ` titled "${title}"` : ""}`;
}

export function oneLine(text: string): string {
  const flat = stripControls(withoutHtml(text).replace(/\s+/g, " ")).trim();
  return flat.length > MAX_CHARS ? `${flat.slice(0, MAX_CHARS)}…` : flat;
}

export function describeExit(exit: ExitInfo): string {
  if (exit.signal) return `the server process was killed by ${exit.signal}`;
  return `the server process exited with code ${exit.code ?? "unknown"}`;
}

export function describeSpawnError(command: string, error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") return `could not start \`${command}\`: not found (is it installed and on PATH, or is \`cwd\` wrong?)`;
  if (error.code === "EACCES") return `could not start \`${command}\`: permission denied (is it executable?)`;
  return `could not start \`${command}\`: ${oneLine(error.message)}`;
}

function causeOf(error: Error): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${oneLine(cause.message)} (${code})` : oneLine(cause.message);
  }
  return undefined;
}

const CREDENTIALS_HINT = "send credentials in a header, e.g. --header 'Authorization: Bearer $TOKEN'";

/** 2026-07-28 errors a server sends with HTTP 400: unsupported protocol version, header mismatch. */
const ANSWERS_IN_4XX = new Set([-32022, -32020]);

/**
 * The 2026-07-28 JSON-RPC error an HTTP 400 carried in its body ("message (JSON-RPC error
 * code)"); undefined otherwise (other 4xx bodies are a transport's refusal, which sends the
 * client on to HTTP+SSE).
 */
export function rpcErrorInBody(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const rpc = typeof parsed === "object" && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
  if (typeof rpc !== "object" || rpc === null) return undefined;
  const { code, message: text } = rpc as { code?: unknown; message?: unknown };
  if (typeof code !== "number" || typeof text !== "string" || !ANSWERS_IN_4XX.has(code)) return undefined;
  return `${oneLine(text)} (JSON-RPC error ${code})`;
}

/** "HTTP 401 from URL: body; hint" for an HTTP answer that was not a success. */
export function describeHttpFailure(failure: { status: number; body: string }, url?: string): string {
  const where = url ? ` from ${url}` : "";
  const hint = failure.status === 401 || failure.status === 403 ? `; ${CREDENTIALS_HINT}` : "";
  return `HTTP ${failure.status}${where}${failure.body ? `: ${failure.body}` : ""}${hint}`;
}

export function describeError(error: unknown, url?: string): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  const cause = causeOf(error);
  if (cause && /fetch failed/i.test(error.message)) return `cannot reach ${url ?? "the server"}: ${cause}`;
  return oneLine(cause ? `${error.message}: ${cause}` : error.message);
}
