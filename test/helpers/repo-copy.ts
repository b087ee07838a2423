// A throw-away copy of the parts of the repository the code generators and the scaffold read, so
// tests can break it (rename a rule, delete a page) without touching the real tree.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO } from "./cli.js";

const PARTS = [
  "package.json",
  "tsconfig.json",
  "vitest.config.ts",
  "biome.json",
  ".gitignore",
  "scripts",
  "src",
  "docs",
  "test/rules",
  "test/helpers",
  "test/docs",
];

export function repoCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "mcp-tool-lint-repo-"));
  for (const part of PARTS) {
    mkdirSync(join(root, part, ".."), { recursive: true });
    cpSync(join(REPO, part), join(root, part), { recursive: true });
  }
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  return root;
}

export interface ScriptRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node <script> ...args` in `cwd`, without colours, with a timeout. */
export function runNode(cwd: string, script: string, args: string[] = [], timeoutMs = 60_000): ScriptRun {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.FORCE_COLOR;
  const result = spawnSync(process.execPath, [script, ...args], { cwd, env, encoding: "utf8", timeout: timeoutMs });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
