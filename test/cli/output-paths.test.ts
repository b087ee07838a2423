// An output path that cannot be written ends the run at once: exit 2 and one line naming the
// path. Under /proc, Node's recursive mkdir used to retry forever at full CPU; the CLI's own
// timeout below turns such a hang into a failure instead of a stuck suite. Every file the CLI
// and the action write is tried: -o, --snapshot, --write-suppressions, --prune-suppressions,
// init, and the action's SARIF file, job summary and step outputs.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, REPO, runCli, tempDir } from "../helpers/cli.js";
import { expectNoneRunning, fixture, newTag } from "../live/helpers.js";

const TOOLS = `{ "tools": [{ "name": "search", "description": "Searches the catalogue.", "inputSchema": { "type": "object" } }] }\n`;

function writeTo(output: string, dir: string) {
  return runCli(["tools.json", "--no-config", "-f", "json", "-o", output], { cwd: dir, timeoutMs: 30_000 });
}

function expectOneLineFailure(run: ReturnType<typeof runCli>, output: string, what = "json output"): void {
  expect(run.code).toBe(2);
  const lines = run.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`mcp-tool-lint: cannot write ${what} to ${output}: `);
  expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
}

// Root writes through file modes: a read-only directory or file is tried as `nobody` there.
const asRoot = process.getuid?.() === 0;
const canTryReadOnly = process.platform !== "win32" && (!asRoot || spawnSync(process.execPath, ["-e", "0"], { uid: 65534, gid: 65534 }).status === 0);

/** The CLI in `dir` as an unprivileged user (itself when not root); `dir` is made readable to it. */
function runUnprivileged(args: string[], dir: string): ReturnType<typeof runCli> {
  chmodSync(dir, 0o755);
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: dir,
    encoding: "utf8",
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? "", HOME: dir },
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("-o to a path that cannot be written", () => {
  it.skipIf(!existsSync("/proc/self"))("fails fast under /proc, where no directory can be made", () => {
    const dir = tempDir({ "tools.json": TOOLS });
    expectOneLineFailure(writeTo("/proc/x/out.json", dir), "/proc/x/out.json");
    expectOneLineFailure(writeTo("/proc/x/y/z/out.json", dir), "/proc/x/y/z/out.json");
  });

  it("fails when a parent is a file, and when the output is a directory", () => {
    const dir = tempDir({ "tools.json": TOOLS, "plain-file": "x" });
    mkdirSync(join(dir, "a-directory"));
    expectOneLineFailure(writeTo("plain-file/sub/out.json", dir), "plain-file/sub/out.json");
    expectOneLineFailure(writeTo("plain-file/out.json", dir), "plain-file/out.json");
    expectOneLineFailure(writeTo("a-directory", dir), "a-directory");
  });

  it.skipIf(!canTryReadOnly)("fails in a read-only directory", () => {
    const dir = tempDir({ "tools.json": TOOLS });
    mkdirSync(join(dir, "locked"));
    chmodSync(join(dir, "locked"), 0o555);
    expectOneLineFailure(runUnprivileged(["tools.json", "--no-config", "-f", "json", "-o", "locked/out.json"], dir), "locked/out.json");
    expectOneLineFailure(runUnprivileged(["tools.json", "--no-config", "-f", "json", "-o", "locked/new/out.json"], dir), "locked/new/out.json");
    expect(existsSync(join(dir, "locked/out.json"))).toBe(false);
  });

  it("still creates missing parent directories, and overwrites an existing file", () => {
    const dir = tempDir({ "tools.json": TOOLS, "old.json": "stale" });
    const created = writeTo("new/deeper/out.json", dir);
    expect(created.stderr).toBe("");
    expect(JSON.parse(readFileSync(join(dir, "new/deeper/out.json"), "utf8")).inputs).toHaveLength(1);
    writeFileSync(join(dir, "old.json"), "stale");
    expect(writeTo("old.json", dir).code).not.toBe(2);
    expect(JSON.parse(readFileSync(join(dir, "old.json"), "utf8")).version).toBe(1);
  });
});

