import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import rule from "../../src/rules/compat-anthropic.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { describeConstraintCases } from "../compat/run-cases.js";

const compositionExample = JSON.parse(
  readFileSync(new URL("../data/spec/mcp/examples-2026-07-28/Tool__tool-with-composition-input-schema.json", import.meta.url), "utf8"),
);

describeConstraintCases(rule);

describe("compat-anthropic", () => {
  it("rejects the official example with a top-level oneOf", () => {
    const findings = lintRule(rule, compositionExample, { targets: ["anthropic"] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: "/inputSchema/oneOf", tool: "find_resource" });
    expect(findings[0]!.message).toMatch(/^Anthropic's API will reject the whole request: top-level `oneOf` in inputSchema\. /);
  });

  it("is quiet on that example without the anthropic target", () => {
    expect(lintRule(rule, compositionExample)).toEqual([]);
    expect(lintRule(rule, compositionExample, { targets: ["openai"] })).toEqual([]);
  });

  it("accepts a root `enum`, `not` or nested unions, which only OpenAI refuses", () => {
    const schema = { type: "object", not: { required: ["x"] }, properties: { a: { oneOf: [{ type: "string" }, { type: "number" }] } } };
    expect(lintRule(rule, tool({ inputSchema: schema }), { targets: ["anthropic"] })).toEqual([]);
  });

  it("names the characters a name may not use", () => {
    const [finding] = lintRule(rule, tool({ name: "search issues/v2" }), { targets: ["anthropic"] });
    expect(finding!.message).toContain("a space, `/`");
  });

  it("does not throw on broken definitions", () => {
    expect(() => lintRule(rule, [null, { name: [], inputSchema: "x" }, { inputSchema: { type: 1 } }], { targets: ["anthropic"] })).not.toThrow();
  });
});
