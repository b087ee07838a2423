import rule from "../../src/rules/tool-shape.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const { name: _, ...nameless } = tool();
const EVERY: ProtocolVersion[] = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"];
const full = tool({
  title: "List files",
  annotations: { title: "List files", readOnlyHint: true, openWorldHint: false },
  icons: [{ src: "data:image/png;base64,iVBORw0KGgo=", sizes: ["16x16"], theme: "light" }],
  execution: { taskSupport: "optional" },
  _meta: { "com.example/owner": "team" },
});
/** Fields that versions before their own do not define: tool-unknown-field's job there. */
const undefinedFields = [tool({ title: null, _meta: 3, icons: null, annotations: null })];
const badExecution = [tool({ execution: { taskSupport: "sometimes" } }), tool({ execution: null })];

ruleTester(rule).run({
  valid: [
    ...EVERY.map((protocol): ValidCase => ({ name: `well-formed tools (${protocol})`, input: [tool(), full], protocol })),
    { name: "fields 2024-11-05 does not define", input: undefinedFields, protocol: "2024-11-05" },
    // 2026-07-28 has no `execution`: tool-unknown-field reports it, not this rule.
    { name: "execution under 2026-07-28, which has none", input: badExecution, protocol: "2026-07-28" },
    {
      name: "inherited names are no fields, and hostile keys do not throw",
      input: [JSON.parse('{"name":"x","inputSchema":{"type":"object"},"__proto__":null,"constructor":5,"toString":[]}')],
    },
  ],
  invalid: [
    {
      name: "a tool that is a string",
      input: { tools: [tool(), "list_files"] },
      errors: [
        {
          message: "Tool #2 is a string, not an object; every entry of `tools` must be a Tool object with `name` and `inputSchema`. Replace or remove it.",
          pointer: "/tools/1",
          line: 22,
          column: 5,
        },
      ],
    },
    {
      name: "a tool that is null",
      input: { tools: [tool(), null] },
      errors: [
        {
          message: "Tool #2 is `null`, not an object; every entry of `tools` must be a Tool object with `name` and `inputSchema`. Replace or remove it.",
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a tool that is an array",
      input: { tools: [tool(), [tool()]] },
      errors: [
        {
          message: "Tool #2 is an array, not an object; every entry of `tools` must be a Tool object with `name` and `inputSchema`. Replace or remove it.",
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a tool that is an integer",
      input: { tools: [tool(), 7] },
      errors: [
        {
          message: "Tool #2 is an integer, not an object; every entry of `tools` must be a Tool object with `name` and `inputSchema`. Replace or remove it.",
          pointer: "/tools/1",
        },
      ],
    },
    {
      name: "a missing name, at the tool",
      input: [nameless],
      errors: [{ message: "Tool has no `name`; clients call tools by name, so this one cannot be called. Add a `name`.", pointer: "/0" }],
    },
    {
      name: "non-string names, at `name`",
      input: [tool({ name: 42 }), tool({ name: null })],
      errors: [
        { message: "`name` is an integer; it is required and must be a string. Give the tool a string name.", pointer: "/0/name" },
        { message: "`name` is `null`; it is required and must be a string. Give the tool a string name.", pointer: "/1/name" },
      ],
    },
    ...(
      [
        [
          "title",
          null,
          "`title` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
        ],
        ["title", 3, "`title` is an integer; it must be a string. Fix the value or omit the field."],
        [
          "description",
          null,
          "`description` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
        ],
        ["description", ["a", "b"], "`description` is an array; it must be a string. Fix the value or omit the field."],
        [
          "_meta",
          null,
          "`_meta` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
        ],
        ["_meta", [], "`_meta` is an array; it must be an object. Fix the value or omit the field."],
        [
          "annotations",
          null,
          "`annotations` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
        ],
        ["annotations", "readOnly", "`annotations` is a string; it must be an object. Fix the value or omit the field."],
      ] as const
    ).map(
      ([field, value, message]): InvalidCase => ({
        name: `\`${field}\` sent as ${JSON.stringify(value)}`,
        input: [tool({ [field]: value })],
        errors: [{ message, pointer: `/0/${field}` }],
      }),
    ),
    {
      name: "each annotation: booleans for hints, a string for title, never null",
      input: [tool({ annotations: { title: null, readOnlyHint: "true", destructiveHint: null, idempotentHint: 1, openWorldHint: false } })],
      errors: [
        {
          message:
            "`annotations.title` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/0/annotations/title",
          line: 18,
          column: 7,
        },
        {
          message: '`annotations.readOnlyHint` is the string "true"; use the boolean `true` without quotes.',
          pointer: "/0/annotations/readOnlyHint",
          line: 19,
          column: 7,
        },
        {
          message:
            "`annotations.destructiveHint` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/0/annotations/destructiveHint",
          line: 20,
          column: 7,
        },
        {
          message: "`annotations.idempotentHint` is an integer; it must be a boolean. Fix the value or omit the field.",
          pointer: "/0/annotations/idempotentHint",
          line: 21,
          column: 7,
        },
      ],
    },
    {
      name: "icons (2025-11-25 and later): objects with an absolute-URI src, WxH sizes, a known theme",
      input: [
        tool({
          icons: [
            { src: "https://example.com/icon.png", mimeType: "image/png", sizes: ["48x48", "any"], theme: "dark" },
            "https://example.com/icon.png",
            { mimeType: "image/png" },
            { src: "icon.png", sizes: ["48x48 96x96", 48], theme: "blue", mimeType: null },
          ],
        }),
      ],
      protocol: "2025-11-25",
      errors: [
        { message: "`icons[1]` is a string; each icon must be an object with at least `src`.", pointer: "/0/icons/1" },
        { message: "`icons[2]` has no `src`; add the icon's https: URL or data: URI.", pointer: "/0/icons/2" },
        { message: "`icons[3].src` is not an absolute URI; use an https: URL or a data: URI.", pointer: "/0/icons/3/src" },
        {
          message:
            "`icons[3].mimeType` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/0/icons/3/mimeType",
        },
        {
          message: '`icons[3].sizes[0]` is "48x48 96x96"; a size is "WxH" (e.g. "48x48") or "any"; list each size as its own string.',
          pointer: "/0/icons/3/sizes/0",
        },
        { message: '`icons[3].sizes[1]` is an integer; sizes are strings such as "48x48" or "any".', pointer: "/0/icons/3/sizes/1" },
        { message: '`icons[3].theme` is "blue"; it must be "light" or "dark", or omitted.', pointer: "/0/icons/3/theme" },
      ],
    },
    {
      name: "icons that are not an array",
      input: [tool({ icons: "x" })],
      errors: [{ message: "`icons` is a string; it must be an array. Fix the value or omit the field.", pointer: "/0/icons" }],
    },
    {
      name: "execution.taskSupport under 2025-11-25",
      input: badExecution,
      protocol: "2025-11-25",
      errors: [
        { message: '`execution.taskSupport` is "sometimes"; it must be one of "forbidden", "optional", "required".', pointer: "/0/execution/taskSupport" },
        {
          message:
            "`execution` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/1/execution",
        },
      ],
    },
    {
      name: "only annotations under 2025-03-26",
      input: undefinedFields,
      protocol: "2025-03-26",
      errors: [
        {
          message:
            "`annotations` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/0/annotations",
        },
      ],
    },
    {
      name: "title, annotations and _meta under 2025-06-18 (no icons yet)",
      input: undefinedFields,
      protocol: "2025-06-18",
      errors: [
        {
          message:
            "`title` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/0/title",
        },
        {
          message:
            "`annotations` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
          pointer: "/0/annotations",
        },
        { message: "`_meta` is an integer; it must be an object. Fix the value or omit the field.", pointer: "/0/_meta" },
      ],
    },
  ],
});
