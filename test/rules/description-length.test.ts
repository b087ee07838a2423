import rule from "../../src/rules/description-length.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const described = (description: string) => [tool({ description })];
const number = { type: "number" };
// A write verb, though the name alone leaves it uncertain: the message asks what it changes.
const writing = (name: string) => ({
  name: `\`${name}\`, a write verb, is asked what it changes`,
  input: [tool({ name, description: "Does it now.", annotations: {} })],
  errors: [
    {
      message: `The description of \`${name}\` has 3 words (fewer than 5); say what it does, what it changes, what it returns and when to use it.`,
      pointer: "/0/description",
    },
  ],
});

ruleTester(rule).run({
  valid: [
    { name: "1012 characters, counted in code points", input: described(`List the files in it. ${"😀".repeat(1002)}`) },
    { name: "text written without spaces, about two characters a word", input: described("根据分类查询菜谱，可选分类有水产和早餐") },
    { name: "four words with minWords: 4", input: described("Merge a pull request"), options: { minWords: 4 } },
    // ticktick `complete_task`: Russian writes no articles; "Mark the task as completed" is five English words.
    { name: "four words of a script other than Latin, a quarter more in English words", input: described("Отметить задачу как выполненную") },
    { name: "four words of Hangul", input: described("선택한 작업을 완료로 표시") },
    {
      name: "exactly five words, and missing or empty descriptions (description-present's)",
      input: [tool({ description: "Merge a GitHub pull request" }), tool({ description: "" }), tool({ description: null })],
    },
  ],
  invalid: [
    {
      name: "fewer than five words, at the description",
      input: described("Merge a pull request"),
      errors: [
        {
          message: "The description of `list_files` has 4 words (fewer than 5); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
          tool: "list_files",
          line: 4,
          column: 5,
        },
      ],
    },
    {
      name: "more than 1024 characters, counted in code points",
      input: described(`List the files in it. ${"😀".repeat(1011)}`),
      errors: [
        {
          message:
            "The description of `list_files` is 1033 characters (more than 1024); OpenAI rejects tool descriptions over 1024 characters, and every character costs context. Move details into parameter descriptions and keep what the model needs to choose the tool.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "three words of a script other than Latin, still under five in English words",
      input: described("Обновить существующую задачу"),
      errors: [
        {
          message: "The description of `list_files` has 3 words (fewer than 5); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "four Latin words among a few Cyrillic ones: measured as written",
      input: described("Merge a pull request (слияние)"),
      errors: [
        {
          message: "The description of `list_files` has 5 words (fewer than 6); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
      options: { minWords: 6 },
    },
    {
      name: "six characters written without spaces",
      input: described("获取所有菜谱"),
      errors: [
        {
          message: "The description of `list_files` has 3 words (fewer than 5); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "thresholds from the options",
      input: described("List the files of one directory."),
      options: { minWords: 8, maxLength: 10 },
      errors: [
        {
          message: "The description of `list_files` has 6 words (fewer than 8); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
        {
          message:
            "The description of `list_files` is 32 characters (more than 10); OpenAI rejects tool descriptions over 1024 characters, and every character costs context. Move details into parameter descriptions and keep what the model needs to choose the tool.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a short description of a deleting tool: side effects first",
      input: [tool({ name: "delete_note", description: "Delete a note.", annotations: {} })],
      errors: [
        {
          message:
            "The description of `delete_note` has 3 words (fewer than 5); say what it does, what it deletes or overwrites and whether that can be undone, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a short description of a deleting tool that says it is permanent: not asked whether it can be undone",
      input: [tool({ name: "delete_card", description: "Delete a card permanently.", annotations: {} })],
      errors: [
        {
          message: "The description of `delete_card` has 4 words (fewer than 5); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a short description of a reading tool: what it does, returns and when to use it",
      input: [tool({ name: "get_note", description: "Get a note.", annotations: { readOnlyHint: true } })],
      errors: [
        {
          message: "The description of `get_note` has 3 words (fewer than 5); say what it does, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
    writing("mark_done"),
    writing("place_order"),
    writing("execute_trade"),
    writing("send_note"),
    writing("move_card"),
    writing("set_status"),
    writing("submit_form"),
    {
      name: "arithmetic `add(a, b)` is not asked what it changes",
      input: [tool({ name: "add", description: "Add two numbers.", annotations: {}, inputSchema: { type: "object", properties: { a: number, b: number } } })],
      errors: [
        { message: "The description of `add` has 3 words (fewer than 5); say what it does, what it returns and when to use it.", pointer: "/0/description" },
      ],
    },
    {
      name: "`add_note` is asked what it changes",
      input: [
        tool({ name: "add_note", description: "Add a note.", annotations: {}, inputSchema: { type: "object", properties: { text: { type: "string" } } } }),
      ],
      errors: [
        {
          message: "The description of `add_note` has 3 words (fewer than 5); say what it does, what it changes, what it returns and when to use it.",
          pointer: "/0/description",
        },
      ],
    },
  ],
});
