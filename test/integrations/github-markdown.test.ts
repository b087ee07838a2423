import { describe, expect, it } from "vitest";
import { runCli, tempDir } from "../helpers/cli.js";

// Findings from two stable rules (tool-name-unique, parse-error), so the expected text is exact.
const TOOLS = `{
  "tools": [
    { "name": "search", "inputSchema": { "type": "object" } },
    { "name": "search", "inputSchema": { "type": "object" } }
  ]
}
`;

function run(format: string, files: Record<string, string>, names: string[]) {
  const dir = tempDir({ ...files, "mcp-tool-lint.config.json": "{}" });
  return runCli([...names, "--select", "tool-name-unique,parse-error", "-f", format], { cwd: dir });
}

describe("--format github", () => {
  it("one workflow command per finding, errors first, values escaped", () => {
    const out = run("github", { "tools.json": TOOLS, "sub dir/broken, really.json": '{"tools": [' }, ["tools.json", "sub dir/broken, really.json"]);
    expect(out.stdout).toBe(
      [
        "::error file=tools.json,line=4,endLine=4,col=7,endColumn=23,title=tool-name-unique::search: Tool name `search` is already used by tool #1; clients call tools by name, so one of them is unreachable. Rename one.",
        "::error file=sub dir/broken%2C really.json,line=1,endLine=1,col=12,endColumn=13,title=parse-error::not valid JSON: expected `]`",
        "mcp-tool-lint: protocol version-neutral (no version recorded or implied by the fields)",
        "",
      ].join("\n"),
    );
  });

  it("a description cannot forge a workflow command or colour the log", () => {
    const forged = JSON.stringify([
      { name: "x\n::error::forged", inputSchema: { type: "object" } },
      { name: "x\n::error::forged", inputSchema: { type: "object" } },
    ]);
    const out = run("github", { "tools.json": forged }, ["tools.json"]);
    const lines = out.stdout
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("::"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error file=tools\.json,/);
    expect(lines[0]).toContain("x\\u{000A}::error::forged");
    expect(out.stdout).not.toMatch(/\n::error::forged/);
  });

  it("says when GitHub will not show every annotation", () => {
    const many = JSON.stringify({ tools: Array.from({ length: 12 }, () => ({ name: "same", inputSchema: { type: "object" } })) });
    const out = run("github", { "tools.json": many }, ["tools.json"]);
    const lines = out.stdout
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("::"));
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe(
      "::notice title=mcp-tool-lint::11 errors: GitHub shows only 10 annotations of each level per step; the job summary (--format markdown) and SARIF list every finding.",
    );
  });
});

describe("--format markdown", () => {
  it("counts, then findings per input and tool with links to the rule docs", () => {
    const out = run("markdown", { "tools.json": TOOLS }, ["tools.json"]);
    expect(out.stdout).toBe(
      [
        "## mcp-tool-lint",
        "",
        "2 tools in 1 input.",
        "",
        "| | count |",
        "|---|---:|",
        "| ❌ errors | 1 |",
        "| ⚠️ warnings | 0 |",
        "| ℹ️ info | 0 |",
        "| context tokens (estimate) | 24 |",
        "",
        "- `tools.json`: protocol version-neutral (no version recorded or implied by the fields)",
        "",
        "### `tools.json`",
        "",
        "**`search`**",
        "",
        "| line | severity | rule | message |",
        "|---:|---|---|---|",
        "| 4:7 | ❌ error | [tool-name-unique](https://github.com/mcp-tool-lint/mcp-tool-lint/blob/main/docs/rules/tool-name-unique.md) | Tool name `search` is already used by tool #1; clients call tools by name, so one of them is unreachable. Rename one. |",
        "",
      ].join("\n"),
    );
  });

  it("escapes pipes and HTML from definitions", () => {
    const evil = JSON.stringify([
      { name: "a|<img src=x>", inputSchema: { type: "object" } },
      { name: "a|<img src=x>", inputSchema: { type: "object" } },
    ]);
    const out = run("markdown", { "tools.json": evil }, ["tools.json"]);
    expect(out.stdout).toContain("a\\|&lt;img src=x&gt;");
    expect(out.stdout).not.toContain("<img");
  });

  it("says so when clean", () => {
    const out = run("markdown", { "tools.json": '{"tools": []}' }, ["tools.json"]);
    expect(out.stdout).toContain("No problems found.");
  });
});
