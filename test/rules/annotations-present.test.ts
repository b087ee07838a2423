import { describe, expect, it } from "vitest";
import rule from "../../src/rules/annotations-present.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("annotations-present", () => {
  it.each([
    [{ name: "list_files", annotations: undefined }, "/tools/1", '`"readOnlyHint": true`'],
    [{ name: "delete_file", annotations: undefined }, "/tools/1", '`"readOnlyHint": false, "destructiveHint": true`'],
    [{ name: "create_issue", annotations: { title: "Create issue" } }, "/tools/1/annotations", '`"readOnlyHint": false` and `"destructiveHint": false`'],
    [{ name: "tempo", annotations: null }, "/tools/1/annotations", '`"readOnlyHint": true` if it only reads'],
  ])("flags %j without readOnlyHint", (overrides, pointer, suggestion) => {
    const findings = lintRule(rule, { tools: [tool(), tool(overrides)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "annotations-present", pointer, tool: overrides.name });
    expect(findings[0]!.message).toContain("does not declare `readOnlyHint`");
    expect(findings[0]!.message).toContain(suggestion);
  });

  it("leaves `readOnlyHint: false` without destructiveHint alone: the default `true` is the safe reading", () => {
    expect(lintRule(rule, [tool({ name: "write_file", annotations: { readOnlyHint: false } })])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "write_file", annotations: { destructiveHint: false } })])).toHaveLength(1);
  });

  it("treats a hint that is not a boolean as missing", () => {
    expect(lintRule(rule, [tool({ annotations: { readOnlyHint: "true" } })])).toHaveLength(1);
  });

  it("leaves complete hints alone", () => {
    expect(
      lintRule(rule, [
        tool(),
        tool({ name: "write_file", annotations: { readOnlyHint: false, destructiveHint: true } }),
        tool({ name: "search", annotations: { readOnlyHint: true, destructiveHint: null } }),
      ]),
    ).toEqual([]);
  });

  it("leaves annotations that are not objects to tool-shape, and tools that are not objects alone", () => {
    expect(lintRule(rule, [tool({ annotations: "read-only" }), tool({ annotations: [] }), 42])).toEqual([]);
  });

  it("is quiet under 2024-11-05, which has no annotations", () => {
    expect(lintRule(rule, [tool({ annotations: undefined })], { protocol: "2024-11-05" })).toEqual([]);
  });
});
