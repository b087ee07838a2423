// Big inputs run their rules over two threads: the findings, their order and every other part of
// the output must be exactly those of one thread (MCP_TOOL_LINT_THREADS=1).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS, CORPUS_REAL, runCli } from "../helpers/cli.js";

function toolsOf(dir: string): unknown[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "LABELS.json" && f !== "MANIFEST.json")
    .sort()
    .flatMap((f) => {
      const value = JSON.parse(readFileSync(join(dir, f), "utf8")) as { tools?: unknown };
      return Array.isArray(value.tools) ? value.tools : [];
    });
}

/** A schema nested deeper than the walk goes: both threads walk schemas, the finding is reported once. */
function deepSchema(depth: number): unknown {
  let schema: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < depth; i++) schema = { type: "object", properties: { next: schema } };
  return schema;
}

describe("two threads", () => {
  it("report exactly what one thread reports, in the same order", () => {
    const real = toolsOf(CORPUS_REAL);
    const poisoned = toolsOf(join(CORPUS, "malicious"));
    const tools: unknown[] = [{ name: "deep", description: "Nested.", inputSchema: deepSchema(200) }];
    for (let i = 0; tools.length < 3000; i++) {
      const tool = (i % 10 === 0 ? poisoned[i % poisoned.length] : real[i % real.length]) as Record<string, unknown>;
      tools.push({ ...tool, name: `${String(tool.name)}_${i}` });
    }
    const dir = mkdtempSync(join(tmpdir(), "mcp-tool-lint-threads-"));
    const file = join(dir, "tools.json");
    writeFileSync(file, JSON.stringify({ tools }, null, 2));
    const threaded = runCli([file, "-f", "json"], { timeoutMs: 240_000 });
    const single = runCli([file, "-f", "json"], { timeoutMs: 240_000, env: { MCP_TOOL_LINT_THREADS: "1" } });
    expect(threaded.stderr).toBe("");
    expect(threaded.code).toBe(single.code);
    expect(threaded.stdout).toBe(single.stdout);
    const findings = (JSON.parse(threaded.stdout) as { findings: Array<{ ruleId: string; message: string }> }).findings;
    // Rules of both parts reported, and the engine's own finding once.
    for (const id of ["hidden-instructions", "param-default", "annotations-present", "tool-name-style"])
      expect(findings.some((f) => f.ruleId === id)).toBe(true);
    expect(findings.filter((f) => f.message.startsWith("Schema nested too deeply")).length).toBe(1);
  }, 600_000);
});
