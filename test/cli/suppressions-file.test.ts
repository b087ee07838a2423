// Bulk suppressions through the CLI: --write-suppressions, --suppressions, --prune-suppressions.
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "../helpers/cli.js";

const weak = (name: string) => ({ name, inputSchema: { type: "object", properties: { q: { type: "string" } } } });
const tools = (...list: unknown[]) => JSON.stringify({ tools: list }, null, 2);

function json(dir: string, args: string[]) {
  // --fail-on warning: the weak tool's findings are warnings (no description is a design gap).
  const run = runCli(["tools.json", "-f", "json", "--fail-on", "warning", ...args], { cwd: dir });
  return { ...run, output: JSON.parse(run.stdout) };
}

describe("bulk suppressions file", () => {
  it("records today's findings; later runs fail only on new ones, matched by tool and pointer, not line", () => {
    const dir = tempDir({ "tools.json": tools(weak("get_alpha")), "mcp-tool-lint.config.json": "{}" });
    const before = json(dir, []);
    expect(before.code).toBe(1);
    const written = runCli(["tools.json", "--write-suppressions", "suppressions.json", "--suppressions-reason", "adopted 2026-11"], { cwd: dir });
    expect(written.code).toBe(0);
    expect(written.stderr).toMatch(/^mcp-tool-lint: recorded \d+ findings? in \d+ entr(y|ies) of suppressions\.json\n$/);
    const file = readFileSync(join(dir, "suppressions.json"), "utf8");
    expect(JSON.parse(file).suppressions[0]).toMatchObject({ input: "tools.json", tool: "get_alpha", reason: "adopted 2026-11" });

    const applied = json(dir, ["--suppressions", "suppressions.json"]);
    expect(applied.code).toBe(0);
    expect(applied.output.findings).toEqual([]);
    expect(applied.output.counts.suppressed).toBe(before.output.findings.length);

    // A new tool inserted above: the old findings moved to /tools/1 but are still matched; the new tool's are reported.
    writeFileSync(join(dir, "tools.json"), tools(weak("get_beta"), weak("get_alpha")));
    const moved = json(dir, ["--suppressions", "suppressions.json"]);
    expect(moved.code).toBe(1);
    expect(new Set(moved.output.findings.map((f: { tool: string }) => f.tool))).toEqual(new Set(["get_beta"]));

    // Regenerating gives the same bytes for the same findings (sorted, no timestamps).
    writeFileSync(join(dir, "tools.json"), tools(weak("get_alpha")));
    runCli(["tools.json", "--write-suppressions", "again.json", "--suppressions-reason", "adopted 2026-11"], { cwd: dir });
    expect(readFileSync(join(dir, "again.json"), "utf8")).toBe(file);
  });

  it("reports entries that no longer match at their line, and --prune-suppressions shrinks the file", () => {
    const dir = tempDir({ "tools.json": tools(weak("get_alpha"), weak("get_gamma")), "mcp-tool-lint.config.json": "{}" });
    runCli(["tools.json", "--write-suppressions", "s.json"], { cwd: dir });
    const entries = JSON.parse(readFileSync(join(dir, "s.json"), "utf8")).suppressions.length;
    writeFileSync(join(dir, "tools.json"), tools(weak("get_alpha")));
    const stale = json(dir, ["--suppressions", "s.json"]);
    const unused = stale.output.findings.filter((f: { ruleId: string }) => f.ruleId === "unused-suppression");
    expect(unused.length).toBeGreaterThan(0);
    expect(unused[0]).toMatchObject({ file: "s.json", pointer: expect.stringMatching(/^\/suppressions\/\d+$/), line: expect.any(Number) });
    expect(unused[0].message).toContain("for tool `get_gamma`");
    runCli(["tools.json", "--suppressions", "s.json", "--prune-suppressions"], { cwd: dir });
    expect(JSON.parse(readFileSync(join(dir, "s.json"), "utf8")).suppressions.length).toBe(entries - unused.length);
    expect(json(dir, ["--suppressions", "s.json"]).output.findings).toEqual([]);
  });

  it("a suppressions file that is not valid is exit 2 naming it", () => {
    const dir = tempDir({ "tools.json": tools(weak("get_alpha")), "s.json": '{"version": 9}' });
    const run = runCli(["tools.json", "--suppressions", "s.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-tool-lint: --suppressions s\.json: /);
  });
});
