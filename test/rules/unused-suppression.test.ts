// unused-suppression is reported by the suppression stage, not a rule's visitor: tested through the
// built CLI, on what it flags (an `ignore` entry that matched nothing) and what it leaves alone.
import { describe, expect, it } from "vitest";
import { runCli, tempDir } from "../helpers/cli.js";

const tools = JSON.stringify({
  tools: [{ name: "get_alpha", description: "Get the alpha record by its id.", inputSchema: { type: "object", properties: { q: { type: "string" } } } }],
});

function run(ignore: unknown[]) {
  const dir = tempDir({ "tools.json": tools, "mcp-tool-lint.config.json": JSON.stringify({ ignore }, null, 2) });
  const result = runCli(["tools.json", "-f", "json"], { cwd: dir });
  return (JSON.parse(result.stdout).findings as { ruleId: string; tool?: string }[]).filter((f) => f.ruleId === "unused-suppression");
}

describe("unused-suppression", () => {
  it("flags an ignore entry that matched no finding", () => {
    expect(run([{ rule: "param-description", tool: "removed_tool", reason: "legacy" }])).toHaveLength(1);
  });

  it("leaves an entry that matched a finding alone", () => {
    expect(run([{ rule: "param-description", tool: "get_alpha", reason: "accepted" }])).toEqual([]);
  });
});
