import rule from "../../src/rules/x-mcp-header-valid.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const schemaTool = (inputSchema: unknown) => [tool({ inputSchema })];
const header = (schema: Record<string, unknown>) => ({ type: "object", properties: { region: { type: "string", "x-mcp-header": "Region", ...schema } } });
const { type: _, ...untyped } = header({}).properties.region;
const LATEST = { protocol: "2026-07-28" } as const;

ruleTester(rule).run({
  valid: [
    { name: "a well-formed header", input: schemaTool(header({})), ...LATEST },
    {
      name: "well-formed headers nested through `properties`",
      input: schemaTool({
        type: "object",
        properties: {
          opts: { type: "object", properties: { dry: { type: "boolean", "x-mcp-header": "Dry-Run" } } },
          n: { type: ["integer", "null"], "x-mcp-header": "N" },
        },
      }),
      ...LATEST,
    },
    {
      name: "the same header name on two tools (each tool has its own names)",
      input: [tool({ inputSchema: header({}) }), tool({ name: "other", inputSchema: header({}) })],
      ...LATEST,
    },
    {
      name: "before 2026-07-28, where the key is only an extension",
      input: schemaTool(header({ type: "number", "x-mcp-header": "Bad Name" })),
      protocol: "2025-11-25",
    },
    { name: "a header in outputSchema", input: [tool({ outputSchema: header({ type: "number" }) })], ...LATEST },
  ],
  invalid: [
    {
      name: 'the header name "Region Name" (not an RFC 9110 token)',
      input: schemaTool(header({ "x-mcp-header": "Region Name" })),
      ...LATEST,
      errors: [
        {
          message:
            '`x-mcp-header` must be an HTTP field-name token (RFC 9110: letters, digits and `!#$%&\'*+-.^_|~` or a backtick), got "Region Name"; clients reject the whole tool. Use a name such as `Region`.',
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
          line: 10,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "an empty header name",
      input: schemaTool(header({ "x-mcp-header": "" })),
      ...LATEST,
      errors: [
        {
          message:
            '`x-mcp-header` must be an HTTP field-name token (RFC 9110: letters, digits and `!#$%&\'*+-.^_|~` or a backtick), got ""; clients reject the whole tool. Use a name such as `Region`.',
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
          tool: "list_files",
        },
      ],
    },
    {
      name: 'the header name "Région"',
      input: schemaTool(header({ "x-mcp-header": "Région" })),
      ...LATEST,
      errors: [
        {
          message:
            '`x-mcp-header` must be an HTTP field-name token (RFC 9110: letters, digits and `!#$%&\'*+-.^_|~` or a backtick), got "Région"; clients reject the whole tool. Use a name such as `Region`.',
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
          tool: "list_files",
        },
      ],
    },
    {
      name: "a header name that is not a string",
      input: schemaTool(header({ "x-mcp-header": 5 })),
      ...LATEST,
      errors: [
        {
          message:
            "`x-mcp-header` must be an HTTP field-name token (RFC 9110: letters, digits and `!#$%&'*+-.^_|~` or a backtick), got 5; clients reject the whole tool. Use a name such as `Region`.",
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
          tool: "list_files",
        },
      ],
    },
    {
      name: "a header on a number parameter",
      input: schemaTool(header({ type: "number" })),
      ...LATEST,
      errors: [
        {
          message:
            "`x-mcp-header` is only allowed on `string`, `integer` or `boolean` parameters, but `region` is `number`; clients reject the whole tool. Declare one of those types or remove the annotation.",
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
        },
      ],
    },
    {
      name: "a header on an object parameter",
      input: schemaTool(header({ type: "object" })),
      ...LATEST,
      errors: [
        {
          message:
            "`x-mcp-header` is only allowed on `string`, `integer` or `boolean` parameters, but `region` is `object`; clients reject the whole tool. Declare one of those types or remove the annotation.",
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
        },
      ],
    },
    {
      name: "a header on a parameter of no type",
      input: schemaTool({ type: "object", properties: { region: untyped } }),
      ...LATEST,
      errors: [
        {
          message:
            "`x-mcp-header` is only allowed on `string`, `integer` or `boolean` parameters, but `region` declares no such `type`; clients reject the whole tool. Declare one of those types or remove the annotation.",
          pointer: "/0/inputSchema/properties/region/x-mcp-header",
        },
      ],
    },
    {
      name: "headers not reached through `properties` alone: the root, `items`, `$defs`, `anyOf`",
      input: schemaTool({
        type: "object",
        "x-mcp-header": "Root",
        properties: { list: { type: "array", items: { type: "string", "x-mcp-header": "Item" } } },
        anyOf: [{ properties: { a: { type: "string", "x-mcp-header": "A" } } }],
        $defs: { d: { type: "string", "x-mcp-header": "D" } },
      }),
      ...LATEST,
      errors: [
        {
          message:
            "`x-mcp-header` is only honoured on a property reached from the root through `properties`, but this one is under the root; clients reject the whole tool. Move it to a property of the arguments object.",
          pointer: "/0/inputSchema/x-mcp-header",
          line: 7,
          column: 7,
        },
        {
          message:
            "`x-mcp-header` is only honoured on a property reached from the root through `properties`, but this one is under `items`; clients reject the whole tool. Move it to a property of the arguments object.",
          pointer: "/0/inputSchema/properties/list/items/x-mcp-header",
          line: 13,
          column: 13,
        },
        {
          message:
            "`x-mcp-header` is only honoured on a property reached from the root through `properties`, but this one is under `$defs`; clients reject the whole tool. Move it to a property of the arguments object.",
          pointer: "/0/inputSchema/$defs/d/x-mcp-header",
          line: 30,
          column: 11,
        },
        {
          message:
            "`x-mcp-header` is only honoured on a property reached from the root through `properties`, but this one is under `anyOf`; clients reject the whole tool. Move it to a property of the arguments object.",
          pointer: "/0/inputSchema/anyOf/0/properties/a/x-mcp-header",
          line: 22,
          column: 15,
        },
      ],
    },
    {
      name: "a header name used twice ignoring case, at the second",
      input: schemaTool({ type: "object", properties: { a: { type: "string", "x-mcp-header": "Region" }, b: { type: "string", "x-mcp-header": "region" } } }),
      ...LATEST,
      errors: [
        {
          message:
            "`x-mcp-header` `region` repeats the header name at `/0/inputSchema/properties/a/x-mcp-header` (names are compared ignoring case); clients reject the whole tool. Give each mirrored parameter its own name.",
          pointer: "/0/inputSchema/properties/b/x-mcp-header",
        },
      ],
    },
  ],
});
