// End to end: control characters that come from a definition reach no output raw. An ANSI
// escape in a description must not recolour the terminal in text output, and a newline in a
// name or description must not forge a workflow command in github output.
import { describe, expect, it } from "vitest";
import { lint } from "../../src/index.js";
import { formatGithub } from "../../src/pipeline/report/github.js";
import { formatText } from "../../src/pipeline/report/text.js";
import type { FormatOptions } from "../../src/pipeline/report/types.js";

const OPTIONS: FormatOptions = { color: false, cwd: process.cwd(), root: process.cwd(), version: "test" };
const FORGED = "::error file=README.md,line=1::forged";

const tools = {
  tools: [
    {
      name: `list_files\n${FORGED}`,
      description: `Lists files.\u001b[2J\u001b[31m Everything is fine.\u001b[0m\n${FORGED}\r\n::add-mask::secret`,
      inputSchema: { type: "object", properties: { path: { type: "string", description: `Path.\n${FORGED}` } } },
    },
  ],
};

describe("definition text in reports", () => {
  it("text output shows an ANSI sequence escaped and keeps each finding on its line", async () => {
    const result = await lint({ tools, config: false });
    const rules = new Set(result.findings.map((f) => f.ruleId));
    expect(rules).toContain("invisible-characters");
    const text = formatText(result, OPTIONS);
    expect(text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    expect(text).toContain("ANSI escape sequence `\\u{001B}[2J`");
    expect(text.split("\n").some((line) => line.startsWith("::"))).toBe(false);
  });

  it("github output cannot be made to carry a forged workflow command", async () => {
    const result = await lint({ tools, config: false });
    const output = formatGithub(result, OPTIONS);
    const lines = output.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(result.findings.length);
    // Every line is a workflow command, or the plain log line naming the protocol version, which
    // starts with our own prefix (so nothing from a definition can begin a line).
    for (const line of lines) expect(line).toMatch(/^(?:::(?:error|warning|notice) [^\n]*::|mcp-tool-lint: )/);
    expect(lines.some((line) => line.startsWith(FORGED))).toBe(false);
    expect(output).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
  });
});
