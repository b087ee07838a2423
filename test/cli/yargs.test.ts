// The command line through yargs: commands with their own --help, `help COMMAND`, shell
// completion, and misspellings refused with a suggestion and exit 2. A plain lint command line
// takes a fast path that does not load yargs; both paths must answer the same.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, runCli, tempDir } from "../helpers/cli.js";

const good = join(FIXTURES, "examples/good-tools.json");
const bad = join(FIXTURES, "examples/bad-tools.json");

describe("commands and their help", () => {
  it.each([
    [["--help"], /^mcp-tool-lint \[inputs\.\.\]\n[\s\S]*Commands:[\s\S]*mcp-tool-lint rules[\s\S]*--max-warnings[\s\S]*Exit codes: 0 clean/],
    [["lint", "--help"], /--max-warnings/],
    [["rules", "--help"], /^mcp-tool-lint rules \[--json\]\n[\s\S]*--json/],
    [["explain", "--help"], /^mcp-tool-lint explain RULE-ID\n[\s\S]*a rule id/],
    [["init", "--help"], /^mcp-tool-lint init \[--preset NAME\] \[--force\]\n[\s\S]*--force/],
  ])("%j prints that command's help and exits 0", (args, pattern) => {
    const run = runCli(args);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(pattern);
  });

  it("`help rules` is `rules --help`, and `help` alone is `--help`", () => {
    expect(runCli(["help", "rules"]).stdout).toBe(runCli(["rules", "--help"]).stdout);
    expect(runCli(["help"]).stdout).toBe(runCli(["--help"]).stdout);
  });

  it("--version prints the version", () => {
    expect(runCli(["--version"]).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it("`completion` prints a bash script, or a zsh one under zsh", () => {
    const bash = runCli(["completion"], { env: { SHELL: "/bin/bash", ZSH_NAME: undefined } });
    expect(bash.code).toBe(0);
    expect(bash.stdout).toContain("complete -o bashdefault -o default -F _mcp-tool-lint_yargs_completions mcp-tool-lint");
    const zsh = runCli(["completion"], { env: { SHELL: "/usr/bin/zsh" } });
    expect(zsh.stdout).toMatch(/^#compdef mcp-tool-lint/);
  });

  it("completes command names and a command's options", () => {
    expect(runCli(["--get-yargs-completions", "mcp-tool-lint", "ru"]).stdout.split("\n")).toContain("rules");
    expect(runCli(["--get-yargs-completions", "mcp-tool-lint", "rules", "--"]).stdout.split("\n")).toContain("--json");
  });
});

describe("misspellings", () => {
  it.each([
    [[good, "--fromat", "json"], "unknown option `--fromat` (did you mean `--format`?)"],
    [[good, "--max-warning", "0"], "unknown option `--max-warning` (did you mean `--max-warnings`?)"],
    [["rulez"], "unknown command `rulez` (did you mean `rules`?); a file of that name does not exist either"],
    [["expain", "tool-name-unique"], "unknown command `expain` (did you mean `explain`?); a file of that name does not exist either"],
    [["help", "rule"], "unknown command `rule` (did you mean `rules`?)"],
    [["rules", "--jsn"], "unknown option `--jsn` (did you mean `--json`?)"],
    [["explain"], "usage: mcp-tool-lint explain RULE-ID"],
  ])("%j exits 2 with one line and a suggestion", (args, line) => {
    const run = runCli(args, { cwd: tempDir() });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(`mcp-tool-lint: ${line}\nRun \`mcp-tool-lint --help\` for usage.\n`);
  });

  it("a file named like a command is still linted when it exists", () => {
    const dir = tempDir({ rulez: '{"tools": []}' });
    const run = runCli(["rulez"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("from 1 input");
  });
});

describe("the fast path and yargs answer the same", () => {
  it.each([
    [[good]],
    [[bad, "-f", "json"]],
    [[bad, "-f", "text", "-f", "sarif", "-o", "out.sarif", "--max-warnings", "0"]],
    [[bad, "--rule", "tool-name-unique=off", "--select", "design,spec", "--fail-on", "warning"]],
    [[good, "--protocol", "1999-01-01"]],
    [[good, "--rule", "nope"]],
    [[good, "--timeout", "abc"]],
    [[good, "-f", "json", "-f", "sarif"]],
    [["--", ""]],
    [["nope.json"]],
    [[good, "--config"]],
    [[good, "--no-color", "--no-config", "--preset", "strict"]],
  ])("%j", (args) => {
    const dir = tempDir();
    const fast = runCli(args, { cwd: dir });
    const full = runCli(args, { cwd: dir, env: { MCP_TOOL_LINT_FULL_PARSER: "1" } });
    expect(full).toEqual(fast);
  });
});
