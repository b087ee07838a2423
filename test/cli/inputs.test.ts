import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { chmodSync, writeFileSync } from "node:fs";
import { FIXTURES, runCli, tempDir } from "../helpers/cli.js";

const shapes = ["array", "tool", "list-result", "jsonrpc-response", "pages", "snapshot"];

function json(args: string[], options: Parameters<typeof runCli>[1] = {}) {
  const run = runCli([...args, "-f", "json"], options);
  return { ...run, output: JSON.parse(run.stdout) };
}

describe("inputs", () => {
  it.each(shapes)("recognises the %s shape without being told", (shape) => {
    const { code, output } = json([join(FIXTURES, "shapes", `${shape}.json`)]);
    expect(output.inputs[0].shape).toBe(shape);
    expect(output.inputs[0].toolCount).toBe(shape === "tool" ? 1 : 2);
    expect(output.findings).toEqual([]);
    expect(code).toBe(0);
  });

  it("takes the protocol version recorded in a snapshot, and --protocol over it", () => {
    expect(json([join(FIXTURES, "shapes/snapshot.json")]).output.inputs[0].protocolVersion).toBe("2025-06-18");
    expect(json([join(FIXTURES, "shapes/snapshot.json"), "--protocol", "2025-11-25"]).output.inputs[0].protocolVersion).toBe("2025-11-25");
    // No version recorded: the array's tools use `annotations` (2025-03-26 and later), so no one version is known.
    const array = json([join(FIXTURES, "shapes/array.json")]).output.inputs[0];
    expect(array.protocolVersion).toBeNull();
    expect(array.protocol).toMatchObject({ version: null, versions: ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"], source: "inferred" });
  });

  it("reads stdin with -", () => {
    const { output, code } = json(["-"], { input: JSON.stringify([{ name: "x", inputSchema: { type: "object" } }]) });
    expect(output.inputs[0]).toMatchObject({ name: "<stdin>", kind: "stdin", shape: "array", toolCount: 1 });
    expect(output.findings.map((f: { ruleId: string; severity: string }) => [f.ruleId, f.severity])).toContainEqual(["description-present", "warning"]);
    expect(code).toBe(0); // no description is a warning (optional in every protocol version), not an error
  });

  it("expands globs, sorted, and lints several inputs in one run", () => {
    const { output } = json(["fixtures/shapes/*.json"]);
    expect(output.inputs.map((i: { name: string }) => i.name)).toEqual(shapes.map((s) => `fixtures/shapes/${s}.json`).sort());
  });

  it("reports invalid JSON as parse-error at the failing line and column, and still lints the other inputs", () => {
    const { code, output, stderr } = json(["fixtures/examples/broken.json", "fixtures/examples/good-tools.json"]);
    expect(code).toBe(1);
    expect(stderr).toBe("");
    expect(output.findings).toEqual([
      expect.objectContaining({ ruleId: "parse-error", severity: "error", file: "fixtures/examples/broken.json", line: 4, column: 24 }),
    ]);
    expect(output.inputs[1]).toMatchObject({ name: "fixtures/examples/good-tools.json", toolCount: 3 });
  });

  it("a missing file: one line on stderr, exit 2, the other inputs still reported", () => {
    const { code, stdout, stderr } = runCli(["does-not-exist.json", "fixtures/examples/bad-tools.json"]);
    expect(code).toBe(2);
    expect(stderr).toBe("mcp-tool-lint: does-not-exist.json: no such file\n");
    expect(stdout).toContain("fixtures/examples/bad-tools.json");
    expect(stdout).toContain("tool-name-unique");
  });

  it("a glob that matches nothing is an error naming the glob", () => {
    const { code, stderr } = runCli(["fixtures/nothing-here/*.json"]);
    expect(code).toBe(2);
    expect(stderr).toContain("no files match `fixtures/nothing-here/*.json`");
  });

  it("a directory, an empty file, a byte-order mark and invalid UTF-8", () => {
    const dir = tempDir({
      "empty.json": "",
      "bom.json": `\uFEFF${JSON.stringify({ name: "get_time", description: "Get the current time in a time zone, for a user who asks what time it is.", inputSchema: { type: "object", additionalProperties: false } })}`,
    });
    writeFileSync(join(dir, "latin1.json"), Buffer.from([0x7b, 0x22, 0x6e, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
    // A directory stands for its .json files; ones that are not JSON at all are still parse errors.
    const directory = runCli([dir]);
    expect(directory.code).toBe(1);
    expect(directory.stderr).toBe("");
    const { output, code } = json(["empty.json", "bom.json", "latin1.json"], { cwd: dir });
    expect(code).toBe(1);
    expect(output.findings.filter((f: { ruleId: string }) => f.ruleId === "parse-error")).toEqual([
      expect.objectContaining({ file: "empty.json", message: "the input is empty", line: 1, column: 1 }),
      expect.objectContaining({ file: "latin1.json", message: "not valid UTF-8", line: 1, column: 4 }),
    ]);
    expect(output.inputs[1]).toMatchObject({ name: "bom.json", shape: "tool", toolCount: 1 });
  });

  it("an unreadable file is an error, not a crash", () => {
    if (process.getuid?.() === 0) return; // root reads everything; the permission path cannot be exercised
    const dir = tempDir({ "secret.json": "[]" });
    chmodSync(join(dir, "secret.json"), 0);
    const { code, stderr } = runCli(["secret.json"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toContain("secret.json: permission denied");
  });

  it("something that is JSON but not a tool list is a parse-error", () => {
    const { output } = json(["-"], { input: '"hello"' });
    expect(output.findings[0]).toMatchObject({ ruleId: "parse-error", message: "expected a tool list (an array or an object), got a string" });
  });

  it("reports duplicate keys: which value a client sees depends on its parser", () => {
    const { output } = json(["-"], { input: '{"tools": [{"name": "a_tool", "name": "b_tool", "inputSchema": {"type": "object"}}]}' });
    expect(output.findings).toContainEqual(
      expect.objectContaining({
        ruleId: "parse-error",
        tool: "b_tool",
        pointer: "/tools/0/name",
        line: 1,
        column: 31,
        message: expect.stringContaining("Duplicate key `name` (first at line 1)"),
      }),
    );
  });
});

describe("command line", () => {
  it("a bad flag: one line, exit 2, no stack trace", () => {
    const { code, stderr, stdout } = runCli(["--no-such-flag", "x.json"]);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe("mcp-tool-lint: unknown option `--no-such-flag`\nRun `mcp-tool-lint --help` for usage.\n");
  });

  it.each([
    [["--fail-on", "fatal", "a.json"], "--fail-on must be error, warning or info, got `fatal`"],
    [["--protocol", "2023-01-01", "a.json"], "--protocol must be one of 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28, got `2023-01-01`"],
    [["--rule", "nope", "a.json"], "--rule expects ID=error|warning|info|off, got `nope`"],
    [["--format", "xml", "a.json"], "--format must be one of text, json, sarif, github, markdown, got `xml`"],
    [["--max-warnings", "many", "a.json"], "--max-warnings expects a non-negative number, got `many`"],
    [[], "no input: give tool-list files"],
  ])("rejects %j", (args, message) => {
    const { code, stderr } = runCli(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("prints help and version", () => {
    expect(runCli(["--help"]).stdout).toContain("Lint Model Context Protocol tool definitions:");
    expect(runCli(["--version"]).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe("exit codes", () => {
  const warningsOnly = JSON.stringify({
    tools: [
      { name: "get_time", description: "Get the time.", inputSchema: { type: "object", additionalProperties: false }, annotations: { readOnlyHint: true } },
    ],
  });

  it("0 when clean, 1 on an error", () => {
    expect(runCli(["fixtures/examples/good-tools.json"]).code).toBe(0);
    expect(runCli(["fixtures/examples/bad-tools.json"]).code).toBe(1);
  });

  it("--fail-on warning and --max-warnings turn warnings into a failure", () => {
    const base = runCli(["-", "-f", "json"], { input: warningsOnly });
    const findings = JSON.parse(base.stdout).findings;
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f: { severity: string }) => f.severity !== "error")).toBe(true);
    expect(base.code).toBe(0);
    const warnings = findings.filter((f: { severity: string }) => f.severity === "warning").length;
    expect(runCli(["-", "--fail-on", "warning"], { input: warningsOnly }).code).toBe(warnings > 0 ? 1 : 0);
    expect(runCli(["-", "--max-warnings", String(warnings)], { input: warningsOnly }).code).toBe(0);
    if (warnings > 0) expect(runCli(["-", "--max-warnings", String(warnings - 1)], { input: warningsOnly }).code).toBe(1);
  });
});
