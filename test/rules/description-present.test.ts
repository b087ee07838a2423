import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-present.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("description-present", () => {
  it("flags a missing description at the tool", () => {
    const { description: _, ...rest } = tool();
    const findings = lintRule(rule, { tools: [tool(), rest] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "description-present", pointer: "/tools/1", tool: "list_files" });
    expect(findings[0]!.message).toContain("has no `description`");
    // Optional in every protocol version: the message calls it a design gap, never a spec violation.
    expect(findings[0]!.message).toContain("design gap, not a spec violation");
  });

  it.each([
    [null, "has no `description`"],
    ["", "empty `description`"],
    ["  \n\t", "empty `description`"],
    ["undefined", 'placeholder "undefined"'],
    [" TODO ", 'placeholder "TODO"'],
  ])("flags description %j at the description", (description, words) => {
    const findings = lintRule(rule, [tool({ description })]);
    expect(findings).toMatchObject([{ pointer: "/0/description" }]);
    expect(findings[0]!.message).toContain(words);
  });

  it("leaves real descriptions and non-string ones (tool-shape's) alone", () => {
    expect(lintRule(rule, [tool(), tool({ description: "Ping." }), tool({ description: 42 }), tool({ description: ["x"] })])).toEqual([]);
  });

  it("skips tools that are not objects", () => {
    expect(lintRule(rule, [tool(), "not a tool", null])).toEqual([]);
  });
});
