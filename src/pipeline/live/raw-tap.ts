// Talks JSON-RPC over a transport and hands back the server's answers raw.
//
// Why raw: the SDK clients validate results against their own schemas, so they throw on
// exactly the tools a linter must report (an inputSchema without `type`, `null` where a string
// is optional), and their object schemas drop fields they do not know. So no SDK Client is in
// the path: the handshake (`server/discover` or `initialize`) and tools/list are sent here with
// our own ids, and each answer is taken as parsed from the wire (stdio), or as the SDK's HTTP
// transports delivered it (they check the JSON-RPC envelope but pass the result's fields through).
// Requests from the server (ping, roots/list, ...) are answered so that it does not wait on us.
import type { WireMessage, WireTransport } from "./transport.js";
import { isObject } from "../../core/model/types.js";

export type RawResponse = Record<string, unknown>;

export class RawTap {
  /** The last error the transport raised (a message that failed the SDK's envelope check, a dropped stream). */
  lastTransportError: Error | undefined;

  private started: Promise<void> | undefined;
  private nextId = 0;
  private readonly pending = new Map<string, { resolve: (message: RawResponse) => void; reject: (error: Error) => void }>();

  constructor(readonly inner: WireTransport) {
    inner.onmessage = ((message: unknown) => this.receive(message)) as never;
    inner.onerror = (error) => {
      this.lastTransportError = error;
    };
    inner.onclose = () => {
      for (const waiter of this.pending.values()) waiter.reject(new Error("the connection closed"));
      this.pending.clear();
    };
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    return (this.started ??= this.inner.start());
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Sends a request and resolves with the raw response message (`result` or `error` untouched). */
  request(method: string, params: Record<string, unknown>): Promise<RawResponse> {
    const id = `mcp-tool-lint-${++this.nextId}`;
    return new Promise<RawResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ jsonrpc: "2.0", id, method, params }).catch((error: unknown) => {
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  notify(method: string, params?: Record<string, unknown>): Promise<void> {
    return this.send({ jsonrpc: "2.0", method, ...(params ? { params } : {}) });
  }

  /** Forgets requests that timed out, so a late answer is not mistaken for anything else. */
  forget(): void {
    this.pending.clear();
  }

  private send(message: WireMessage): Promise<void> {
    return this.inner.send(message as never);
  }

  private receive(raw: unknown): void {
    if (!isObject(raw)) return;
    if (Object.hasOwn(raw, "id") && !Object.hasOwn(raw, "method")) {
      const id = raw.id;
      const waiter = typeof id === "string" ? this.pending.get(id) : undefined;
      if (waiter) {
        this.pending.delete(id as string);
        waiter.resolve(raw);
      }
      return;
    }
    // A request from the server: ping is answered, anything else refused (we offer no capabilities).
    if (typeof raw.method === "string" && Object.hasOwn(raw, "id")) {
      const answer = raw.method === "ping" ? { result: {} } : { error: { code: -32601, message: `mcp-tool-lint does not handle ${raw.method.slice(0, 60)}` } };
      this.send({ jsonrpc: "2.0", id: raw.id, ...answer }).catch(() => {});
    }
  }
}
