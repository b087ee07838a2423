// Runs a property over every generated case and collects what broke (see violation-log.ts),
// within a time budget: past it, the remaining cases are skipped and that is reported too,
// so a regression that makes cases slow fails the suite instead of stalling CI.
import fc from "fast-check";
import type { Violation } from "./check-findings.js";
import { announceSeed, REPLAY_PATH } from "./seed.js";
import { ViolationLog } from "./violation-log.js";

export interface SurveyOptions {
  readonly numRuns: number;
  readonly budgetMs: number;
}

export async function survey<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<Violation[]>,
  options: SurveyOptions,
): Promise<ViolationLog> {
  const seed = announceSeed(label);
  const log = new ViolationLog();
  const started = performance.now();
  let run = 0;
  let skipped = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const index = run++;
      if (performance.now() - started > options.budgetMs) {
        skipped++;
        return;
      }
      log.record({ run: index, input }, await check(input));
    }),
    { seed, numRuns: options.numRuns, ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}) },
  );
  if (skipped > 0) {
    log.note({ skipped }, { source: "time", kind: `the ${options.budgetMs} ms budget ran out`, detail: `${skipped} of ${options.numRuns} cases did not run` });
  }
  console.log(`${label}: ${log.caseCount} cases in ${Math.round(performance.now() - started)} ms`);
  return log;
}
