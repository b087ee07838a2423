import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import rule from "../../src/rules/compat-openai.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { describeConstraintCases } from "../compat/run-cases.js";

const compositionExample = JSON.parse(
  readFileSync(new URL("../data/spec/mcp/examples-2026-07-28/Tool__tool-with-composition-input-schema.json", import.meta.url), "utf8"),
);

describeConstraintCases(rule);

describe("compat-openai", () => {
  it("rejects the official example with a top-level oneOf, naming the target and the consequence", () => {
    const findings = lintRule(rule, compositionExample, { targets: ["openai"] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "compat-openai", pointer: "/inputSchema/oneOf", tool: "find_resource" });
    expect(findings[0]!.message).toMatch(/^OpenAI will reject the whole request: top-level `oneOf` in inputSchema\. /);
    expect(findings[0]!.data).toMatchObject({ target: "openai", constraint: "root-keywords", consequence: "rejects-request" });
  });

  it("is quiet on that example without targets, or with only other targets", () => {
    expect(lintRule(rule, compositionExample)).toEqual([]);
    expect(lintRule(rule, compositionExample, { targets: ["anthropic", "cursor"] })).toEqual([]);
  });

  it("also runs for openai-strict, which is a superset", () => {
    expect(lintRule(rule, compositionExample, { targets: ["openai-strict"] })).toHaveLength(1);
  });

  it("reports one finding when both openai and openai-strict are chosen", () => {
    expect(lintRule(rule, compositionExample, { targets: ["openai", "openai-strict"] })).toHaveLength(1);
  });

  it("counts the tools of every server in the run and anchors the finding in the input that crosses the limit", () => {
    const many = (prefix: string, n: number): unknown[] => Array.from({ length: n }, (_, i) => tool({ name: `${prefix}_${i}` }));
    const findings = lintRule(rule, many("a", 100), { targets: ["openai"], others: [many("b", 40)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ inputIndex: 1, pointer: "/28", tool: "b_28" });
    expect(findings[0]!.message).toContain("140 tools across the 2 servers in this run (at most 128)");
  });

  it("finds arrays without items at any depth of inputSchema, through type arrays, but not in outputSchema", () => {
    const findings = lintRule(
      rule,
      tool({
        inputSchema: { type: "object", properties: { rows: { type: "array", items: { type: ["array", "null"] } } } },
        outputSchema: { type: "object", properties: { list: { type: "array" } } },
      }),
      { targets: ["openai"] },
    );
    expect(findings.map((f) => f.pointer)).toEqual(["/inputSchema/properties/rows/items"]);
  });

  it("counts description length in characters, not UTF-16 units", () => {
    expect(lintRule(rule, tool({ description: "😀".repeat(1024) }), { targets: ["openai"] })).toEqual([]);
  });

  it("does not throw on broken definitions", () => {
    const junk = [
      null,
      7,
      "x",
      [],
      { name: 5, description: {}, inputSchema: [] },
      { name: "ok", inputSchema: { type: "object", properties: { a: true, b: null } } },
    ];
    expect(() => lintRule(rule, junk, { targets: ["openai"] })).not.toThrow();
  });
});
