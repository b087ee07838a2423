// Habits users bring from other linters: directories and globs with --exclude (a package.json a
// glob finds is skipped, one named is still checked), --quiet, --print-config, --stdin-filename
// and FORCE_COLOR. Each runs the built CLI.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, runCli, tempDir } from "../helpers/cli.js";

const goodText = readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8");
const badText = readFileSync(join(FIXTURES, "examples/bad-tools.json"), "utf8");
const project = () =>
  tempDir({
    "mcp/good.json": goodText,
    "mcp/bad.json": badText,
    "package.json": '{"name": "server", "version": "1.0.0"}',
    "tsconfig.json": '{"compilerOptions": {"strict": true}}',
    "node_modules/dep/tools.json": badText,
  });

const json = (stdout: string) => JSON.parse(stdout) as { inputs: Array<{ name: string }>; findings: Array<{ severity: string }> };

describe("directories and globs", () => {
  it("a directory stands for the tool lists under it; other JSON is skipped with a note", () => {
    const run = runCli([".", "-f", "json"], { cwd: project() });
    expect(json(run.stdout).inputs.map((i) => i.name)).toEqual(["mcp/bad.json", "mcp/good.json"]);
    expect(run.stderr).toBe("mcp-tool-lint: note: skipped 2 JSON files that are not tool lists: package.json, tsconfig.json\n");
    expect(run.code).toBe(1);
  });

  it("'**/*.json' does not lint package.json as a parse error; --exclude leaves files out", () => {
    const run = runCli(["**/*.json", "--exclude", "mcp/bad.json", "-f", "json"], { cwd: project() });
    expect(json(run.stdout).inputs.map((i) => i.name)).toEqual(["mcp/good.json"]);
    expect(run.code).toBe(0);
  });

  it("a file named explicitly is still checked", () => {
    const run = runCli(["package.json", "-f", "json"], { cwd: project() });
    expect(run.code).toBe(1);
    expect(json(run.stdout).inputs.map((i) => i.name)).toEqual(["package.json"]);
  });

  it("a directory without tool lists could not be linted, and says so", () => {
    const dir = tempDir({ "conf/a.json": '{"a": 1}' });
    const run = runCli(["conf"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe("✖ could not lint: no tool lists found: conf/a.json is JSON but not a tool list");
    const empty = runCli(["."], { cwd: tempDir({ "x.txt": "" }) });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe("mcp-tool-lint: .: no .json files in this directory\n");
  });
});

describe("--quiet", () => {
  it("reports errors only and keeps the exit code", () => {
    const bad = join(FIXTURES, "examples/bad-tools.json");
    const loud = json(runCli([bad, "-f", "json"]).stdout).findings;
    const quiet = runCli([bad, "-f", "json", "--quiet"]);
    expect(quiet.code).toBe(1);
    const kept = json(quiet.stdout).findings;
    expect(kept.length).toBe(loud.filter((f) => f.severity === "error").length);
    expect(kept.every((f) => f.severity === "error")).toBe(true);
    expect(loud.length).toBeGreaterThan(kept.length);
  });
});

describe("--print-config", () => {
  it("prints the rules the run would use, after the config file and flags", () => {
    const dir = tempDir({ ".mcp-tool-lintrc.json": JSON.stringify({ extends: ["strict"], rules: { "tool-name-unique": "warning" } }) });
    const run = runCli(["--print-config", "--rule", "description-present=off"], { cwd: dir });
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed.configFile).toBe(join(dir, ".mcp-tool-lintrc.json"));
    expect(printed.extends).toEqual(["strict"]);
    expect(printed.rules["tool-name-unique"]).toBe("warning");
    expect(printed.rules["description-present"]).toBeUndefined();
  });
});

describe("--stdin-filename", () => {
  it("reports stdin's findings under that name", () => {
    const run = runCli(["-", "--stdin-filename", "mcp/tools.json", "-f", "github"], { input: badText });
    expect(run.stdout).toMatch(/^::error file=mcp\/tools\.json,line=\d+/m);
  });
});

describe("FORCE_COLOR", () => {
  it("colours output that is not a terminal; FORCE_COLOR=0 and NO_COLOR do not", () => {
    const good = join(FIXTURES, "examples/good-tools.json");
    expect(runCli([good], { env: { FORCE_COLOR: "1" } }).stdout).toContain("\u001b[");
    expect(runCli([good], { env: { FORCE_COLOR: "0" } }).stdout).not.toContain("\u001b[");
    expect(runCli([good], { env: { NO_COLOR: "1" } }).stdout).not.toContain("\u001b[");
    expect(runCli(["rules"], { env: { FORCE_COLOR: "1" } }).stdout).toContain("\u001b[");
  });
});
