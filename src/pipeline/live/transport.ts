// The one transport shape the live layer talks to: our stdio process transport and the SDK's
// HTTP client transports both fit it. Messages are plain parsed JSON, never validated here.
export type WireMessage = Record<string, unknown>;

export interface WireTransport {
  onmessage?: (message: never, extra?: never) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  readonly sessionId?: string | undefined;
  start(): Promise<void>;
  send(message: never): Promise<void>;
  close(): Promise<void>;
  setProtocolVersion?: (version: string) => void;
}
