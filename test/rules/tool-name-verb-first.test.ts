import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-name-verb-first.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const named = (...names: unknown[]) => ({ tools: names.map((name) => tool({ name })) });

describe("tool-name-verb-first", () => {
  it.each([
    // [names in one server, index of the flagged tool, words the message must contain]
    [["tempo", "get_duration"], 0, ["`tempo`", "`get_…`", "`verbs` option"]],
    [["pdf_merger", "read_pdf"], 0, ["`merger` names a doer", "`merge_…`"]],
    [["group_list", "get_group"], 0, ["If `list` is the action", "`list_…`"]],
    [["npmVersions", "npmSearch", "npmCompare"], 0, ["after its namespace `npm`", "`npmGet…`"]],
    [["github_create_issue", "github_list_repos", "github_status"], 2, ["after its namespace `github_`", "`github_get_…`"]],
    [["get-weather", "weather-alerts"], 1, ["`weather-alerts`", "`get-…`"]],
  ])("flags %j at the name of tool #%i", (names, index, parts) => {
    const findings = lintRule(rule, named(...names));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "tool-name-verb-first", pointer: `/tools/${index}/name`, tool: names[index] });
    for (const part of parts) expect(findings[0]!.message).toContain(part);
  });

  it.each([
    [["list_files", "read_file", "write_file"]],
    [["searchFiles", "getUIComponents"]],
    [["get-36kr-trending", "list.repos", "CreateIssue", "DELETE_ROW"]],
    // A namespace the server's tools share, in any style.
    [["playwright_navigate", "playwright_click", "playwright_iframe_click", "playwright_iframe_fill"]],
    [["mcp_howtocook_getAllRecipes", "mcp_howtocook_getRecipeById"]],
    [["maps_geocode", "maps_search_places"]],
    // One tool: its first word may be the server's namespace.
    [["deepwiki_fetch"]],
    // Modifiers before the verb; domain verbs.
    [["auto_generate_presentation", "bulk_delete_items", "force_terminate", "whois_domain", "geocode_address"]],
    [["git_commit", "git_diff", "git_log"]],
  ])("leaves %j alone", (names) => {
    expect(lintRule(rule, named(...names))).toEqual([]);
  });

  it.each([
    // Real verbs as a class: a broad vocabulary plus `re`/`un`/`de` made from known verbs.
    [["rerun_workflow", "duplicate_page", "dismiss_alert", "reorder_items", "snooze_reminder", "triage_issue"]],
    [["unresolve_thread", "forward_email", "respond_to_review", "refetch_feed", "deselect_rows", "deprovision_user"]],
    // An API-style namespace ended by a doubled separator, then a PascalCase operation that starts with a verb.
    [["ServiceApiV2--CreateWidget", "ServiceApiV2--ListWidgets", "OtherApi--GetThing"]],
    [["mcp__github__create_issue"]],
    // Resource-first throughout: the action ends each name, including nouns that double as verbs (`monitor`).
    [["widget-create", "widget-list", "widget-delete", "gadget-get"]],
    [["monitor_create", "monitor_list", "monitor_delete", "dashboard_get"]],
  ])("leaves the consistent scheme %j alone", (names) => {
    expect(lintRule(rule, named(...names))).toEqual([]);
  });

  it("suggests the fix in the namespace's own separator", () => {
    const findings = lintRule(rule, named("widget-create", "widget-list", "widget-status"));
    expect(findings).toMatchObject([{ pointer: "/tools/2/name", message: expect.stringContaining("`widget-get-…`") }]);
  });

  it("leaves a namespace-router tool alone: its action is an argument", () => {
    const router = tool({
      name: "issues",
      inputSchema: { type: "object", properties: { action: { type: "string", enum: ["create", "list", "close"] } } },
    });
    const routerOneOf = tool({
      name: "repo_admin",
      inputSchema: { type: "object", properties: { operation: { oneOf: [{ const: "archive" }, { const: "rename" }] } } },
    });
    expect(lintRule(rule, { tools: [router, routerOneOf, tool()] })).toEqual([]);
    // An `action` that is not a closed set of actions does not make a router.
    const open = tool({ name: "issues", inputSchema: { type: "object", properties: { action: { type: "string" } } } });
    expect(lintRule(rule, { tools: [open, tool()] })).toHaveLength(1);
  });

  it("in a resource-first server, flags only a name with no action where its siblings have one", () => {
    const findings = lintRule(rule, named("widget-create", "gadget-list", "gizmo-delete", "doohickey-update", "thing-status"));
    expect(findings).toMatchObject([{ pointer: "/tools/4/name" }]);
    expect(findings[0]!.message).toContain("end with theirs (`widget-create`)");
  });

  it("accepts extra verbs and prefixes from the options, ignoring case", () => {
    expect(lintRule(rule, named("tempo", "chroma_cqt"), { options: { verbs: ["Tempo", "chroma"] } })).toEqual([]);
    // `acme_` is on one tool only, so it is no shared namespace until the config names it.
    const input = named("acme_get_user", "list_users");
    expect(lintRule(rule, input)).toHaveLength(1);
    expect(lintRule(rule, input, { options: { prefixes: ["ACME_"] } })).toEqual([]);
  });

  it("takes verbs and prefixes from the run's settings too", () => {
    expect(lintRule(rule, named("tempo", "get_duration"), { settings: { verbs: ["tempo"] } })).toEqual([]);
  });

  it("ignores tools without a usable name and survives hostile names", () => {
    expect(lintRule(rule, named(42, null, "", "___"))).toEqual([]);
    const long = "x".repeat(100_000);
    expect(lintRule(rule, named(long, "get_" + long))).toHaveLength(1);
  });
});
