import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-name-verb-first.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const named = (...names: unknown[]) => ({ tools: names.map((name) => tool({ name })) });

describe("tool-name-verb-first", () => {
  it.each([
    // [names in one server, index of the flagged tool, words the message must contain]
    [["tempo", "get_duration", "list_tracks"], 0, ["`tempo`", "`get_…`", "`verbs` option"]],
    [["pdf_merger", "read_pdf", "write_pdf"], 0, ["`merger` names a doer", "`merge_…`"]],
    [["npmPackageVersions", "npmSearch", "npmCompare"], 0, ["after its namespace `npm`", "`npmGet…`"]],
    [["github_create_issue", "github_list_repos", "github_commits"], 2, ["after its namespace `github_`", "`github_get_…`"]],
    [["get-weather", "weather-alerts", "list-cities"], 1, ["`weather-alerts`", "`get-…`"]],
    // A noun-like last word is no suggestion (`index…`): the plain verbs are.
    [["flightHappinessIndex", "searchFlights", "getFlightInfo"], 0, ["`get…`"]],
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
    const findings = lintRule(rule, named("widget-create", "widget-list", "widget-stock-level"));
    expect(findings).toMatchObject([{ pointer: "/tools/2/name", message: expect.stringContaining("`widget-get-…`") }]);
  });

  it.each([
    // Real verbs as a class: common software verbs, after a shared sub-namespace (`figma_ds_`) too.
    [["ollama_pull", "ollama_list", "ollama_show"]],
    [["figma_ds_scaffold", "figma_ds_analyze", "figma_ds_verify", "figma_get_file"]],
    // `un`/`re` verbs made from a noun-verb (`group`), and that noun-verb where its `un` form is a sibling.
    [["ungroup_node", "group_nodes", "get_node", "list_files"]],
    // A first word the description opens with as its verb ("Style shapes…").
    [[{ name: "styleShape", description: "Style shapes in a slide." }, "getSlides", "createSlide"]],
    // Adverbs, modifiers and qualifiers before the verb; phrasal verbs; conversions; a version segment.
    [["tentatively-accept-event", "deep_research", "full_scan", "codacy_cli_analyze", "get_x", "list_y"]],
    [["mobile_batch_commands", "mobile_list_apps", "mobile_launch_app"]],
    [["didit_top_up", "html_to_pdf", "v2_getDomains", "get_a", "list_b", "create_c"]],
    // Product + action, idioms, probes, questions, familiar views, delegation to an agent.
    [["google_search", "new_game", "bycrawl_health", "whoAmI", "my_issues", "firecrawl_agent", "get_a", "list_b", "make_move"]],
    // A CLI's subcommands; a server named noun-first throughout; a lone tool.
    [["git_status", "git_log", "git_branch", "git_commit", "git_add"]],
    [["npmSize", "npmDeps", "npmTrends", "npmSearch"]],
    [["providerDetails", "moduleDetails", "functionDetails", "searchModules"]],
    [["claude_code"]],
    // Resource-first: a noun getter there is no finding (`weather_forecast` beside `air_quality`).
    [["widget-create", "gadget-list", "gizmo-delete", "doohickey-update", "thing-stock"]],
  ])("leaves names that say their action, or follow the server's scheme, alone: %j", (...entries) => {
    const tools = entries.flat().map((entry) => tool(typeof entry === "string" ? { name: entry } : entry));
    expect(lintRule(rule, { tools })).toEqual([]);
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
    expect(lintRule(rule, { tools: [open, tool({ name: "get_a" }), tool({ name: "list_b" })] })).toHaveLength(1);
  });

  it("accepts extra verbs and prefixes from the options, ignoring case", () => {
    expect(lintRule(rule, named("tempo", "chroma_cqt"), { options: { verbs: ["Tempo", "chroma"] } })).toEqual([]);
    // `acme_` is on one tool only, so it is no shared namespace until the config names it.
    const input = named("acme_user", "list_users", "get_user");
    expect(lintRule(rule, input)[0]!.message).not.toContain("namespace");
    expect(lintRule(rule, input, { options: { prefixes: ["ACME_"] } })[0]!.message).toContain("after its namespace `acme_`");
  });

  it("ignores tools without a usable name and survives hostile names", () => {
    expect(lintRule(rule, named(42, null, "", "___"))).toEqual([]);
    const long = "x".repeat(100_000);
    expect(lintRule(rule, named(long, `get_${long}`, `list_${long}`))).toHaveLength(1);
  });

  it("reads an un-/re- word as the verb when its base starts a sibling (`unread_room_message` beside `read_room_messages`)", () => {
    const names = ["read_room_messages", "unread_room_message", "send_room_message"];
    expect(lintRule(rule, { tools: names.map((name) => tool({ name })) })).toEqual([]);
  });
});
