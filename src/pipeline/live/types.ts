// The public shapes of the live-server layer. Kept free of SDK imports so the CLI can
// load them without paying for the SDK.
import type { Negotiation } from "./negotiate.js";

export type { Negotiation } from "./negotiate.js";

/** How to reach one server: a command to start (stdio) or a URL (Streamable HTTP, then HTTP+SSE). */
export type ServerSpec =
  | {
      name: string;
      transport: "stdio";
      command: string;
      args: string[];
      /** Added to (and overriding) the linter's own environment. */
      env?: Record<string, string>;
      cwd?: string;
    }
  | {
      name: string;
      transport: "http";
      url: string;
      headers?: Record<string, string>;
      /** The config says the server speaks the older HTTP+SSE transport: skip the Streamable HTTP attempt. */
      legacySse?: boolean;
    };

export interface LiveCapture {
  /** The raw tools/list results exactly as the server sent them, one per page. */
  pages: unknown[];
  /** The protocol version tools/list was read at: chosen from server/discover, or answered to initialize. */
  protocolVersion: string;
  /** How that version was chosen. */
  negotiation: Negotiation;
  serverInfo?: Record<string, unknown>;
  /** The server's capabilities and instructions from the handshake, raw. */
  capabilities?: Record<string, unknown>;
  instructions?: string;
  /** The transport that carried the session. */
  transport: "stdio" | "streamable-http" | "sse";
  /** Things worth telling the user that are not failures, e.g. "stopped after a repeated cursor". */
  notes: string[];
}

/** A server that could not be linted. The message is one line naming the server and the problem. */
export class LiveError extends Error {
  /** The last lines the server wrote on stderr (stdio only), oldest first. */
  readonly stderrTail: string[];

  constructor(message: string, stderrTail: string[] = []) {
    super(message);
    this.name = "LiveError";
    this.stderrTail = stderrTail;
  }
}

export interface CaptureOptions {
  /** Bound on every single wait: start, handshake, each page. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Sent as `clientInfo` in the handshake. */
  clientInfo?: { name: string; version: string };
  /** The version to request (--protocol); without it, the newest both sides support. */
  protocol?: string;
}
