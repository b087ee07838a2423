// A handful of generated cases through the built CLI, the way users run it: mutated real
// tools in a file, random output formats and failure thresholds. Every run ends with 0, 1 or
// 2 as its report says it should, without an internal error or a stack trace, every format
// is written, and the JSON findings keep their promises (check-findings.ts) against the file.
import fc from "fast-check";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { checkFindings, type CheckedFinding, type Violation } from "./check-findings.js";
import { ALL_TARGETS, problemViolation } from "./check-lint.js";
import { readCorpus } from "./corpus.js";
import { hostileSchemas } from "./hostile-values.js";
import { printWithPositions } from "./json-positions.js";
import { startLoopback, type Loopback } from "./loopback.js";
import { buildCase, mutatedCase } from "./mutated-cases.js";
import { runCliTimed } from "./run-cli.js";
import { survey } from "./survey.js";

export const CLI_RUNS = 24;
const GUARD_MS = 20_000;
const SEVERITY_RANK: Record<string, number> = { info: 1, warning: 2, error: 3 };
const FORMATS = ["text", "sarif", "github", "markdown"] as const;

let dir: string;
let loopback: Loopback;
beforeAll(async () => {
  dir = tempDir();
  loopback = await startLoopback();
});
afterAll(async () => {
  await loopback.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the built CLI on generated input", () => {
  it(`${CLI_RUNS} runs exit with 0, 1 or 2 as their reports say, and write every format`, async () => {
    const corpus = readCorpus();
    const schemas = hostileSchemas(loopback.url, 40);
    const testCase = fc.record({
      input: mutatedCase(corpus),
      preset: fc.constantFrom("recommended", "strict", "spec", "all"),
      format: fc.constantFrom(...FORMATS),
      failOn: fc.constantFrom("error", "warning", "info"),
      maxWarnings: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
    });
    const check = async ({ input, preset, format, failOn, maxWarnings }: typeof testCase extends fc.Arbitrary<infer T> ? T : never): Promise<Violation[]> => {
      const { value, baseline, protocol } = buildCase(corpus, schemas, input);
      const parsed: unknown = JSON.parse(JSON.stringify(value) ?? "null");
      const printed = printWithPositions(parsed);
      writeFileSync(join(dir, "case.json"), printed.text);
      const other = join(dir, `case.${format}`);
      rmSync(other, { force: true });
      const args = [
        "case.json",
        "--no-config",
        "--preset",
        preset,
        "--target",
        ALL_TARGETS.join(","),
        "--fail-on",
        failOn,
        "-f",
        "json",
        "-f",
        format,
        "-o",
        other,
      ];
      if (baseline) args.push("--baseline", baseline);
      if (protocol) args.push("--protocol", protocol);
      if (maxWarnings !== undefined) args.push("--max-warnings", String(maxWarnings));
      const run = await runCliTimed(args, { cwd: dir, guardMs: GUARD_MS });
      if (run.killed) return [{ source: "cli", kind: "killed by the hang guard", detail: `${Math.round(run.ms)} ms` }];
      const violations: Violation[] = [];
      if (/\n\s+at .+:\d+:\d+\)?\n/.test(run.stderr)) violations.push({ source: "cli", kind: "stack trace on stderr", detail: run.stderr.slice(0, 300) });
      let report: { findings: Array<CheckedFinding & { input: number }>; problems: string[] };
      try {
        report = JSON.parse(run.stdout);
      } catch {
        return [...violations, { source: "cli", kind: "stdout is not the JSON report", detail: `exit ${run.code}: ${run.stderr.slice(0, 300)}` }];
      }
      violations.push(...report.problems.map(problemViolation));
      violations.push(...checkFindings(report.findings, parsed, printed));
      if (!existsSync(other) || (format !== "github" && readFileSync(other, "utf8").length === 0))
        violations.push({ source: "cli", kind: `no ${format} output`, detail: "" });
      const failing = report.findings.some((f) => SEVERITY_RANK[f.severity]! >= SEVERITY_RANK[failOn]!);
      const tooManyWarnings = maxWarnings !== undefined && report.findings.filter((f) => f.severity === "warning").length > maxWarnings;
      const expected = report.problems.length > 0 ? 2 : failing || tooManyWarnings ? 1 : 0;
      if (run.code !== expected)
        violations.push({ source: "exit code", kind: `exit code is not what the report says`, detail: `${run.code}, expected ${expected}` });
      return violations;
    };
    const log = await survey("CLI on mutated corpus tools", testCase, check, { numRuns: CLI_RUNS, budgetMs: 60_000 });
    expect(log.report()).toBe("");
    expect(log.caseCount).toBe(CLI_RUNS);
    expect(loopback.requests).toEqual([]);
  }, 120_000);
});
