// parse-error is reported by the input stage, not a rule's visitor: tested through the built CLI,
// on what it flags (invalid JSON, a JSON value that is no tool list) and what it leaves alone.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { FIXTURES, runCli, tempDir } from "../helpers/cli.js";

function findings(dir: string, file: string) {
  const run = runCli([file, "-f", "json", "--no-config"], { cwd: dir });
  return { code: run.code, findings: JSON.parse(run.stdout).findings as { ruleId: string; line?: number; column?: number; message: string }[] };
}

describe("parse-error", () => {
  it("flags invalid JSON at the line and column where parsing failed, and fails the run", () => {
    const dir = tempDir({ "tools.json": '{\n  "tools": [\n    {"name": "a",}\n  ]\n}\n' });
    const { code, findings: found } = findings(dir, "tools.json");
    expect(code).toBe(1);
    expect(found.map((f) => [f.ruleId, f.line])).toEqual([["parse-error", 3]]);
  });

  it("flags a JSON value that is no tool list", () => {
    const dir = tempDir({ "tools.json": '"just a string"\n' });
    expect(findings(dir, "tools.json").findings.map((f) => f.ruleId)).toEqual(["parse-error"]);
  });

  it("leaves a valid tool list alone", () => {
    const { findings: found } = findings(FIXTURES, join(FIXTURES, "examples/good-tools.json"));
    expect(found.filter((f) => f.ruleId === "parse-error")).toEqual([]);
  });
});
