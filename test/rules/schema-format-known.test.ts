import { createRequire } from "node:module";
import { expect, it } from "vitest";
import rule from "../../src/rules/schema-format-known.js";
import { AJV_FORMATS } from "../../src/core/schema/formats.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const DRAFT_04 = "http://json-schema.org/draft-04/schema#";
const DRAFT_06 = "http://json-schema.org/draft-06/schema#";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const withFormat = (format: unknown, $schema?: string) => [
  tool({ inputSchema: { ...($schema ? { $schema } : {}), type: "object", properties: { p: { type: "string", format } } } }),
];
// What ajv-formats knows, in any dialect: `uuid` under draft-07, OpenAPI's `int32`.
const AJV_KNOWN = ["uuid", "duration", "url", "int32", "int64", "float", "double", "byte", "binary", "password"];
// The 2020-12 formats (`uuid` and `duration` are in the list above).
const DIALECT_KNOWN = ["date-time", "date", "time", "email", "hostname", "ipv4", "ipv6", "uri", "uri-reference", "regex", "json-pointer"];
const POINTER = "/0/inputSchema/properties/p/format";

ruleTester(rule).run({
  valid: [
    ...AJV_KNOWN.map((format) => ({ name: `ajv-formats' \`${format}\` under draft-07`, input: withFormat(format, DRAFT_07) })),
    ...AJV_KNOWN.map((format) => ({ name: `ajv-formats' \`${format}\` without \`$schema\``, input: withFormat(format) })),
    { name: "ajv-formats' `uuid` under draft-04", input: withFormat("uuid", DRAFT_04) },
    ...DIALECT_KNOWN.map((format) => ({ name: `the dialect's \`${format}\``, input: withFormat(format) })),
    { name: "draft-07's `date`", input: withFormat("date", DRAFT_07) },
    { name: "`uuid` under protocol 2025-06-18 (2020-12 or draft-07)", protocol: "2025-06-18", input: withFormat("uuid") },
    { name: "a format that is not a string", input: withFormat(5) },
    { name: "any format under an unknown dialect", input: withFormat("whatever", "https://example.com/dialect") },
  ],
  invalid: [
    {
      name: "`datetime`, meaning `date-time`",
      input: withFormat("datetime"),
      errors: [
        {
          message:
            "`format` `datetime` is not defined by JSON Schema 2020-12 or JSON Schema draft-07, so validators ignore it (or, in strict mode, reject the schema): did you mean `date-time`?",
          pointer: POINTER,
          line: 10,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "`link`, meaning `uri`",
      input: withFormat("link"),
      errors: [
        {
          message:
            "`format` `link` is not defined by JSON Schema 2020-12 or JSON Schema draft-07, so validators ignore it (or, in strict mode, reject the schema): did you mean `uri`?",
          pointer: POINTER,
        },
      ],
    },
    {
      name: "`emial`, meaning `email`",
      input: withFormat("emial"),
      errors: [
        {
          message:
            "`format` `emial` is not defined by JSON Schema 2020-12 or JSON Schema draft-07, so validators ignore it (or, in strict mode, reject the schema): did you mean `email`?",
          pointer: POINTER,
        },
      ],
    },
    {
      name: "`iri` under draft-06, a format of a later dialect",
      input: withFormat("iri", DRAFT_06),
      errors: [
        {
          message:
            "`format` `iri` is not defined by JSON Schema draft-06, so validators ignore it (or, in strict mode, reject the schema): it arrived in JSON Schema draft-07. Declare that dialect, or use a `pattern`.",
          pointer: POINTER,
        },
      ],
    },
    {
      name: "`phone-number`, which nothing knows",
      input: withFormat("phone-number"),
      errors: [
        {
          message:
            "`format` `phone-number` is not defined by JSON Schema 2020-12 or JSON Schema draft-07, so validators ignore it (or, in strict mode, reject the schema): describe the expected form in `description`, or constrain it with a `pattern`.",
          pointer: POINTER,
        },
      ],
    },
    {
      name: "notion's `json`",
      input: withFormat("json"),
      errors: [
        {
          message:
            "`format` `json` is not defined by JSON Schema 2020-12 or JSON Schema draft-07, so validators ignore it (or, in strict mode, reject the schema): describe the expected form in `description`, or constrain it with a `pattern`.",
          pointer: POINTER,
        },
      ],
    },
    {
      name: "schemars' `uint64` (ajv clients log `unknown format`)",
      input: withFormat("uint64"),
      errors: [
        {
          message:
            "`format` `uint64` is not defined by JSON Schema 2020-12 or JSON Schema draft-07, so validators ignore it (or, in strict mode, reject the schema): describe the expected form in `description`, or constrain it with a `pattern`.",
          pointer: POINTER,
        },
      ],
    },
  ],
});

it("keeps its list in step with ajv-formats", () => {
  const { fullFormats } = createRequire(import.meta.url)("ajv-formats/dist/formats.js") as { fullFormats: Record<string, unknown> };
  expect([...AJV_FORMATS].sort()).toEqual(Object.keys(fullFormats).sort());
});
