// The pre-commit hook, run by the real pre-commit (`pre-commit try-repo`) on a temporary git
// repository: it fails on a bad tool list and passes on a good one. pre-commit installs the
// hook the way users get it (npm pack of this repository at HEAD, then a global install).
import { describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURES, REPO, tempDir } from "../helpers/cli.js";

const hasPreCommit = spawnSync("pre-commit", ["--version"]).status === 0;
if (!hasPreCommit && process.env.CI) throw new Error("pre-commit is not installed; .ci/run installs it with apt-get");

describe.skipIf(!hasPreCommit)("pre-commit hook", () => {
  it("fails on a bad tool list and passes on a good one", () => {
    const work = tempDir({ "tools.json": readFileSync(join(FIXTURES, "examples/bad-tools.json"), "utf8"), "notes.json": "{}" });
    const env = {
      ...process.env,
      PRE_COMMIT_HOME: join(work, ".pre-commit-home"),
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@t",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@t",
    };
    const git = (...args: string[]) => execFileSync("git", args, { cwd: work, env });
    git("init", "-q");
    git("add", "tools.json", "notes.json");
    git("commit", "-qm", "tools");
    const tryRepo = () =>
      spawnSync("pre-commit", ["try-repo", REPO, "mcp-tool-lint", "--ref", "HEAD", "--all-files"], { cwd: work, env, encoding: "utf8", timeout: 300_000 });

    const bad = tryRepo();
    expect(bad.status, bad.stdout + bad.stderr).toBe(1);
    expect(bad.stdout).toMatch(/mcp-tool-lint\.+Failed/);
    expect(bad.stdout).toContain("tool-name-unique");
    // `notes.json` does not match the hook's `files:` pattern, so it is not linted.
    expect(bad.stdout).not.toContain("notes.json");

    writeFileSync(join(work, "tools.json"), readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8"));
    git("commit", "-qam", "fixed");
    const good = tryRepo();
    expect(good.status, good.stdout + good.stderr).toBe(0);
    expect(good.stdout).toMatch(/mcp-tool-lint\.+Passed/);
  }, 600_000);
});
