import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-count.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const tools = (count: number) => Array.from({ length: count }, (_, i) => tool({ name: `list_things_${i}` }));

describe("tool-count", () => {
  it("flags more than 40 tools once, at the list of tools", () => {
    const findings = lintRule(rule, { tools: tools(41) });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "tool-count", pointer: "/tools", tool: undefined });
    expect(findings[0]!.message).toContain("41 tools (more than 40)");
  });

  it("points at the bare array, or at the first page's tools", () => {
    expect(lintRule(rule, tools(41))).toMatchObject([{ pointer: "" }]);
    expect(lintRule(rule, [{ tools: tools(30), nextCursor: "2" }, { tools: tools(11) }])).toMatchObject([{ pointer: "/0/tools" }]);
    expect(lintRule(rule, { jsonrpc: "2.0", id: 1, result: { tools: tools(41) } })).toMatchObject([{ pointer: "/result/tools" }]);
  });

  it("takes its limit from the options", () => {
    expect(lintRule(rule, { tools: tools(21) }, { options: { max: 20 } })).toHaveLength(1);
    expect(lintRule(rule, { tools: tools(41) }, { options: { max: 50 } })).toEqual([]);
  });

  it("leaves 40 tools alone", () => {
    expect(lintRule(rule, { tools: tools(40) })).toEqual([]);
  });
});
