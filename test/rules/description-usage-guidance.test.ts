import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-usage-guidance.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("description-usage-guidance", () => {
  it("flags a description that never says when to use the tool, at the description", () => {
    const findings = lintRule(rule, { tools: [tool(), tool({ name: "get_user", description: "Get a user profile by ID." })] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "description-usage-guidance", pointer: "/tools/1/description", tool: "get_user" });
    expect(findings[0]!.message).toContain("Use this when");
  });

  it.each([
    "Read a file. Use this tool when you need the contents of one file.",
    "Search the web. Use this for broad information gathering.",
    "Run a SQL query. Do not use it for writes; use `write_query` instead.",
    "Resolve a library ID. You MUST call this function before 'get-library-docs'.",
    "Renders a chart; best for comparing categories.",
    "List tasks. If the user asks what is left, call this.",
    "Fetch a trial. For specific sections only, use the specialized getter tools.",
    "当用户询问某趟具体列车的经停站时使用此接口。",
    "获取当前日期，主要用于解析用户提到的相对日期。",
  ])("leaves %j alone", (description) => {
    expect(lintRule(rule, [tool({ description })])).toEqual([]);
  });

  it("stays quiet on a description too short or too bare to judge: one finding elsewhere says what to add", () => {
    expect(lintRule(rule, [tool({ name: "get_weather", description: "Gets the weather." })])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "get_pull_request", description: "Get details of a specific pull request" })])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "get_weather", description: "Get the current weather for a city, in degrees Celsius." })])).toHaveLength(1);
  });

  it("leaves missing and empty descriptions to description-present", () => {
    expect(lintRule(rule, [tool({ description: "" }), tool({ description: null }), tool({ description: {} })])).toEqual([]);
  });
});
