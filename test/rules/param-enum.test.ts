import { describe, expect, it } from "vitest";
import rule from "../../src/rules/param-enum.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const POINTER = "/tools/0/inputSchema/properties/p";
const withParam = (p: unknown, extra: Record<string, unknown> = {}) => ({
  tools: [tool({ inputSchema: { type: "object", properties: { p }, ...extra } })],
});
const described = (description: string, schema: Record<string, unknown> = { type: "string" }) => withParam({ ...schema, description });

describe("param-enum", () => {
  it.each([
    ["one of: asc, desc", "Sort order, one of: asc, desc.", ["asc", "desc"]],
    ["`low` | `high`", "Priority: `low` | `high`", ["low", "high"]],
    ["bare pipes", "Sort direction asc|desc", ["asc", "desc"]],
    ["either 'json' or 'text'", "Output format, either 'json' or 'text'.", ["json", "text"]],
    ["either without quotes", "Orientation, either horizontal or vertical. Default is vertical.", ["horizontal", "vertical"]],
    ["can be 'a', 'b', or 'c'", "Shape: can be 'circle', 'rect', or 'pin'.", ["circle", "rect", "pin"]],
    ["a labelled list", 'The period. Valid periods: "1d", "5d", "1mo"', ["1d", "5d", "1mo"]],
    ["Options:", "Time window. Options: last-week, last-month, last-year", ["last-week", "last-month", "last-year"]],
    ["upper-case codes", 'It can be "ON_HOLD", "SHIPPED", or "CANCELLED".', ["ON_HOLD", "SHIPPED", "CANCELLED"]],
    ["quoted values joined by or", "Depth of extraction - 'basic' or 'advanced'", ["basic", "advanced"]],
    ["one of the following", "Must be one of the following: red, green, blue.", ["red", "green", "blue"]],
  ])("flags %s without an enum, at the parameter", (_, description, values) => {
    const findings = lintRule(rule, described(description));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "param-enum", pointer: POINTER });
    expect(findings[0]!.message).toContain(`"enum": ${JSON.stringify(values).replace(/,/g, ", ")}`);
  });

  it("flags an array of strings at its items, and numbers as numbers", () => {
    const array = lintRule(rule, described("Fields to return, one of: id, name, email.", { type: "array", items: { type: "string" } }));
    expect(array.map((f) => f.pointer)).toEqual([`${POINTER}/items`]);
    expect(array[0]!.message).toContain("its `items` have no `enum`");
    const numbers = lintRule(rule, described("Page size, one of: 10, 25, 50.", { type: "integer" }));
    expect(numbers[0]!.message).toContain('"enum": [10, 25, 50]');
  });

  it("flags nested parameters with their path", () => {
    const input = withParam({ type: "object", description: "Options.", properties: { order: { type: "string", description: "One of: asc, desc." } } });
    const findings = lintRule(rule, input);
    expect(findings.map((f) => f.pointer)).toEqual([`${POINTER}/properties/order`]);
    expect(findings[0]!.message).toContain("`p.order`");
  });

  it.each([
    ["examples with e.g.", "Output format (e.g. 'json' or 'text')."],
    ["examples with such as", "Alignment, such as, 'left', 'right', or 'center'."],
    ["examples with like", "A label like 'A' or 'B'."],
    ["examples with for example", "Branch name, for example 'main' or 'master'."],
    ["examples in Chinese", '城市，比如"北京"|"上海"'],
    ["a format, not a set", "The library ID in the format '/org/project' or '/org/project/version'."],
    ["an open list (etc.)", "Location to search for, one of: city, state, etc."],
    ["an open list (...)", "League short name, one of: LCK, LPL, ..."],
    ["a phrase, not values", "Article identifier - either a PubMed ID or a DOI."],
    ["mixed-case words (prose)", "Region name, must be one of China, province, city, or county."],
    ["a bare list that runs on into a phrase", "Can be circle or square shapes drawn on the canvas."],
    ["a parenthesised list without a cue", "Travel mode (driving, walking, transit)"],
    ["a single value", 'Must be "image".'],
    ["comma-separated quoted values without a cue", 'Station names, "北京南", "上海虹桥"'],
    ["no list at all", "Directory to list."],
    // Format templates, not values.
    ["templates with a placeholder", "The principal, `user:ID` or `team:ID`."],
    ["date formats", "Date, either 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss'."],
    ["written-out dates", "Start date, either '2024-01-31' or '2024-01-31T10:00:00Z'."],
    // Open sets.
    ["a set left open after it", "Version to install: 'latest', 'next' or any version tag."],
    ["a set left open with 'or a custom'", "Voice, one of: alloy, echo, or a custom voice id."],
    ["examples named after the list", "Output format, 'json' or 'yaml', for example."],
    [
      "a 'such as' list longer than a window",
      "Models such as 'gpt-4o', 'gpt-4o-mini', 'o3-mini', 'claude-3-7-sonnet', 'claude-3-5-haiku', 'gemini-2.0-flash' or 'llama-3.3-70b'.",
    ],
    ["an 'including' list", "The region, including 'us-east-1' or 'eu-west-1'."],
    // A condition on another value, not this parameter's set.
    ["a condition on another value", "The group id. Required when the kind is 'user' or 'group'."],
    ["an 'only if' condition", "Team name, only used if scope is 'team' or 'org'."],
    // Several values in one string.
    ["comma-combinable values", "Fields to include, several values separated by commas, one of: id, name, email."],
    ["comma-separated", "Comma-separated statuses; valid values: open, closed, merged."],
  ])("leaves alone %s", (_, description) => {
    expect(lintRule(rule, described(description))).toEqual([]);
  });

  it.each([
    [
      "names of other parameters",
      {
        path: { type: "string", description: "File path." },
        url: { type: "string", description: "File URL." },
        p: { type: "string", description: "Provide either `path` or `url`." },
      },
    ],
    [
      "the values of a sibling parameter",
      { type: { type: "string", enum: ["user", "group"] }, p: { type: "string", description: "Principal id; `type` must be 'user' or 'group'." } },
    ],
    [
      "the values of a sibling parameter (is)",
      { type: { type: "string", enum: ["user", "group"] }, p: { type: "string", description: "Principal id, used as `type` is 'user' or 'group'." } },
    ],
  ])("leaves alone %s", (_, properties) => {
    expect(lintRule(rule, { tools: [tool({ inputSchema: { type: "object", properties } })] })).toEqual([]);
  });

  it("leaves alone file types listed on a path parameter, and still flags them on a format parameter", () => {
    const withProp = (name: string, description: string) => ({
      tools: [tool({ inputSchema: { type: "object", properties: { [name]: { type: "string", description } } } })],
    });
    expect(lintRule(rule, withProp("output_path", "Where to write the file: can be 'csv' or 'xlsx'."))).toEqual([]);
    expect(lintRule(rule, withProp("target", "Target file, either '.csv' or '.xlsx'."))).toEqual([]);
    expect(lintRule(rule, withProp("format", "Export format, either 'csv' or 'xlsx'."))).toHaveLength(1);
  });

  it("still flags a closed set whose parameter names another parameter elsewhere, and comma lists on array items", () => {
    const properties = {
      type: { type: "string", description: "Principal kind, either 'user' or 'group'." },
      id: { type: "string", description: "Id of the `type` principal." },
    };
    expect(lintRule(rule, { tools: [tool({ inputSchema: { type: "object", properties } })] }).map((f) => f.pointer)).toEqual([
      "/tools/0/inputSchema/properties/type",
    ]);
    const items = lintRule(rule, described("Fields, several values, one of: id, name, email.", { type: "array", items: { type: "string" } }));
    expect(items).toHaveLength(1);
  });

  it.each([
    ["an enum", { type: "string", enum: ["asc", "desc"] }],
    ["a const", { type: "string", const: "asc" }],
    ["anyOf of consts and null", { anyOf: [{ const: "asc" }, { const: "desc" }, { type: "null" }] }],
    ["a $ref to an enum", { $ref: "#/$defs/Order" }],
    ["items with an enum", { type: "array", items: { type: "string", enum: ["asc", "desc"] } }],
    ["a boolean type", { type: "boolean" }],
    ["an array of objects", { type: "array", items: { anyOf: [{ type: "object", properties: {} }] } }],
    ["a numeric type with word values", { type: "integer" }],
  ])("leaves alone a parameter with %s", (_, schema) => {
    const input = withParam({ ...schema, description: "One of: asc, desc." }, { $defs: { Order: { type: "string", enum: ["asc", "desc"] } } });
    expect(lintRule(rule, input)).toEqual([]);
  });

  it("reads a description reached through $ref", () => {
    const input = withParam({ $ref: "#/$defs/Order" }, { $defs: { Order: { type: "string", description: "One of: asc, desc." } } });
    expect(lintRule(rule, input).map((f) => f.pointer)).toEqual([POINTER]);
  });

  // Classes found wrong by a judged sample of real servers (corpus/judged/param-enum.jsonl).
  const withProps = (properties: Record<string, unknown>) => ({ tools: [tool({ inputSchema: { type: "object", properties } })] });
  const str = (description: string) => ({ type: "string", description });

  it.each([
    [
      "the parameter's own name and a sibling's",
      { command: str("Shell command line. Provide either `command` or `argv`, not both."), argv: { type: "array", items: { type: "string" } } },
    ],
    [
      "sibling field names of a nested object",
      {
        cors: {
          type: "object",
          properties: {
            origins: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  exact: str("Exact match."),
                  prefix: str("Prefix match. Only 1 of `exact`, `prefix`, or `regex` must be set."),
                  regex: str("Regex match."),
                },
              },
            },
          },
        },
      },
    ],
    [
      "the values of a sibling's enum",
      {
        filter: {
          type: "object",
          properties: {
            property: str("Filters by type of object (either `page` or `data_source`)."),
            value: { type: "string", enum: ["page", "data_source"] },
          },
        },
      },
    ],
    ["a 'format:' label", { app: str('Second app ID (format: "02.03.problem" or "02.03.solution").') }],
    ["a 'Full X:' label with dotted values", { nodeType: str('Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"') }],
    ["structured values", { ref: str("The ref to merge: either `sha` or `diff_refs.head_sha`.") }],
    ["special values beside an ID", { assignee_id: str("Return MRs assigned to the given user ID (integer), 'none', or 'any'.") }],
    ["special values beside an integer", { reviewer_id: str("Must be an integer, 'none', or 'any'.") }],
    ["named values beside a dated template", { api_version: str("For quarterly APIs use 'YYYY-MM'; for Polaris use 'beta' or 'stable' names.") }],
    [
      "a list followed by a modifier to append",
      { orderBy: str("Can be one of the following: 'trace_id', 'name', 'duration', 'start'. Descending order by appending 'desc'.") },
    ],
    ["a noun other than this parameter before 'can be'", { cell_id: str("The cell to delete. The cell can be either vertex or edge.") }],
    ["a per-type case list", { value: str('The value to set. For text: any string. For checkbox: "true" or "false".') }],
    ["archive types on a camelCase path", { archivePath: str("Path to the archive. Supported formats: zip, tar, tar.gz, tgz, 7z.") }],
    ["archive types on a *File parameter", { inputFile: str("The input. Supported formats: zip, tgz.") }],
    ["model names", { model: str("Which model to use. Options: gpt-5.3-codex, gpt-4o, o3, o4-mini") }],
    ["versions", { goVersion: str("Go version. Options: 1.19.x, 1.20.x, 1.21.x.") }],
    ["the rest of a set ('Other values:')", { dataset_type: str("Defaults to TYPE_MODEL. Other values: TYPE_UNKNOWN, TYPE_ADK.") }],
    ["a list left open with 'and 30+ more'", { markets: str("Markets to scan. Valid values: america, uk, germany, and 30+ more.") }],
    ["where the value comes from", { slug: str("Lesson slug (from `get_exercise_context`, `get_workshop_context`, or `get_what_is_next`).") }],
    ["names refused", { query: str("The search query. Use exactly `query`, not `prompt` or `q`.") }],
  ])("leaves alone %s", (_, properties) => {
    expect(lintRule(rule, withProps(properties))).toEqual([]);
  });

  it.each([
    ["'It can be' on this parameter", { status: str('The status of the shipment. It can be "ON_HOLD", "SHIPPED", or "CANCELLED".') }, "status"],
    ["a noun that is this parameter before 'can be'", { sort_order: str("The order can be 'asc' or 'desc'.") }, "sort_order"],
    [
      "a nested closed set whose siblings have other enums",
      { redirect: { type: "object", properties: { scheme: str("Supported values are `http` or `https`."), code: { type: "integer", enum: [301, 302] } } } },
      "redirect.scheme",
    ],
    ["numeric tiers", { amount_usd: { type: "number", description: "Amount in USD (integer). Valid tiers: 5, 25, 100." } }, "amount_usd"],
    ["a list on a path-named parameter that is not file types", { output_path: str("Where to write. Valid values: stdout, stderr.") }, "output_path"],
  ])("still flags %s", (_, properties, name) => {
    const findings = lintRule(rule, withProps(properties));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain(`\`${name}\``);
  });

  it("stays linear on long hostile descriptions", () => {
    const description = `one of: ${"a, ".repeat(20_000)}${"'x' | ".repeat(5_000)}${"e.g. ".repeat(5_000)}`;
    const started = performance.now();
    lintRule(rule, described(description));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
