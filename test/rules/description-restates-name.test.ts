import rule from "../../src/rules/description-restates-name.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const restating = (name: string, description: string) => ({
  name: `${name}: ${description}`,
  input: { tools: [tool(), tool({ name, description })] },
  errors: [
    {
      message: `The description of \`${name}\` only restates its name; say what it returns and when to use it.`,
      pointer: "/tools/1/description",
      tool: name,
    },
  ],
});
const alone = (name: string, description: string) => ({ name: `${name}: ${description}`, input: [tool({ name, description })] });
/** Tools of one server whose descriptions share its vocabulary ("on a Miro board"), then the tool under test. */
const server = (shared: readonly string[], name: string, description: string) => [
  ...shared.map((text, i) => tool({ name: `tool_${i}`, description: text })),
  tool({ name, description }),
];
const MIRO = [
  "Retrieve the sticky notes on a Miro board, with their text, colour and position.",
  "Move an item to another position on a Miro board; the item keeps its content.",
  "Return the members of a Miro board and their roles (owner, editor, viewer).",
];

ruleTester(rule).run({
  valid: [
    // Under five words: description-length's one finding says what to add.
    alone("get_weather", "Gets weather"),
    alone("merge_pull_request", "Merge a pull request"),
    alone("valorant-meta-maps", "Valorant map meta data"),
    alone("get_weather", "Get the current weather for a city, in degrees Celsius."),
    alone("list_tables", "List all tables in the SQLite database"),
    alone("git_branch", "List Git branches"),
    alone("convert_time", "Convert time between timezones"),
    // Text without spaces cannot be compared word by word: it always counts as adding something.
    alone("get_tickets", "查询12306余票信息。"),
    // A closing means is set aside only when it is an API or, after `via`, a name: JQL or ripgrep say what it takes.
    alone("search_issues", "Search the issues using JQL."),
    alone("search_files", "Search the files via ripgrep."),
    {
      name: "a verb most of the server's descriptions use still says what this tool does",
      input: server(
        ["Read rows from a table; it can only read data.", "Read the schema of a table.", "Read the indexes of a table."],
        "execute_safe_query",
        "Execute a safe query that can only read data.",
      ),
    },
    {
      name: "what goes along with the thing is news, even in the server's words",
      input: server(
        ["List the chunks of a category, in order.", "Add chunks of text to a category.", "Search chunks by similarity to a query."],
        "delete_category",
        "Delete a category and all its chunks.",
      ),
    },
    {
      name: "two of four descriptions sharing a word (this one included) is no vocabulary",
      input: server(
        ["List the tables in the SQLite database.", "Read the rows of a table, at most 100 at a time.", "Say hello."],
        "create_table",
        "Create a new table in the SQLite database.",
      ),
    },
    {
      // The name names no thing: "a task in Google Tasks" is what the description adds, even in the server's words.
      name: "a name that is one verb, whose description names the thing in the server's own vocabulary",
      input: server(
        [
          "List the tasks in Google Tasks, with their titles and due dates.",
          "Search the tasks in Google Tasks by title or notes.",
          "Mark a task in Google Tasks as completed; it stays in its list.",
        ],
        "create",
        "Create a new task in Google Tasks",
      ),
    },
    {
      name: "tools without a name or a usable description",
      input: [tool({ name: 7, description: "Seven" }), tool({ description: "" }), tool({ description: 3 })],
    },
  ],
  invalid: [
    restating("get_weather", "Retrieves the weather for the weather."),
    restating("get_presentation_info", "Get information about a specific presentation."),
    restating("get_pull_request", "Get details of a specific pull request"),
    restating("get_github_trending_repositories", "Get trending repositories on github"),
    // A closing means names the service, not what the tool does or returns.
    restating("get_forecast", "Get the forecast through the OpenWeather API."),
    restating("upload_file", "Upload a file via SFTP."),
    // A name without a verb reads as one that gets the thing.
    restating("seo_keyword_ideas", "Get keyword ideas for a keyword using ReviewWeb.site API."),
    // `enable` says what `activate` says; "this feature" is filler.
    restating("activate_access_scenario_activate", "Enable this feature for the specified access scenario activate."),
    {
      name: "the server's own vocabulary (its product, where its things live) adds nothing to one tool",
      input: server(MIRO, "create_tag", "Create a new tag on a Miro board"),
      errors: [
        {
          message: "The description of `create_tag` only restates its name; say what it returns and when to use it.",
          pointer: "/3/description",
        },
      ],
    },
    {
      name: "a deleting tool is asked about side effects first",
      input: [tool({ name: "delete_pull_request_comment", description: "Delete a comment on a pull request.", annotations: {} })],
      errors: [
        {
          message:
            "The description of `delete_pull_request_comment` only restates its name; say what it deletes or overwrites and whether that can be undone, what it returns and when to use it.",
          pointer: "/0/description",
          line: 4,
          column: 5,
        },
      ],
    },
    {
      // `mark` is as often a noun, yet `mark_notification_as_read` changes state.
      name: "a tool named for marking is asked what it changes",
      input: [tool({ name: "mark_notification_as_read", description: "Mark a notification as read.", annotations: {} })],
      errors: [
        {
          message: "The description of `mark_notification_as_read` only restates its name; say what it changes, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a read-only tool is not asked what it changes",
      input: [tool({ name: "mark_notification_as_read", description: "Mark a notification as read.", annotations: { readOnlyHint: true } })],
      errors: [
        {
          message: "The description of `mark_notification_as_read` only restates its name; say what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
  ],
});
