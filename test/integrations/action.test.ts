// The GitHub Action: action.yml is well-formed, passes every input through env:, and its
// run step, executed here with the environment GitHub provides, produces SARIF,
// annotations, the job summary and the step outputs.
import { describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { FIXTURES, REPO, tempDir } from "../helpers/cli.js";
import { sarifValidator } from "../helpers/sarif.js";

const action = parse(readFileSync(join(REPO, "action.yml"), "utf8"));
const ACTION_JS = join(REPO, "dist/action.js");

function runAction(workspace: string, inputs: Record<string, string>) {
  const summary = join(workspace, "..", `summary-${Date.now()}.md`);
  const output = join(workspace, "..", `output-${Date.now()}.txt`);
  writeFileSync(summary, "");
  writeFileSync(output, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase().replace(/-/g, "_")}`] = value;
  const run = spawnSync(process.execPath, [ACTION_JS], { cwd: workspace, env, encoding: "utf8", timeout: 60_000 });
  const outputs = Object.fromEntries(
    readFileSync(output, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return { ...run, summary: readFileSync(summary, "utf8"), outputs };
}

describe("action.yml", () => {
  it("is a composite action (not node20) that names only inputs that exist", () => {
    expect(action.runs.using).toBe("composite");
    const text = readFileSync(join(REPO, "action.yml"), "utf8");
    const referenced = new Set([...text.matchAll(/inputs\.([a-z0-9-]+)/g)].map((m) => m[1]));
    for (const name of referenced) expect(Object.keys(action.inputs), `inputs.${name}`).toContain(name);
    for (const name of [
      "files",
      "stdio",
      "url",
      "config",
      "target",
      "protocol",
      "fail-on",
      "max-warnings",
      "args",
      "sarif-file",
      "upload-sarif",
      "category",
      "baseline-ref",
    ]) {
      expect(Object.keys(action.inputs)).toContain(name);
    }
  });

  it("passes inputs to the CLI through env:, never in a shell line", () => {
    for (const step of action.runs.steps) {
      if (step.run) expect(step.run, step.name).not.toContain("${{");
    }
    const lint = action.runs.steps.find((s: { id?: string }) => s.id === "lint");
    const passed = Object.values(lint.env as Record<string, string>).map((v) => /inputs\.([a-z0-9-]+)/.exec(v)?.[1]);
    for (const name of Object.keys(action.inputs)) if (name !== "upload-sarif") expect(passed, name).toContain(name);
  });

  it("uploads SARIF with codeql-action even when linting failed", () => {
    const upload = action.runs.steps.find((s: { uses?: string }) => s.uses?.startsWith("github/codeql-action/upload-sarif"));
    expect(upload.if).toMatch(/^always\(\) && inputs\.upload-sarif == 'true'/);
    for (const name of ["errors", "warnings", "notices", "exit-code", "sarif-file"]) expect(Object.keys(action.outputs)).toContain(name);
  });
});

describe("the action's run step", () => {
  it("writes SARIF, annotations, the job summary and the outputs", () => {
    const workspace = tempDir({ "mcp/tools.json": readFileSync(join(FIXTURES, "examples/bad-tools.json"), "utf8") });
    const run = runAction(workspace, { files: "mcp/tools.json", "fail-on": "error", "sarif-file": "out/results.sarif", category: "mcp" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error file=mcp\/tools\.json,line=\d+,/m);
    expect(run.summary).toContain("## mcp-tool-lint");
    expect(run.summary).toContain("### `mcp/tools.json`");
    const sarif = JSON.parse(readFileSync(join(workspace, "out/results.sarif"), "utf8"));
    expect(sarifValidator()(sarif)).toEqual([]);
    expect(sarif.runs[0].automationDetails.id).toBe("mcp/");
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe("mcp/tools.json");
    expect(run.outputs).toMatchObject({ "exit-code": "1", "sarif-file": join(workspace, "out/results.sarif") });
    expect(Number(run.outputs.errors)).toBe(sarif.runs[0].results.filter((r: { level: string }) => r.level === "error").length);
    expect(Number(run.outputs.errors)).toBeGreaterThan(0);
  });

  it("passes on a good file, and treats hostile input values as data, not shell", () => {
    const workspace = tempDir({ "tools.json": readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8") });
    const run = runAction(workspace, { files: "tools.json", args: "--max-warnings 0 $(touch pwned) ;touch pwned2" });
    // The extra words reach the CLI as literal arguments (files that do not exist): exit 2, nothing executed.
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("$(touch: no such file");
    expect(spawnSync("ls", [workspace], { encoding: "utf8" }).stdout).not.toContain("pwned");
    const clean = runAction(workspace, { files: "tools.json" });
    expect(clean.status).toBe(0);
    expect(clean.outputs).toMatchObject({ "exit-code": "0", errors: "0" });
  });

  it("baseline-ref: lints against the file as it was at that git ref", () => {
    const workspace = tempDir({ "tools.json": readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8") });
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: workspace,
        env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" },
      });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "base");
    const run = runAction(workspace, { files: "tools.json", "baseline-ref": "HEAD" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const missing = runAction(workspace, { files: "tools.json", "baseline-ref": "no-such-ref" });
    expect(missing.status).toBe(2);
    expect(missing.stdout).toContain("::error title=mcp-tool-lint::baseline-ref: `no-such-ref` is not a commit here");
    // Even then the summary and the outputs say what happened, and no SARIF file is claimed.
    expect(missing.summary).toContain("**Could not lint:** baseline-ref:");
    expect(missing.outputs).toMatchObject({ "exit-code": "2", "sarif-file": "" });
  });

  it("baseline-ref: a file new or moved since the ref is linted without a baseline", () => {
    const workspace = tempDir({ "old.json": readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8") });
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: workspace,
        env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" },
      });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "base");
    git("mv", "old.json", "new tools.json");
    const run = runAction(workspace, { files: "new tools.json\n", "baseline-ref": "HEAD" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("::notice title=mcp-tool-lint::baseline-ref: new tools.json does not exist at HEAD (new or moved); linted without a baseline");
    expect(run.summary).toContain("## mcp-tool-lint");
    expect(run.outputs).toMatchObject({ "exit-code": "0", errors: "0", "sarif-file": join(workspace, "mcp-tool-lint.sarif") });
  });

  it("takes paths with spaces one per line, and names no SARIF file when the CLI failed early", () => {
    const text = readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8");
    const workspace = tempDir({ "my tools/a b.json": text, "c.json": text });
    const run = runAction(workspace, { files: "my tools/a b.json\nc.json" });
    expect(run.status).toBe(0);
    expect(run.summary).toContain("2 inputs");
    const failed = runAction(workspace, { files: "c.json", args: "--no-such-option" });
    expect(failed.status).toBe(2);
    expect(failed.outputs).toMatchObject({ "exit-code": "2", "sarif-file": "", errors: "" });
    expect(failed.summary).toContain("**Could not lint** (exit code 2)");
  });
});

describe("the action's install step", () => {
  it("leaves the job's Node alone and installs production dependencies only when dist/ is there", () => {
    expect(action.runs.steps.some((s: { uses?: string }) => s.uses?.startsWith("actions/setup-node"))).toBe(false);
    const install = action.runs.steps.find((s: { name?: string }) => s.name === "Install mcp-tool-lint");
    expect(install.run).toContain("npm ci --omit=dev --ignore-scripts");
  });
});
