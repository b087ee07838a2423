// The text format lays out any number of findings: the column width of 200,000 findings of one
// input used to be Math.max(...widths), which overflows the call stack past ~125,000 values.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, tempDir } from "../helpers/cli.js";

describe("text format, many findings in one input", () => {
  it("prints every finding instead of an internal error", () => {
    const dir = tempDir();
    const tools = Array.from({ length: 200_000 }, () => ({ name: "search", inputSchema: { type: "object" } }));
    writeFileSync(join(dir, "tools.json"), JSON.stringify({ tools }));
    const run = runCli(["tools.json", "--no-config", "--select", "tool-name-unique", "-f", "text"], { cwd: dir, timeoutMs: 120_000 });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    expect(run.stdout.match(/tool-name-unique$/gm)).toHaveLength(199_999);
  });
});
