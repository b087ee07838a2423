// Real tools from corpus/real, broken in every way a server can break them: fields
// deleted, retyped, set to null, nested hundreds of levels deeper, replaced by hostile strings
// and keys, or given schemas that loop, backtrack or point at the network. The whole pipeline
// runs with every rule on (every compat target, a baseline for the change rules) and must keep
// its promises (see check-lint.ts); no request may reach the loopback server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintAndCheck } from "./check-lint.js";
import { readCorpus } from "./corpus.js";
import { hostileSchemas } from "./hostile-values.js";
import { startLoopback, type Loopback } from "./loopback.js";
import { buildCase, mutatedCase } from "./mutated-cases.js";
import { survey } from "./survey.js";

/** Cases per run; with the arbitrary-JSON suite and the CLI cases, over 10,000 in all. */
export const MUTATED_RUNS = 3000;
/** Short enough that a naive matcher is slow, not hung (the CLI test uses a long one). */
const TRIGGER_LENGTH = 24;

let loopback: Loopback;
beforeAll(async () => {
  loopback = await startLoopback();
});
afterAll(async () => {
  await loopback.close();
});

describe("real tools, mutated", () => {
  it(`${MUTATED_RUNS} mutated tool lists lint without an internal error, every finding at a node that exists and where it starts`, async () => {
    const corpus = readCorpus();
    const schemas = hostileSchemas(loopback.url, TRIGGER_LENGTH);
    const log = await survey("mutated corpus tools", mutatedCase(corpus), (c) => lintAndCheck(buildCase(corpus, schemas, c)), {
      numRuns: MUTATED_RUNS,
      budgetMs: 100_000,
    });
    expect(log.report()).toBe("");
    expect(log.caseCount).toBe(MUTATED_RUNS);
    expect(loopback.requests).toEqual([]);
  }, 300_000);
});
