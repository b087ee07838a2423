import { describe, expect, it } from "vitest";
import rule from "../../src/rules/annotations-match-name.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("annotations-match-name", () => {
  it.each([
    [{ name: "delete_file", annotations: { readOnlyHint: true } }, "/tools/1/annotations/readOnlyHint", "`delete` in its name changes state"],
    [{ name: "create_issue", annotations: { readOnlyHint: true } }, "/tools/1/annotations/readOnlyHint", "`create` in its name changes state"],
    [{ name: "remove_user", annotations: { readOnlyHint: false, destructiveHint: false } }, "/tools/1/annotations/destructiveHint", "`remove` in its name destroys data"],
    [{ name: "bulk_delete_rows", annotations: { destructiveHint: false } }, "/tools/1/annotations/destructiveHint", "`delete` in its name destroys data"],
    [{ name: "get_weather", annotations: { readOnlyHint: false, destructiveHint: true } }, "/tools/1/annotations/destructiveHint", "`get` in its name only reads"],
  ])("flags %j", (overrides, pointer, words) => {
    const findings = lintRule(rule, { tools: [tool(), tool(overrides)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "annotations-match-name", pointer, tool: overrides.name });
    expect(findings[0]!.message).toContain(words);
  });

  it("leaves hints that agree with the name, and names without a known verb, alone", () => {
    expect(
      lintRule(rule, [
        tool(),
        tool({ name: "delete_file", annotations: { readOnlyHint: false, destructiveHint: true } }),
        tool({ name: "create_issue", annotations: { readOnlyHint: false, destructiveHint: false } }),
        tool({ name: "run_query", annotations: { readOnlyHint: true } }),
        tool({ name: "list_deleted_files", annotations: { readOnlyHint: true } }),
        tool({ name: "lol-summoner-renewal", annotations: { readOnlyHint: true } }),
      ]),
    ).toEqual([]);
  });

  it("finds the action where the server's name scheme puts it, and stays quiet when the name does not say", () => {
    const destructive = { readOnlyHint: false, destructiveHint: true };
    // Resource-first throughout: `monitor` is the noun, `delete` the action.
    const monitors = ["monitor_create", "monitor_list", "monitor_delete", "dashboard_get"].map((name) =>
      tool({ name, annotations: name.endsWith("list") || name.endsWith("get") ? { readOnlyHint: true } : destructive }),
    );
    expect(lintRule(rule, { tools: monitors })).toEqual([]);
    // `sort_range` reorders a sheet; `test_run` runs a test: neither only reads.
    expect(lintRule(rule, [tool({ name: "sort_range", annotations: destructive }), tool({ name: "test_run", annotations: destructive })])).toEqual([]);
    // A name that is clear is still checked.
    expect(lintRule(rule, [tool({ name: "get_user", annotations: destructive })])).toHaveLength(1);
    // In a resource-first server, a destroying action with `readOnlyHint: true` is found at the end.
    const wrong = [...monitors.slice(0, 2), tool({ name: "monitor_delete", annotations: { readOnlyHint: true } }), monitors[3]!];
    expect(lintRule(rule, { tools: wrong })).toMatchObject([{ pointer: "/tools/2/annotations/readOnlyHint" }]);
  });

  it("leaves tools without annotations (annotations-present's) and old protocols alone", () => {
    expect(lintRule(rule, [tool({ name: "delete_file", annotations: undefined })])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "delete_file", annotations: { readOnlyHint: true } })], { protocol: "2024-11-05" })).toEqual([]);
  });
});
