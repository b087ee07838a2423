import rule from "../../src/rules/tool-name-verb-first.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const named = (...names: unknown[]) => ({ tools: names.map((name) => tool({ name })) });
/** A server whose names (or partial tools) the rule leaves alone; the case is named by its names. */
const server = (...entries: Array<string | Record<string, unknown>>): ValidCase => ({
  name: entries.map((entry) => (typeof entry === "string" ? entry : String(entry.name))).join(", "),
  input: { tools: entries.map((entry) => tool(typeof entry === "string" ? { name: entry } : entry)) },
});
const flagged = (names: string[], errors: InvalidCase["errors"]): InvalidCase => ({ name: names.join(", "), input: named(...names), errors });
const long = "x".repeat(100_000);
/** The message for a name with no verb and no namespace, whose first word is `word`. */
const noVerb = (name: string, word: string): string =>
  `Tool name \`${name}\` does not start with an action verb. Start with what the tool does, e.g. \`get_…\`, \`list_…\`, \`create_…\`; if \`${word}\` is a verb in your domain, add it to this rule's \`verbs\` option.`;
const routed = (name: string, description: string) => tool({ name, inputSchema: { type: "object", properties: { action: { type: "string", description } } } });
const gdb = ["gdb_start", "gdb_print", "gdb_step", "gdb_next", "gdb_finish", "gdb_list_sessions"];
const browser = ["browser_click_element", "browser_navigate_to", "browser_type_text", "browser_take_screenshot", "browser_press_key"];
const readOnly = { annotations: { readOnlyHint: true } };

