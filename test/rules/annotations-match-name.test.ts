import rule from "../../src/rules/annotations-match-name.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const destructive = { readOnlyHint: false, destructiveHint: true };
const readOnly = { readOnlyHint: true };
const notDestructive = { readOnlyHint: false, destructiveHint: false };
const second = (overrides: Record<string, unknown>) => ({ tools: [tool(), tool(overrides)] });
// Resource-first throughout: `monitor` is the noun, `delete` the action.
const monitors = ["monitor_create", "monitor_list", "monitor_delete", "dashboard_get"].map((name) =>
  tool({ name, annotations: name.endsWith("list") || name.endsWith("get") ? readOnly : destructive }),
);
const namespaced = ["protect_get_viewer", "protect_list_cameras", "protect_get_camera", "protect_list_sirens"].map((name) =>
  tool({ name, annotations: readOnly }),
);

ruleTester(rule).run({
  valid: [
    {
      name: "hints that agree with the name, and names without a known verb",
      input: [
        tool(),
        tool({ name: "delete_file", annotations: destructive }),
        tool({ name: "create_issue", annotations: notDestructive }),
        tool({ name: "run_query", annotations: readOnly }),
        tool({ name: "list_deleted_files", annotations: readOnly }),
        tool({ name: "lol-summoner-renewal", annotations: readOnly }),
      ],
    },
    { name: "a resource-first server whose actions agree", input: { tools: monitors } },
    {
      name: "`sort_range` reorders a sheet and `test_run` runs a test: neither only reads",
      input: [tool({ name: "sort_range", annotations: destructive }), tool({ name: "test_run", annotations: destructive })],
    },
    { name: "a tool without annotations (annotations-present's)", input: [tool({ name: "delete_file", annotations: undefined })] },
    { name: "2024-11-05, which has no annotations", input: [tool({ name: "delete_file", annotations: readOnly })], protocol: "2024-11-05" },
    { name: "a namespace nearly every tool shares, even when it reads as a verb", input: { tools: namespaced } },
    {
      name: "a server whose tools nearly all start `get_` and go on with a noun",
      input: { tools: ["get_component", "get_directive", "get_upgrade_guide", "get_theme"].map((name) => tool({ name, annotations: readOnly })) },
    },
    {
      name: "noun-verb words, session verbs, and a description that says read-only",
      input: [
        tool({ name: "droplet-backup-policy", description: "Get a droplet's backup policy", annotations: readOnly }),
        tool({ name: "erpnext_order_breakdown", description: "Breakdown of Sales Orders by customer.", annotations: readOnly }),
        tool({ name: "deployPlan", description: "计算声明式部署计划（dry-run，不产生任何变更）", annotations: readOnly }),
        tool({ name: "nfs-file-share-get", description: "Get a file share by ID.", annotations: readOnly }),
        tool({ name: "connect", description: "Connect to a MongoDB instance.", annotations: readOnly }),
        tool({ name: "disconnect", description: "Close a MongoDB connection.", annotations: readOnly }),
        tool({ name: "publish_preview", description: "Shows what would be published; read-only, changes nothing.", annotations: readOnly }),
        tool({ name: "db-cluster-delete-topic", description: "Delete a Kafka topic.", annotations: destructive }),
      ],
    },
    {
      name: "unlinking, ending an app or emptying a cache, which destroy no data",
      input: [
        tool({ name: "jira_remove_issues_from_epic", annotations: notDestructive }),
        tool({ name: "linear_removeFromFavorites", annotations: notDestructive }),
        tool({ name: "mobile_terminate_app", annotations: notDestructive }),
        tool({ name: "kill_process", annotations: notDestructive }),
        tool({ name: "spaces-cdn-flush-cache", annotations: notDestructive }),
      ],
    },
    {
      name: "names that share a head and end in their verb read the action last (`mb_bookmark_list`, `page_audit_delete`)",
      input: [
        tool({ name: "get_card", annotations: readOnly }),
        tool({ name: "list_cards", annotations: readOnly }),
        tool({ name: "mb_bookmark_list", annotations: readOnly }),
        tool({ name: "mb_bookmark_delete", annotations: destructive }),
        tool({ name: "page_audit_list", annotations: readOnly }),
        tool({ name: "page_audit_delete", annotations: destructive }),
      ],
    },
    {
      name: "refreshing or clearing the server's own cache changes nothing outside it",
      input: [
        tool({ name: "semconv_refresh_cache", annotations: readOnly }),
        tool({ name: "semconv_list_groups", annotations: readOnly }),
        tool({ name: "collector_list_components", annotations: readOnly }),
        tool({ name: "collector_refresh_catalog", description: "Refresh the in-memory metadata cache from upstream.", annotations: readOnly }),
      ],
    },
    {
      name: "drag and drop is a gesture, not dropping data",
      input: [tool({ name: "drag_drop", annotations: notDestructive }), tool({ name: "drag_and_drop", annotations: notDestructive })],
    },
    {
      // `install` is the topic: the title and the description say what the tool does.
      name: "the tool's own words open with a reading verb",
      input: [
        tool({
          name: "install_cli",
          description: "Provide installation instructions.",
          annotations: { ...readOnly, title: "Get CLI installation instructions" },
        }),
        tool({ name: "cache_purge_status", description: "Returns the state of the last purge.", annotations: readOnly }),
      ],
    },
    {
      name: "a protocol's method name on a server that weighs each hint",
      input: [
        tool({ name: "DOM_pushNodesByBackendIdsToFrontend", description: "Push backend node IDs to the frontend for inspection.", annotations: readOnly }),
        tool({ name: "Page_reload", description: "Reload the current page.", annotations: { readOnlyHint: false } }),
        tool({ name: "DOM_getDocument", description: "Get the document.", annotations: readOnly }),
      ],
    },
    {
      // The third unseen batch: `check` ticks a box there, a change to a form.
      name: "checking a checkbox marked destructive",
      input: ["browser_click", "browser_type", "browser_check_checkbox"].map((name) =>
        tool({ name, description: "Check or uncheck a checkbox element", annotations: destructive }),
      ),
    },
    {
      name: "a verb that qualifies a record the tool reads, and an export the server keeps of data it read",
      input: {
        tools: [
          tool({ name: "git_log", annotations: readOnly }),
          tool({ name: "git_rename_history", description: "Track the rename history of a file.", annotations: readOnly }),
          tool({
            name: "create_data_export",
            description: "Exports larger datasets into a persisted snapshot and returns a compact preview.",
            annotations: readOnly,
          }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: "a verb before a record noun the description does not use as a noun phrase, an artifact nothing keeps",
      input: {
        tools: [
          tool({ name: "git_log", annotations: readOnly }),
          tool({ name: "git_rename_history", description: "Rename history entries of a file.", annotations: readOnly }),
          tool({ name: "create_bug_report", description: "Generate a link to the issues site with the bug report type pre-selected.", annotations: readOnly }),
        ],
      },
      errors: [
        {
          message:
            "`git_rename_history` says `readOnlyHint: true`, but `rename` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/1/annotations/readOnlyHint",
        },
        {
          message:
            "`create_bug_report` says `readOnlyHint: true`, but `create` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/2/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "checking a status marked destructive",
      input: second({ name: "check_status", annotations: destructive }),
      errors: [
        {
          message:
            "`check_status` says `destructiveHint: true`, but `check` in its name only reads; if it changes nothing, set `readOnlyHint: true` instead, else rename it after what it changes.",
          pointer: "/tools/1/annotations/destructiveHint",
        },
      ],
    },
    {
      name: "a drop without a drag",
      input: [tool({ name: "drop_table", description: "", annotations: notDestructive })],
      errors: [
        {
          message:
            "`drop_table` says `destructiveHint: false`, but `drop` in its name destroys data; set `destructiveHint: true` so clients confirm before calling it, or rename it if it only adds.",
          pointer: "/0/annotations/destructiveHint",
        },
      ],
    },
    {
      name: "a title that opens with a changing verb",
      input: [tool({ name: "install_cli", description: "Provide the CLI.", annotations: { ...readOnly, title: "Install the CLI" } })],
      errors: [
        {
          message:
            "`install_cli` says `readOnlyHint: true`, but `install` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/0/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "a protocol's method name on a server that marks every tool read-only",
      input: [
        tool({ name: "DOM_removeNode", description: "Remove the node.", annotations: readOnly }),
        tool({ name: "DOM_getDocument", description: "Get the document.", annotations: readOnly }),
      ],
      errors: [
        {
          message:
            "`DOM_removeNode` says `readOnlyHint: true`, but `remove` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/0/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "a head shared by names that end in nouns is no family: the first verb stays the action",
      input: [
        tool({ name: "API-retrieve-a-page", annotations: readOnly }),
        tool({ name: "API-retrieve-a-block", annotations: readOnly }),
        tool({ name: "API-delete-a-block", description: "", annotations: readOnly }),
      ],
      errors: [
        {
          message:
            "`API-delete-a-block` says `readOnlyHint: true`, but `delete` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/2/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "refreshing a catalog that is not a cache changes state",
      input: {
        tools: [
          tool({ name: "collector_list_components", annotations: readOnly }),
          tool({ name: "collector_refresh_catalog", description: "Refresh the collector catalog on the server.", annotations: readOnly }),
        ],
      },
      errors: [
        {
          message:
            "`collector_refresh_catalog` says `readOnlyHint: true`, but `refresh` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/1/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "delete_file with readOnlyHint: true",
      input: second({ name: "delete_file", description: "Deletes a file.", annotations: readOnly }),
      errors: [
        {
          message:
            "`delete_file` says `readOnlyHint: true`, but `delete` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/1/annotations/readOnlyHint",
          tool: "delete_file",
          line: 38,
          column: 9,
        },
      ],
    },
    {
      name: "create_issue with readOnlyHint: true",
      input: second({ name: "create_issue", description: "", annotations: readOnly }),
      errors: [
        {
          message:
            "`create_issue` says `readOnlyHint: true`, but `create` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/1/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "remove_user with destructiveHint: false",
      input: second({ name: "remove_user", annotations: notDestructive }),
      errors: [
        {
          message:
            "`remove_user` says `destructiveHint: false`, but `remove` in its name destroys data; set `destructiveHint: true` so clients confirm before calling it, or rename it if it only adds.",
          pointer: "/tools/1/annotations/destructiveHint",
        },
      ],
    },
    {
      name: "bulk_delete_rows with destructiveHint: false",
      input: second({ name: "bulk_delete_rows", annotations: { destructiveHint: false } }),
      errors: [
        {
          message:
            "`bulk_delete_rows` says `destructiveHint: false`, but `delete` in its name destroys data; set `destructiveHint: true` so clients confirm before calling it, or rename it if it only adds.",
          pointer: "/tools/1/annotations/destructiveHint",
        },
      ],
    },
    {
      name: "get_weather with destructiveHint: true",
      input: second({ name: "get_weather", annotations: destructive }),
      errors: [
        {
          message:
            "`get_weather` says `destructiveHint: true`, but `get` in its name only reads; if it changes nothing, set `readOnlyHint: true` instead, else rename it after what it changes.",
          pointer: "/tools/1/annotations/destructiveHint",
        },
      ],
    },
    {
      name: "a clear name is still checked",
      input: [tool({ name: "get_user", annotations: destructive })],
      errors: [
        {
          message:
            "`get_user` says `destructiveHint: true`, but `get` in its name only reads; if it changes nothing, set `readOnlyHint: true` instead, else rename it after what it changes.",
          pointer: "/0/annotations/destructiveHint",
        },
      ],
    },
    {
      name: "a destroying action at the end of a resource-first name with readOnlyHint: true",
      input: { tools: [...monitors.slice(0, 2), tool({ name: "monitor_delete", description: "", annotations: readOnly }), monitors[3]!] },
      errors: [
        {
          message:
            "`monitor_delete` says `readOnlyHint: true`, but `delete` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/2/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "the verb after a shared namespace",
      input: { tools: [...namespaced, tool({ name: "protect_delete_camera", description: "", annotations: readOnly })] },
      errors: [
        {
          message:
            "`protect_delete_camera` says `readOnlyHint: true`, but `delete` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/4/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "a publishing tool whose description does not say read-only",
      input: [tool({ name: "publish_post", description: "Publish the post to the blog.", annotations: readOnly })],
      errors: [
        {
          message:
            "`publish_post` says `readOnlyHint: true`, but `publish` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/0/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "terminating an instance and removing a user with destructiveHint: false",
      input: [tool({ name: "terminate_instance", annotations: notDestructive }), tool({ name: "remove_user", annotations: notDestructive })],
      errors: [
        {
          message:
            "`terminate_instance` says `destructiveHint: false`, but `terminate` in its name destroys data; set `destructiveHint: true` so clients confirm before calling it, or rename it if it only adds.",
          pointer: "/0/annotations/destructiveHint",
        },
        {
          message:
            "`remove_user` says `destructiveHint: false`, but `remove` in its name destroys data; set `destructiveHint: true` so clients confirm before calling it, or rename it if it only adds.",
          pointer: "/1/annotations/destructiveHint",
        },
      ],
    },
  ],
});

// Classes of wrong findings seen on servers captured 2026-11-24 that no rule had been tuned on
// (corpus/judged-unseen/); a block of its own so its helpers keep their names.
{
  const one = (name: string, annotations: Record<string, unknown>, description = "Does what its name says, for the server's records.") => ({
    tools: [tool({ name, description, annotations })],
  });

  ruleTester(rule).run({
    valid: [
      // `bookmark`, `audit`: verbs that are as often the noun the tool acts on.
      { name: "a resource-first name whose first verb is as often a noun (mb_bookmark_list)", input: one("mb_bookmark_list", { readOnlyHint: true }) },
      {
        name: "a resource-first name whose last word destroys (page_audit_delete), marked destructive",
        input: one("page_audit_delete", { readOnlyHint: false, destructiveHint: true }),
      },
      { name: "refreshing the server's own cache, named so", input: one("semconv_refresh_cache", { readOnlyHint: true }) },
      {
        name: "refreshing what the description calls the server's cache",
        input: one("collector_refresh_catalog", { readOnlyHint: true }, "Refresh the local in-memory collector metadata cache from the upstream catalog."),
      },
    ],
    invalid: [
      {
        name: "a change verb first and a noun last (update_list), marked read-only",
        input: one("update_list", { readOnlyHint: true }),
        errors: [
          {
            message:
              "`update_list` says `readOnlyHint: true`, but `update` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
            pointer: "/tools/0/annotations/readOnlyHint",
          },
        ],
      },
      {
        name: "refreshing something other than a cache, marked read-only",
        input: one("refresh_token", { readOnlyHint: true }, "Refresh the OAuth access token and store the new one."),
        errors: [
          {
            message:
              "`refresh_token` says `readOnlyHint: true`, but `refresh` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          },
        ],
      },
      {
        name: "a reading name with nothing after its verb, marked destructive",
        input: one("get_audit", { readOnlyHint: false, destructiveHint: true }),
        errors: [
          {
            message:
              "`get_audit` says `destructiveHint: true`, but `get` in its name only reads; if it changes nothing, set `readOnlyHint: true` instead, else rename it after what it changes.",
          },
        ],
      },
    ],
  });
}
