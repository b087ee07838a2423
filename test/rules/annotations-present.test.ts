import rule from "../../src/rules/annotations-present.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const second = (overrides: Record<string, unknown>) => ({ tools: [tool(), tool(overrides)] });

ruleTester(rule).run({
  valid: [
    {
      // A click, a key press or typed text does what its target does (a click may delete): the defaults are the safe reading.
      name: "input acts whose effect is the target's, and acts that are often nouns (`google-play-details`)",
      input: [
        tool({ name: "browser_click", description: "Click an element on the page.", annotations: undefined }),
        tool({ name: "press_key", description: "Press a key.", annotations: undefined }),
        tool({ name: "queue_jira_operations", description: "Execute multiple Jira operations in a single call.", annotations: undefined }),
        tool({ name: "play_sound", description: "Play a sound.", annotations: undefined }),
      ],
    },
    {
      name: "a state-changing act that declares its hints",
      input: second({ name: "browser_scroll", annotations: { readOnlyHint: false, destructiveHint: false } }),
    },
    {
      name: "`readOnlyHint: false` without destructiveHint: the default `true` is the safe reading",
      input: [tool({ name: "write_file", annotations: { readOnlyHint: false } })],
    },
    {
      name: "complete hints",
      input: [
        tool(),
        tool({ name: "write_file", annotations: { readOnlyHint: false, destructiveHint: true } }),
        tool({ name: "search", annotations: { readOnlyHint: true, destructiveHint: null } }),
      ],
    },
    {
      name: "annotations that are not objects (tool-shape's), and a tool that is not one",
      input: [tool({ annotations: "read-only" }), tool({ annotations: [] }), 42],
    },
    {
      name: "no concrete advice: neither the name nor the description says whether it reads (`execute_query`, `tempo`)",
      input: [
        tool({ name: "execute_query", description: "Runs a SQL statement.", annotations: undefined }),
        tool({ name: "tempo", description: "Tempo of a track.", annotations: { idempotentHint: false } }),
      ],
    },
    { name: "2024-11-05, which has no annotations", input: [tool({ annotations: undefined })], protocol: "2024-11-05" },
    {
      // Its right hints are the spec's defaults (`readOnlyHint: false`, `destructiveHint: true`): declaring them
      // changes nothing for a client, which already confirms before every call.
      name: "a deleting tool without annotations",
      input: second({ name: "delete_file", annotations: undefined }),
    },
    { name: "a tool that drops a table, with a title only", input: second({ name: "drop_table", annotations: { title: "Drop table" } }) },
    {
      name: "a multi-purpose tool whose `action` may delete",
      input: second({
        name: "sessions",
        annotations: undefined,
        inputSchema: { type: "object", properties: { action: { type: "string", enum: ["list", "clear_all", "delete"] } } },
      }),
    },
    {
      // Some calls write: `readOnlyHint: true` would let a client run `create` unconfirmed (jira_comments: get, add).
      name: "a reading tool whose `action` also offers a change",
      input: [
        tool(),
        tool({
          name: "notes",
          annotations: undefined,
          inputSchema: { type: "object", properties: { action: { type: "string", enum: ["list", "get", "create", "update"] } } },
        }),
        tool({
          name: "codebase_watch",
          description: "Start/stop watching a project directory for file changes.",
          annotations: undefined,
          inputSchema: { type: "object", properties: { action: { type: "string", enum: ["start", "stop", "status"] } } },
        }),
      ],
    },
    {
      // It writes files, whatever its verb reads: `readOnlyHint: true` would let clients run it unconfirmed.
      name: 'a reading tool with a parameter naming where it writes (`outputDir`, `save_path`, `saveImages`, "where … saved")',
      input: [
        tool(),
        tool({ name: "extract_requirements", annotations: undefined, inputSchema: { type: "object", properties: { outputDir: { type: "string" } } } }),
        tool({ name: "get_asset", annotations: undefined, inputSchema: { type: "object", properties: { save_path: { type: "string" } } } }),
        tool({ name: "fetch_images", annotations: undefined, inputSchema: { type: "object", properties: { saveImages: { type: "boolean" } } } }),
        tool({
          name: "get_code",
          annotations: undefined,
          inputSchema: { type: "object", properties: { assets: { type: "string", description: "Folder where the images are placed." } } },
        }),
      ],
    },
    {
      // `clear_sessions: true` deletes: the right hints are the defaults, whatever the rest of the tool does.
      name: "tools with a flag that deletes or overwrites",
      input: [
        tool({
          name: "video_configure",
          description: "Configure video preferences.",
          annotations: undefined,
          inputSchema: { type: "object", properties: { fps: { type: "number" }, clear_sessions: { type: "boolean" } } },
        }),
        tool({ name: "move_file", annotations: undefined, inputSchema: { type: "object", properties: { overwrite: { type: ["boolean", "null"] } } } }),
        tool({ name: "get_errors", annotations: undefined, inputSchema: { type: "object", properties: { clear: { type: "boolean" } } } }),
      ],
    },
    {
      // `destructiveHint` means something only for a tool that changes state: `readOnlyHint: false` is implied.
      name: "a changing tool that declares destructiveHint without readOnlyHint",
      input: [tool({ name: "write_file", annotations: { destructiveHint: false } }), tool({ name: "archive_issue", annotations: { destructiveHint: true } })],
    },
    {
      // A `readOnlyHint: true` would contradict what the author declared.
      name: "a reading name whose tool declares `destructiveHint: true`",
      input: second({ name: "query_data", annotations: { destructiveHint: true } }),
    },
    {
      name: "a reading verb whose description says it also writes a file",
      input: [
        tool({
          name: "extract_data",
          description: "Extracts strings to a JSON file. By default, the source file will be replaced with a marker.",
          annotations: undefined,
        }),
        tool({ name: "get_entry", description: "Returns a summary and writes the full object to a temp file.", annotations: undefined }),
        tool({ name: "run_query", description: "Runs a query. Results are written to a file to preserve context.", annotations: undefined }),
        tool({ name: "inspect_page", description: "Inspects the page: extracts the DOM and saves a screenshot.", annotations: undefined }),
        tool({ name: "pull_data", description: "Fetch the data and save to local cache.", annotations: undefined }),
      ],
    },
    {
      name: "a reading verb joined to a changing one (`find_and_replace`, `get_or_create`)",
      input: second({ name: "find_and_replace_in_doc", annotations: undefined }),
    },
    { name: "`get_or_create_label`", input: second({ name: "get_or_create_label", annotations: undefined }) },
    {
      // The third unseen batch: a view may be rendered and returned, or saved; the description does not say which.
      name: "a name without a verb whose description opens by creating a view",
      input: second({
        name: "ui-report-builder",
        description: "Creates comprehensive drill-down reports with analytical capabilities",
        annotations: undefined,
      }),
    },
  ],
  invalid: [
    {
      name: "acts that change a page's or a player's state and delete nothing: navigate, scroll, hover, skip, launch, spawn",
      input: [
        tool({ name: "browser_navigate", description: "Navigate to a URL.", annotations: undefined }),
        tool({ name: "scroll_to_bottom", description: "Scroll the page to the bottom.", annotations: undefined }),
        tool({ name: "hover_by_uid", description: "Hover over an element by its uid.", annotations: {} }),
        tool({ name: "skipToPrevious", description: "Skip to the previous track.", annotations: undefined }),
        tool({ name: "launch_app", description: "Launch an installed app on the device.", annotations: undefined }),
        tool({ name: "factory_spawn", description: "Spawn a new app from a template.", annotations: undefined }),
        tool({ name: "back", description: "Navigate one step back in browser history.", annotations: undefined }),
      ],
      errors: [
        {
          message:
            '`browser_navigate` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/0",
        },
        {
          message:
            '`scroll_to_bottom` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/1",
        },
        {
          message:
            '`hover_by_uid` does not declare `readOnlyHint`, so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/2/annotations",
        },
        {
          message:
            '`skipToPrevious` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/3",
        },
        {
          message:
            '`launch_app` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/4",
        },
        {
          message:
            '`factory_spawn` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/5",
        },
        {
          message:
            '`back` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/6",
        },
      ],
    },
    {
      name: 'a navigating name whose description opens by reading (`semantic_navigate`: "Browse the codebase by meaning")',
      input: second({ name: "semantic_navigate", description: "Browse the codebase by meaning.", annotations: undefined }),
      errors: [
        {
          message:
            '`semantic_navigate` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      // The TypeScript SDK took a `z.object(...)` for the annotations: the lost parameters are the news, not the hints.
      name: "a zod schema leaked into `annotations`: the real problem, once",
      input: second({
        name: "search_prop_values",
        annotations: { def: { type: "object", shape: { query: {} } }, "~standard": { vendor: "zod", version: 1 } },
        inputSchema: { type: "object", properties: {} },
      }),
      errors: [
        {
          message:
            "`search_prop_values`'s `annotations` hold a zod schema's internals (`def`, `~standard`), not hints: its parameters were passed where the SDK expects annotations (a `z.object(...)` handed to `server.tool(name, schema, handler)`, which takes a raw shape), so `inputSchema` lost them. Pass the shape (`{ key: z.string() }` or `schema.shape`) or use `registerTool` with `inputSchema`.",
          pointer: "/tools/1/annotations",
        },
      ],
    },
    {
      name: "a name without a verb whose description opens by creating a record",
      input: second({ name: "ticket-desk", description: "Creates a support ticket in the helpdesk queue.", annotations: undefined }),
      errors: [
        {
          message:
            '`ticket-desk` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/tools/1",
        },
      ],
    },
    {
      // `clearCache` empties what is rebuilt on demand; `removeScripts` trims a reading tool's output.
      name: "flags that lose no data: one that empties a cache, one that trims the output",
      input: [
        tool({
          name: "set_proxy",
          annotations: undefined,
          inputSchema: { type: "object", properties: { url: { type: "string" }, clearCache: { type: "boolean" } } },
        }),
        tool({ name: "get_html", annotations: undefined, inputSchema: { type: "object", properties: { removeScripts: { type: "boolean" } } } }),
      ],
      errors: [
        {
          message:
            '`set_proxy` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/0",
        },
        {
          message:
            '`get_html` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/1",
        },
      ],
    },
    {
      name: "a multi-purpose tool whose `action` offers only reading operations",
      input: second({
        name: "notes",
        annotations: undefined,
        inputSchema: { type: "object", properties: { action: { type: "string", enum: ["list", "get", "search"] } } },
      }),
      errors: [
        {
          message:
            '`notes` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      // An output format or a place read from is no place written to.
      name: "a reading tool with `outputFormat`, `save` as a string and a path it reads",
      input: second({
        name: "list_logs",
        annotations: undefined,
        inputSchema: {
          type: "object",
          properties: {
            outputFormat: { type: "string" },
            saveMode: { type: "string" },
            logFilePath: { type: "string", description: "Path where the logs are read from." },
          },
        },
      }),
      errors: [
        {
          message:
            '`list_logs` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a destroying word in an enum that does not pick the operation",
      input: second({
        name: "list_events",
        annotations: undefined,
        inputSchema: { type: "object", properties: { kind: { type: "string", enum: ["created", "delete"] } } },
      }),
      errors: [
        {
          message:
            '`list_events` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a reading tool without annotations",
      input: second({ name: "list_files", annotations: undefined }),
      errors: [
        {
          message:
            '`list_files` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
          tool: "list_files",
          line: 22,
          column: 5,
        },
      ],
    },
    {
      name: "a creating tool with a title only",
      input: second({ name: "create_issue", annotations: { title: "Create issue" } }),
      errors: [
        {
          message:
            '`create_issue` does not declare `readOnlyHint`, so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).',
          pointer: "/tools/1/annotations",
        },
      ],
    },
    {
      name: "a tool whose name says nothing, with null annotations: the verb its description opens with",
      input: second({ name: "tempo", description: "Retrieves the tempo of a track.", annotations: null }),
      errors: [
        {
          message:
            '`tempo` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1/annotations",
        },
      ],
    },
    {
      name: "a product then its action (`duckduckgo_web_search`)",
      input: second({ name: "duckduckgo_web_search", description: "Performs a web search.", annotations: undefined }),
      errors: [
        {
          message:
            '`duckduckgo_web_search` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a namespace part of the server shares and follows with `get`/`list` is no verb (`trash_get_naming`)",
      input: {
        tools: ["trash_get_naming", "trash_list_profiles", "trash_get_profile"].map((name) => tool({ name, description: "", annotations: undefined })),
      },
      errors: ["trash_get_naming", "trash_list_profiles", "trash_get_profile"].map((name, i) => ({
        message: `\`${name}\` does not declare \`readOnlyHint\` (it has no \`annotations\`), so clients must treat it as one that changes state and ask before every call. Add \`"readOnlyHint": true\`.`,
        pointer: `/tools/${i}`,
      })),
    },
    {
      // Not the changing tool's advice (`readOnlyHint: false` is what its `destructiveHint` already implies).
      name: "a reading tool that declares `destructiveHint: false` but no readOnlyHint",
      input: [tool({ name: "list_files", annotations: { destructiveHint: false } })],
      errors: [
        {
          message:
            '`list_files` does not declare `readOnlyHint`, so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/0/annotations",
        },
      ],
    },
    {
      name: "a reading tool whose description mentions a file it reads, not one it writes",
      input: second({ name: "read_log", description: "Reads the log saved by the last run and returns its lines.", annotations: undefined }),
      errors: [
        {
          message:
            '`read_log` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a reading verb then another reading verb (`search_and_list`)",
      input: second({ name: "search_and_list", description: "", annotations: undefined }),
      errors: [
        {
          message:
            '`search_and_list` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a readOnlyHint that is not a boolean counts as missing",
      input: [tool({ annotations: { readOnlyHint: "true" } })],
      errors: [
        {
          message:
            '`list_files` does not declare `readOnlyHint`, so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": true`.',
          pointer: "/0/annotations",
        },
      ],
    },
  ],
});
