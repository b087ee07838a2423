import rule from "../../src/rules/schema-unknown-keyword.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const withSchema = (inputSchema: unknown) => [tool({ inputSchema })];
const withParam = (schema: Record<string, unknown>) => withSchema({ type: "object", properties: { p: { type: "string", ...schema } } });
// An input that names no version is checked under both dialects (version-neutral): the cases name
// 2026-07-28 unless they say otherwise.
// A zod schema serialised as JSON, as a server that lists `z.object(...)` itself sends it.
const ZOD_OBJECT = { _cached: null, _def: { typeName: "ZodObject", unknownKeys: "strip" }, "~standard": { vendor: "zod", version: 1 } };
const ZOD_MESSAGE =
  "This schema is a zod schema serialised as JSON (`_def`, `~standard`), which validators read as no schema at all. Convert it to JSON Schema before listing it (`z.toJSONSchema(schema)` in zod 4, `zod-to-json-schema` in zod 3), or register the tool through the SDK, which converts it.";
const latest = <T extends object>(test: T) => ({ protocol: "2026-07-28" as const, ...test });

ruleTester(rule).run({
  valid: [
    {
      name: "`definitions` under 2020-12: `$ref`s resolve into it",
      input: withSchema({ type: "object", definitions: { a: { type: "string" } }, properties: { p: { $ref: "#/definitions/a" } } }),
    },
    {
      name: "`$defs` under draft-07: `$ref`s resolve into it",
      input: withSchema({ $schema: DRAFT_07, type: "object", $defs: { a: { type: "string" } }, properties: { p: { $ref: "#/$defs/a" } } }),
    },
    {
      name: "`x-` keys and known keywords of the dialect",
      input: withParam({ "x-widget": "textarea", "x-mcp-header": "Region", title: "P", default: "a", examples: ["b"] }),
    },
    {
      name: "draft-07's `definitions` and `dependencies` under draft-07",
      input: withSchema({ $schema: DRAFT_07, type: "object", definitions: {}, dependencies: {} }),
    },
    // Before 2025-11-25 a schema without `$schema` may be 2020-12 or draft-07.
    {
      name: "either dialect's keywords without `$schema` under 2025-06-18",
      protocol: "2025-06-18",
      input: withSchema({ type: "object", definitions: {}, properties: { p: { $defs: {} } } }),
    },
    {
      name: "property names and keys inside values, which are not keywords",
      input: withSchema({ type: "object", properties: { requried: { type: "string", default: { descripton: 1 } } }, required: ["requried"] }),
    },
    {
      name: "anything under an unknown `$schema` (schema-dialect reports it)",
      input: withSchema({ $schema: "https://example.com/dialect", type: "object", requried: [] }),
    },
    {
      name: "a zod schema as the inputSchema: its internals are no keywords (input-schema-object reports the schema)",
      input: withSchema(ZOD_OBJECT),
    },
  ].map(latest),
  invalid: [
    {
      name: "a zod schema as a parameter's schema: said once, at the parameter",
      input: withSchema({ type: "object", properties: { filter: ZOD_OBJECT } }),
      errors: [{ message: ZOD_MESSAGE, pointer: "/0/inputSchema/properties/filter" }],
    },
    {
      name: "a zod schema as the outputSchema: said once, at the schema",
      input: [tool({ outputSchema: ZOD_OBJECT })],
      errors: [{ message: ZOD_MESSAGE, pointer: "/0/outputSchema" }],
    },
    {
      name: "the tool's annotations beside `properties`: moved to the tool's `annotations`",
      input: withSchema({ type: "object", annotations: { readOnlyHint: true, openWorldHint: false }, properties: { p: { type: "string" } } }),
      protocol: "2026-07-28",
      errors: [
        {
          message:
            "`annotations` is not a JSON Schema 2020-12 keyword, so validators ignore it: it holds the tool's annotations, which clients read only at the tool's level: move it to the tool's `annotations`.",
          pointer: "/0/inputSchema/annotations",
        },
      ],
    },
    {
      name: "the tool's annotations pasted into `properties`: one finding at the block",
      input: withSchema({ type: "object", properties: { p: { type: "string" }, annotations: { destructiveHint: false, readOnlyHint: false } } }),
      protocol: "2026-07-28",
      errors: [
        {
          message:
            "`annotations` is not a parameter but the tool's annotations (`destructiveHint`, `readOnlyHint`), which clients read only at the tool's level: move it out of `properties` into the tool's `annotations`.",
          pointer: "/0/inputSchema/properties/annotations",
        },
      ],
    },
    {
      name: "an `annotations` keyword that holds no annotation hints: the usual advice",
      input: withSchema({ type: "object", annotations: { audience: "ops" }, properties: { p: { type: "string" } } }),
      protocol: "2026-07-28",
      errors: [
        {
          message:
            "`annotations` is not a JSON Schema 2020-12 keyword, so validators ignore it: remove it, or rename it `x-annotations` if it is a deliberate extension.",
          pointer: "/0/inputSchema/annotations",
        },
      ],
    },
    {
      name: "`requried`, meaning `required`",
      input: withParam({ requried: ["a"] }),
      errors: [
        {
          message: "`requried` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `required`?",
          pointer: "/0/inputSchema/properties/p/requried",
          line: 10,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "`descripton`, meaning `description`",
      input: withParam({ descripton: "A path." }),
      errors: [
        {
          message: "`descripton` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `description`?",
          pointer: "/0/inputSchema/properties/p/descripton",
        },
      ],
    },
    {
      name: "`minLenght`, meaning `minLength`",
      input: withParam({ minLenght: 1 }),
      errors: [
        {
          message: "`minLenght` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `minLength`?",
          pointer: "/0/inputSchema/properties/p/minLenght",
        },
      ],
    },
    {
      name: "`enums`, meaning `enum`",
      input: withParam({ enums: ["a", "b"] }),
      errors: [
        {
          message: "`enums` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `enum`?",
          pointer: "/0/inputSchema/properties/p/enums",
        },
      ],
    },
    {
      name: "`maxlength`, meaning `maxLength`",
      input: withParam({ maxlength: 1 }),
      errors: [
        {
          message: "`maxlength` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `maxLength`?",
          pointer: "/0/inputSchema/properties/p/maxlength",
        },
      ],
    },
    {
      name: "`additional_properties`, meaning `additionalProperties`",
      input: withParam({ additional_properties: false }),
      errors: [
        {
          message: "`additional_properties` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `additionalProperties`?",
          pointer: "/0/inputSchema/properties/p/additional_properties",
        },
      ],
    },
    // codacy's `"note": "_other_ can be used to…"`: `not` takes a schema, not a sentence.
    {
      name: "prose under an unknown keyword, sent to `description` rather than `not`",
      input: withParam({ note: "_other_ can be used to search for issues without a category" }),
      errors: [
        {
          message: "`note` is not a JSON Schema 2020-12 keyword, so validators ignore it: it reads as a note to the reader; move the text into `description`.",
          pointer: "/0/inputSchema/properties/p/note",
        },
      ],
    },
    {
      name: "a schema under `note`, meaning `not`",
      input: withParam({ note: { type: "string" } }),
      errors: [
        { message: "`note` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `not`?", pointer: "/0/inputSchema/properties/p/note" },
      ],
    },
    {
      name: "`requried: true`, which `required` could not take",
      input: withParam({ requried: true }),
      errors: [
        {
          message:
            "`requried` is not a JSON Schema 2020-12 keyword, so validators ignore it: remove it, or rename it `x-requried` if it is a deliberate extension.",
          pointer: "/0/inputSchema/properties/p/requried",
        },
      ],
    },
    // asana's `data` lists `parent`, `insert_before` straight in the object schema.
    {
      name: "property schemas straight in an object schema: a forgotten `properties`",
      input: withSchema({
        type: "object",
        properties: { data: { type: "object", parent: { type: "string", description: "The parent's id." }, limit: { type: "integer" } } },
      }),
      errors: [
        {
          message:
            "`parent` is not a JSON Schema 2020-12 keyword, so validators ignore it: its value reads as a property's schema: did you forget `properties`? Move it under `properties` (and list it in `required` if it must be sent).",
          pointer: "/0/inputSchema/properties/data/parent",
        },
        {
          message:
            "`limit` is not a JSON Schema 2020-12 keyword, so validators ignore it: its value reads as a property's schema: did you forget `properties`? Move it under `properties` (and list it in `required` if it must be sent).",
          pointer: "/0/inputSchema/properties/data/limit",
        },
      ],
    },
    {
      name: "a property schema under a scalar, which is no forgotten `properties`",
      input: withParam({ parent: { type: "string" } }),
      errors: [
        {
          message:
            "`parent` is not a JSON Schema 2020-12 keyword, so validators ignore it: remove it, or rename it `x-parent` if it is a deliberate extension.",
          pointer: "/0/inputSchema/properties/p/parent",
        },
      ],
    },
    {
      name: "an object of data, which is no forgotten `properties`",
      input: withSchema({ type: "object", meta: { owner: "me" } }),
      errors: [
        {
          message: "`meta` is not a JSON Schema 2020-12 keyword, so validators ignore it: remove it, or rename it `x-meta` if it is a deliberate extension.",
          pointer: "/0/inputSchema/meta",
        },
      ],
    },
    {
      name: "draft-07's `dependencies` under 2020-12",
      input: withSchema({ type: "object", dependencies: { a: ["b"] } }),
      errors: [
        {
          message:
            "`dependencies` is not a JSON Schema 2020-12 keyword, so validators ignore it: it was split in 2019-09: use `dependentRequired` for lists of names and `dependentSchemas` for schemas.",
          pointer: "/0/inputSchema/dependencies",
        },
      ],
    },
    {
      name: "OpenAPI's `nullable`",
      input: withParam({ nullable: true }),
      errors: [
        {
          message:
            '`nullable` is not a JSON Schema 2020-12 keyword, so validators ignore it: it is OpenAPI 3.0\'s; allow null with `type: ["<type>", "null"]` or an `anyOf` branch `{"type": "null"}`.',
          pointer: "/0/inputSchema/properties/p/nullable",
        },
      ],
    },
    {
      name: "OpenAPI's `example`",
      input: withParam({ example: "x" }),
      errors: [
        {
          message: "`example` is not a JSON Schema 2020-12 keyword, so validators ignore it: it is OpenAPI's singular form; use `examples` (an array).",
          pointer: "/0/inputSchema/properties/p/example",
        },
      ],
    },
    {
      name: "2020-12's `prefixItems` under draft-07",
      input: withSchema({ $schema: DRAFT_07, type: "array", prefixItems: [{ type: "string" }] }),
      errors: [
        {
          message: "`prefixItems` is not a JSON Schema draft-07 keyword, so validators ignore it: it is 2020-12's; in this dialect a tuple is `items: [...]`.",
          pointer: "/0/inputSchema/prefixItems",
        },
      ],
    },
    {
      name: "2019-09's `unevaluatedProperties` under draft-07",
      input: withSchema({ $schema: DRAFT_07, type: "object", unevaluatedProperties: false }),
      errors: [
        {
          message: "`unevaluatedProperties` is not a JSON Schema draft-07 keyword, so validators ignore it: it arrived in 2019-09, after this dialect.",
          pointer: "/0/inputSchema/unevaluatedProperties",
        },
      ],
    },
    {
      name: "a keyword it cannot place, with the extension prefix",
      input: withParam({ widget: "textarea" }),
      errors: [
        {
          message:
            "`widget` is not a JSON Schema 2020-12 keyword, so validators ignore it: remove it, or rename it `x-widget` if it is a deliberate extension.",
          pointer: "/0/inputSchema/properties/p/widget",
        },
      ],
    },
    {
      name: "a misspelt keyword deep in the outputSchema",
      input: [tool({ outputSchema: { type: "object", properties: { a: { type: "array", items: { anyOf: [{ type: "string", minimun: 1 }] } } } } })],
      errors: [
        {
          message: "`minimun` is not a JSON Schema 2020-12 keyword, so validators ignore it: did you mean `minimum`?",
          pointer: "/0/outputSchema/properties/a/items/anyOf/0/minimun",
        },
      ],
    },
  ].map(latest),
});
