// Sits between the SDK's Client and a transport and takes the server's answers raw.
//
// Why: the SDK's Client.listTools validates the result against its own Tool schema, so it
// throws on exactly the tools a linter must report (an inputSchema without `type`, `null`
// where a string is optional), and its z.object drops fields it does not know. Even
// Client.request with a permissive schema hands back a parsed copy, and the Protocol layer
// only accepts a response whose envelope and `_meta` pass its schemas. So the handshake
// goes through the Client (the SDK's version negotiation, capabilities, ping handling),
// while tools/list is sent by this tap with its own request ids and its response is taken
// off the transport before the Protocol layer sees it: the JSON exactly as parsed from the
// wire (stdio), or as the SDK's HTTP transports delivered it (they check the JSON-RPC
// envelope but pass the result's fields through untouched).
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";

export type RawResponse = Record<string, unknown>;

function hasOwn(value: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(value, key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class RawTap implements Transport {
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  /** The raw `result` of the server's answer to initialize. */
  initializeResult: unknown;
  /** The last error the transport raised (a message that failed the SDK's envelope check, a dropped stream). */
  lastTransportError: Error | undefined;

  private started: Promise<void> | undefined;
  private nextId = 0;
  private readonly initializeIds = new Set<unknown>();
  private readonly pending = new Map<string, { resolve: (message: RawResponse) => void; reject: (error: Error) => void }>();

  constructor(readonly inner: Transport) {
    inner.onmessage = (message, extra) => this.receive(message, extra);
    inner.onerror = (error) => {
      this.lastTransportError = error;
      this.onerror?.(error);
    };
    inner.onclose = () => {
      for (const waiter of this.pending.values()) waiter.reject(new Error("the connection closed"));
      this.pending.clear();
      this.onclose?.();
    };
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    return (this.started ??= this.inner.start());
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const raw: unknown = message;
    if (isObject(raw) && raw["method"] === "initialize" && hasOwn(raw, "id")) this.initializeIds.add(raw["id"]);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /**
   * Sends a request outside the Client and resolves with the raw response message
   * (`result` or `error` untouched). Ids are strings the Client never uses.
   */
  request(method: string, params: Record<string, unknown>): Promise<RawResponse> {
    const id = `mcp-tool-lint-${++this.nextId}`;
    return new Promise<RawResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.inner.send({ jsonrpc: "2.0", id, method, params } as JSONRPCMessage).catch((error: unknown) => {
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  /** Forgets a request that timed out, so a late answer is not mistaken for anything else. */
  forget(): void {
    this.pending.clear();
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    const raw: unknown = message;
    if (isObject(raw) && hasOwn(raw, "id") && !hasOwn(raw, "method")) {
      const id = raw["id"];
      const waiter = typeof id === "string" ? this.pending.get(id) : undefined;
      if (waiter) {
        this.pending.delete(id as string);
        waiter.resolve(raw);
        return;
      }
      if (this.initializeIds.has(id) && hasOwn(raw, "result")) this.initializeResult = raw["result"];
    }
    this.onmessage?.(message, extra);
  }
}
