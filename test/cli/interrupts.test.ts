// Ctrl-C during the rules' synchronous run: a signal listener cannot run until the run returns, so
// `blocking` hands the signals their default action back for that time (a 30,000-tool lint ended
// 0.04 s after SIGTERM instead of 12.6 s), unless a live capture still listens to stop its servers.
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { watchInterrupts } from "../../src/shell/cli/process-io.js";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const counts = (): number[] => SIGNALS.map((signal) => process.listenerCount(signal));

describe("watchInterrupts().blocking", () => {
  it("takes its listeners off for the work and puts them back after, even when the work throws", () => {
    const before = counts();
    const interrupts = watchInterrupts(new PassThrough());
    try {
      expect(counts()).toEqual(before.map((n) => n + 1));
      expect(interrupts.blocking(() => counts())).toEqual(before);
      expect(counts()).toEqual(before.map((n) => n + 1));
      expect(() =>
        interrupts.blocking(() => {
          throw new Error("rule failed");
        }),
      ).toThrow("rule failed");
      expect(counts()).toEqual(before.map((n) => n + 1));
      expect(interrupts.blocking(() => 42)).toBe(42);
    } finally {
      interrupts.dispose();
    }
    expect(counts()).toEqual(before);
  });

  it("keeps them while another listener (a live capture stopping its servers) is there", () => {
    const other = (): void => {};
    process.on("SIGTERM", other);
    const interrupts = watchInterrupts(new PassThrough());
    try {
      const during = interrupts.blocking(() => counts());
      expect(during).toEqual(counts());
    } finally {
      interrupts.dispose();
      process.off("SIGTERM", other);
    }
  });
});
