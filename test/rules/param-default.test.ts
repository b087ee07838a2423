import { expect, it } from "vitest";
import rule from "../../src/rules/param-default.js";
import { lintRule } from "../helpers/lint-rule.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const POINTER = "/tools/0/inputSchema/properties/p";
const withParam = (p: unknown) => ({ tools: [tool({ inputSchema: { type: "object", properties: { p } } })] });
const withTool = (description: string, properties: Record<string, unknown>, name = "list_files") => ({
  tools: [tool({ name, description, inputSchema: { type: "object", properties } })],
});
const missing = (text: string, literal: string, name = "p") =>
  `Parameter \`${name}\` says its default is \`${text}\` but its schema has no \`default\`: add \`"default": ${literal}\` so clients and models see it.`;
const differs = (text: string, declared: string, name = "p") =>
  `Parameter \`${name}\` says its default is \`${text}\` but its schema's \`default\` is \`${declared}\`: make the description and \`default\` agree.`;
const inTool = (name: string, text: string, literal: string) =>
  `The tool's description says parameter \`${name}\` defaults to \`${text}\` but its schema has no \`default\`: add \`"default": ${literal}\` so clients and models see it where the value is set.`;

/** A stated default with no schema default: [description, schema, stated text, suggested literal]. */
const STATED: [string, Record<string, unknown>, string, string][] = [
  ["defaults to 10", { type: "integer" }, "10", "10"],
  ["(default: 'asc')", { type: "string" }, "asc", '"asc"'],
  ["Default is true", { type: "boolean" }, "true", "true"],
  ["Default: false.", { type: "boolean" }, "false", "false"],
  // "(for speed)" is a reason, not the action the parameter is scoped to.
  ["Update node immediately, default true (for speed).", { type: "boolean" }, "true", "true"],
  // A code in capitals that ends the clause, with no "is", "to" or ":".
  ["Time zone, default UTC", { type: "string" }, "UTC", '"UTC"'],
  // A value marked "(default)" that the enum holds.
  ["Layout mode: composer (default) or chain", { type: "string", enum: ["composer", "chain"] }, "composer", '"composer"'],
  ["Default false.", { type: "boolean" }, "false", "false"],
  ["(1-20, default 10)", { type: "number" }, "10", "10"],
  ["Default value 12 should return a year", { type: "string" }, "12", '"12"'],
  ["Defaults to chromium", { type: "string" }, "chromium", '"chromium"'],
  ["Default is 10,000.", { type: "integer" }, "10000", "10000"],
  ["The order. Default is `desc`.", {}, "desc", '"desc"'],
  ["Threshold (default: 0.5)", { type: "number" }, "0.5", "0.5"],
  // Recall: a signed sort key is a value ("Default: -timestamp", newest first).
  ["Sort key. Default: -timestamp", { type: "string" }, "-timestamp", '"-timestamp"'],
  ["Sort order (default: -x).", { type: "string" }, "-x", '"-x"'],
  ["Bullet style. Default: BULLET_DISC_CIRCLE_SQUARE", { type: "string" }, "BULLET_DISC_CIRCLE_SQUARE", '"BULLET_DISC_CIRCLE_SQUARE"'],
  ['Host to bind (default: "127.0.0.1")', { type: "string" }, "127.0.0.1", '"127.0.0.1"'],
  ["Timeout in seconds (default: 30 seconds)", { type: "integer" }, "30", "30"],
  ["Detection mode (default: fast).", { type: "string" }, "fast", '"fast"'],
  ["Sort field (default: name). Only letters are kept.", { type: "string" }, "name", '"name"'],
  ["Sort field (default: name). Names are case-sensitive.", { type: "string" }, "name", '"name"'],
  ["返回日志条数限制，默认 20", { type: "number" }, "20", "20"],
  ["是否覆盖已存在的文件，默认为false（不覆盖）", { type: "boolean" }, "false", "false"],
  ["排序方式，支持tagName和id，默认为id", { type: "string" }, "id", '"id"'],
  ["件数の上限（デフォルト: 5）", { type: "integer" }, "5", "5"],
  // Recall: a value with a scheme or an address is read whole, not cut at its colon or `@`.
  ["Starting URL (defaults to about:blank)", { type: "string" }, "about:blank", '"about:blank"'],
  ["Web app URL. Default: https://app.example.com. Only change if self-hosting.", { type: "string" }, "https://app.example.com", '"https://app.example.com"'],
  ["Root path to start from (default: res://)", { type: "string" }, "res://", '"res://"'],
  ["Sender address; default bot@example.com", { type: "string" }, "bot@example.com", '"bot@example.com"'],
  // Recall: the literal a parameter's absence falls back to.
  ["URL to open after restart (optional, uses about:home if not specified)", { type: "string" }, "about:home", '"about:home"'],
  ["Page size; uses 25 when omitted", { type: "integer" }, "25", "25"],
  // A reason or a purpose after the value is not another case, nor is a limit of another kind.
  ["Include internal frames. Default: false for cleaner output.", { type: "boolean" }, "false", "false"],
  ["Skip this many contacts (default 0, for pagination)", { type: "integer" }, "0", "0"],
  ["Page size (default: 10, max 100 for admins)", { type: "integer" }, "10", "10"],
  ["Maximum results. Defaults to 50 if not specified.", { type: "integer" }, "50", "50"],
  ["Schema name (defaults to public, required for most object types)", { type: "string" }, "public", '"public"'],
];

