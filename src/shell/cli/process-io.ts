// The process around the command: a reader that closes the pipe early (`| head`) ends the run
// quietly with the exit code the lint earned, and a signal (Ctrl-C, closing the terminal)
// ends it with 128 + the signal's number after live servers are stopped.

const SIGNAL_EXIT: Readonly<Record<string, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/** Ignores EPIPE (and writes after it) on a standard stream; anything else still surfaces. */
export function quietOnClosedPipe(stream: NodeJS.WritableStream): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED") return;
    throw error;
  });
}

export interface Interrupts {
  /** The signal that arrived, if any. */
  readonly received: () => NodeJS.Signals | undefined;
  /**
   * Runs synchronous work (the rules over a big input) with the signals' default action back: a
   * listener cannot run until the work returns, so Ctrl-C would wait for the whole lint.
   */
  readonly blocking: <T>(work: () => T) => T;
  readonly dispose: () => void;
}

/**
 * Watches SIGINT, SIGTERM and SIGHUP. When nothing else listens (no live server is running)
 * the run has nothing to clean up: it says so and exits at once. When a live capture listens,
 * it stops its servers and the run ends normally; the caller then exits with `exitCodeFor`.
 */
export function watchInterrupts(stderr: NodeJS.WritableStream): Interrupts {
  let received: NodeJS.Signals | undefined;
  const handlers = new Map<NodeJS.Signals, () => void>();
  for (const signal of Object.keys(SIGNAL_EXIT) as NodeJS.Signals[]) {
    const handler = (): void => {
      // A second signal while servers are still stopping: leave now.
      if (received !== undefined) process.exit(SIGNAL_EXIT[received]);
      received = signal;
      // Our own listener is one; another is a live capture that must stop its servers first.
      if (process.listenerCount(signal) > 1) return;
      stderr.write(`mcp-tool-lint: interrupted (${signal}); nothing was reported\n`);
      // Die of the signal itself (the shell shows 128 + its number): process.exit would wait
      // for a blocked read, such as a FIFO nobody writes to.
      for (const [name, h] of handlers) process.off(name, h);
      process.kill(process.pid, signal);
    };
    handlers.set(signal, handler);
    process.on(signal, handler);
  }
  return {
    received: () => received,
    blocking: (work) => {
      // Only when ours are the only listeners: a live capture's would keep the signal from ending the run.
      const alone = [...handlers.keys()].every((signal) => process.listenerCount(signal) === 1);
      if (!alone || received !== undefined) return work();
      for (const [signal, handler] of handlers) process.off(signal, handler);
      try {
        return work();
      } finally {
        for (const [signal, handler] of handlers) process.on(signal, handler);
      }
    },
    dispose: () => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
    },
  };
}

export function signalExitCode(signal: NodeJS.Signals): number {
  return SIGNAL_EXIT[signal] ?? 130;
}
