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

  it.each([
    // API-style names: a doubled separator ends the namespace, then a PascalCase operation, throughout.
    [["ServiceApiV2--CreateWidget", "ServiceApiV2--ListWidgets", "OtherApi--GetThing"]],
    // One mixed shape throughout (snake_case segments, camelCase operation) is one convention.
    [["user_v3_batchGetId", "order_v2_createOrder", "user_v3_getProfile", "order_v2_list"]],
    // A namespace that is also a verb (`reach`) before camelCase operations.
    [["reach_getCampaignV1", "reach_listContactsV1", "domains_getDomainV1", "domains_listDomainsV1"]],
  ])("leaves the consistent scheme %j alone", (names) => {
    expect(lintRule(rule, named(...names))).toEqual([]);
  });

  it("keeps digits and acronyms on their word when it rewrites a name", () => {
    const findings = lintRule(rule, named("list_users", "get_user", "search_users", "user_v3_batchGetId"));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("`user_v3_batch_get_id`");
  });

  it("still flags a doubled separator that the server does not use as a scheme", () => {
    const findings = lintRule(rule, named("list_users", "get_user", "get__profile"));
    expect(findings.filter((f) => f.message.includes("two separators in a row"))).toHaveLength(1);
  });

  it("says once that a server split roughly evenly follows no convention, without false namespaces", () => {
    // 5 snake_case to 4 camelCase by whole name: `system_`, `quality_` must not make it "mostly camelCase".
    const names = [
      "system_health",
      "system_status",
      "quality_gates",
      "quality_gate_status",
      "source_code",
      "markIssueFalsePositive",
      "assignIssue",
      "resolveIssue",
      "reopenIssue",
    ];
    const findings = lintRule(rule, named(...names));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("follow no one convention");
    expect(findings.map((f) => f.message).join(" ")).not.toContain("quality_gateStatus");
    // A clear majority (two thirds) still names the odd one out.
    expect(lintRule(rule, named("list_users", "get_user", "search_users", "getProfile"))).toMatchObject([{ pointer: "/tools/3/name" }]);
  });

  it("leaves digits split by separators alone: a version number is no convention", () => {
    expect(lintRule(rule, named("version_0_1_2", "getDsl", "getComponent", "getMeta"))).toEqual([]);
    // ...and flags the name when its words do break the convention.
    expect(lintRule(rule, named("get_version_0_1", "getDsl", "getComponent", "getMeta"))).toHaveLength(1);
  });

  it("ignores tools without a string name (tool-shape reports those)", () => {
    expect(lintRule(rule, named(1, null, "list_files"))).toEqual([]);
  });

  it("takes a version segment as a namespace, even on one tool (`v2_getDomainVerifications` among `hosting_listDomains`)", () => {
    const names = ["hosting_listDomains", "hosting_getDomain", "billing_getInvoices", "billing_listPayments", "v2_getDomainVerifications"];
    expect(lintRule(rule, { tools: names.map((name) => tool({ name })) })).toEqual([]);
  });
});
