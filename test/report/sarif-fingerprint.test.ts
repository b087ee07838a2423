// SARIF fingerprints are what code scanning matches alerts by across runs: computing the tool
// pointers once per input (not once per finding) must not change a single one. The expected
// value is derived here from the JSON output's pointers, independently of the formatter.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const FILES = ["corpus/real/office-powerpoint-mcp-server.json", "corpus/real/modelcontextprotocol__server-github.json"];

interface JsonFinding {
  ruleId: string;
  tool: string | null;
  pointer: string;
}

function expectedFingerprint(finding: JsonFinding): string {
  // Every input here is a `{ "tools": [...] }` file: a tool's pointer is `/tools/N`.
  const relative = finding.pointer.replace(/^\/tools\/\d+(?=\/|$)/, "");
  return createHash("sha256")
    .update(`${finding.ruleId}\0${finding.tool ?? ""}\0${relative}`)
    .digest("hex");
}

describe("sarif fingerprints", () => {
  it("are rule + tool + the pointer below the tool, for every finding of several inputs", () => {
    const json = JSON.parse(runCli([...FILES, "--preset", "strict", "-f", "json"]).stdout) as { findings: JsonFinding[] };
    const sarif = JSON.parse(runCli([...FILES, "--preset", "strict", "-f", "sarif"]).stdout);
    const actual = sarif.runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints["mcpToolLint/v1"]);
    const inTools = json.findings.filter((f) => /^\/tools\/\d+\//.test(f.pointer));
    // The check means something only if many findings sit below tools of both inputs.
    expect(inTools.length).toBeGreaterThan(20);
    expect(new Set(inTools.map((f) => f.tool)).size).toBeGreaterThan(10);
    expect(actual.length).toBe(json.findings.length);
    expect([...actual].sort()).toEqual(json.findings.map(expectedFingerprint).sort());
  });
});
