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
