import { describe, expect, it } from "vitest";
import rule from "../../src/rules/param-enum.js";
import { lintRule } from "../helpers/lint-rule.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const withParam = (p: unknown, extra: Record<string, unknown> = {}) => ({
  tools: [tool({ inputSchema: { type: "object", properties: { p }, ...extra } })],
});
const described = (description: string, schema: Record<string, unknown> = { type: "string" }) => withParam({ ...schema, description });
const withProps = (properties: Record<string, unknown>) => ({ tools: [tool({ inputSchema: { type: "object", properties } })] });
const str = (description: string) => ({ type: "string", description });

/** A string parameter `p` described as `description`, left alone. */
const open = (name: string, description: string): ValidCase => ({ name, input: described(description) });
/** A string parameter `p` described as `description`, flagged. */
const closed = (name: string, description: string, errors: InvalidCase["errors"]): InvalidCase => ({ name, input: described(description), errors });

// A parameter of each kind that keeps its set of values elsewhere, all with a description of a closed set.
const listed = (name: string, schema: Record<string, unknown>): ValidCase => ({
  name,
  input: withParam({ ...schema, description: "One of: asc, desc." }, { $defs: { Order: { type: "string", enum: ["asc", "desc"] } } }),
});

ruleTester(rule).run({
  valid: [
    open("examples with e.g.", "Output format (e.g. 'json' or 'text')."),
    open("examples with such as", "Alignment, such as, 'left', 'right', or 'center'."),
    open("examples with like", "A label like 'A' or 'B'."),
    open("examples with for example", "Branch name, for example 'main' or 'master'."),
    open("examples in Chinese", '城市，比如"北京"|"上海"'),
    // The sixth unseen batch: a `|` list read only in part would suggest an enum missing values; say nothing instead.
    open("a piped list whose last item cannot be read", "score | name | ~rating"),
    open("a piped list read from its middle", "Sort, newest, oldest | top | hot"),
    open("a format, not a set", "The library ID in the format '/org/project' or '/org/project/version'."),
    open("an open list (etc.)", "Location to search for, one of: city, state, etc."),
    open("an open list (...)", "League short name, one of: LCK, LPL, ..."),
    open("a phrase, not values", "Article identifier - either a PubMed ID or a DOI."),
    open("mixed-case words (prose)", "Region name, must be one of China, province, city, or county."),
    open("a bare list that runs on into a phrase", "Can be circle or square shapes drawn on the canvas."),
    open("a parenthesised gloss of the kinds of value", "Repository owner (username or organization)"),
    open("a parenthesised list after a noun that names no choice", "Search query (name, email, username)"),
    open("a parenthesised list after an alternative", "Schedule type or cron expression (hourly, daily, weekly)"),
    open("a parenthesised list that does not fill the brackets", "Image size (small, medium, large, or a width in pixels)"),
    open("a parenthesised list later in the text", "The picture to draw. Shape (circle, square, star)"),
    open("a parenthesised pair that is a tuple", "Point type (x and y)"),
    open("a parenthesised gloss of values quoted elsewhere", "Sort direction (ascending or descending). Use 'desc' for highest first, 'asc' for lowest."),
    open("parenthesised examples", "Exchange type (e.g., spot, margin, futures)"),
    open("a parenthesised open list", "Shape type (circle, square, etc.)"),
    open("a single value", 'Must be "image".'),
    open("comma-separated quoted values without a cue", 'Station names, "北京南", "上海虹桥"'),
    open("no list at all", "Directory to list."),
    // Format templates, not values.
    open("templates with a placeholder", "The principal, `user:ID` or `team:ID`."),
    open("date formats", "Date, either 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss'."),
    open("written-out dates", "Start date, either '2024-01-31' or '2024-01-31T10:00:00Z'."),
    // Open sets.
    open("a set left open after it", "Version to install: 'latest', 'next' or any version tag."),
    open("a set left open with 'or a custom'", "Voice, one of: alloy, echo, or a custom voice id."),
    open("examples named after the list", "Output format, 'json' or 'yaml', for example."),
    open(
      "a 'such as' list longer than a window",
      "Models such as 'gpt-4o', 'gpt-4o-mini', 'o3-mini', 'claude-3-7-sonnet', 'claude-3-5-haiku', 'gemini-2.0-flash' or 'llama-3.3-70b'.",
    ),
    open("an 'including' list", "The region, including 'us-east-1' or 'eu-west-1'."),
    // A condition on another value, not this parameter's set.
    open("a condition on another value", "The group id. Required when the kind is 'user' or 'group'."),
    open("an 'only if' condition", "Team name, only used if scope is 'team' or 'org'."),
    // Several values in one string of a nested field (a remote API's body passed through): no array advice.
    {
      name: "a comma-separated field nested in a passed-through body (`body.changeType`)",
      input: withProps({
        body: { type: "object", properties: { changeType: str("Comma-separated change types: created, updated, deleted.") } },
      }),
    },
    // carbonvoice `get_message`: a projection takes several of its values in one string ("conversation,creator").
    {
      name: "a string named for the parts to include",
      input: withProps({ fields: str("Fields (optional) - Additional fields to include in the response. Possible values: conversation, creator, labels.") }),
    },
    open("a string that says it picks the parts to return", "Which columns to return. Valid values: id, name, email."),
    // sonatype `nexus_upload_component`: Maven packagings are an open family (ear, aar, bundle, …).
    open("file-type extensions in brackets after a choice noun", "Packaging type (jar, war, pom)"),
    {
      name: "names of other parameters",
      input: withProps({
        path: { type: "string", description: "File path." },
        url: { type: "string", description: "File URL." },
        p: { type: "string", description: "Provide either `path` or `url`." },
      }),
    },
    {
      name: "the values of a sibling parameter",
      input: withProps({
        type: { type: "string", enum: ["user", "group"] },
        p: { type: "string", description: "Principal id; `type` must be 'user' or 'group'." },
      }),
    },
    {
      name: "the values of a sibling parameter (is)",
      input: withProps({
        type: { type: "string", enum: ["user", "group"] },
        p: { type: "string", description: "Principal id, used as `type` is 'user' or 'group'." },
      }),
    },
    // File types listed on a path parameter (a format parameter with them is flagged below).
    { name: "file types listed on a path parameter", input: withProps({ output_path: str("Where to write the file: can be 'csv' or 'xlsx'.") }) },
    { name: "file extensions listed on a file parameter", input: withProps({ target: str("Target file, either '.csv' or '.xlsx'.") }) },
    listed("a parameter with an enum", { type: "string", enum: ["asc", "desc"] }),
    listed("a parameter with a const", { type: "string", const: "asc" }),
    listed("a parameter with anyOf of consts and null", { anyOf: [{ const: "asc" }, { const: "desc" }, { type: "null" }] }),
    listed("a parameter with a $ref to an enum", { $ref: "#/$defs/Order" }),
    listed("a parameter with items with an enum", { type: "array", items: { type: "string", enum: ["asc", "desc"] } }),
    listed("a parameter with a boolean type", { type: "boolean" }),
    listed("a parameter with an array of objects", { type: "array", items: { anyOf: [{ type: "object", properties: {} }] } }),
    listed("a parameter with a numeric type with word values", { type: "integer" }),
    // Classes found wrong by a judged sample of real servers (corpus/judged/param-enum.jsonl).
    {
      name: "the parameter's own name and a sibling's",
      input: withProps({
        command: str("Shell command line. Provide either `command` or `argv`, not both."),
        argv: { type: "array", items: { type: "string" } },
      }),
    },
    {
      name: "sibling field names of a nested object",
      input: withProps({
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
      }),
    },
    {
      name: "the values of a sibling's enum",
      input: withProps({
        filter: {
          type: "object",
          properties: {
            property: str("Filters by type of object (either `page` or `data_source`)."),
            value: { type: "string", enum: ["page", "data_source"] },
          },
        },
      }),
    },
    { name: "a 'format:' label", input: withProps({ app: str('Second app ID (format: "02.03.problem" or "02.03.solution").') }) },
    {
      name: "a 'Full X:' label with dotted values",
      input: withProps({ nodeType: str('Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"') }),
    },
    { name: "structured values", input: withProps({ ref: str("The ref to merge: either `sha` or `diff_refs.head_sha`.") }) },
    { name: "special values beside an ID", input: withProps({ assignee_id: str("Return MRs assigned to the given user ID (integer), 'none', or 'any'.") }) },
    { name: "special values beside an integer", input: withProps({ reviewer_id: str("Must be an integer, 'none', or 'any'.") }) },
    {
      name: "named values beside a dated template",
      input: withProps({ api_version: str("For quarterly APIs use 'YYYY-MM'; for Polaris use 'beta' or 'stable' names.") }),
    },
    {
      name: "a list followed by a modifier to append",
      input: withProps({ orderBy: str("Can be one of the following: 'trace_id', 'name', 'duration', 'start'. Descending order by appending 'desc'.") }),
    },
    {
      name: "a noun other than this parameter before 'can be'",
      input: withProps({ cell_id: str("The cell to delete. The cell can be either vertex or edge.") }),
    },
    { name: "a per-type case list", input: withProps({ value: str('The value to set. For text: any string. For checkbox: "true" or "false".') }) },
    { name: "archive types on a camelCase path", input: withProps({ archivePath: str("Path to the archive. Supported formats: zip, tar, tar.gz, tgz, 7z.") }) },
    { name: "archive types on a *File parameter", input: withProps({ inputFile: str("The input. Supported formats: zip, tgz.") }) },
    { name: "model names", input: withProps({ model: str("Which model to use. Options: gpt-5.3-codex, gpt-4o, o3, o4-mini") }) },
    { name: "versions", input: withProps({ goVersion: str("Go version. Options: 1.19.x, 1.20.x, 1.21.x.") }) },
    { name: "the rest of a set ('Other values:')", input: withProps({ dataset_type: str("Defaults to TYPE_MODEL. Other values: TYPE_UNKNOWN, TYPE_ADK.") }) },
    { name: "a list left open with 'and 30+ more'", input: withProps({ markets: str("Markets to scan. Valid values: america, uk, germany, and 30+ more.") }) },
    {
      name: "where the value comes from",
      input: withProps({ slug: str("Lesson slug (from `get_exercise_context`, `get_workshop_context`, or `get_what_is_next`).") }),
    },
    { name: "names refused", input: withProps({ query: str("The search query. Use exactly `query`, not `prompt` or `q`.") }) },
    { name: "a piped list left open with an ellipsis", input: withProps({ product: str("'site' | 'core' | 'shop' | …") }) },
    { name: "a list left open with 'or …'", input: withProps({ product: str("One of: site, core, or …") }) },
    {
      name: "a set scoped to some kinds of target ('for checkboxes')",
      input: withProps({ value: str('The value to fill in. "true" or "false" for checkboxes and toggles, "true" for radio buttons.') }),
    },
    { name: "glossed values without a label", input: withProps({ cli: str("Use 'az' for Azure CLI, 'azd' for Azure Developer CLI.") }) },
    { name: "states of what a path points at", input: withProps({ target_path: str("Directory to install into. Must be empty or non-existent.") }) },
    // Found by a judge of the findings a rule change added: file types are an open family; a nested union already has the enum.
    open("file types in brackets", "File type (jpg, png, gif, svg)"),
    {
      name: "a union nested in a union whose array branch has the enum",
      input: withProps({
        scopes: {
          anyOf: [{ anyOf: [{ type: "array", items: { type: "string", enum: ["MAIN", "TEST", "OVERALL"] } }, { type: "string" }] }, { type: "null" }],
          description: "Filter by issue scopes (MAIN, TEST, OVERALL)",
        },
      }),
    },
    {
      name: "the words that tell sibling parameters apart (callbackRatio, callbackSpread): their names, shortened",
      input: withProps({
        callbackRatio: str("Callback ratio, e.g. 0.01"),
        callbackSpread: str("Callback spread in price units; provide either ratio or spread"),
      }),
    },
  ],
  invalid: [
    {
      // pipedrive `search_items`, ghost `ghost_get_pages`: a closed set sent comma-joined belongs on an array's items.
      name: "a closed set in one comma-separated string",
      input: described("Item types to search, several values separated by commas, one of: deal, person, lead."),
      errors: [
        {
          message:
            'Parameter `p` takes several of the values its description lists (`deal`, `person`, `lead`) in one string, which no `enum` can check (it would refuse "a,b"): make it an array of strings with `"items": {"type": "string", "enum": ["deal", "person", "lead"]}` so clients can validate each value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/p",
        },
      ],
    },
    {
      name: "comma-separated statuses with their valid values",
      input: described("Comma-separated statuses; valid values: open, closed, merged."),
      errors: [
        {
          message:
            'Parameter `p` takes several of the values its description lists (`open`, `closed`, `merged`) in one string, which no `enum` can check (it would refuse "a,b"): make it an array of strings with `"items": {"type": "string", "enum": ["open", "closed", "merged"]}` so clients can validate each value and models do not invent others.',
        },
      ],
    },
    // tandoor `search_recipes.sort_order`: sort keys signed for direction are values too, and the list is read whole.
    closed("sort keys signed for direction", "score | -score | name | -name | +rating", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`score`, `-score`, `name`, `-name`, `+rating`) but its schema has no `enum`: add `"enum": ["score", "-score", "name", "-name", "+rating"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    // A bracketed list right after the phrase that names the choice (a size, mode, direction, type).
    closed("a parenthesised list after a noun that names a choice", "Image size (small, medium, large)", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`small`, `medium`, `large`) but its schema has no `enum`: add `"enum": ["small", "medium", "large"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("a parenthesised list without another cue", "Travel mode (driving, walking, transit)", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`driving`, `walking`, `transit`) but its schema has no `enum`: add `"enum": ["driving", "walking", "transit"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("a parenthesised pair joined by or", "Sort direction by date (asc or desc)", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    // Data formats a server renders are its own closed list, unlike kinds of file.
    closed("data formats in brackets after a choice noun", "Output format (json, csv, markdown)", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`json`, `csv`, `markdown`) but its schema has no `enum`: add `"enum": ["json", "csv", "markdown"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    // A projection's array of items takes each value once: the enum belongs on the items.
    {
      name: "an array named for the parts to include",
      input: withProps({
        fields: { type: "array", items: { type: "string" }, description: "Fields to include. Possible values: conversation, creator, labels." },
      }),
      errors: [
        {
          message:
            'Parameter `fields` lists its allowed values in its description (`conversation`, `creator`, `labels`) but its `items` have no `enum`: add `"enum": ["conversation", "creator", "labels"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/fields/items",
        },
      ],
    },
    closed("a list in square brackets", "Image shape [tall, wide, square]", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`tall`, `wide`, `square`) but its schema has no `enum`: add `"enum": ["tall", "wide", "square"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("one of: asc, desc", "Sort order, one of: asc, desc.", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
        line: 9,
        column: 11,
      },
    ]),
    closed("`low` | `high`", "Priority: `low` | `high`", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`low`, `high`) but its schema has no `enum`: add `"enum": ["low", "high"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("bare pipes", "Sort direction asc|desc", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("either 'json' or 'text'", "Output format, either 'json' or 'text'.", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`json`, `text`) but its schema has no `enum`: add `"enum": ["json", "text"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("either without quotes", "Orientation, either horizontal or vertical. Default is vertical.", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`horizontal`, `vertical`) but its schema has no `enum`: add `"enum": ["horizontal", "vertical"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("can be 'a', 'b', or 'c'", "Shape: can be 'circle', 'rect', or 'pin'.", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`circle`, `rect`, `pin`) but its schema has no `enum`: add `"enum": ["circle", "rect", "pin"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("a labelled list", 'The period. Valid periods: "1d", "5d", "1mo"', [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`1d`, `5d`, `1mo`) but its schema has no `enum`: add `"enum": ["1d", "5d", "1mo"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("Options:", "Time window. Options: last-week, last-month, last-year", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`last-week`, `last-month`, `last-year`) but its schema has no `enum`: add `"enum": ["last-week", "last-month", "last-year"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("upper-case codes", 'It can be "ON_HOLD", "SHIPPED", or "CANCELLED".', [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`ON_HOLD`, `SHIPPED`, `CANCELLED`) but its schema has no `enum`: add `"enum": ["ON_HOLD", "SHIPPED", "CANCELLED"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("quoted values joined by or", "Depth of extraction - 'basic' or 'advanced'", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`basic`, `advanced`) but its schema has no `enum`: add `"enum": ["basic", "advanced"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    closed("one of the following", "Must be one of the following: red, green, blue.", [
      {
        message:
          'Parameter `p` lists its allowed values in its description (`red`, `green`, `blue`) but its schema has no `enum`: add `"enum": ["red", "green", "blue"]` so clients can validate the value and models do not invent others.',
        pointer: "/tools/0/inputSchema/properties/p",
      },
    ]),
    {
      name: "an array of strings, at its items",
      input: described("Fields to return, one of: id, name, email.", { type: "array", items: { type: "string" } }),
      errors: [
        {
          message:
            'Parameter `p` lists its allowed values in its description (`id`, `name`, `email`) but its `items` have no `enum`: add `"enum": ["id", "name", "email"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/p/items",
        },
      ],
    },
    {
      name: "numbers, as numbers",
      input: described("Page size, one of: 10, 25, 50.", { type: "integer" }),
      errors: [
        {
          message:
            'Parameter `p` lists its allowed values in its description (`10`, `25`, `50`) but its schema has no `enum`: add `"enum": [10, 25, 50]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/p",
        },
      ],
    },
    {
      name: "a nested parameter, with its path",
      input: withParam({ type: "object", description: "Options.", properties: { order: { type: "string", description: "One of: asc, desc." } } }),
      errors: [
        {
          message:
            'Parameter `p.order` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/p/properties/order",
        },
      ],
    },
    {
      name: "file types on a format parameter",
      input: withProps({ format: str("Export format, either 'csv' or 'xlsx'.") }),
      errors: [
        {
          message:
            'Parameter `format` lists its allowed values in its description (`csv`, `xlsx`) but its schema has no `enum`: add `"enum": ["csv", "xlsx"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/format",
        },
      ],
    },
    {
      name: "a closed set whose parameter another parameter names",
      input: withProps({
        type: { type: "string", description: "Principal kind, either 'user' or 'group'." },
        id: { type: "string", description: "Id of the `type` principal." },
      }),
      errors: [
        {
          message:
            'Parameter `type` lists its allowed values in its description (`user`, `group`) but its schema has no `enum`: add `"enum": ["user", "group"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/type",
        },
      ],
    },
    {
      name: "a comma list on array items",
      input: described("Fields, several values, one of: id, name, email.", { type: "array", items: { type: "string" } }),
      errors: [
        {
          message:
            'Parameter `p` lists its allowed values in its description (`id`, `name`, `email`) but its `items` have no `enum`: add `"enum": ["id", "name", "email"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/p/items",
        },
      ],
    },
    {
      name: "a description reached through $ref",
      input: withParam({ $ref: "#/$defs/Order" }, { $defs: { Order: { type: "string", description: "One of: asc, desc." } } }),
      errors: [
        {
          message:
            'Parameter `p` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/p",
        },
      ],
    },
    {
      name: "'It can be' on this parameter",
      input: withProps({ status: str('The status of the shipment. It can be "ON_HOLD", "SHIPPED", or "CANCELLED".') }),
      errors: [
        {
          message:
            'Parameter `status` lists its allowed values in its description (`ON_HOLD`, `SHIPPED`, `CANCELLED`) but its schema has no `enum`: add `"enum": ["ON_HOLD", "SHIPPED", "CANCELLED"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/status",
        },
      ],
    },
    {
      name: "a noun that is this parameter before 'can be'",
      input: withProps({ sort_order: str("The order can be 'asc' or 'desc'.") }),
      errors: [
        {
          message:
            'Parameter `sort_order` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/sort_order",
        },
      ],
    },
    {
      name: "a nested closed set whose siblings have other enums",
      input: withProps({
        redirect: { type: "object", properties: { scheme: str("Supported values are `http` or `https`."), code: { type: "integer", enum: [301, 302] } } },
      }),
      errors: [
        {
          message:
            'Parameter `redirect.scheme` lists its allowed values in its description (`http`, `https`) but its schema has no `enum`: add `"enum": ["http", "https"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/redirect/properties/scheme",
        },
      ],
    },
    {
      name: "numeric tiers",
      input: withProps({ amount_usd: { type: "number", description: "Amount in USD (integer). Valid tiers: 5, 25, 100." } }),
      errors: [
        {
          message:
            'Parameter `amount_usd` lists its allowed values in its description (`5`, `25`, `100`) but its schema has no `enum`: add `"enum": [5, 25, 100]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/amount_usd",
        },
      ],
    },
    {
      name: "glossed values after a label",
      input: withProps({ cli: str("Supported values are 'az' for Azure CLI, 'azd' for Azure Developer CLI, and 'func' for Azure Functions Core Tools CLI.") }),
      errors: [
        {
          message:
            'Parameter `cli` lists its allowed values in its description (`az`, `azd`, `func`) but its schema has no `enum`: add `"enum": ["az", "azd", "func"]` so clients can validate the value and models do not invent others.',
        },
      ],
    },
    {
      name: "a piped list that closes",
      input: withProps({ product: str("'site' | 'core' | 'shop'") }),
      errors: [
        {
          message:
            'Parameter `product` lists its allowed values in its description (`site`, `core`, `shop`) but its schema has no `enum`: add `"enum": ["site", "core", "shop"]` so clients can validate the value and models do not invent others.',
        },
      ],
    },
    {
      name: "a set followed by 'for' and a gloss, not kinds of target",
      input: withProps({ order: str("Sort order: 'asc' or 'desc' for ascending order.") }),
      errors: [
        {
          message:
            'Parameter `order` lists its allowed values in its description (`asc`, `desc`) but its schema has no `enum`: add `"enum": ["asc", "desc"]` so clients can validate the value and models do not invent others.',
        },
      ],
    },
    {
      name: "quoted values on a path after 'must be'",
      input: withProps({ target_path: str("Where to write. Must be 'stdout' or 'stderr'.") }),
      errors: [
        {
          message:
            'Parameter `target_path` lists its allowed values in its description (`stdout`, `stderr`) but its schema has no `enum`: add `"enum": ["stdout", "stderr"]` so clients can validate the value and models do not invent others.',
        },
      ],
    },
    {
      name: "a list on a path-named parameter that is not file types",
      input: withProps({ output_path: str("Where to write. Valid values: stdout, stderr.") }),
      errors: [
        {
          message:
            'Parameter `output_path` lists its allowed values in its description (`stdout`, `stderr`) but its schema has no `enum`: add `"enum": ["stdout", "stderr"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/output_path",
        },
      ],
    },
    {
      name: "a choice between words of sibling names, on a parameter whose own name holds neither (callbackMode)",
      input: withProps({
        callbackRatio: str("Callback ratio, e.g. 0.01"),
        callbackMode: str("How the callback is measured: either ratio or spread"),
      }),
      errors: [
        {
          message:
            'Parameter `callbackMode` lists its allowed values in its description (`ratio`, `spread`) but its schema has no `enum`: add `"enum": ["ratio", "spread"]` so clients can validate the value and models do not invent others.',
          pointer: "/tools/0/inputSchema/properties/callbackMode",
        },
      ],
    },
  ],
});

describe("param-enum", () => {
  it("stays linear on long hostile descriptions", () => {
    const description = `one of: ${"a, ".repeat(20_000)}${"'x' | ".repeat(5_000)}${"e.g. ".repeat(5_000)}`;
    const started = performance.now();
    lintRule(rule, described(description));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// Classes of wrong findings seen on servers captured 2026-11-24 that no rule had been tuned on
// (corpus/judged-unseen/); a block of its own so its helpers keep their names.
{
  const withProperties = (properties: Record<string, unknown>) => ({ tools: [tool({ inputSchema: { type: "object", properties } })] });
  const values = (path: string, shown: string, literal: string, where = "its schema has") =>
    `Parameter \`${path}\` lists its allowed values in its description (${shown}) but ${where} no \`enum\`: add \`"enum": ${literal}\` so clients can validate the value and models do not invent others.`;

  ruleTester(rule).run({
    valid: [
      {
        name: "values of a sibling written as an assignment (display='chart' or 'bar')",
        input: withProperties({
          display: { type: "string", description: "Visualization type." },
          graph_metrics: { type: "array", items: { type: "string" }, description: "Graph Y axis metrics (for display='chart' or 'bar')" },
        }),
      },
      {
        name: "tokens of a template shown as the default",
        input: withProperties({
          credential: {
            type: "string",
            description: 'Credential metadata template (default: "{{ title | default: name }}{% if awarder %}, {{ awarder }}{% endif %}")',
          },
        }),
      },
      {
        name: "an array of items of any shape (clauses), whose text shows one element's words",
        input: withProperties({
          custom_field_query: {
            type: "array",
            items: {},
            description: "Use [field, operator, value] for a single clause or ['AND'|'OR', [clause1, clause2]] for grouped clauses.",
          },
        }),
      },
    ],
    invalid: [
      {
        name: "the parameter's own values written as an assignment",
        input: withProperties({ display: { type: "string", description: "How to show it: display='chart' or 'bar'" } }),
        errors: [{ message: values("display", "`chart`, `bar`", '["chart", "bar"]'), pointer: "/tools/0/inputSchema/properties/display" }],
      },
      {
        name: "an array of typed items whose values the text closes",
        input: withProperties({ levels: { type: "array", items: { type: "string" }, description: "Levels to keep: 'info' | 'warn' | 'error'" } }),
        errors: [
          {
            message: values("levels", "`info`, `warn`, `error`", '["info", "warn", "error"]', "its `items` have"),
            pointer: "/tools/0/inputSchema/properties/levels/items",
          },
        ],
      },
      {
        name: "an array of typed items whose values a bracket lists",
        input: withProperties({ scopes: { type: "array", items: { type: "string" }, description: "Filter by issue scopes (MAIN, TEST, OVERALL)" } }),
        errors: [
          {
            message: values("scopes", "`MAIN`, `TEST`, `OVERALL`", '["MAIN", "TEST", "OVERALL"]', "its `items` have"),
            pointer: "/tools/0/inputSchema/properties/scopes/items",
          },
        ],
      },
    ],
  });
}