/** Descriptions that name no literal default (or one the schema already has). */
const NO_LITERAL = [
  "Optional: source branch (defaults to the repository's default branch)",
  "Organization to fork to (defaults to your personal account)",
  "Date in YYYY-MM-DD format. Defaults to latest available rate.",
  "The field codes to include. Default is all fields.",
  "Maximum pages per page (0 for default of 100)",
  "For backward compatibility only. Default maximum width is now 512px",
  "Custom downloads directory path (default: user's Downloads folder)",
  "Range of cells to read. [default: first paging range]",
  "PuppeteerJS LaunchOptions. Default null.",
  "Uses the default branch.",
  "There is no default.",
  "Timeout (default: 30s)",
  "Directory to list.",
  // The text after a quoted word "default" is no default.
  'Profile name; use "default" for the default profile.',
  "Pass `default` to use the account's settings.",
  // Relative times, placeholders, environment variables.
  "Start of the window; defaults to 24 hours before now.",
  "Since when (default: 7 days ago).",
  "API key (default: <your-api-key>).",
  "Base directory (default: ${HOME}).",
  "Token; defaults to GITHUB_TOKEN env var.",
  // "uses …" a word that describes the value, not a literal; a scheme value that runs on into a phrase or holds a placeholder.
  "ID of the board (uses default if not provided)",
  "Database name (optional, uses context if not provided)",
  "Network to check (default: eip155:8453 for Base)",
  "Destination. Defaults to res://cache/shot_<ms>.png",
  // A default that an environment variable's value overrides: the schema's would override the environment.
  "Gateway base URL; takes precedence over GATEWAY_URL (default https://gw.example.com).",
  "Token (default: `API_TOKEN` environment variable).",
  "Region (default: `{{region}}`).",
  // Not a number cut short.
  "Bind address (default: 127.0.0.1).",
  "Date (default: 2024-01-01).",
  // A default that holds only under a condition.
  "Sort events by a field (default: lastTimestamp). Only applicable for events.",
  "Analysis on. Default: false. Only applicable for metadata format.",
  "Insert before or after the text (default: after). Only used with textToFind.",
  // Scoped to one action of a tool of several ("(for: seek)"): a schema default would go with every action.
  "Update node immediately, default true (for: seek)",
  "Page size (default: 50) (for: get_log_messages)",
  // A default that holds above or below a size (obsidian `streamMode`), or one per case: a schema default would send one case's in all.
  "Use streaming mode for memory-efficient processing of large file sets (default: true for > 100 files)",
  "Batch rows at once (default: false when more than 1000 rows)",
  "Font size in points (default: 12 for text, 24 for heading)",
  "Use bold font weight (default: false for text, true for heading)",
  "Max results (default 100 or 20 for archive)",
  "Unit for dimension tokens. Default: 'rem' for web outputs, 'pt' for iOS, 'dp' for Android.",
  "The distance to swipe in pixels. Defaults to 400 pixels for iOS or 30% of screen dimension for Android",
  "Optional for latest. Depth levels 1-500, default 50",
  // "default" as an adjective before a code in capitals; a code that does not end the clause; a marked value with no enum.
  "The KMS key for the project. Defaults to Infisical's default KMS",
  "Method, default GET request",
  "Layout mode: composer (default) or chain",
  // A behaviour, not a value: the advice would make clients send the word as an ID.
  "The AdSense account ID (default: auto-select).",
  "Language of the text (default: auto-detect).",
  "目录路径，默认当前目录",
];

