import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-name-unique.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("tool-name-unique", () => {
  it("flags the second tool with a name already used", () => {
    const findings = lintRule(rule, { tools: [tool(), tool({ description: "Another one that lists files in a directory." })] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "tool-name-unique", pointer: "/tools/1/name", tool: "list_files" });
    expect(findings[0]!.message).toContain("tool #1");
  });

  it("leaves distinct names alone, including names that differ only in case", () => {
    expect(lintRule(rule, [tool(), tool({ name: "read_file" }), tool({ name: "List_Files" })])).toEqual([]);
  });

  it("ignores tools without a string name (tool-shape reports those)", () => {
    expect(lintRule(rule, [tool({ name: 42 }), tool({ name: 42 })])).toEqual([]);
  });
});
