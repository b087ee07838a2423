// Runs the built CLI without blocking this process (a loopback server in the test must stay
// able to answer), kills it at a hang guard, and checks what every run must satisfy.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { CLI, REPO } from "../helpers/cli.js";

export interface TimedRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
  /** True when the guard killed it. */
  readonly killed: boolean;
}

export function runCliTimed(args: readonly string[], options: { cwd?: string; input?: string | Buffer; guardMs: number }): Promise<TimedRun> {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run `npm run build` first (npm test does)");
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.FORCE_COLOR;
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? REPO, env, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let killed = false;
    const guard = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, options.guardMs);
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => {
      clearTimeout(guard);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(guard);
      resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), ms: performance.now() - started, killed });
    });
    child.stdin.on("error", () => {}); // the CLI may exit before reading all of stdin
    child.stdin.end(options.input ?? "");
  });
}

export interface JsonFinding {
  readonly ruleId: string;
  readonly severity: string;
  readonly message: string;
  readonly pointer: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
}

/**
 * What every run must satisfy: it ended by itself within the guard, with 0, 1 or 2, without an
 * internal error or a stack trace; with `-f json`, the output parses and every finding in a
 * file has a line and column. Returns the findings.
 */
export function expectWellBehaved(run: TimedRun, label: string): JsonFinding[] {
  const problems: string[] = [];
  if (run.killed) problems.push(`still running after ${Math.round(run.ms)} ms (killed by the hang guard)`);
  else if (run.code !== 0 && run.code !== 1 && run.code !== 2) problems.push(`exit code ${run.code}`);
  if (/internal error/.test(run.stderr)) problems.push(`internal error: ${run.stderr.slice(0, 500)}`);
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(run.stderr)) problems.push(`stack trace on stderr: ${run.stderr.slice(0, 500)}`);
  let findings: JsonFinding[] = [];
  if (!run.killed) {
    try {
      findings = (JSON.parse(run.stdout) as { findings: JsonFinding[] }).findings;
    } catch {
      problems.push(`stdout is not the JSON report: ${run.stdout.slice(0, 200)}`);
    }
  }
  const unplaced = findings.filter((f) => f.file !== null && (f.line === null || f.column === null || f.line < 1 || f.column < 1));
  if (unplaced.length > 0) {
    problems.push(
      `${unplaced.length} finding(s) without a position, e.g. ${unplaced
        .slice(0, 3)
        .map((f) => `${f.ruleId} at ${JSON.stringify(f.pointer.slice(0, 80))}`)
        .join(", ")}`,
    );
  }
  if (problems.length > 0) throw new Error(`${label}:\n${problems.join("\n")}`);
  return findings;
}
