// Turns what went wrong (an SDK error, a fetch failure, a process exit) into one printable
// line for a LiveError. Server-supplied text is stripped of control characters and capped.
import { printable } from "./stderr-tail.js";
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
  const flat = printable(withoutHtml(text).replace(/\s+/g, " ")).trim();
  return flat.length > MAX_CHARS ? flat.slice(0, MAX_CHARS) + "…" : flat;
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

/** An HTTP status from the SDK's transports (StreamableHTTPError, SseError carry `code`). */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "number" || code < 100 || code > 599) return undefined;
  return /^(Streamable HTTP|SSE) error:/.test(error.message) ? code : undefined;
}

export function describeError(error: unknown, url?: string): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  const status = httpStatusOf(error);
  if (status !== undefined) {
    const detail = oneLine(error.message.replace(/^(Streamable HTTP|SSE) error: (Error POSTing to endpoint: |Non-200 status code \(\d+\))?/, ""));
    const where = url ? ` from ${url}` : "";
    const hint = status === 401 || status === 403 ? `; ${CREDENTIALS_HINT}` : "";
    return `HTTP ${status}${where}${detail && detail !== "null" ? `: ${detail}` : ""}${hint}`;
  }
  const cause = causeOf(error);
  if (cause && /fetch failed/i.test(error.message)) return `cannot reach ${url ?? "the server"}: ${cause}`;
  return oneLine(cause ? `${error.message}: ${cause}` : error.message);
}
