import rule from "../../src/rules/tool-name-style.js";
import { ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const named = (...names: unknown[]) => ({ tools: names.map((name) => tool({ name })) });
const consistent = (names: string[]): ValidCase => ({ name: names.join(", "), input: named(...names) });

ruleTester(rule).run({
  valid: [
    consistent(["search", "list_files", "read_file"]),
    consistent(["search", "getStory", "getUser"]),
    consistent(["GetUser", "ListUsers"]),
    consistent(["get-current-date", "get-tickets"]),
    consistent(["SEARCH_ALL", "GET_USER"]),
    // A shared namespace before camelCase names is not a mix.
    consistent(["drawing_generateCanvas", "drawing_fillRectangle", "drawing_getCanvasPng"]),
    consistent(["mcp_howtocook_getAllRecipes", "mcp_howtocook_whatToEat"]),
    // API-style names: a doubled separator ends the namespace, then a PascalCase operation, throughout.
    consistent(["ServiceApiV2--CreateWidget", "ServiceApiV2--ListWidgets", "OtherApi--GetThing"]),
    // One mixed shape throughout (snake_case segments, camelCase operation) is one convention.
    consistent(["user_v3_batchGetId", "order_v2_createOrder", "user_v3_getProfile", "order_v2_list"]),
    // A namespace that is also a verb (`reach`) before camelCase operations.
    consistent(["reach_getCampaignV1", "reach_listContactsV1", "domains_getDomainV1", "domains_listDomainsV1"]),
    // Digits split by separators: a version number is no convention.
    consistent(["version_0_1_2", "getDsl", "getComponent", "getMeta"]),
    // A version segment is a namespace, even on one tool.
    consistent(["hosting_listDomains", "hosting_getDomain", "billing_getInvoices", "billing_listPayments", "v2_getDomainVerifications"]),
    { name: "tools without a string name (tool-shape reports those)", input: named(1, null, "list_files") },
    // A Domain_operation scheme throughout: a domain only one tool has (`Input_`) follows it too.
    consistent(["DOM_getDocument", "DOM_querySelector", "Page_reload", "Page_takeScreenshot", "Debugger_listScripts", "Input_emulateTouch"]),
    // Names generated from an HTTP method and a REST path keep the path's own segment names (`ip_pools`).
    consistent(["get-v3-ips", "get-v3-ip_pools", "get-v3-ip_pools-pool_id", "put-v3-lists-list_address", "post-v1-analytics-logs"]),
  ],
  invalid: [
    {
      name: "a name outside the method-version-path scheme is still judged by the server's convention",
      input: named("get-v3-ips", "get-v3-routes", "get-v3-lists", "get-v3-tags", "get-v3-stats", "get-v3-ip_pools", "post-v1-analytics-logs", "validate_email"),
      errors: [
        {
          message:
            "Tool name `validate_email` is snake_case, but this server's tools are mostly kebab-case (`get-v3-ips`); use one convention so names are predictable: `validate-email`.",
          pointer: "/tools/7/name",
        },
      ],
    },
    {
      name: "a path segment's underscore where the method-version-path scheme is not the server's",
      input: named("get-user-profile", "list-user-files", "read-file", "search-files", "get-v3-ip_pools"),
      errors: [
        {
          message: "Tool name `get-v3-ip_pools` mixes naming conventions. Write it in kebab-case like the other tools: `get-v3-ip-pools`.",
          pointer: "/tools/4/name",
        },
      ],
    },
    {
      name: "a lone domain whose operation breaks the Domain_operation scheme",
      input: named("DOM_getDocument", "DOM_querySelector", "Page_reload", "Page_takeScreenshot", "Debugger_listScripts", "Input_emulate_touch"),
      errors: [{ message: "Tool name `Input_emulate_touch` mixes naming conventions. Pick one convention.", pointer: "/tools/5/name" }],
    },
    {
      name: "a verb before a verb is no namespace: the advice is in the server's style throughout",
      input: named(
        "get-create-instructions",
        "get-blocks-metadata",
        "install-theme",
        "parse-blocks",
        "get_add_command_for_items",
        "get_add_command_for_blocks",
      ),
      errors: [
        {
          message:
            "Tool name `get_add_command_for_items` is snake_case, but this server's tools are mostly kebab-case (`get-create-instructions`); use one convention so names are predictable: `get-add-command-for-items`.",
          pointer: "/tools/4/name",
        },
        {
          message:
            "Tool name `get_add_command_for_blocks` is snake_case, but this server's tools are mostly kebab-case (`get-create-instructions`); use one convention so names are predictable: `get-add-command-for-blocks`.",
          pointer: "/tools/5/name",
        },
      ],
    },
    {
      name: "a long name, cut in the message",
      input: named("search", `${"x".repeat(10_000)}_`),
      errors: [
        {
          message: `Tool name \`${"x".repeat(60)}…\` starts or ends with a separator; clients and models may drop or mangle it. Remove it.`,
          pointer: "/tools/1/name",
        },
      ],
    },
    {
      name: "a name in another convention than most of the server's, rewritten",
      input: named("search_papers", "list_papers", "getPaper"),
      errors: [
        {
          message:
            "Tool name `getPaper` is camelCase, but this server's tools are mostly snake_case (`search_papers`); use one convention so names are predictable: `get_paper`.",
          pointer: "/tools/2/name",
          line: 42,
          column: 7,
          tool: "getPaper",
        },
      ],
    },
    {
      name: "a name that mixes conventions",
      input: named("list_users", "get_userProfile"),
      errors: [
        {
          message: "Tool name `get_userProfile` mixes naming conventions. Write it in snake_case like the other tools: `get_user_profile`.",
          pointer: "/tools/1/name",
          tool: "get_userProfile",
        },
      ],
    },
    {
      name: "a leading separator",
      input: named("list_users", "_private_tool"),
      errors: [
        {
          message: "Tool name `_private_tool` starts or ends with a separator; clients and models may drop or mangle it. Remove it.",
          pointer: "/tools/1/name",
        },
      ],
    },
    {
      name: "a trailing separator",
      input: named("list_users", "get_user-"),
      errors: [
        { message: "Tool name `get_user-` starts or ends with a separator; clients and models may drop or mangle it. Remove it.", pointer: "/tools/1/name" },
      ],
    },
    {
      // Removing the separator would make it its look-alike's twin: the look-alike finding alone.
      name: "a trailing separator on a look-alike of another name",
      input: named("list_users", "get_user", "get_user_"),
      errors: [
        {
          message:
            "Tool name `get_user_` differs from `get_user` only in case or separators; models and users confuse the two. Rename one so the names say how the tools differ.",
          pointer: "/tools/2/name",
        },
      ],
    },
    {
      name: "two separators in a row",
      input: named("list_users", "get__user"),
      errors: [
        {
          message: "Tool name `get__user` has two separators in a row; some clients use `__` to join server and tool names. Use one.",
          pointer: "/tools/1/name",
        },
      ],
    },
    {
      name: "the later of two names equal but for case or separators",
      input: named("get_user", "list_users", "get-user"),
      errors: [
        {
          message:
            "Tool name `get-user` differs from `get_user` only in case or separators; models and users confuse the two. Rename one so the names say how the tools differ.",
          pointer: "/tools/2/name",
          tool: "get-user",
        },
      ],
    },
    {
      // The earlier name is in the minority's style, but its rewrite is the later name: no advice to rename onto it.
      name: "two look-alikes, the earlier in another convention",
      input: named("get-user", "list_users", "get_user", "search_users"),
      errors: [
        {
          message:
            "Tool name `get_user` differs from `get-user` only in case or separators; models and users confuse the two. Rename one so the names say how the tools differ.",
          pointer: "/tools/2/name",
          tool: "get_user",
        },
      ],
    },
    {
      name: "digits and acronyms stay on their word in the rewrite",
      input: named("list_users", "get_user", "search_users", "user_v3_batchGetId"),
      errors: [
        {
          message: "Tool name `user_v3_batchGetId` mixes naming conventions. Write it in snake_case like the other tools: `user_v3_batch_get_id`.",
          pointer: "/tools/3/name",
        },
      ],
    },
    {
      name: "a doubled separator the server does not use as a scheme",
      input: named("list_users", "get_user", "get__profile"),
      errors: [
        {
          message: "Tool name `get__profile` has two separators in a row; some clients use `__` to join server and tool names. Use one.",
          pointer: "/tools/2/name",
        },
      ],
    },
    {
      // 5 snake_case to 4 camelCase by whole name: `system_`, `quality_` must not make it "mostly camelCase".
      name: "a server split roughly evenly follows no convention, said once, without false namespaces",
      input: named(
        "system_health",
        "system_status",
        "quality_gates",
        "quality_gate_status",
        "source_code",
        "markIssueFalsePositive",
        "assignIssue",
        "resolveIssue",
        "reopenIssue",
      ),
      errors: [
        {
          message:
            "Tool names follow no one convention (none covers two thirds of them): `quality_gate_status` is snake_case, `markIssueFalsePositive` is camelCase. Pick one convention for every tool so names are predictable.",
          pointer: "/tools/5/name",
          line: 99,
          column: 7,
        },
      ],
    },
    {
      name: "a clear majority (two thirds) still names the odd one out",
      input: named("list_users", "get_user", "search_users", "getProfile"),
      errors: [
        {
          message:
            "Tool name `getProfile` is camelCase, but this server's tools are mostly snake_case (`list_users`); use one convention so names are predictable: `get_profile`.",
          pointer: "/tools/3/name",
        },
      ],
    },
    {
      name: "a version number beside words that break the convention",
      input: named("get_version_0_1", "getDsl", "getComponent", "getMeta"),
      errors: [
        {
          message:
            "Tool name `get_version_0_1` is snake_case, but this server's tools are mostly camelCase (`getDsl`); use one convention so names are predictable: `getVersion01`.",
          pointer: "/tools/0/name",
        },
      ],
    },
  ],
});