ruleTester(rule).run({
  valid: [
    // A title that opens with the name's first word as its verb.
    server({ name: "rate_media", title: "Rate Media", description: "Set the user's Plex rating for a media item." }, "mark_watched", "add_to_watchlist"),
    server("list_files", "read_file", "write_file"),
    server("salesforce_identity", "salesforce_query", "salesforce_create_record", "salesforce_update_record"),
    server("searchFiles", "getUIComponents"),
    server("get-36kr-trending", "list.repos", "CreateIssue", "DELETE_ROW"),
    // A namespace the server's tools share, in any style.
    server("playwright_navigate", "playwright_click", "playwright_iframe_click", "playwright_iframe_fill"),
    server("mcp_howtocook_getAllRecipes", "mcp_howtocook_getRecipeById"),
    server("maps_geocode", "maps_search_places"),
    // One tool: its first word may be the server's namespace.
    server("deepwiki_fetch"),
    // Modifiers before the verb; domain verbs.
    server("auto_generate_presentation", "bulk_delete_items", "force_terminate", "whois_domain", "geocode_address"),
    server("git_commit", "git_diff", "git_log"),
    // Real verbs as a class: a broad vocabulary plus `re`/`un`/`de` made from known verbs.
    server("rerun_workflow", "duplicate_page", "dismiss_alert", "reorder_items", "snooze_reminder", "triage_issue"),
    server("unresolve_thread", "forward_email", "respond_to_review", "refetch_feed", "deselect_rows", "deprovision_user"),
    // `re` before a noun that is also a verb (`position`), and a domain verb that is a noun in prose (`timeout`).
    server("reposition_note_type_field", "get_note", "list_notes", "create_note"),
    server("discord_timeout_member", "discord_ban_member", "discord_kick_member", "discord_send_message"),
    // A passthrough whose HTTP `method` and `endpoint` carry the action.
    server("ha_get_config", "ha_list_entities", "ha_call_service", {
      name: "ha_supervisor_api",
      inputSchema: { type: "object", properties: { method: { type: "string", enum: ["get", "post", "put", "delete"] }, endpoint: { type: "string" } } },
    }),
    // A view named by an adjective that selects what it shows.
    server("get_tasks_for_user", "create_task", "update_task", "overdue_tasks_for_user", "related_recipes"),
    // An alias kept for old clients exists for its name.
    server("gitlab_list_merge_request_discussions", "gitlab_get_project", "gitlab_create_issue", {
      name: "gitlab_mr_discussions",
      description: "Backward-compatible alias of gitlab_list_merge_request_discussions.",
    }),
    // Object, action, target where a sibling puts a plain verb in the same place: `setup` is the action.
    server("ha_get_config", "ha_list_entities", "ha_call_service", "ha_addon_install_vome", "ha_integration_setup_vome"),
    // An API-style namespace ended by a doubled separator, then a PascalCase operation that starts with a verb.
    server("ServiceApiV2--CreateWidget", "ServiceApiV2--ListWidgets", "OtherApi--GetThing"),
    server("mcp__github__create_issue"),
    // Resource-first throughout: the action ends each name, including nouns that double as verbs (`monitor`).
    server("widget-create", "widget-list", "widget-delete", "gadget-get"),
    server("monitor_create", "monitor_list", "monitor_delete", "dashboard_get"),
    // Real verbs as a class: common software verbs, after a shared sub-namespace (`figma_ds_`) too.
    server("ollama_pull", "ollama_list", "ollama_show"),
    server("figma_ds_scaffold", "figma_ds_analyze", "figma_ds_verify", "figma_get_file"),
    // `un`/`re` verbs made from a noun-verb (`group`), and that noun-verb where its `un` form is a sibling.
    server("ungroup_node", "group_nodes", "get_node", "list_files"),
    // A first word the description opens with as its verb ("Style shapes…").
    server({ name: "styleShape", description: "Style shapes in a slide." }, "getSlides", "createSlide"),
    // Adverbs, modifiers and qualifiers before the verb; phrasal verbs; conversions; a version segment.
    server("tentatively-accept-event", "deep_research", "full_scan", "codacy_cli_analyze", "get_x", "list_y"),
    server("mobile_batch_commands", "mobile_list_apps", "mobile_launch_app"),
    server("didit_top_up", "html_to_pdf", "v2_getDomains", "get_a", "list_b", "create_c"),
    // Product + action, idioms, probes, questions, familiar views, delegation to an agent.
    server("google_search", "new_game", "bycrawl_health", "whoAmI", "my_issues", "firecrawl_agent", "get_a", "list_b", "make_move"),
    // A CLI's subcommands; a server named noun-first throughout; a lone tool.
    server("git_status", "git_log", "git_branch", "git_commit", "git_add"),
    server("npmSize", "npmDeps", "npmTrends", "npmSearch"),
    server("providerDetails", "moduleDetails", "functionDetails", "searchModules"),
    server("claude_code"),
    // A verb the vocabulary has (`moderate`), a `*_stats` probe, `me` (the signed-in user), and a name ending with
    // the check or report it runs.
    server("wp_moderate_comments", "wp_me", "wp_get_post", "wp_list_posts", "wp_create_post", "wp_delete_post"),
    server("kb_stats", "kb_search_documents", "kb_list_sources", "kb_add_document"),
    server("brc_company_readiness_check", "brc_grouped_nominal_accounts_report", "brc_get_company", "brc_list_accounts", "brc_create_invoice"),
    // Resource-first: a noun getter there is no finding (`weather_forecast` beside `air_quality`).
    server("widget-create", "gadget-list", "gizmo-delete", "doohickey-update", "thing-stock"),
    // An un-/re- word is the verb when its base starts a sibling.
    server("read_room_messages", "unread_room_message", "send_room_message"),
    {
      name: "namespace-router tools: their action is an argument (an enum or a oneOf of consts)",
      input: {
        tools: [
          tool({ name: "issues", inputSchema: { type: "object", properties: { action: { type: "string", enum: ["create", "list", "close"] } } } }),
          tool({ name: "repo_admin", inputSchema: { type: "object", properties: { operation: { oneOf: [{ const: "archive" }, { const: "rename" }] } } } }),
          tool(),
        ],
      },
    },
    { name: "extra verbs from the options, ignoring case", input: named("tempo", "chroma_cqt"), options: { verbs: ["Tempo", "chroma"] } },
    { name: "tools without a usable name", input: named(42, null, "", "___") },
    // Common API verbs (`remediate`, `draft`, `reconcile`), a domain verb (`instance` in Godot), two verbs run together.
    server("remediate_code", "draft_newsletter_post", "reconcile_accounts", "instance_scene", "get_a", "list_b"),
    server("runsync-endpoint", "run-endpoint", "get-endpoint", "list-endpoints"),
    // A sort key before a probe; a qualifier before a product and its action; a view of the next item; OAuth plumbing.
    server("aaa-health-check", "get-records", "list-lists", "create-note"),
    server("standard_git_commit", "pull_rules", "push_rules", "generate_requirements"),
    server("cookunity_next_delivery", "cookunity_get_menu", "cookunity_list_orders", "cookunity_cancel_order"),
    server("linear_auth_callback", "linear_get_issue", "linear_list_issues", "linear_create_issue"),
    server("crm_auth_url", "crm_get_contact", "crm_list_contacts", "crm_create_contact"),
    // Verbs as a class: reporting, cleaning, touch gestures, Unix file commands.
    ...["report_issue", "clean-sandbox-inbox", "pinch", "chmod_items", "stat_items", "snapshot_scene"].map((name) =>
      server(name, "get_node", "list_nodes", "run_flow"),
    ),
    // A router whose action parameter lists its values in its description only.
    {
      name: "a router whose operations are listed in prose",
      input: {
        tools: [
          routed("auth_mcp", "Action: login, logout, status, or list"),
          tool({ name: "get_tool" }),
          tool({ name: "run_tool" }),
          tool({ name: "search_tools" }),
        ],
      },
    },
    // The same list read by the shared prose-list reader: quoted values, `/` between them.
    {
      name: "a router whose operations are quoted and joined by slashes",
      input: {
        tools: [
          routed("auth_mcp", "Action to run: 'login'/'logout'/'status'"),
          tool({ name: "get_tool" }),
          tool({ name: "run_tool" }),
          tool({ name: "search_tools" }),
        ],
      },
    },
    // A tool named after the program it runs.
    server({ name: "bash", description: "Execute bash commands in the sandbox." }, "read_file", "write_file", "list_files"),
    // A two-word subcommand of a command scheme (GDB's `info registers`).
    server(...gdb, "gdb_info_registers"),
    // A read-only view named by its content where no sibling names a view with a reading verb.
    server({ name: "browser_console_messages", ...readOnly }, { name: "browser_network_requests", ...readOnly }, ...browser),
  ],
  invalid: [
    {
      name: "a title that repeats a noun phrase the description uses",
      input: {
        tools: [
          tool({ name: "rate_limit_window", title: "Rate Limit Window", description: "Get the rate limit window of the API key." }),
          tool({ name: "mark_watched" }),
          tool({ name: "add_to_watchlist" }),
        ],
      },
      errors: [{ message: noVerb("rate_limit_window", "rate"), pointer: "/tools/0/name" }],
    },
    // A noun among gestures; a router whose action parameter is described in prose, not listed.
    flagged(["home", "tap", "swipe", "pinch", "launch_app"], [{ message: noVerb("home", "home"), pointer: "/tools/0/name" }]),
    {
      name: "an action parameter described in prose",
      input: {
        tools: [
          routed("auth_mcp", "The action to take on the session"),
          tool({ name: "get_tool" }),
          tool({ name: "run_tool" }),
          tool({ name: "search_tools" }),
        ],
      },
      errors: [{ message: noVerb("auth_mcp", "auth"), pointer: "/tools/0/name" }],
    },
    // Two operations, or a list that runs on into prose, make no router.
    {
      name: "an action parameter that lists two operations",
      input: {
        tools: [routed("auth_mcp", "Action: login or logout"), tool({ name: "get_tool" }), tool({ name: "run_tool" }), tool({ name: "search_tools" })],
      },
      errors: [{ message: noVerb("auth_mcp", "auth"), pointer: "/tools/0/name" }],
    },
    {
      name: "an action parameter whose list runs on into prose",
      input: {
        tools: [
          routed("auth_mcp", "Action: login, logout, status of the session"),
          tool({ name: "get_tool" }),
          tool({ name: "run_tool" }),
          tool({ name: "search_tools" }),
        ],
      },
      errors: [{ message: noVerb("auth_mcp", "auth"), pointer: "/tools/0/name" }],
    },
    // A one-word name that is not the program the description runs.
    {
      name: "a one-word name the description does not run",
      input: {
        tools: [tool({ name: "terminal", description: "Execute bash commands in the sandbox." }), tool({ name: "read_file" }), tool({ name: "write_file" })],
      },
      errors: [{ message: noVerb("terminal", "terminal"), pointer: "/tools/0/name" }],
    },
    // A `method` of HTTP methods with no endpoint to call is no passthrough.
    {
      name: "an HTTP method with no endpoint",
      input: {
        tools: [
          tool({ name: "ha_get_config" }),
          tool({ name: "ha_list_entities" }),
          tool({ name: "ha_call_service" }),
          tool({ name: "ha_supervisor_api", inputSchema: { type: "object", properties: { method: { type: "string", enum: ["get", "post"] } } } }),
        ],
      },
      errors: [
        {
          message:
            "Tool name `ha_supervisor_api` does not start with an action verb after its namespace `ha_`. Start with what the tool does, e.g. `ha_get_…`, `ha_list_…`, `ha_create_…`; if `supervisor` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/3/name",
        },
      ],
    },
    // A description that only mentions another alias does not make the tool one.
    {
      name: "the same name with a description of its own",
      input: {
        tools: [
          tool({ name: "gitlab_list_merge_request_discussions" }),
          tool({ name: "gitlab_get_project" }),
          tool({ name: "gitlab_create_issue" }),
          tool({ name: "gitlab_mr_discussions", description: "Discussions of a merge request, by its iid." }),
        ],
      },
      errors: [
        {
          message:
            "Tool name `gitlab_mr_discussions` does not start with an action verb after its namespace `gitlab_`. Start with what the tool does, e.g. `gitlab_get_…`, `gitlab_list_…`, `gitlab_create_…`; if `mr` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/3/name",
        },
      ],
    },
    // `setup` after its object with no sibling of that scheme is the noun (`setup guide`).
    flagged(
      ["ha_get_config", "ha_list_entities", "ha_call_service", "ha_install_addon", "ha_integration_setup_vome"],
      [
        {
          message:
            "Tool name `ha_integration_setup_vome` does not start with an action verb after its namespace `ha_`. Start with what the tool does, e.g. `ha_get_…`, `ha_list_…`, `ha_create_…`; if `integration` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/4/name",
        },
      ],
    ),
    // A subcommand's argument after a word that asks for no report; a read-only view beside views named with `get_`.
    flagged(
      [...gdb, "gdb_memory_registers"],
      [
        {
          message:
            "Tool name `gdb_memory_registers` does not start with an action verb after its namespace `gdb_`. Start with what the tool does, e.g. `gdb_get_…`, `gdb_list_…`, `gdb_create_…`; if `memory` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/6/name",
        },
      ],
    ),
    {
      name: "read-only views beside a view named with a reading verb",
      input: {
        tools: [
          tool({ name: "browser_title", ...readOnly }),
          tool({ name: "browser_console_messages", ...readOnly }),
          tool({ name: "browser_get_url" }),
          ...browser.map((name) => tool({ name })),
        ],
      },
      errors: [
        {
          message:
            "Tool name `browser_title` does not start with an action verb after its namespace `browser_`. Start with what the tool does, e.g. `browser_get_…`, `browser_list_…`, `browser_create_…`; if `title` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
        {
          message:
            "Tool name `browser_console_messages` does not start with an action verb after its namespace `browser_`. Start with what the tool does, e.g. `browser_get_…`, `browser_list_…`, `browser_create_…`; if `console` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/1/name",
        },
      ],
    },
    // A server that mixes resource-first and verb-first names is told once, not for every name.
    flagged(
      [
        "shop_summary",
        "shop_history",
        "shop_get_cart",
        "shop_list_items",
        "shop_add_item",
        "shop_ticket_list",
        "shop_ticket_close",
        "shop_coupon_list",
        "shop_coupon_apply",
      ],
      [
        {
          message:
            "Tool name `shop_summary` does not start with an action verb after its namespace `shop_`. Start with what the tool does, e.g. `shop_get_…`, `shop_list_…`, `shop_create_…`; if `summary` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
      ],
    ),
    // A noun head with a noun-like verb at its end is still a noun (`flightHappinessIndex`).
    flagged(
      ["flightHappinessIndex", "getFlight", "listFlights", "searchFlights"],
      [
        {
          message:
            "Tool name `flightHappinessIndex` does not start with an action verb. Start with what the tool does, e.g. `get…`, `list…`, `create…`; if `flight` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
      ],
    ),
    flagged(
      ["tempo", "get_duration", "list_tracks"],
      [
        {
          message:
            "Tool name `tempo` does not start with an action verb. Start with what the tool does, e.g. `get_…`, `list_…`, `create_…`; if `tempo` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
          line: 4,
          column: 7,
          tool: "tempo",
        },
      ],
    ),
    flagged(
      ["pdf_merger", "read_pdf", "write_pdf"],
      [
        {
          message: "Tool name `pdf_merger` does not start with an action verb: `merger` names a doer, not an action. Name the action first, e.g. `merge_…`.",
          pointer: "/tools/0/name",
          tool: "pdf_merger",
        },
      ],
    ),
    flagged(
      ["npmPackageVersions", "npmSearch", "npmCompare"],
      [
        {
          message:
            "Tool name `npmPackageVersions` does not start with an action verb after its namespace `npm`. Start with what the tool does, e.g. `npmGet…`, `npmList…`, `npmCreate…`; if `package` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
          tool: "npmPackageVersions",
        },
      ],
    ),
    flagged(
      ["github_create_issue", "github_list_repos", "github_commits"],
      [
        {
          message:
            "Tool name `github_commits` does not start with an action verb after its namespace `github_`. Start with what the tool does, e.g. `github_get_…`, `github_list_…`, `github_create_…`; if `commits` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/2/name",
          tool: "github_commits",
        },
      ],
    ),
    flagged(
      ["get-weather", "weather-alerts", "list-cities"],
      [
        {
          message:
            "Tool name `weather-alerts` does not start with an action verb. Start with what the tool does, e.g. `get-…`, `list-…`, `create-…`; if `weather` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/1/name",
          tool: "weather-alerts",
        },
      ],
    ),
    // A noun-like last word is no suggestion (`index…`): the plain verbs are.
    flagged(
      ["flightHappinessIndex", "searchFlights", "getFlightInfo"],
      [
        {
          message:
            "Tool name `flightHappinessIndex` does not start with an action verb. Start with what the tool does, e.g. `get…`, `list…`, `create…`; if `flight` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
          tool: "flightHappinessIndex",
        },
      ],
    ),
    // The fix is suggested in the namespace's own separator.
    flagged(
      ["widget-create", "widget-list", "widget-stock-level"],
      [
        {
          message:
            "Tool name `widget-stock-level` does not start with an action verb after its namespace `widget-`. Start with what the tool does, e.g. `widget-get-…`, `widget-list-…`, `widget-create-…`; if `stock` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/2/name",
        },
      ],
    ),
    {
      name: "an `action` that is not a closed set of actions makes no router",
      input: {
        tools: [
          tool({ name: "issues", inputSchema: { type: "object", properties: { action: { type: "string" } } } }),
          tool({ name: "get_a" }),
          tool({ name: "list_b" }),
        ],
      },
      errors: [
        {
          message:
            "Tool name `issues` does not start with an action verb. Start with what the tool does, e.g. `get_…`, `list_…`, `create_…`; if `issues` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
      ],
    },
    // `acme_` is on one tool only, so it is no shared namespace until the config names it.
    {
      name: "a prefix on one tool is no namespace",
      input: named("acme_user", "list_users", "get_user"),
      errors: [
        {
          message:
            "Tool name `acme_user` does not start with an action verb. Start with what the tool does, e.g. `get_…`, `list_…`, `create_…`; if `acme` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
      ],
    },
    {
      name: "a prefix the options name, ignoring case",
      input: named("acme_user", "list_users", "get_user"),
      options: { prefixes: ["ACME_"] },
      errors: [
        {
          message:
            "Tool name `acme_user` does not start with an action verb after its namespace `acme_`. Start with what the tool does, e.g. `acme_get_…`, `acme_list_…`, `acme_create_…`; if `user` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
      ],
    },
    // The message carries the whole 100,000-character name (and its first word cut at 512 characters); tool-name-format cuts a name at 60.
    {
      name: "hostile 100,000-character names",
      input: named(long, `get_${long}`, `list_${long}`),
      errors: [
        {
          message: `Tool name \`${long.slice(0, 60)}…\` does not start with an action verb. Start with what the tool does, e.g. \`get_…\`, \`list_…\`, \`create_…\`; if \`${long.slice(0, 60)}…\` is a verb in your domain, add it to this rule's \`verbs\` option.`,
          pointer: "/tools/0/name",
        },
      ],
    },
  ],
});

// Classes of wrong findings seen on servers captured 2026-11-24 that no rule had been tuned on
// (corpus/judged-unseen/); a block of its own so its helpers keep their names.
{
  const named = (...names: string[]) => ({ tools: names.map((name) => tool({ name })) });

  ruleTester(rule).run({
    valid: [
      { name: "draft (a newsletter post, an email)", input: named("draft_newsletter_post", "get_post", "list_posts") },
      { name: "remediate (fix code issues)", input: named("remediate_code", "get_issue", "list_issues") },
    ],
    invalid: [
      {
        name: "a noun first, still",
        input: named("tempo", "get_post", "list_posts"),
        errors: [
          {
            message:
              "Tool name `tempo` does not start with an action verb. Start with what the tool does, e.g. `get_…`, `list_…`, `create_…`; if `tempo` is a verb in your domain, add it to this rule's `verbs` option.",
            pointer: "/tools/0/name",
          },
        ],
      },
    ],
  });
}

// Classes of wrong findings seen on the third batch of servers captured 2026-11-24 (corpus/judged-unseen-3/).
{
  const named = (...names: string[]) => ({ tools: names.map((name) => tool({ name })) });
  const readOnly = { annotations: { readOnlyHint: true } };
  const tabs = ["browser_tab_list", "browser_tab_new", "browser_tab_select", "browser_tab_close"];
  const gestures = ["browser_click", "browser_drag", "browser_hover", "browser_type", "browser_navigate", "browser_press_key"];

  ruleTester(rule).run({
    valid: [
      { name: "fail (a task, beside complete)", input: named("fail_task", "complete_task", "get_task", "list_tasks") },
      { name: "handoff (hand off, written as one word)", input: named("handoff_evidence", "review_evidence", "submit_evidence") },
      { name: "cp and mv (Unix commands, beside rm)", input: named("list", "show", "create", "pull", "cp", "mv", "rm") },
      { name: "a `doctor` diagnostics command", input: named("tool_doctor", "tool_get_config", "tool_list_projects", "tool_create_project") },
      {
        name: "read-only views named by their content where a sibling ends with its reading verb (`browser_tab_list`)",
        input: {
          tools: [
            tool({ name: "browser_console_messages", ...readOnly }),
            tool({ name: "browser_network_requests", ...readOnly }),
            ...[...tabs, ...gestures].map((name) => tool({ name })),
          ],
        },
      },
    ],
    invalid: [
      {
        name: "a noun at the end that is no diagnostics command",
        input: named("tool_dashboard", "tool_get_config", "tool_list_projects", "tool_create_project"),
        errors: [
          {
            message:
              "Tool name `tool_dashboard` does not start with an action verb after its namespace `tool_`. Start with what the tool does, e.g. `tool_get_…`, `tool_list_…`, `tool_create_…`; if `dashboard` is a verb in your domain, add it to this rule's `verbs` option.",
            pointer: "/tools/0/name",
          },
        ],
      },
      {
        name: "a read-only view named by its content where a sibling leads with a reading verb",
        input: {
          tools: [
            tool({ name: "browser_console_messages", ...readOnly }),
            tool({ name: "browser_network_requests", ...readOnly }),
            tool({ name: "browser_get_text", ...readOnly }),
            ...[...tabs, ...gestures].map((name) => tool({ name })),
          ],
        },
        errors: [
          {
            message:
              "Tool name `browser_console_messages` does not start with an action verb after its namespace `browser_`. Start with what the tool does, e.g. `browser_get_…`, `browser_list_…`, `browser_create_…`; if `console` is a verb in your domain, add it to this rule's `verbs` option.",
            pointer: "/tools/0/name",
          },
          {
            message:
              "Tool name `browser_network_requests` does not start with an action verb after its namespace `browser_`. Start with what the tool does, e.g. `browser_get_…`, `browser_list_…`, `browser_create_…`; if `network` is a verb in your domain, add it to this rule's `verbs` option.",
            pointer: "/tools/1/name",
          },
        ],
      },
    ],
  });
}
