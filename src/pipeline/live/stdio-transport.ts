// An MCP transport over a child process's stdin/stdout (the WireTransport shape of transport.ts).
// Written here rather than using the SDK's StdioClientTransport because we need (1) the child in its own process
// group so it can be ended with everything it started (process-group.ts), (2) the messages
// as parsed JSON, untouched: the SDK's reader validates each line against its own schemas,
// and (3) lines that are not JSON (a banner printed on stdout) skipped and counted instead
// of raised as errors.
import type { ChildProcess } from "node:child_process";
import type { WireMessage, WireTransport } from "./transport.js";
import { endServer, spawnServer, type SpawnRequest } from "./process-group.js";
import { stripControls } from "../../core/util/sanitize.js";
import { StderrTail } from "./stderr-tail.js";

/** A single message larger than this is refused rather than buffered without end. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** How long a server may take to exit by itself once its stdin is closed. */
const EXIT_GRACE_MS = 1000;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ProcessTransport implements WireTransport {
  onmessage?: (message: WireMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  readonly stderr = new StderrTail();
  /** Set when the process has exited and its pipes are closed. */
  exit: ExitInfo | undefined;
  /** Set when the process could not be started (ENOENT, EACCES, ...). */
  spawnError: NodeJS.ErrnoException | undefined;
  /** Lines on stdout that were not JSON-RPC messages, and the first of them. */
  ignoredLines = 0;
  firstIgnoredLine: string | undefined;

  private child: ChildProcess | undefined;
  private started: Promise<void> | undefined;
  private graceful: Promise<void> | undefined;
  private forced: Promise<void> | undefined;
  private readonly closed: Promise<void>;
  private markClosed!: () => void;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly request: SpawnRequest) {
    this.closed = new Promise((resolve) => (this.markClosed = resolve));
  }

  /** Resolves once the process runs; calling it again is a no-op. */
  start(): Promise<void> {
    this.started ??= new Promise<void>((resolve, reject) => {
      const child = spawnServer(this.request);
      this.child = child;
      child.once("spawn", () => resolve());
      child.once("error", (error: NodeJS.ErrnoException) => {
        // 'error' also fires for a failed kill; only a failure to start matters here.
        if (child.pid === undefined) {
          this.spawnError = error;
          this.exit = { code: null, signal: null };
          this.markClosed();
          reject(error);
        }
      });
      child.once("close", (code, signal) => {
        this.exit = { code, signal };
        this.markClosed();
        this.onclose?.();
      });
      child.stdout!.on("data", (chunk: Buffer) => this.read(chunk));
      child.stderr!.setEncoding("utf8"); // decodes characters split across chunks
      child.stderr!.on("data", (chunk: string) => this.stderr.push(chunk));
      // Writing to a server that has exited raises EPIPE on stdin; the exit is reported instead.
      child.stdin!.on("error", () => {});
    });
    return this.started;
  }

  /** Resolves when the process has exited (or never started). */
  whenClosed(): Promise<void> {
    return this.closed;
  }

  async send(message: WireMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable || this.exit) throw new Error("the server process is not running");
    await new Promise<void>((resolve, reject) => {
      stdin.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Graceful end (stdin closed, then signals). */
  close(): Promise<void> {
    return this.end(EXIT_GRACE_MS);
  }

  /** Immediate end after a failure or timeout: signals the group without waiting for a clean exit. */
  terminate(): Promise<void> {
    return this.end(0);
  }

  private end(graceMs: number): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    // A forced end may overtake a graceful one that is still waiting for the server to exit.
    if (graceMs === 0) return (this.forced ??= endServer(child, { graceMs: 0, closed: this.closed }));
    return (this.graceful ??= endServer(child, { graceMs, closed: this.closed }));
  }

  /** Splits stdout into lines without re-scanning what was already buffered. */
  private read(chunk: Buffer): void {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, newline);
      const line = this.pending.length > 0 ? Buffer.concat([...this.pending, piece]) : piece;
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
      this.handleLine(line.toString("utf8"));
    }
    if (start < chunk.length) {
      this.pending.push(chunk.subarray(start));
      this.pendingBytes += chunk.length - start;
      if (this.pendingBytes > MAX_LINE_BYTES) {
        this.pending = [];
        this.pendingBytes = 0;
        this.onerror?.(new Error(`the server wrote more than ${MAX_LINE_BYTES} bytes on stdout without a line break`));
        void this.terminate();
      }
    }
  }

  private handleLine(line: string): void {
    const text = line.trim();
    if (text === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    // JSON-RPC batches (allowed before 2025-06-18) arrive as arrays of messages.
    const messages = Array.isArray(value) ? value : [value];
    if (messages.length === 0 || !messages.every((m) => typeof m === "object" && m !== null && !Array.isArray(m))) {
      this.ignoredLines++;
      this.firstIgnoredLine ??= stripControls(text).slice(0, 120);
      return;
    }
    for (const message of messages) this.onmessage?.(message as WireMessage);
  }
}
