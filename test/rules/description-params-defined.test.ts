import rule from "../../src/rules/description-params-defined.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const CLOSED = { type: "object", properties: {}, additionalProperties: false };
const OPEN = { type: "object" };
/** A tool whose schema was lost (no properties) and whose description says what to pass. */
const lost = (description: string, inputSchema: unknown = CLOSED, name = "search_corpus") => tool({ name, description, inputSchema });
const closedMessage = (tool: string, names: string, them = "them") =>
  `The description of \`${tool}\` tells the model to pass ${names}, but \`inputSchema\` defines no parameters: its \`additionalProperties: false\` rejects ${them}. Define ${them} in \`properties\` (with a \`type\` and a \`description\`), or take ${them} out of the description.`;

ruleTester(rule).run({
  valid: [
    { name: "a schema that defines what the description names", input: [tool({ description: "List the files of a directory. Pass `path` to choose it." })] },
    {
      name: "a schema with properties, even without a name the prose gives (left alone: too often a sibling's or a body's field)",
      input: [tool({ description: "List the files. Pass `path` and `recursive`." })],
    },
    { name: "output fields", input: [lost("Search the corpus. Returns `id`, `path` and `score` for each hit.")] },
    { name: "an environment variable", input: [lost("Report the server status. Set `OLLAMA_HOST` to use a remote server.")] },
    { name: "a setting in the configuration", input: [lost("Report the account. Set `apiKey` in your config first.")] },
    { name: "a request's query parameter", input: [lost("Delete an issue. Query param: `deleteSubtasks=true` to delete subtasks.")] },
    { name: "plain English words", input: [lost("Summarise the workspace. Provide context when the user asks for it.")] },
    { name: "a value, not a name", input: [lost("Switch the workspace. Pass 'personal' to switch back; pass `true` to confirm.")] },
    {
      name: "a value passed to another tool",
      input: [
        lost("List the supported currencies. The `symbol` of an entry is what you pass to create_crypto.", CLOSED, "list_currencies"),
        tool({ name: "create_crypto" }),
      ],
    },
    { name: "a value for any other tool", input: [lost("List the browser tabs, with the tabId you can pass to any other tool.", OPEN, "list_tabs")] },
    {
      name: "a schema built from a composition",
      input: [lost("Search. Pass `corpus` + `query`.", { type: "object", anyOf: [{ $ref: "#/$defs/q" }], $defs: { q: {} } })],
    },
    {
      name: "a schema that takes any key",
      input: [lost("Set labels. Pass `team` and `owner`.", { type: "object", additionalProperties: { type: "string" } })],
    },
  ],
  invalid: [
    {
      name: "a closed schema that lost its properties: the names after `Pass`, not the output after `returns`",
      input: [lost("Concept search over a named corpus. Pass `corpus` + `query`; returns ranked `[{id, path, score}]`.")],
      errors: [
        {
          message: closedMessage("search_corpus", "`corpus` and `query`"),
          pointer: "/0/inputSchema",
          line: 5,
          column: 5,
          tool: "search_corpus",
        },
      ],
    },
    {
      name: "an open schema without properties, and an argument header",
      input: [lost("Reconcile a corpus against its manifest. Single arg: `name`.", OPEN, "refresh_corpus")],
      errors: [
        {
          message:
            "The description of `refresh_corpus` tells the model to pass `name`, but `inputSchema` defines no parameters: clients that follow the schema, and providers' function declarations, leave it out. Define it in `properties` (with a `type` and a `description`), or take it out of the description.",
          pointer: "/0/inputSchema",
        },
      ],
    },
    {
      name: "a bare camelCase name after `set`",
      input: [
        lost(
          "Dataset ops: list/get/delete. get is summary-first; set includeDefinition=true to include the definition.",
          { type: "object", properties: {} },
          "dataset",
        ),
      ],
      errors: [
        {
          message:
            "The description of `dataset` tells the model to pass `includeDefinition`, but `inputSchema` defines no parameters: clients that follow the schema, and providers' function declarations, leave it out. Define it in `properties` (with a `type` and a `description`), or take it out of the description.",
        },
      ],
    },
    {
      name: "names with glosses that name a sibling tool (where the value comes from), and an optional one",
      input: [
        lost("Zoom into one hypothesis. Pass `artifact_slug` (from list_artifacts), `hypothesis_index` (0-based), optional `extra_dirs[]`.", CLOSED, "drill"),
        tool({ name: "list_artifacts" }),
      ],
      errors: [{ message: closedMessage("drill", "`artifact_slug`, `hypothesis_index` and `extra_dirs`") }],
    },
    {
      name: "an optional list, a name glossed as required, and the `x` argument",
      input: [
        lost(
          "Tail the log. Optional filters: `limit` (default 50), `filter_kind`. Writes under `allowed_roots` (REQUIRED). The `since` argument bounds the window.",
          CLOSED,
          "tail_log",
        ),
      ],
      errors: [{ message: closedMessage("tail_log", "`limit`, `filter_kind`, `allowed_roots` and `since`") }],
    },
    {
      name: "the keys of an example input, and more names than a message lists",
      input: [lost("Diff two artifacts. Input: `{a: {pack, slug}, b: {pack, slug}}`. Pass `mode`, `depth` and `format`.", CLOSED, "diff")],
      errors: [{ message: closedMessage("diff", "`a`, `b`, `mode`, `depth` and 1 more") }],
    },
  ],
});
