import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-name-style.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const named = (...names: unknown[]) => ({ tools: names.map((name) => tool({ name })) });

describe("tool-name-style", () => {
  it("flags a name in another convention than most of the server's, with the name rewritten", () => {
    const findings = lintRule(rule, named("search_papers", "list_papers", "getPaper"));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "tool-name-style", pointer: "/tools/2/name", tool: "getPaper" });
    expect(findings[0]!.message).toContain("camelCase");
    expect(findings[0]!.message).toContain("snake_case");
    expect(findings[0]!.message).toContain("`get_paper`");
  });

  it("flags a name that mixes conventions", () => {
    const findings = lintRule(rule, named("list_users", "get_userProfile"));
    expect(findings).toMatchObject([{ pointer: "/tools/1/name" }]);
    expect(findings[0]!.message).toContain("mixes naming conventions");
    expect(findings[0]!.message).toContain("`get_user_profile`");
  });

  it.each([
    ["_private_tool", "starts or ends with a separator"],
    ["get_user-", "starts or ends with a separator"],
    ["get__user", "two separators in a row"],
  ])("flags %j", (name, words) => {
    const findings = lintRule(rule, named("list_users", name));
    expect(findings.filter((f) => f.message.includes(words))).toMatchObject([{ pointer: "/tools/1/name" }]);
  });

  it("flags the later of two names equal but for case or separators", () => {
    const findings = lintRule(rule, named("get_user", "list_users", "get-user"));
    const duplicate = findings.filter((f) => f.message.includes("only in case or separators"));
    expect(duplicate).toMatchObject([{ pointer: "/tools/2/name", tool: "get-user" }]);
    expect(duplicate[0]!.message).toContain("`get_user`");
  });

  it.each([
    [["search", "list_files", "read_file"]],
    [["search", "getStory", "getUser"]],
    [["GetUser", "ListUsers"]],
    [["get-current-date", "get-tickets"]],
    [["SEARCH_ALL", "GET_USER"]],
    // A shared namespace before camelCase names is not a mix.
    [["drawing_generateCanvas", "drawing_fillRectangle", "drawing_getCanvasPng"]],
    [["mcp_howtocook_getAllRecipes", "mcp_howtocook_whatToEat"]],
  ])("leaves %j alone", (names) => {
    expect(lintRule(rule, named(...names))).toEqual([]);
  });

  it("ignores tools without a string name (tool-shape reports those)", () => {
    expect(lintRule(rule, named(1, null, "list_files"))).toEqual([]);
  });
});
