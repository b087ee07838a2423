// Every finding on every real tool list: the text at its line:column is the key or the value
// its JSON Pointer names. Run through the built CLI, all files in one process.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS_REAL, runCli } from "../helpers/cli.js";
import { getAtPointer, splitPointer } from "../../src/core/positions/pointer.js";

interface JsonFinding {
  ruleId: string;
  pointer: string;
  input: number;
  line: number | null;
  column: number | null;
  message: string;
}

const files = readdirSync(CORPUS_REAL)
  .filter((f) => f.endsWith(".json"))
  .sort();

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

/** The JSON string token starting at `offset`, decoded. */
function stringAt(text: string, offset: number): string | undefined {
  if (text[offset] !== '"') return undefined;
  let end = offset + 1;
  while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
  return JSON.parse(text.slice(offset, end + 1));
}

describe("positions on the real corpus", () => {
  const run = runCli([...files.map((f) => join(CORPUS_REAL, f)), "--preset", "all", "-f", "json"], { timeoutMs: 120_000 });
  const output = JSON.parse(run.stdout);

  it("lints every file without a crash or an internal error", () => {
    expect(run.stderr).toBe("");
    expect(output.problems).toEqual([]);
    expect(output.inputs).toHaveLength(files.length);
    expect(output.findings.filter((f: JsonFinding) => f.ruleId === "parse-error")).toEqual([]);
  });

  it("puts every finding on the key or value its pointer names", () => {
    const mismatches: string[] = [];
    const texts = files.map((f) => readFileSync(join(CORPUS_REAL, f), "utf8"));
    const values = texts.map((t) => JSON.parse(t));
    for (const finding of output.findings as JsonFinding[]) {
      const where = `${files[finding.input]} ${finding.ruleId} ${finding.pointer}`;
      const text = texts[finding.input]!;
      const value = getAtPointer(values[finding.input], finding.pointer);
      if (value === undefined && finding.pointer !== "") {
        mismatches.push(`${where}: the pointer names nothing`);
        continue;
      }
      if (finding.line === null || finding.column === null) {
        mismatches.push(`${where}: no position`);
        continue;
      }
      const offset = offsetOf(text, finding.line, finding.column);
      const segments = splitPointer(finding.pointer);
      const last = segments[segments.length - 1];
      const parent = getAtPointer(values[finding.input], finding.pointer.slice(0, finding.pointer.lastIndexOf("/")));
      if (segments.length > 0 && !Array.isArray(parent)) {
        if (stringAt(text, offset) !== last) mismatches.push(`${where}: expected key ${JSON.stringify(last)} at ${finding.line}:${finding.column}`);
      } else {
        const expected = typeof value === "object" && value !== null ? (Array.isArray(value) ? "[" : "{") : JSON.stringify(value)[0];
        if (text[offset] !== expected) mismatches.push(`${where}: expected the value at ${finding.line}:${finding.column}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(output.findings.length).toBeGreaterThan(0);
  });
});
