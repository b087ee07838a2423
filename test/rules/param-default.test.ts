import { describe, expect, it } from "vitest";
import rule from "../../src/rules/param-default.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const POINTER = "/tools/0/inputSchema/properties/p";
const withParam = (p: unknown) => ({ tools: [tool({ inputSchema: { type: "object", properties: { p } } })] });

describe("param-default", () => {
  it.each([
    ["defaults to 10", { type: "integer" }, '"default": 10'],
    ["(default: 'asc')", { type: "string" }, '"default": "asc"'],
    ["Default is true", { type: "boolean" }, '"default": true'],
    ["Default: false.", { type: "boolean" }, '"default": false'],
    ["Default false.", { type: "boolean" }, '"default": false'],
    ["(1-20, default 10)", { type: "number" }, '"default": 10'],
    ["Default value 12 should return a year", { type: "string" }, '"default": "12"'],
    ["Defaults to chromium", { type: "string" }, '"default": "chromium"'],
    ["Default is 10,000.", { type: "integer" }, '"default": 10000'],
    ["The order. Default is `desc`.", {}, '"default": "desc"'],
    ["Threshold (default: 0.5)", { type: "number" }, '"default": 0.5'],
    // Recall: a signed sort key is a value ("Default: -timestamp", newest first).
    ["Sort key. Default: -timestamp", { type: "string" }, '"default": "-timestamp"'],
    ["Sort order (default: -x).", { type: "string" }, '"default": "-x"'],
    ["Bullet style. Default: BULLET_DISC_CIRCLE_SQUARE", { type: "string" }, '"default": "BULLET_DISC_CIRCLE_SQUARE"'],
    ['Host to bind (default: "127.0.0.1")', { type: "string" }, '"default": "127.0.0.1"'],
    ["Timeout in seconds (default: 30 seconds)", { type: "integer" }, '"default": 30'],
  ])("flags %j with no schema default, at the parameter", (description, schema, suggestion) => {
    const findings = lintRule(rule, withParam({ ...schema, description }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "param-default", pointer: POINTER });
    expect(findings[0]!.message).toContain(suggestion);
  });

  it("flags a different default at `default`, naming both values", () => {
    const findings = lintRule(rule, withParam({ type: "integer", description: "Results per page (defaults to 10).", default: 20 }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: `${POINTER}/default` });
    expect(findings[0]!.message).toContain("`10`");
    expect(findings[0]!.message).toContain("`20`");
  });

  it("flags a nested parameter with its path", () => {
    const input = withParam({
      type: "array",
      description: "Rows.",
      items: { type: "object", properties: { n: { type: "integer", description: "Count (default 3)." } } },
    });
    const findings = lintRule(rule, input);
    expect(findings.map((f) => f.pointer)).toEqual([`${POINTER}/items/properties/n`]);
    expect(findings[0]!.message).toContain("`p[].n`");
  });

  it.each([
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
  ])("leaves alone %j when the schema says %j", (description, schema) => {
    expect(lintRule(rule, withParam({ ...schema, description }))).toEqual([]);
  });

  it.each([
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
    "Token (default: `API_TOKEN` environment variable).",
    "Region (default: `{{region}}`).",
    // Not a number cut short.
    "Bind address (default: 127.0.0.1).",
    "Date (default: 2024-01-01).",
  ])("leaves alone %j (no literal default stated)", (description) => {
    expect(lintRule(rule, withParam({ type: "string", description }))).toEqual([]);
  });

  it("puts no string on a boolean and no word on a number", () => {
    expect(lintRule(rule, withParam({ type: "boolean", description: "Verbose output. Defaults to enabled." }))).toEqual([]);
    expect(lintRule(rule, withParam({ type: "integer", description: "Worker count. Default: auto." }))).toEqual([]);
  });

  it("never takes another parameter's default", () => {
    const properties = {
      limit: { type: "integer", description: "Page size." },
      p: { type: "integer", description: "Offset; `limit` defaults to 50." },
      q: { type: "string", description: "Fallback query; defaults to `title`." },
      r: { type: "integer", description: "Which instance of textToFind (default: 1)" },
      textToFind: { type: "string", description: "Text." },
      title: { type: "string", description: "Title." },
    };
    // Only r's own "(default: 1)" is read: a name before "(default" is not the subject.
    expect(lintRule(rule, { tools: [tool({ inputSchema: { type: "object", properties } })] }).map((f) => f.pointer)).toEqual([
      "/tools/0/inputSchema/properties/r",
    ]);
  });

  it("still reports a real contradiction", () => {
    expect(lintRule(rule, withParam({ type: "string", description: "Sort order, default 'asc'.", default: "desc" }))).toHaveLength(1);
    expect(lintRule(rule, withParam({ type: "boolean", description: "Default: false.", default: true }))).toHaveLength(1);
  });

  it("leaves alone the optional body fields of an update tool, and keeps its own options and create tools", () => {
    const body = {
      type: "object",
      properties: { responseRequested: { type: "boolean", description: "Default is true, which represents the organizer would like a response." } },
    };
    const lint = (name: string, properties: Record<string, unknown>) =>
      lintRule(rule, { tools: [tool({ name, inputSchema: { type: "object", properties } })] }).map((f) => f.pointer);
    for (const name of ["update-calendar", "patch_event", "editItem", "modify_record"]) expect(lint(name, { body })).toEqual([]);
    // The same field of a create tool, and an update tool's own top-level option, keep their defaults.
    expect(lint("create-calendar", { body })).toEqual(["/tools/0/inputSchema/properties/body/properties/responseRequested"]);
    expect(lint("edit_invoice", { draft: { type: "boolean", description: "Preview without saving (default: true)" } })).toEqual([
      "/tools/0/inputSchema/properties/draft",
    ]);
    // A required body field is sent every time; a declared default that contradicts the text is still a contradiction.
    const requiredBody = { type: "object", required: ["responseRequested"], properties: body.properties };
    expect(lint("update-calendar", { body: requiredBody })).toHaveLength(1);
    const contradicted = { type: "object", properties: { flag: { type: "boolean", default: false, description: "Default is true." } } };
    expect(lint("update-calendar", { body: contradicted })).toHaveLength(1);
  });

  it.each([
    "Sort events by a field (default: lastTimestamp). Only applicable for events.",
    "Analysis on. Default: false. Only applicable for metadata format.",
    "Insert before or after the text (default: after). Only used with textToFind.",
  ])("leaves alone a default that holds only under a condition: %j", (description) => {
    expect(lintRule(rule, withParam({ type: "string", description }))).toEqual([]);
  });

  it("still flags a default followed by an unrelated sentence", () => {
    expect(lintRule(rule, withParam({ type: "string", description: "Sort field (default: name). Only letters are kept." }))).toHaveLength(1);
    expect(lintRule(rule, withParam({ type: "string", description: "Sort field (default: name). Names are case-sensitive." }))).toHaveLength(1);
  });

  it("does not throw on odd values and stays fast on hostile text", () => {
    expect(lintRule(rule, withParam({ description: "default: 1", default: null }))).toHaveLength(1);
    const description = `${"default ".repeat(50_000)}defaults to ${"x".repeat(100_000)}`;
    const started = performance.now();
    lintRule(rule, withParam({ type: "string", description }));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    // A behaviour, not a value: the advice would make clients send the word as an ID.
    [{ type: "string", description: "The AdSense account ID (default: auto-select)." }],
    [{ type: "string", description: "Language of the text (default: auto-detect)." }],
    // The default applies only under a condition stated elsewhere in the text.
    [{ type: "number", description: "The default is 0, which is neutral. Only available for walking profile." }],
  ])("leaves alone a described or conditional default: %j", (schema) => {
    expect(lintRule(rule, withParam(schema))).toEqual([]);
  });

  it("still reads a literal default next to those words", () => {
    expect(lintRule(rule, withParam({ type: "string", description: "Detection mode (default: fast)." }))).toHaveLength(1);
  });

  it.each([
    [{ type: "number", description: "返回日志条数限制，默认 20" }, "20"],
    [{ type: "boolean", description: "是否覆盖已存在的文件，默认为false（不覆盖）" }, "false"],
    [{ type: "string", description: "排序方式，支持tagName和id，默认为id" }, "id"],
    [{ type: "integer", description: "件数の上限（デフォルト: 5）" }, "5"],
  ])("reads a default stated in Chinese or Japanese: %j", (schema, value) => {
    const findings = lintRule(rule, withParam(schema));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain(`its default is \`${value}\``);
  });

  it("leaves alone CJK text that names no literal default", () => {
    expect(lintRule(rule, withParam({ type: "string", description: "目录路径，默认当前目录" }))).toEqual([]);
  });
});
