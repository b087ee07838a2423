import rule from "../../src/rules/output-schema-object.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withOutput = (outputSchema: unknown) => ({ tools: [tool({ outputSchema })] });
const OBJECT_VERSIONS = ["2025-06-18", "2025-11-25"] as const;
const WITH_OUTPUT = [...OBJECT_VERSIONS, "2026-07-28"] as const;

/** Under 2025-06-18 and 2025-11-25 the root must be an object. */
const objectRequired = (protocol: ProtocolVersion) => [
  {
    name: `an array schema under ${protocol}`,
    input: withOutput({ type: "array", items: { type: "string" } }),
    protocol,
    errors: [
      {
        message: `\`outputSchema.type\` is "array"; protocol ${protocol} requires "object" at the root (structuredContent is an object; 2026-07-28 lifts this). Wrap the result in a property, e.g. \`{"type": "object", "properties": {"items": …}}\`.`,
        pointer: "/tools/0/outputSchema/type",
        line: 22,
        column: 9,
      },
    ],
  },
  {
    name: `a schema without a root type under ${protocol}`,
    input: withOutput({ properties: { a: { type: "string" } } }),
    protocol,
    errors: [
      {
        message: `\`outputSchema\` has no root \`type\`; protocol ${protocol} requires \`"type": "object"\` at the root (structuredContent is an object). Add \`"type": "object"\`.`,
        pointer: "/tools/0/outputSchema",
      },
    ],
  },
  {
    name: `a zod schema listed as it is under ${protocol}: the conversion is the fix`,
    input: withOutput({ _def: { typeName: "ZodObject" }, "~standard": { vendor: "zod", version: 1 } }),
    protocol,
    errors: [
      {
        message: `\`outputSchema\` has no root \`type\`; protocol ${protocol} requires \`"type": "object"\` at the root (structuredContent is an object). It is a zod schema serialised as JSON (\`_def\`, \`~standard\`), not JSON Schema. Convert it to JSON Schema before listing it (\`z.toJSONSchema(schema)\` in zod 4, \`zod-to-json-schema\` in zod 3), or register the tool through the SDK, which converts it.`,
        pointer: "/tools/0/outputSchema",
      },
    ],
  },
  {
    name: `a schema that holds only $schema under ${protocol}`,
    input: withOutput({ $schema: "https://json-schema.org/draft/2020-12/schema" }),
    protocol,
    errors: [
      {
        message: `\`outputSchema\` has no root \`type\`; protocol ${protocol} requires \`"type": "object"\` at the root (structuredContent is an object). It holds only \`$schema\`: the schema's content was lost when it was generated. Add \`"type": "object"\`.`,
        pointer: "/tools/0/outputSchema",
      },
    ],
  },
];

/** Null, booleans and arrays are no schema objects in any version with outputSchema. */
const notObjects = (protocol: ProtocolVersion) => {
  const typed = protocol === "2026-07-28" ? "" : ' with `"type": "object"`';
  return {
    name: `null, booleans and arrays under ${protocol}`,
    input: [tool({ outputSchema: null }), tool({ outputSchema: true }), tool({ outputSchema: [] })],
    protocol,
    errors: [
      {
        message:
          "`outputSchema` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field.",
        pointer: "/0/outputSchema",
      },
      {
        message: `\`outputSchema\` is \`true\` (a valid JSON Schema, but MCP requires a schema object here); it must be a JSON Schema object${typed}, or be omitted.`,
        pointer: "/1/outputSchema",
      },
      { message: `\`outputSchema\` is an array; it must be a JSON Schema object${typed}, or be omitted.`, pointer: "/2/outputSchema" },
    ],
  };
};

ruleTester(rule).run({
  valid: [
    ...[{ type: "array", items: { type: "object" } }, { type: "string" }, {}, { anyOf: [{ type: "object" }, { type: "null" }] }].map((outputSchema) => ({
      name: `${JSON.stringify(outputSchema)} under 2026-07-28, which accepts any schema object`,
      input: withOutput(outputSchema),
      protocol: "2026-07-28" as const,
    })),
    // No outputSchema then: tool-unknown-field reports it.
    ...(["2024-11-05", "2025-03-26"] as const).map((protocol) => ({
      name: `an array schema under ${protocol}`,
      input: withOutput({ type: "array" }),
      protocol,
    })),
    ...WITH_OUTPUT.map((protocol) => ({
      name: `tools without outputSchema, or with an object one, under ${protocol}`,
      input: [tool(), tool({ outputSchema: { type: "object", properties: { n: { type: "number" } } } })],
      protocol,
    })),
  ],
  invalid: [...OBJECT_VERSIONS.flatMap(objectRequired), ...WITH_OUTPUT.map(notObjects)],
});