const body = {
  type: "object",
  properties: { responseRequested: { type: "boolean", description: "Default is true, which represents the organizer would like a response." } },
};
const withTools = (name: string, properties: Record<string, unknown>) => ({ tools: [tool({ name, inputSchema: { type: "object", properties } })] });

ruleTester(rule).run({
  valid: [
    {
      name: "a span on a date or time string: a moment that far from now, no value of the parameter",
      input: withTool("Create an invoice.", {
        dueDate: { type: "string", description: "Due date (optional, defaults to 30 days)" },
        starts: { type: "string", format: "date-time", description: "When it starts (default: 2 hours)" },
      }),
    },
    ...(
      [
        ["defaults to 10", { type: "integer", default: 10 }],
        ["defaults to 10", { type: "string", default: "10" }],
        ["Default is true", { type: "boolean", default: true }],
        ["Default is true", { type: "string", default: "true" }],
        ["Defaults to Chromium", { type: "string", default: "chromium" }],
        ["default is 'default'", { type: "string", default: "default" }],
        ["default: 10", { type: "array", default: [10] }],
        // Equal after type coercion, case, quotes and units: no contradiction.
        ["Sort order, default 'DESC'", { type: "string", default: "desc" }],
        ["Enabled by default (default: on)", { type: "boolean", default: true }],
        ["Timeout (default: 30 seconds)", { type: "integer", default: 30000 }],
        ["Limit (default: '10')", { type: "integer", default: 10 }],
        ["Ratio (default 1.0)", { type: "number", default: 1 }],
      ] as [string, Record<string, unknown>][]
    ).map(([description, schema]) => ({
      name: `${JSON.stringify(description)} when the schema says ${JSON.stringify(schema)}`,
      input: withParam({ ...schema, description }),
    })),
    ...NO_LITERAL.map((description) => ({
      name: `${JSON.stringify(description)} (no literal default stated)`,
      input: withParam({ type: "string", description }),
    })),
    { name: "a string on a boolean", input: withParam({ type: "boolean", description: "Verbose output. Defaults to enabled." }) },
    { name: "a word on a number", input: withParam({ type: "integer", description: "Worker count. Default: auto." }) },
    // A list or a map written as words: its first item as a scalar `default` would not validate (datadog `contextTags`).
    {
      name: "a list of words on an array",
      input: withParam({ type: "array", items: { type: "string" }, description: "Tag prefixes (default: queue, service, pod_name)" }),
    },
    {
      name: "a list of words on an array of enum values",
      input: withParam({ type: "array", items: { type: "string", enum: ["MED", "PMC", "PPR"] }, description: "Defaults to MED, PMC when omitted." }),
    },
    {
      name: "coordinates on an object",
      input: withParam({ type: "object", properties: { x: { type: "number" }, y: { type: "number" } }, description: "Position (default: 0, 0)" }),
    },
    {
      name: "a default under a condition stated elsewhere in the text",
      input: withParam({ type: "number", description: "The default is 0, which is neutral. Only available for walking profile." }),
    },
    ...["update-calendar", "patch_event", "editItem", "modify_record"].map((name) => ({
      name: `the optional body fields of an update tool (${name})`,
      input: withTools(name, { body }),
    })),
    {
      name: "a word the parameter's enum does not hold ('defaults to available')",
      input: withParam({ type: "string", enum: ["css", "tailwind", "default"], description: "Preferred styling method (defaults to available)" }),
    },
    // Defaults stated in the tool's description: only where that text is about the parameter itself.
    {
      name: "a parameter named in prose, not as code, in the tool's description",
      input: withTool("List the files. The limit defaults to 50 per page.", { limit: { type: "integer", description: "Page size." } }),
    },
    {
      name: "a default under a condition in the tool's description",
      input: withTool("Manage debug logs.\n- For 'enable' operation, logLevel is optional (defaults to 'DEBUG')", {
        logLevel: { type: "string", description: "Log level." },
      }),
    },
    {
      name: "an environment variable named as the default in the tool's description",
      input: withTool("Create a file. Optional `encoding` defaults to `GITLAB_REPO_FILE_ENCODING`.", {
        encoding: { type: "string", description: "text or base64." },
      }),
    },
    {
      name: "a default in the tool's description that the schema declares",
      input: withTool("Search.\n  limit (int): Max results (default: 10)", { limit: { type: "integer", description: "Max results.", default: 10 } }),
    },
    {
      name: "a nested field's default in the tool's description (only the tool's own parameters are read there)",
      input: withTool("Create rows.\n  n: count (default 3)", {
        rows: { type: "array", description: "Rows.", items: { type: "object", properties: { n: { type: "integer", description: "Count." } } } },
      }),
    },
    {
      // The word names what the server does without a question; a number in a query's text is a clause's (MAXRESULTS).
      name: "an unquoted word or number as the default of a free-text prompt",
      input: withTool("Analyze audio.", {
        question: { type: "string", description: "Question or instruction about the audio (default: transcribe)" },
        query: { type: "string", description: "The SQL-like query. Add MAXRESULTS N to limit results (default: 1000)." },
      }),
    },
  ],
  invalid: [
    {
      name: "a span on a string that holds no moment: a value of the parameter",
      input: withTool("Make a share link.", { retention: { type: "string", description: "How long to keep it (optional, defaults to 30 days)" } }),
      errors: [{ message: missing("30", '"30"', "retention"), pointer: "/tools/0/inputSchema/properties/retention" }],
    },
    ...STATED.map(([description, schema, text, literal]) => ({
      name: `${JSON.stringify(description)} with no schema default, at the parameter`,
      input: withParam({ ...schema, description }),
      errors: [{ message: missing(text, literal), pointer: POINTER }],
    })),
    {
      // A list beside a scalar type: the stated word is a value of the string (`string | string[]`).
      name: "a word on a parameter that is a string or a list",
      input: withParam({ type: ["string", "array"], items: { type: "string" }, description: "Tag prefixes (default: queue)" }),
      errors: [{ message: missing("queue", '"queue"'), pointer: POINTER }],
    },
    {
      name: "a different default, at `default`, naming both values",
      input: withParam({ type: "integer", description: "Results per page (defaults to 10).", default: 20 }),
      errors: [{ message: differs("10", "20"), pointer: `${POINTER}/default`, line: 12, column: 13 }],
    },
    {
      name: "a nested parameter, with its path",
      input: withParam({
        type: "array",
        description: "Rows.",
        items: { type: "object", properties: { n: { type: "integer", description: "Count (default 3)." } } },
      }),
      errors: [{ message: missing("3", "3", "p[].n"), pointer: `${POINTER}/items/properties/n` }],
    },
    {
      name: "never another parameter's default",
      input: withTools("list_files", {
        limit: { type: "integer", description: "Page size." },
        p: { type: "integer", description: "Offset; `limit` defaults to 50." },
        q: { type: "string", description: "Fallback query; defaults to `title`." },
        r: { type: "integer", description: "Which instance of textToFind (default: 1)" },
        textToFind: { type: "string", description: "Text." },
        title: { type: "string", description: "Title." },
      }),
      // Only r's own "(default: 1)" is read: a name before "(default" is not the subject.
      errors: [{ message: missing("1", "1", "r"), pointer: "/tools/0/inputSchema/properties/r" }],
    },
    {
      name: "a stated default the enum holds",
      input: withParam({ type: "string", enum: ["css", "tailwind"], description: "Styling method (defaults to tailwind)" }),
      errors: [{ message: missing("tailwind", '"tailwind"'), pointer: POINTER }],
    },
    {
      name: "a real contradiction (string)",
      input: withParam({ type: "string", description: "Sort order, default 'asc'.", default: "desc" }),
      errors: [{ message: differs("asc", '"desc"') }],
    },
    {
      name: "a real contradiction (boolean)",
      input: withParam({ type: "boolean", description: "Default: false.", default: true }),
      errors: [{ message: differs("false", "true") }],
    },
    {
      name: "the same body field of a create tool",
      input: withTools("create-calendar", { body }),
      errors: [{ message: missing("true", "true", "body.responseRequested"), pointer: "/tools/0/inputSchema/properties/body/properties/responseRequested" }],
    },
    {
      name: "an update tool's own top-level option",
      input: withTools("edit_invoice", { draft: { type: "boolean", description: "Preview without saving (default: true)" } }),
      errors: [{ message: missing("true", "true", "draft"), pointer: "/tools/0/inputSchema/properties/draft" }],
    },
    {
      name: "a required body field of an update tool (sent every time)",
      input: withTools("update-calendar", { body: { type: "object", required: ["responseRequested"], properties: body.properties } }),
      errors: [{ message: missing("true", "true", "body.responseRequested") }],
    },
    {
      name: "a declared default of an update tool's body field that contradicts the text",
      input: withTools("update-calendar", {
        body: { type: "object", properties: { flag: { type: "boolean", default: false, description: "Default is true." } } },
      }),
      errors: [{ message: differs("true", "false", "body.flag") }],
    },
    {
      name: "an odd declared default",
      input: withParam({ description: "default: 1", default: null }),
      errors: [{ message: differs("1", "null") }],
    },
    // Defaults stated only in the tool's description.
    {
      name: "a docstring line of the tool's description",
      input: withTool("Interact with a page.\n - timeout: execution timeout in seconds, 1-300 (optional, defaults to 30)", {
        timeout: { type: "number" },
      }),
      errors: [{ message: inTool("timeout", "30", "30"), pointer: "/tools/0/inputSchema/properties/timeout" }],
    },
    {
      name: "a sentence of the tool's description that names the parameter as code",
      input: withTool("Search papers. Returns up to `k` results (default 40).", { k: { type: "number", description: "How many." } }),
      errors: [{ message: inTool("k", "40", "40") }],
    },
    {
      // `levels` is named before another parameter that owns the default; `limit` is the one it follows.
      name: "the parameter a default follows, not one named before another",
      input: withTool("Read the log, optionally `levels` and `limit` (1-5000, default 1000).", {
        levels: { type: "string", description: "Levels to keep." },
        limit: { type: "integer", description: "Entries to return." },
      }),
      errors: [{ message: inTool("limit", "1000", "1000"), pointer: "/tools/0/inputSchema/properties/limit" }],
    },
    {
      name: "a camelCase name in a run of defaults, read for itself only",
      input: withTool("List processes. signal defaults to TERM, sortBy defaults to cpu, and limit defaults to 20.", {
        signal: { type: "string", description: "Signal to send." },
        sortBy: { type: "string", enum: ["cpu", "memory"] },
        limit: { type: "integer", description: "Processes to list." },
      }),
      errors: [{ message: inTool("sortBy", "cpu", '"cpu"'), pointer: "/tools/0/inputSchema/properties/sortBy" }],
    },
    {
      name: "a quoted default of a free-text prompt: the text itself",
      input: withTool("Analyze an image.", { prompt: { type: "string", description: "What to ask about the image (default: 'Describe this image')" } }),
      errors: [{ message: missing("Describe this image", '"Describe this image"', "prompt"), pointer: "/tools/0/inputSchema/properties/prompt" }],
    },
  ],
});

it("stays fast on hostile text", () => {
  const description = `${"default ".repeat(50_000)}defaults to ${"x".repeat(100_000)}`;
  const started = performance.now();
  lintRule(rule, withParam({ type: "string", description }));
  lintRule(rule, withTool(`\`p\` ${description}`, { p: { type: "string" } }));
  expect(performance.now() - started).toBeLessThan(1000);
});
