import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { runCli, tempDir } from "../helpers/cli.js";

// A tool with known findings from several categories, to see config change them.
const TOOLS = JSON.stringify(
  {
    tools: [
      {
        name: "get_weather",
        description: "Gets weather",
        inputSchema: { type: "object", properties: { city: { type: "string" } } },
      },
    ],
  },
  null,
  2,
);

function lintIn(dir: string, args: string[] = []) {
  const run = runCli(["tools.json", "-f", "json", ...args], { cwd: dir });
  const output = run.stdout ? JSON.parse(run.stdout) : undefined;
  return { ...run, output, rules: new Set<string>((output?.findings ?? []).map((f: { ruleId: string }) => f.ruleId)) };
}

describe("config discovery and keys", () => {
  it("finds mcp-tool-lint.config.json upward from the working directory", () => {
    const dir = tempDir({
      "mcp-tool-lint.config.json": JSON.stringify({ rules: { "description-present": "off", "param-description": "off" } }),
      "sub/tools.json": TOOLS,
    });
    const withConfig = lintIn(join(dir, "sub"));
    expect(withConfig.rules.has("param-description")).toBe(false);
    const without = lintIn(join(dir, "sub"), ["--no-config"]);
    expect(without.rules.has("param-description")).toBe(true);
  });

  it.each([
    [".mcp-tool-lintrc.json", JSON.stringify({ rules: { "param-description": "off" } })],
    [".mcp-tool-lintrc.yaml", "rules:\n  param-description: off\n"],
    [".mcp-tool-lintrc.yml", "# comment\nrules:\n  param-description: 'off'\n"],
    ["package.json", JSON.stringify({ name: "x", "mcp-tool-lint": { rules: { "param-description": "off" } } })],
  ])("reads %s", (name, text) => {
    const dir = tempDir({ [name]: text, "tools.json": TOOLS });
    const run = lintIn(dir);
    expect(run.stderr).toBe("");
    expect(run.rules.has("param-description")).toBe(false);
  });

  it("accepts comments and trailing commas in JSON configs", () => {
    const dir = tempDir({ "cfg.json": '{\n  // quiet\n  "rules": { "param-description": "off", },\n}\n', "tools.json": TOOLS });
    expect(lintIn(dir, ["-c", "cfg.json"]).rules.has("param-description")).toBe(false);
  });

  it("unknown keys and unknown rule ids: exit 2 naming each, with a suggestion", () => {
    const dir = tempDir({
      "mcp-tool-lint.config.json": JSON.stringify({ rule: {}, rules: { "tool-name-uniq": "error", "param-description": "loud" } }),
      "tools.json": TOOLS,
    });
    const run = runCli(["tools.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/mcp-tool-lint\.config\.json: unknown key `rule` \(did you mean `rules`\?\)/),
      expect.stringMatching(/unknown rule `tool-name-uniq` \(did you mean `tool-name-unique`\?\)/),
      expect.stringMatching(/rule `param-description`: severity must be one of error, warning, info, off, got "loud"/),
    ]);
  });

  it("a config that is not valid JSON: exit 2 with its line and column", () => {
    const dir = tempDir({ "mcp-tool-lint.config.json": '{"rules": {\n  "x": }', "tools.json": TOOLS });
    const run = runCli(["tools.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/mcp-tool-lint\.config\.json:2:8: not valid JSON: expected a value/);
  });

  it("an explicit -c that does not exist is exit 2", () => {
    const run = runCli(["fixtures/examples/good-tools.json", "-c", "nope.json"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("mcp-tool-lint: nope.json: cannot read config: no such file\n");
  });

  it("rule options are checked against the rule's options schema", () => {
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify({ rules: { "tool-name-unique": ["error", { strict: true }] } }), "tools.json": TOOLS });
    const run = runCli(["tools.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("rule `tool-name-unique` takes no options, got `strict`");
  });

  it("unknown protocol, targets and presets are configuration errors", () => {
    const dir = tempDir({
      "mcp-tool-lint.config.json": JSON.stringify({ extends: ["strictest"], protocol: "1999-01-01", targets: ["netscape"] }),
      "tools.json": TOOLS,
    });
    const run = runCli(["tools.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown preset `strictest` in `extends`");
    expect(run.stderr).toContain("`protocol` must be one of");
    expect(run.stderr).toContain("unknown target `netscape`");
  });
});

describe("presets and selection", () => {
  it("spec preset runs only spec, schema and meta rules", () => {
    const dir = tempDir({ "tools.json": TOOLS });
    const run = lintIn(dir, ["--preset", "spec"]);
    const categories = new Set(run.output.findings.map((f: { ruleId: string }) => f.ruleId));
    expect(categories.has("description-restates-name")).toBe(false);
    expect(categories.has("param-description")).toBe(false);
  });

  it("--rule sets a severity; --select and --ignore take ids and categories", () => {
    const dir = tempDir({ "tools.json": TOOLS });
    const raised = lintIn(dir, ["--rule", "param-description=error"]);
    expect(raised.output.findings.find((f: { ruleId: string }) => f.ruleId === "param-description")?.severity).toBe("error");
    const selected = lintIn(dir, ["--select", "param-description"]);
    expect([...selected.rules]).toEqual(["param-description"]);
    const ignored = lintIn(dir, ["--ignore", "design"]);
    expect([...ignored.rules].some((id) => id.startsWith("param-") || id.startsWith("description-"))).toBe(false);
  });

  it("--select with an unknown id: exit 2 with a suggestion", () => {
    const run = runCli(["fixtures/examples/good-tools.json", "--select", "param-descriptions"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--select: unknown rule or category `param-descriptions` (did you mean `param-description`?)");
  });
});

describe("suppressions", () => {
  it("suppress by rule, tool and pointer relative to the tool; report unused and expired ones at their line in the config", () => {
    const config = {
      ignore: [
        { rule: "param-description", tool: "get_weather", pointer: "/inputSchema/properties/city", reason: "city is self-explanatory" },
        { rule: "tool-name-unique", tool: "nothing", reason: "stale entry" },
        { rule: "description-restates-name", reason: "old", expires: "2020-01-01" },
      ],
    };
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify(config, null, 2), "tools.json": TOOLS });
    const run = lintIn(dir);
    expect(run.rules.has("param-description")).toBe(false);
    expect(run.output.counts.suppressed).toBe(1);
    const unused = run.output.findings.filter((f: { ruleId: string }) => f.ruleId === "unused-suppression");
    expect(unused).toEqual([
      expect.objectContaining({
        file: "mcp-tool-lint.config.json",
        pointer: "/ignore/1",
        line: 9,
        column: 5,
        message: expect.stringContaining("matched no finding"),
      }),
      expect.objectContaining({
        file: "mcp-tool-lint.config.json",
        pointer: "/ignore/2",
        line: 14,
        column: 5,
        message: expect.stringContaining("expired on 2020-01-01"),
      }),
    ]);
    const text = readFileSync(join(dir, "mcp-tool-lint.config.json"), "utf8").split("\n");
    expect(text[8]!.slice(4)).toBe("{");
  });

  it("a suppression without a reason is a configuration error", () => {
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify({ ignore: [{ rule: "param-description" }] }), "tools.json": TOOLS });
    const run = runCli(["tools.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("`ignore[0]`: `reason` is required");
  });
});
