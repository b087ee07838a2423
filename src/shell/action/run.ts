/**
 * The GitHub Action's run step (action.yml). Every input arrives as an environment
 * variable, never spliced into a shell line; this builds the CLI's argument list from them,
 * runs the CLI once for all formats, then writes the job summary and the step outputs.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface ActionEnvironment {
  readonly [name: string]: string | undefined;
}

/**
 * Splits a multi-value input. Several lines: one item per line, kept whole, so a path may hold
 * spaces. One line: items separated by white space (or commas).
 */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  // `files: |` in YAML ends with a line break even for one line: that too is one path per line.
  if (/\r?\n/.test(value)) return lines;
  return lines.flatMap((line) => (line.includes(",") && !line.includes(" ") ? line.split(",") : line.split(/\s+/))).filter((item) => item !== "");
}

function input(env: ActionEnvironment, name: string): string {
  return rawInput(env, name).trim();
}

/** An input as given, line breaks included (they decide how `files` is split). */
function rawInput(env: ActionEnvironment, name: string): string {
  return env[`INPUT_${name.toUpperCase().replace(/[- ]/g, "_")}`] ?? "";
}

/** The CLI arguments for the action's inputs (exported for tests). */
export function cliArguments(env: ActionEnvironment, paths: { sarif: string; json: string; markdown: string; baseline?: string }): string[] {
  const args: string[] = [...splitList(rawInput(env, "files"))];
  const stdio = input(env, "stdio");
  if (stdio) args.push("--stdio", stdio);
  for (const url of splitList(rawInput(env, "url"))) args.push("--url", url);
  const config = input(env, "config");
  if (config) args.push("--config", config);
  const target = input(env, "target");
  if (target) args.push("--target", splitList(target).join(","));
  const protocol = input(env, "protocol");
  if (protocol) args.push("--protocol", protocol);
  const failOn = input(env, "fail-on");
  if (failOn) args.push("--fail-on", failOn);
  const maxWarnings = input(env, "max-warnings");
  if (maxWarnings) args.push("--max-warnings", maxWarnings);
  const category = input(env, "category");
  if (category) args.push("--category", category);
  if (paths.baseline) args.push("--baseline", paths.baseline);
  // Extra arguments are split on white space and passed as they are: no shell ever sees them.
  args.push(
    ...input(env, "args")
      .split(/\s+/)
      .filter((word) => word !== ""),
  );
  args.push("-f", "github", "-f", "sarif", "-o", paths.sarif, "-f", "json", "-o", paths.json, "-f", "markdown", "-o", paths.markdown);
  return args;
}

/** `baseline-ref`: the tool list as it was at that ref (`git show <ref>:<path>`), written to a file. */
function baselineFile(env: ActionEnvironment, workspace: string, dir: string): { path?: string; problem?: string; note?: string } {
  const ref = input(env, "baseline-ref");
  if (!ref) return {};
  const files = splitList(rawInput(env, "files"));
  const file = files.length === 1 && !/[*?[\]{}]/.test(files[0]!) ? files[0]! : undefined;
  if (!file) return { problem: "baseline-ref needs exactly one tool-list file in `files` (no globs)" };
  const relative = resolve(workspace, file).slice(resolve(workspace).length + 1);
  // A file that is new (or moved) in the pull request has no earlier version: lint it without a baseline.
  const exists = spawnSync("git", ["cat-file", "-e", `${ref}:${relative}`], { cwd: workspace, encoding: "utf8" });
  if (exists.status !== 0) {
    const known = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: workspace, encoding: "utf8" });
    if (known.status !== 0) return { problem: `baseline-ref: \`${ref}\` is not a commit here (fetch it first, e.g. actions/checkout with fetch-depth: 0)` };
    return { note: `baseline-ref: ${relative} does not exist at ${ref} (new or moved); linted without a baseline` };
  }
  const shown = spawnSync("git", ["show", `${ref}:${relative}`], { cwd: workspace, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (shown.status !== 0) return { problem: `baseline-ref: git show ${ref}:${relative} failed: ${(shown.stderr || "").trim().split("\n")[0]}` };
  const path = join(dir, "baseline.json");
  writeFileSync(path, shown.stdout);
  return { path };
}

export function runAction(env: ActionEnvironment, cliPath: string): number {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const dir = mkdtempSync(join(tmpdir(), "mcp-tool-lint-action-"));
  const sarif = resolve(workspace, input(env, "sarif-file") || "mcp-tool-lint.sarif");
  const json = join(dir, "results.json");
  const markdown = join(dir, "summary.md");
  // A SARIF file left by an earlier step must not pass for this run's. Where there is something
  // else (a directory), the CLI's -o says it cannot write there.
  try {
    rmSync(sarif, { force: true });
  } catch {}
  const baseline = baselineFile(env, workspace, dir);
  if (baseline.note) process.stdout.write(`::notice title=mcp-tool-lint::${baseline.note}\n`);
  let code: number;
  if (baseline.problem) {
    // Still write the summary and the outputs below: the step says what failed, never nothing.
    process.stdout.write(`::error title=mcp-tool-lint::${baseline.problem}\n`);
    writeFileSync(markdown, `## mcp-tool-lint\n\n> **Could not lint:** ${baseline.problem.replace(/[<>|]/g, " ")}\n`);
    code = 2;
  } else {
    const args = cliArguments(env, { sarif, json, markdown, ...(baseline.path ? { baseline: baseline.path } : {}) });
    const child = spawnSync(process.execPath, [cliPath, ...args], { cwd: workspace, stdio: ["ignore", "inherit", "inherit"], env: process.env });
    code = child.status ?? 2;
  }

  // sarif-file names the file only when this run wrote it, so an upload step never picks up a
  // stale or missing one (or a directory in its place).
  const outputs: Record<string, string> = { "exit-code": String(code), "sarif-file": statSync(sarif, { throwIfNoEntry: false })?.isFile() ? sarif : "" };
  if (!existsSync(markdown)) writeFileSync(markdown, `## mcp-tool-lint\n\n> **Could not lint** (exit code ${code}): the step's log says why.\n`);
  try {
    const result = JSON.parse(readFileSync(json, "utf8")) as { counts: { error: number; warning: number; info: number } };
    Object.assign(outputs, { errors: String(result.counts.error), warnings: String(result.counts.warning), notices: String(result.counts.info) });
  } catch {
    Object.assign(outputs, { errors: "", warnings: "", notices: "" });
  }
  let written = true;
  if (env.GITHUB_STEP_SUMMARY) written = appendOrSay(env.GITHUB_STEP_SUMMARY, "the job summary", readFileSync(markdown, "utf8")) && written;
  if (env.GITHUB_OUTPUT) {
    const lines = Object.entries(outputs)
      .map(([key, value]) => `${key}=${value}\n`)
      .join("");
    written = appendOrSay(env.GITHUB_OUTPUT, "the step outputs", lines) && written;
  }
  return written ? code : 2;
}

/** Appends to one of the runner's files; one line naming it when that fails (exit 2, no stack trace). */
function appendOrSay(path: string, what: string, text: string): boolean {
  try {
    appendFileSync(path, text);
    return true;
  } catch (error) {
    process.stderr.write(`mcp-tool-lint: cannot write ${what} to ${path}: ${(error as Error).message}\n`);
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runAction(process.env, fileURLToPath(new URL("./cli.js", import.meta.url)));
}