describe("--snapshot to a path that cannot be written", () => {
  it.skipIf(!existsSync("/proc/self"))("is a problem of that server: exit 2, one line, the server stopped", () => {
    const tag = newTag();
    const run = runCli(["--stdio", `${JSON.stringify(process.execPath)} ${fixture("good.mjs")} ${tag}`, "--snapshot", "/proc/x/snap.json", "-f", "json"], {
      cwd: tempDir(),
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mcp-tool-lint: cannot write the snapshot of .* to \/proc\/x\/snap\.json: /);
    expectNoneRunning(tag);
  });
});

describe("--write-suppressions and --prune-suppressions to a file that cannot be written", () => {
  const WEAK = `{ "tools": [{ "name": "get_alpha", "inputSchema": { "type": "object", "properties": { "q": { "type": "string" } } } }] }\n`;

  it.skipIf(!existsSync("/proc/self"))("--write-suppressions under /proc and onto a directory: exit 2, one line, nothing reported", () => {
    const dir = tempDir({ "tools.json": WEAK });
    mkdirSync(join(dir, "a-directory"));
    for (const path of ["/proc/x/s.json", "a-directory"]) {
      const run = runCli(["tools.json", "--no-config", "--write-suppressions", path], { cwd: dir, timeoutMs: 30_000 });
      expectOneLineFailure(run, path, "suppressions");
      expect(run.stdout).toBe("");
    }
  });

  it.skipIf(!canTryReadOnly)("--prune-suppressions on a read-only file: exit 2, one line naming it", () => {
    const dir = tempDir({ "tools.json": WEAK.replace('"get_alpha"', '"get_gamma"') });
    expect(runCli(["tools.json", "--no-config", "--write-suppressions", "s.json"], { cwd: dir }).code).toBe(0);
    // get_gamma's entries no longer match anything: pruning must rewrite the file.
    writeFileSync(join(dir, "tools.json"), WEAK);
    chmodSync(join(dir, "s.json"), 0o444);
    const before = readFileSync(join(dir, "s.json"), "utf8");
    const run = runUnprivileged(["tools.json", "--no-config", "--suppressions", "s.json", "--prune-suppressions", "-f", "json", "-o", "out.json"], dir);
    expect(run.code).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mcp-tool-lint: cannot write the pruned suppressions to .*s\.json: EACCES/);
    expect(readFileSync(join(dir, "s.json"), "utf8")).toBe(before);
  });
});

describe("init where the starter config cannot be written", () => {
  it("a directory in its place (with --force): exit 2, one line", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "mcp-tool-lint.config.json"));
    expectOneLineFailure(runCli(["init", "--force"], { cwd: dir, timeoutMs: 30_000 }), "mcp-tool-lint.config.json", "the starter config");
  });

  it.skipIf(!canTryReadOnly)("a read-only working directory: exit 2, one line", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "locked"));
    chmodSync(join(dir, "locked"), 0o555);
    expectOneLineFailure(runUnprivileged(["init"], join(dir, "locked")), "mcp-tool-lint.config.json", "the starter config");
  });
});

describe("the action's files that cannot be written", () => {
  const ACTION = join(REPO, "dist/action.js");

  function runAction(workspace: string, env: Record<string, string>) {
    const result = spawnSync(process.execPath, [ACTION], {
      cwd: workspace,
      encoding: "utf8",
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? "", HOME: workspace, GITHUB_WORKSPACE: workspace, INPUT_FILES: "tools.json", ...env },
    });
    if (result.error) throw result.error;
    return result;
  }

  it("a sarif-file that is a directory: the CLI's one line, exit 2, the outputs still written", () => {
    const workspace = tempDir({ "tools.json": TOOLS, "outputs.txt": "" });
    mkdirSync(join(workspace, "results.sarif"));
    const run = runAction(workspace, { INPUT_SARIF_FILE: "results.sarif", GITHUB_OUTPUT: join(workspace, "outputs.txt") });
    expect(run.status).toBe(2);
    expect(run.stderr.trimEnd().split("\n")).toEqual([expect.stringMatching(/^mcp-tool-lint: cannot write sarif output to .*results\.sarif: EISDIR/)]);
    expect(readFileSync(join(workspace, "outputs.txt"), "utf8")).toContain("exit-code=2\nsarif-file=\n");
  });

  it("a step-outputs file or job summary that cannot be written: exit 2, one line naming it", () => {
    const workspace = tempDir({ "tools.json": TOOLS });
    mkdirSync(join(workspace, "a-directory"));
    const outputs = runAction(workspace, { GITHUB_OUTPUT: join(workspace, "a-directory") });
    expect(outputs.status).toBe(2);
    expect(outputs.stderr.trimEnd().split("\n")).toEqual([
      `mcp-tool-lint: cannot write the step outputs to ${join(workspace, "a-directory")}: EISDIR: illegal operation on a directory, open '${join(workspace, "a-directory")}'`,
    ]);
    const summary = runAction(workspace, { GITHUB_STEP_SUMMARY: join(workspace, "a-directory") });
    expect(summary.status).toBe(2);
    expect(summary.stderr.trimEnd().split("\n")).toEqual([expect.stringMatching(/^mcp-tool-lint: cannot write the job summary to .*a-directory: EISDIR/)]);
  });
});
