// Things that used to be silently surprising: each either does what it says or refuses with a
// message. Runs the built CLI, and the built library the way a server's own tests import it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, REPO, runCli, tempDir } from "../helpers/cli.js";

const good = join(FIXTURES, "examples/good-tools.json");
const bad = join(FIXTURES, "examples/bad-tools.json");

describe("refused with a message", () => {
  it("--snapshot with files only", () => {
    const run = runCli([good, "--snapshot", "out.json"], { cwd: tempDir() });
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(
      "mcp-tool-lint: --snapshot writes what a live server (--stdio, --url, --mcp-config, -- CMD) sent; with files only there is nothing to record",
    );
  });

  it("--baseline with several inputs, named or found by a glob", () => {
    const named = runCli([good, bad, "--baseline", good]);
    expect(named.code).toBe(2);
    expect(named.stderr.split("\n")[0]).toBe(
      "mcp-tool-lint: --baseline compares one tool list with its earlier version; 2 inputs were given (run once per input)",
    );
    const dir = tempDir({ "a.json": readFileSync(good, "utf8"), "b.json": readFileSync(bad, "utf8") });
    const globbed = runCli(["*.json", "--baseline", good], { cwd: dir });
    expect(globbed.code).toBe(2);
    expect(globbed.stdout.trimEnd().split("\n").at(-1)).toBe(
      "✖ could not lint: --baseline compares one tool list with its earlier version; 2 tool lists were loaded (run once per input)",
    );
  });

  it("init next to any existing config form", () => {
    for (const [name, text] of [
      [".mcp-tool-lintrc.yaml", "extends: [strict]\n"],
      ["package.json", '{"name": "x", "mcp-tool-lint": {"extends": ["strict"]}}'],
    ] as const) {
      const dir = tempDir({ [name]: text });
      const run = runCli(["init"], { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^mcp-tool-lint: a config already exists here: .*; edit it instead/);
      expect(existsSync(join(dir, "mcp-tool-lint.config.json"))).toBe(false);
    }
  });
});

describe("--preset all", () => {
  it("turns on every rule that needs no target or baseline, at least as a warning", () => {
    const rules = JSON.parse(runCli(["rules", "--json"]).stdout) as Array<{ id: string; category: string; targets?: string[] }>;
    const all = JSON.parse(runCli(["--print-config", "--no-config", "--preset", "all"]).stdout).rules as Record<string, string | [string]>;
    const recommended = JSON.parse(runCli(["--print-config", "--no-config"]).stdout).rules as Record<string, unknown>;
    const severity = (v: string | [string]) => (Array.isArray(v) ? v[0] : v);
    expect(Object.values(all).every((v) => severity(v) !== "info")).toBe(true);
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(Object.keys(recommended).length);
    // Compat rules need a --target and change rules a --baseline; every other rule is on.
    for (const rule of rules) if (!rule.targets && rule.category !== "change") expect(all, rule.id).toHaveProperty(rule.id);
    expect(JSON.stringify(all)).not.toBe(JSON.stringify(recommended));
  });
});

describe("the library", () => {
  const run = (code: string) => spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: REPO, encoding: "utf8", timeout: 60_000 });

  it("awaits `tools` given as a Promise (client.listTools())", () => {
    const out = run(`
      import { lint } from "./dist/index.js";
      const result = await lint({ tools: Promise.resolve({ tools: [{ name: "get_time", description: "Get the current time.", inputSchema: { type: "object" } }] }), config: false });
      console.log(JSON.stringify({ tools: result.inputs[0].toolCount, parse: result.findings.filter((f) => f.ruleId === "parse-error").length }));
    `);
    expect(out.stderr).toBe("");
    expect(JSON.parse(out.stdout)).toEqual({ tools: 1, parse: 0 });
  });

  it.each([
    [{ rules: { "no-such-rule": "error" } }, /no-such-rule/],
    [{ rules: { "tool-name-unique": "loud" } }, /tool-name-unique/],
    [{ extends: ["strictest"] }, /strictest/],
    [{ colour: true }, /colour/],
  ])("validates config %j like a config file", (config, pattern) => {
    const out = run(`
      import { lint, ConfigError } from "./dist/index.js";
      try { await lint({ tools: [], config: ${JSON.stringify(config)} }); console.log("no error"); }
      catch (error) { console.log(JSON.stringify({ config: error instanceof ConfigError, message: error.message })); }
    `);
    const answer = JSON.parse(out.stdout);
    expect(answer.config).toBe(true);
    expect(answer.message).toMatch(/^lint\(\) config: /);
    expect(answer.message).toMatch(pattern);
  });
});

describe("suppression keys", () => {
  it("are relative to the suppressions file's folder, so a run from another folder still matches", () => {
    const weak = { name: "get_alpha", inputSchema: { type: "object", properties: { q: { type: "string" } } } };
    const dir = tempDir({ "mcp/tools.json": JSON.stringify({ tools: [weak] }), "sub/.keep": "" });
    const written = runCli(["mcp/tools.json", "--write-suppressions", "suppressions.json", "--suppressions-reason", "adopted"], { cwd: dir });
    expect(written.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "suppressions.json"), "utf8")).suppressions[0].input).toBe("mcp/tools.json");
    const fromRoot = JSON.parse(runCli(["mcp/tools.json", "--suppressions", "suppressions.json", "-f", "json"], { cwd: dir }).stdout);
    const fromSub = JSON.parse(runCli(["../mcp/tools.json", "--suppressions", "../suppressions.json", "-f", "json"], { cwd: join(dir, "sub") }).stdout);
    expect(fromRoot.findings.filter((f: { ruleId: string }) => f.ruleId !== "unused-suppression")).toEqual([]);
    expect(fromSub.findings).toEqual([]);
    expect(fromSub.counts.suppressed).toBe(fromRoot.counts.suppressed);
    expect(fromSub.counts.suppressed).toBeGreaterThan(0);
  });
});
