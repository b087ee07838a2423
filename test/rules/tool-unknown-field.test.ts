import rule from "../../src/rules/tool-unknown-field.js";
import { type InvalidCase, ruleTester, tool } from "../helpers/rule-tester.js";

/** A tool whose field `intended` is sent as `key`. */
function misspelled(key: string, intended: string): Record<string, unknown> {
  const value = tool();
  value[key] = value[intended] ?? { type: "object" };
  delete value[intended];
  return value;
}

const base = { name: "list_files", description: "d", inputSchema: { type: "object" } };
const annotations = { title: "t", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const later = { ...base, annotations, title: "t", outputSchema: { type: "object" }, _meta: {} };

ruleTester(rule).run({
  valid: [
    { name: "the fields of 2024-11-05", input: [base], protocol: "2024-11-05" },
    { name: "the fields of 2025-03-26", input: [{ ...base, annotations }], protocol: "2025-03-26" },
    { name: "the fields of 2025-06-18", input: [later], protocol: "2025-06-18" },
    { name: "the fields of 2025-11-25", input: [{ ...later, icons: [], execution: {} }], protocol: "2025-11-25" },
    { name: "the fields of 2026-07-28", input: [{ ...later, icons: [] }], protocol: "2026-07-28" },
    // hostinger: every tool has `id` equal to its name: redundant, and nothing to fix for a client.
    { name: "an `id` equal to the name", input: [tool({ name: "list_files", id: "list_files" })], severity: "warning" },
    // cloudbase: `annotations.category` beside the same key in `_meta`: a copy, nothing to fix.
    { name: "an annotation key copied from `_meta`", input: [tool({ annotations: { category: "env" }, _meta: { category: "env" } })], severity: "warning" },
    // chrome-devtools-mcp: `annotations.category` tags; annotations allow extra keys, and `_meta` changes nothing.
    {
      name: "custom annotation tags that are not text for the model",
      input: [tool({ annotations: { category: "input", priority: "MEDIUM", audience: ["user"], conditions: ["javascriptEvaluation"] } })],
      severity: "warning",
    },
    {
      name: "a tool-level `required` that copies the input schema's",
      input: [tool({ inputSchema: { type: "object", properties: { p: { type: "string" } }, required: ["p"] }, required: ["p"] })],
      severity: "warning",
    },
    {
      name: "a later version's `_meta` holding the server's own data",
      input: [{ ...base, _meta: { sampling: { maxTokens: 100 } } }],
      protocol: "2024-11-05",
    },
    // databricks: `{destructiveHint: true, openWorldHint: true}` under 2024-11-05: what a client assumes without them.
    {
      name: "annotations before annotations exist that only restate the defaults",
      input: [{ ...base, annotations: { destructiveHint: true, openWorldHint: true } }],
      protocol: "2024-11-05",
    },
  ],
  invalid: [
    ...(
      [
        [
          "input_schema",
          "inputSchema",
          "`input_schema` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `inputSchema`? Rename it.",
          "error",
        ],
        [
          "inputschema",
          "inputSchema",
          "`inputschema` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `inputSchema`? Rename it.",
          "error",
        ],
        [
          "parameters",
          "inputSchema",
          "`parameters` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `inputSchema`? Rename it.",
          "error",
        ],
        [
          "arguments",
          "inputSchema",
          "`arguments` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `inputSchema`? Rename it.",
          "error",
        ],
        [
          "annotation",
          "annotations",
          "`annotation` is not a Tool field in any protocol version, so clients ignore it; did you mean `annotations`? Rename it.",
          "error",
        ],
        ["Name", "name", "`Name` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `name`? Rename it.", "error"],
        [
          "descripton",
          "description",
          "`descripton` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `description`? Rename it.",
          "error",
        ],
        [
          "output_schema",
          "outputSchema",
          "`output_schema` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `outputSchema`? Rename it.",
          "error",
        ],
        [
          "metadata",
          "_meta",
          "`metadata` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; did you mean `_meta`? Rename it.",
          "error",
        ],
      ] as const
    ).map(
      ([key, intended, message, severity]): InvalidCase => ({
        name: `\`${key}\` for \`${intended}\``,
        input: { tools: [misspelled(key, intended)] },
        errors: [{ message, pointer: `/tools/0/${key}`, severity }],
      }),
    ),
    {
      name: "the intended field is already there",
      input: [tool({ parameters: { type: "object" } })],
      errors: [
        {
          message:
            "`parameters` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; the tool already has `inputSchema`. Remove `parameters`.",
          pointer: "/0/parameters",
          line: 20,
          column: 5,
          severity: "error",
        },
      ],
    },
    // tauri, slashvibe (annotations under 2024-11-05), n8n (outputSchema under 2025-03-26): the SDKs read these
    // fields whatever the version, so removing them would lose hints and structured output.
    {
      name: "a field of a later version at info: negotiate that version",
      input: [tool({ icons: [] })],
      protocol: "2025-06-18",
      severity: "warning",
      errors: [
        {
          message:
            "`icons` is defined from protocol 2025-11-25, but this list is checked as protocol 2025-06-18 (`--protocol`): negotiate 2025-11-25 or later so that clients of 2025-06-18 know it.",
          pointer: "/0/icons",
          severity: "info",
        },
      ],
    },
    {
      name: "fields of later versions under 2024-11-05, never advised to be removed",
      input: [tool({ title: "List", outputSchema: { type: "object" }, _meta: { ui: { resourceUri: "ui://app/summary" } } })],
      protocol: "2024-11-05",
      severity: "warning",
      errors: [
        {
          message:
            "`annotations` is defined from protocol 2025-03-26, but this list is checked as protocol 2024-11-05 (`--protocol`): negotiate 2025-03-26 or later so that clients of 2024-11-05 know it.",
          pointer: "/0/annotations",
          severity: "info",
        },
        {
          message:
            "`title` is defined from protocol 2025-06-18, but this list is checked as protocol 2024-11-05 (`--protocol`): negotiate 2025-06-18 or later so that clients of 2024-11-05 know it.",
          pointer: "/0/title",
          severity: "info",
        },
        {
          message:
            "`outputSchema` is defined from protocol 2025-06-18, but this list is checked as protocol 2024-11-05 (`--protocol`): negotiate 2025-06-18 or later so that clients of 2024-11-05 know it.",
          pointer: "/0/outputSchema",
          severity: "info",
        },
        {
          message:
            "`_meta` is defined from protocol 2025-06-18, but this list is checked as protocol 2024-11-05 (`--protocol`): negotiate 2025-06-18 or later so that clients of 2024-11-05 know it.",
          pointer: "/0/_meta",
          severity: "info",
        },
      ],
    },
    {
      name: "the version a snapshot records is the one the server negotiates",
      input: { protocolVersion: "2025-03-26", tools: [tool({ outputSchema: { type: "object" } })] },
      severity: "warning",
      errors: [
        {
          message:
            "`outputSchema` is defined from protocol 2025-06-18, but the list records protocol 2025-03-26 (the version the server negotiates): negotiate 2025-06-18 or later so that clients of 2025-03-26 know it.",
          pointer: "/tools/0/outputSchema",
          severity: "info",
        },
      ],
    },
    {
      name: "a field a later version removed: a warning, and the advice to remove it",
      input: [tool({ execution: { taskSupport: "optional" } })],
      protocol: "2026-07-28",
      severity: "warning",
      errors: [
        {
          message:
            "`execution` is defined only in protocol 2025-11-25; this list is checked as protocol 2026-07-28 (`--protocol`), which removed it, so its clients ignore it. Remove it, or lint with `--protocol` set to the version the server negotiates.",
          pointer: "/0/execution",
          severity: "warning",
        },
      ],
    },
    {
      name: "a typo of a field of a later version points to that version",
      input: [tool({ displayName: "List files" })],
      protocol: "2025-03-26",
      errors: [
        {
          message:
            "`displayName` is not a Tool field; did you mean `title` (defined from protocol 2025-06-18; this list is checked as protocol 2025-03-26 (`--protocol`))?",
          pointer: "/0/displayName",
          severity: "error",
        },
      ],
    },
    // Text meant for the model (`examples`, `criticalWarnings`, a sentence): `_meta` would hide it as well.
    {
      name: "custom fields holding text for the model point to the description, not `_meta`",
      input: [
        tool({
          examples: [{ path: "/tmp" }],
          notice: "Always ask the user before listing a home directory.",
          annotations: { readOnlyHint: true, criticalWarnings: ["NEVER delete without approval"] },
        }),
      ],
      severity: "warning",
      errors: [
        {
          message:
            "`examples` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. The model never sees it: say it in the description (examples of arguments may go in the input schema's `examples`).",
          pointer: "/0/examples",
          severity: "info",
        },
        {
          message:
            "`notice` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. The model never sees it: say it in the description.",
          pointer: "/0/notice",
        },
        {
          message:
            "`annotations.criticalWarnings` is a custom key, not a ToolAnnotations field (`title`, `readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`; one tool carries it); clients pass it by. The model never sees it: say it in the description.",
          pointer: "/0/annotations/criticalWarnings",
        },
      ],
    },
    // european-parliament's top-level `category`: the schema allows extra properties; nothing breaks.
    {
      name: "a harmless custom field at info, pointing to `_meta`",
      input: [tool({ category: "feed" })],
      severity: "warning",
      errors: [
        {
          message:
            "`category` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/category`).",
          pointer: "/0/category",
          severity: "info",
        },
      ],
    },
    {
      name: "a custom field before `_meta` exists, without pointing to it",
      input: [tool({ "x-vendor-id": 3, annotations: undefined })],
      protocol: "2025-03-26",
      severity: "warning",
      errors: [
        {
          message: "`x-vendor-id` is a custom field, not a Tool field in protocol 2025-03-26 (one tool carries it); clients pass it by.",
          pointer: "/0/x-vendor-id",
          severity: "info",
        },
      ],
    },
    {
      name: "an `id` other than the name is a custom field",
      input: [tool({ name: "list_files", id: 7 })],
      severity: "warning",
      errors: [
        {
          message:
            "`id` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/id`).",
          pointer: "/0/id",
          severity: "info",
        },
      ],
    },
    {
      // european-parliament: `category` on 61 tools is one finding, not 61.
      name: "a custom field once per list, where it first appears, with how many tools carry it",
      input: [tool({ name: "a", category: "x" }), tool({ name: "b", category: "y" }), tool({ name: "c", category: "z" })],
      severity: "warning",
      errors: [
        {
          message:
            "`category` is a custom field, not a Tool field in protocol 2025-03-26 or later (3 tools carry it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/category`).",
          pointer: "/0/category",
          severity: "info",
          tool: "a",
        },
      ],
    },
    {
      name: "a rule set to error is one step quieter on a harmless field",
      input: [tool({ category: "feed" })],
      severity: "error",
      errors: [
        {
          message:
            "`category` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/category`).",
          pointer: "/0/category",
          severity: "warning",
        },
      ],
    },
    {
      name: "a rule set to error keeps errors for a misspelled field",
      input: [tool({ input_schema: {} })],
      severity: "error",
      errors: [
        {
          message:
            "`input_schema` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; the tool already has `inputSchema`. Remove `input_schema`.",
          pointer: "/0/input_schema",
          severity: "error",
        },
      ],
    },
    // google-workspace: `readOnly: true` beside `name`, no annotations.
    ...(
      [
        [
          "readOnly",
          "readOnlyHint",
          "`readOnly` is not a Tool field in protocol 2025-03-26 or later, so clients never see the hint; did you mean `annotations.readOnlyHint`? Move it there.",
          "warning",
        ],
        [
          "destructive",
          "destructiveHint",
          "`destructive` is not a Tool field in protocol 2025-03-26 or later, so clients never see the hint; did you mean `annotations.destructiveHint`? Move it there.",
          "warning",
        ],
        [
          "idempotent",
          "idempotentHint",
          "`idempotent` is not a Tool field in protocol 2025-03-26 or later, so clients never see the hint; did you mean `annotations.idempotentHint`? Move it there.",
          "warning",
        ],
        [
          "openWorld",
          "openWorldHint",
          "`openWorld` is not a Tool field in protocol 2025-03-26 or later, so clients never see the hint; did you mean `annotations.openWorldHint`? Move it there.",
          "warning",
        ],
        [
          "readOnlyHint",
          "readOnlyHint",
          "`readOnlyHint` is not a Tool field in protocol 2025-03-26 or later, so clients never see the hint; did you mean `annotations.readOnlyHint`? Move it there.",
          "warning",
        ],
      ] as const
    ).map(
      ([key, hint, message, severity]): InvalidCase => ({
        name: `a top-level boolean \`${key}\` is the lost hint \`annotations.${hint}\``,
        input: [tool({ annotations: undefined, [key]: true })],
        severity: "warning",
        errors: [{ message, pointer: `/0/${key}`, severity }],
      }),
    ),
    {
      name: "a top-level hint beside the same hint under annotations",
      input: [tool({ annotations: { readOnlyHint: true }, readOnly: true })],
      errors: [
        {
          message:
            "`readOnly` is not a Tool field in protocol 2025-03-26 or later, so clients ignore it; the tool already has `annotations.readOnlyHint`. Remove `readOnly`.",
          pointer: "/0/readOnly",
          severity: "error",
        },
      ],
    },
    {
      name: "a non-boolean `readOnly` is a custom field",
      input: [tool({ readOnly: "yes" })],
      severity: "warning",
      errors: [
        {
          message:
            "`readOnly` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/readOnly`).",
          pointer: "/0/readOnly",
          severity: "info",
        },
      ],
    },
    {
      name: "inherited and hostile names are the unknown fields they are",
      input: [JSON.parse('{"name":"x","inputSchema":{"type":"object"},"__proto__":1,"constructor":2}')],
      errors: [
        {
          message:
            "`__proto__` is a custom field, not a Tool field in any protocol version (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/__proto__`).",
          pointer: "/0/__proto__",
          severity: "warning",
        },
        {
          message:
            "`constructor` is a custom field, not a Tool field in any protocol version (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/constructor`).",
          pointer: "/0/constructor",
          severity: "warning",
        },
      ],
    },
    ...(
      [
        [
          "readOnly",
          "readOnlyHint",
          "`annotations.readOnly` is not a ToolAnnotations field, so clients ignore it; did you mean `readOnlyHint`? Rename it.",
          "error",
        ],
        [
          "readonlyhint",
          "readOnlyHint",
          "`annotations.readonlyhint` is not a ToolAnnotations field, so clients ignore it; did you mean `readOnlyHint`? Rename it.",
          "error",
        ],
        [
          "destructive",
          "destructiveHint",
          "`annotations.destructive` is not a ToolAnnotations field, so clients ignore it; did you mean `destructiveHint`? Rename it.",
          "error",
        ],
        [
          "idempotentHInt",
          "idempotentHint",
          "`annotations.idempotentHInt` is not a ToolAnnotations field, so clients ignore it; did you mean `idempotentHint`? Rename it.",
          "error",
        ],
        [
          "openWorld",
          "openWorldHint",
          "`annotations.openWorld` is not a ToolAnnotations field, so clients ignore it; did you mean `openWorldHint`? Rename it.",
          "error",
        ],
      ] as const
    ).map(
      ([key, intended, message, severity]): InvalidCase => ({
        name: `annotations.${key} for \`${intended}\``,
        input: [tool({ annotations: { [key]: true } })],
        errors: [{ message, pointer: `/0/annotations/${key}`, severity }],
      }),
    ),
    {
      name: "an annotation key that holds text for the model, at info",
      input: [tool({ annotations: { usage: ["user"] } })],
      severity: "warning",
      errors: [
        {
          message:
            "`annotations.usage` is a custom key, not a ToolAnnotations field (`title`, `readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`; one tool carries it); clients pass it by. The model never sees it: say it in the description.",
          pointer: "/0/annotations/usage",
          severity: "info",
        },
      ],
    },
    {
      name: "a tool-level `required` that differs from the input schema's",
      input: [tool({ inputSchema: { type: "object", properties: { p: { type: "string" } } }, required: ["p"] })],
      severity: "warning",
      errors: [
        {
          message:
            "`required` is a custom field, not a Tool field in protocol 2025-03-26 or later (one tool carries it); clients pass it by. Custom data belongs under `_meta`, with a key prefix you own (e.g. `com.example/required`).",
          pointer: "/0/required",
          severity: "info",
        },
      ],
    },
    {
      name: "annotations before annotations exist",
      input: [tool({ annotations: { audience: 1 } })],
      protocol: "2024-11-05",
      errors: [
        {
          message:
            "`annotations` is defined from protocol 2025-03-26, but this list is checked as protocol 2024-11-05 (`--protocol`): negotiate 2025-03-26 or later so that clients of 2024-11-05 know it.",
          pointer: "/0/annotations",
          severity: "warning",
        },
      ],
    },
    {
      name: "annotations before annotations exist with one hint off its default",
      input: [{ ...base, annotations: { destructiveHint: true, openWorldHint: false } }],
      protocol: "2024-11-05",
      errors: [
        {
          message:
            "`annotations` is defined from protocol 2025-03-26, but this list is checked as protocol 2024-11-05 (`--protocol`): negotiate 2025-03-26 or later so that clients of 2024-11-05 know it.",
          pointer: "/0/annotations",
        },
      ],
    },
  ],
});
