import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-restates-name.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("description-restates-name", () => {
  it.each([
    ["get_weather", "Retrieves the weather for the weather."],
    ["get_presentation_info", "Get information about a specific presentation."],
    ["get_pull_request", "Get details of a specific pull request"],
    ["get_github_trending_repositories", "Get trending repositories on github"],
  ])("flags %s: %j at the description", (name, description) => {
    const findings = lintRule(rule, { tools: [tool(), tool({ name, description })] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "description-restates-name", pointer: "/tools/1/description", tool: name });
    expect(findings[0]!.message).toContain("only restates its name");
  });

  it("says what to add, side effects first for a tool that has them", () => {
    const findings = lintRule(rule, [tool({ name: "delete_pull_request_comment", description: "Delete a comment on a pull request.", annotations: {} })]);
    expect(findings[0]!.message).toContain("what it deletes or overwrites and whether that can be undone");
    // `mark` is as often a noun, yet `mark_notification_as_read` changes state: ask what it changes.
    const mark = lintRule(rule, [tool({ name: "mark_notification_as_read", description: "Mark a notification as read.", annotations: {} })]);
    expect(mark[0]!.message).toContain("what it changes");
    const read = lintRule(rule, [
      tool({ name: "mark_notification_as_read", description: "Mark a notification as read.", annotations: { readOnlyHint: true } }),
    ]);
    expect(read[0]!.message).not.toContain("changes");
  });

  it.each([
    // Under five words: description-length's one finding says what to add.
    ["get_weather", "Gets weather"],
    ["merge_pull_request", "Merge a pull request"],
    ["valorant-meta-maps", "Valorant map meta data"],
    ["get_weather", "Get the current weather for a city, in degrees Celsius."],
    ["list_tables", "List all tables in the SQLite database"],
    ["git_branch", "List Git branches"],
    ["convert_time", "Convert time between timezones"],
    // Text without spaces cannot be compared word by word: it always counts as adding something.
    ["get_tickets", "查询12306余票信息。"],
  ])("leaves %s: %j alone", (name, description) => {
    expect(lintRule(rule, [tool({ name, description })])).toEqual([]);
  });

  it("leaves tools without a name or a usable description alone", () => {
    expect(lintRule(rule, [tool({ name: 7, description: "Seven" }), tool({ description: "" }), tool({ description: 3 })])).toEqual([]);
  });
});
