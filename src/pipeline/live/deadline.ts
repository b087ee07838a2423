// One bounded wait: the work, or a timeout, or the caller's abort, or the server going away,
// whichever comes first. Every wait of a capture goes through here.

/** Why a wait ended without the work finishing; turned into a LiveError by the caller. */
export class WaitFailure extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "aborted" | "gone",
  ) {
    super(message);
  }
}

export interface WaitOptions {
  timeoutMs: number;
  /** What is being waited for, in words: "an answer to initialize". */
  what: string;
  signal?: AbortSignal;
  /** Rejects when waiting is pointless (the server process exited). */
  gone?: Promise<never>;
}

export function within<T>(work: Promise<T>, options: WaitOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new WaitFailure(`no ${options.what} within ${options.timeoutMs} ms`, "timeout"))), options.timeoutMs);
    const onAbort = () => finish(() => reject(new WaitFailure(`interrupted while waiting for ${options.what}`, "aborted")));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
    options.gone?.catch((error: unknown) => finish(() => reject(error)));
  });
}
