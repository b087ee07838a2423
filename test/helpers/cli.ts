// Runs the built CLI (dist/cli.js) as a child process, the way users run it.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { existsSync, mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export const REPO = fileURLToPath(new URL("../../", import.meta.url));
export const CLI = join(REPO, "dist/cli.js");
// Data the tests read, all inside the repository: the real and malicious corpora (corpus/) and
// the official MCP and SARIF schemas (test/data/spec/); their sources are in corpus/README.md and
// test/data/spec/README.md.
export const CORPUS = join(REPO, "corpus");
export const CORPUS_REAL = join(CORPUS, "real");
export const SPEC = join(REPO, "test/data/spec");
export const FIXTURES = join(REPO, "fixtures");

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(
  args: string[],
  options: { cwd?: string; input?: string | Buffer; env?: Record<string, string | undefined>; timeoutMs?: number } = {},
): CliRun {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run `npm run build` first (npm test does)");
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? REPO,
    input: options.input ?? "",
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: options.timeoutMs ?? 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A fresh temporary directory holding the given files (paths relative to it). */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-tool-lint-"));
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return dir;
}
