// The ecosystem check: the committed corpus/baseline.tsv must hold exactly the findings the
// current rules give on corpus/real and corpus/captured, so a rule change cannot land without
// its added and removed findings being reviewed (`npm run corpus`, then `-- --update`).
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { REPO } from "../helpers/cli.js";

describe("corpus baseline", () => {
  it("matches the findings of the current rules on every corpus server", () => {
    const run = spawnSync(process.execPath, [join(REPO, "scripts/corpus.mjs"), "--check", "--cap", "5"], {
      cwd: REPO,
      encoding: "utf8",
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // On failure the message is the diff summary: what the change adds and removes, per rule.
    const summary = run.stdout.slice(run.stdout.indexOf("baseline:"));
    expect(run.status, `corpus/baseline.tsv is stale: review the diff, then run \`npm run corpus -- --update\`\n${summary}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/baseline: no change \(\d+ lines\)/);
  }, 200_000);
});
