// The spec-contract rules over every real tool list in corpus/real: each loads and
// lints without a rule failing, and the findings are exactly the ones judged below.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/core/model/protocol.js";
import type { Finding } from "../../src/core/model/types.js";
import { getAtPointer } from "../../src/core/positions/pointer.js";
import { lintSpec } from "./run-spec-rules.js";

const CORPUS = fileURLToPath(new URL("../../corpus/real/", import.meta.url));
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith(".json"))
  .sort();
const load = (file: string): unknown => JSON.parse(readFileSync(CORPUS + file, "utf8"));

function countsByRule(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.ruleId] = (counts[finding.ruleId] ?? 0) + 1;
  return counts;
}

/**
 * Findings under the default protocol (2026-07-28), per file. Every other file draws none.
 *
 * tool-shape, all at `/tools/N/annotations/<field>` whose value is `null`: these three servers'
 * annotations carry `null` for hints they did not set. The captures come from a Python harness
 * that dumped pydantic models without `exclude_none` (the corpus README says top-level nulls were
 * dropped for that reason; these nested ones were kept), so the servers may not send them. The
 * findings are right about the lists as given: the ToolAnnotations schema allows no null, and a
 * strict client (the TypeScript SDK validates tools/list results) rejects the whole list.
 */
const EXPECTED: Record<string, Record<string, number>> = {
  "nekzus__mcp-server.json": { "tool-shape": 19 }, // destructiveHint: null on all 19 tools
  "opgg-mcp.json": { "tool-shape": 21 }, // annotations.title: null on 21 of 22 tools
  "ygocdb-mcp-server.json": { "tool-shape": 6 }, // destructiveHint and idempotentHint: null on 3 tools
};

describe("spec rules on the real corpus", () => {
  it("has the corpus to lint", () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
  });

  it.each(files)("%s: exactly the judged findings under the default protocol", (file) => {
    const input = load(file);
    const findings = lintSpec(input);
    expect(countsByRule(findings)).toEqual(EXPECTED[file] ?? {});
    for (const finding of findings) {
      expect(finding.pointer).toMatch(/^\/tools\/\d+\/annotations\/(title|destructiveHint|idempotentHint)$/);
      expect(getAtPointer(input, finding.pointer)).toBeNull();
    }
  });

  it.each(files)("%s: loads and lints under every protocol version without a rule failing", (file) => {
    const input = load(file);
    for (const protocol of PROTOCOL_VERSIONS) lintSpec(input, { protocol });
  });

  it("under 2024-11-05 flags exactly the fields that version lacks: `annotations` and `outputSchema`", () => {
    // Right: these servers speak a later version; checked as 2024-11-05, both fields are unknown.
    for (const file of files) {
      const input = load(file) as { tools: Array<Record<string, unknown>> };
      const expected = input.tools.flatMap((tool, i) =>
        Object.keys(tool)
          .filter((key) => key === "annotations" || key === "outputSchema")
          .map((key) => `/tools/${i}/${key}`),
      );
      const found = lintSpec(input, { protocol: "2024-11-05" })
        .filter((f) => f.ruleId === "tool-unknown-field")
        .map((f) => f.pointer);
      expect(found.sort()).toEqual(expected.sort());
    }
  });

  it("in the strict preset also reports write hints set next to readOnlyHint: true", () => {
    // Right, and harmless: the spec makes destructiveHint/idempotentHint meaningful only when
    // readOnlyHint is false, so clients ignore these; nekzus sets idempotentHint on all 19
    // read-only tools, opgg sets destructiveHint: false and idempotentHint: false on all 22.
    const strict = (file: string): number => lintSpec(load(file), { strict: true }).filter((f) => f.ruleId === "annotations-coherent").length;
    expect(strict("nekzus__mcp-server.json")).toBe(19);
    expect(strict("opgg-mcp.json")).toBe(44);
    const others = files.filter((f) => f !== "nekzus__mcp-server.json" && f !== "opgg-mcp.json");
    expect(others.map(strict).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
