// One failing and one passing input for every constraint of every compat profile.
// Each rule's test file runs its own rows; profiles.test.ts checks that every constraint has a row.
import type { Rule } from "../../src/engine/rule.js";
import type { Target } from "../../src/helpers/compat/profile.js";
import compatOpenai from "../../src/rules/compat-openai.js";
import compatOpenaiStrict from "../../src/rules/compat-openai-strict.js";
import compatAnthropic from "../../src/rules/compat-anthropic.js";
import compatGemini from "../../src/rules/compat-gemini.js";
import compatClients from "../../src/rules/compat-clients.js";
import { tool } from "../helpers/lint-rule.js";

export interface ConstraintCase {
  readonly target: Target;
  readonly constraint: string;
  readonly rule: Rule<any>;
  /** An input that breaks exactly this constraint once… */
  readonly failing: unknown;
  /** …at this pointer. */
  readonly pointer: string;
  /** The nearest input that keeps it. */
  readonly passing: unknown;
}

/** A tool whose inputSchema is `schema`. */
const withSchema = (schema: unknown, overrides: Record<string, unknown> = {}): Record<string, unknown> => tool({ inputSchema: schema, ...overrides });
/** An object schema with one property `a`. */
const oneProperty = (a: unknown): Record<string, unknown> => ({ type: "object", properties: { a }, required: ["a"], additionalProperties: false });
/** `n` distinct tools. */
const tools = (n: number): Array<Record<string, unknown>> => Array.from({ length: n }, (_, i) => tool({ name: `tool_${i}` }));
/** A closed object schema nested `levels` property hops deep. */
function nested(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < levels; i++) schema = { type: "object", properties: { n: schema }, required: ["n"], additionalProperties: false };
  return schema;
}
/** A closed object schema with `n` string properties. */
function manyProperties(n: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) properties[`p${i}`] = { type: "string" };
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}
const stringEnum = (count: number, length: number): Record<string, unknown> => ({
  type: "string",
  enum: Array.from({ length: count }, (_, i) => String(i).padStart(length, "x")),
});
const nestedPointer = (levels: number): string => `/0/inputSchema${"/properties/n".repeat(levels)}`;
const server = (name: string, list: unknown[]): Record<string, unknown> => ({ serverInfo: { name, version: "1.0.0" }, tools: list });

export const CONSTRAINT_CASES: readonly ConstraintCase[] = [
  // openai
  {
    target: "openai",
    constraint: "name-pattern",
    rule: compatOpenai,
    failing: [tool({ name: "files.list" })],
    pointer: "/0/name",
    passing: [tool({ name: "files_list-2" })],
  },
  {
    target: "openai",
    constraint: "root-object",
    rule: compatOpenai,
    failing: [withSchema({ properties: { a: { type: "string" } } })],
    pointer: "/0/inputSchema",
    passing: [tool()],
  },
  {
    target: "openai",
    constraint: "root-keywords",
    rule: compatOpenai,
    failing: [withSchema({ type: "object", enum: [{}] })],
    pointer: "/0/inputSchema/enum",
    passing: [withSchema(oneProperty({ enum: ["a", "b"] }))],
  },
  {
    target: "openai",
    constraint: "array-items",
    rule: compatOpenai,
    failing: [withSchema(oneProperty({ type: "array" }))],
    pointer: "/0/inputSchema/properties/a",
    passing: [withSchema(oneProperty({ type: "array", items: {} }))],
  },
  {
    target: "openai",
    constraint: "description-length",
    rule: compatOpenai,
    failing: [tool({ description: "d".repeat(1025) })],
    pointer: "/0/description",
    passing: [tool({ description: "d".repeat(1024) })],
  },
  { target: "openai", constraint: "tool-count", rule: compatOpenai, failing: tools(129), pointer: "/128", passing: tools(128) },
  // openai-strict
  {
    target: "openai-strict",
    constraint: "additional-properties",
    rule: compatOpenaiStrict,
    failing: [withSchema({ type: "object", properties: { a: { type: "string" } }, required: ["a"] })],
    pointer: "/0/inputSchema",
    passing: [withSchema(oneProperty({ type: "string" }))],
  },
  {
    target: "openai-strict",
    constraint: "all-required",
    rule: compatOpenaiStrict,
    failing: [withSchema({ type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, required: ["a"], additionalProperties: false })],
    pointer: "/0/inputSchema/properties/b",
    passing: [
      withSchema({ type: "object", properties: { a: { type: "string" }, b: { type: ["string", "null"] } }, required: ["a", "b"], additionalProperties: false }),
    ],
  },
  {
    target: "openai-strict",
    constraint: "unsupported-keywords",
    rule: compatOpenaiStrict,
    failing: [withSchema(oneProperty({ allOf: [{ type: "string" }] }))],
    pointer: "/0/inputSchema/properties/a/allOf",
    passing: [withSchema(oneProperty({ type: "string" }))],
  },
  {
    target: "openai-strict",
    constraint: "one-of",
    rule: compatOpenaiStrict,
    failing: [withSchema(oneProperty({ oneOf: [{ type: "string" }, { type: "number" }] }))],
    pointer: "/0/inputSchema/properties/a/oneOf",
    passing: [withSchema(oneProperty({ anyOf: [{ type: "string" }, { type: "number" }] }))],
  },
  {
    target: "openai-strict",
    constraint: "nesting",
    rule: compatOpenaiStrict,
    failing: [withSchema(nested(11))],
    pointer: nestedPointer(11),
    passing: [withSchema(nested(10))],
  },
  {
    target: "openai-strict",
    constraint: "property-count",
    rule: compatOpenaiStrict,
    failing: [withSchema(manyProperties(5001))],
    pointer: "/0/inputSchema",
    passing: [withSchema(manyProperties(5000))],
  },
  {
    target: "openai-strict",
    constraint: "enum-count",
    rule: compatOpenaiStrict,
    failing: [withSchema(oneProperty(stringEnum(1001, 4)))],
    pointer: "/0/inputSchema",
    passing: [withSchema(oneProperty(stringEnum(1000, 4)))],
  },
  {
    target: "openai-strict",
    constraint: "string-size",
    rule: compatOpenaiStrict,
    failing: [withSchema(oneProperty(stringEnum(100, 1200)))],
    pointer: "/0/inputSchema",
    passing: [withSchema(oneProperty(stringEnum(100, 1199)))],
  },
  {
    target: "openai-strict",
    constraint: "large-enum-size",
    rule: compatOpenaiStrict,
    failing: [withSchema(oneProperty(stringEnum(251, 60)))],
    pointer: "/0/inputSchema/properties/a/enum",
    passing: [withSchema(oneProperty(stringEnum(251, 59)))],
  },
  // anthropic
  {
    target: "anthropic",
    constraint: "name-pattern",
    rule: compatAnthropic,
    failing: [tool({ name: "n".repeat(65) })],
    pointer: "/0/name",
    passing: [tool({ name: "n".repeat(64) })],
  },
  {
    target: "anthropic",
    constraint: "root-object",
    rule: compatAnthropic,
    failing: [withSchema({ type: "array", items: {} })],
    pointer: "/0/inputSchema/type",
    passing: [tool()],
  },
  {
    target: "anthropic",
    constraint: "root-composition",
    rule: compatAnthropic,
    failing: [withSchema({ type: "object", anyOf: [{ required: ["a"] }, { required: ["b"] }] })],
    pointer: "/0/inputSchema/anyOf",
    passing: [withSchema(oneProperty({ anyOf: [{ type: "string" }, { type: "number" }] }))],
  },
  // gemini
  {
    target: "gemini",
    constraint: "name-pattern",
    rule: compatGemini,
    failing: [tool({ name: "1st_tool" })],
    pointer: "/0/name",
    passing: [tool({ name: "_tools.list:v2-beta" })],
  },
  {
    target: "gemini",
    constraint: "root-object",
    rule: compatGemini,
    failing: [withSchema({ properties: {} })],
    pointer: "/0/inputSchema",
    passing: [withSchema({ type: "object", properties: {} })],
  },
  {
    target: "gemini",
    constraint: "schema-fields",
    rule: compatGemini,
    failing: [withSchema({ type: "object", properties: { a: { type: "string" } }, additionalProperties: false })],
    pointer: "/0/inputSchema/additionalProperties",
    passing: [withSchema({ type: "object", properties: { a: { type: "string", nullable: true } }, required: ["a"] })],
  },
  {
    target: "gemini",
    constraint: "single-type",
    rule: compatGemini,
    failing: [withSchema({ type: "object", properties: { a: { type: ["string", "null"] } } })],
    pointer: "/0/inputSchema/properties/a/type",
    passing: [withSchema({ type: "object", properties: { a: { type: "string", nullable: true } } })],
  },
  {
    target: "gemini",
    constraint: "items-object",
    rule: compatGemini,
    failing: [withSchema({ type: "object", properties: { a: { type: "array", items: [{ type: "string" }] } } })],
    pointer: "/0/inputSchema/properties/a/items",
    passing: [withSchema({ type: "object", properties: { a: { type: "array", items: { type: "string" } } } })],
  },
  {
    target: "gemini",
    constraint: "string-enum",
    rule: compatGemini,
    failing: [withSchema({ type: "object", properties: { a: { type: "integer", enum: [1, 2] } } })],
    pointer: "/0/inputSchema/properties/a/enum/0",
    passing: [withSchema({ type: "object", properties: { a: { type: "string", enum: ["1", "2"] } } })],
  },
  // cursor
  { target: "cursor", constraint: "tool-count", rule: compatClients, failing: tools(81), pointer: "/80", passing: tools(80) },
  {
    target: "cursor",
    constraint: "name-length",
    rule: compatClients,
    failing: server("github", [tool({ name: "t".repeat(54) })]),
    pointer: "/tools/0/name",
    passing: server("github", [tool({ name: "t".repeat(53) })]),
  },
  // vscode
  { target: "vscode", constraint: "tool-count", rule: compatClients, failing: tools(129), pointer: "/128", passing: tools(128) },
  {
    target: "vscode",
    constraint: "array-items",
    rule: compatClients,
    failing: [withSchema(oneProperty({ type: ["array", "null"] }))],
    pointer: "/0/inputSchema/properties/a",
    passing: [withSchema(oneProperty({ type: ["array", "null"], items: { type: "string" } }))],
  },
  // claude-code
  {
    target: "claude-code",
    constraint: "prefixed-name-length",
    rule: compatClients,
    failing: server("github", [tool({ name: "t".repeat(52) })]),
    pointer: "/tools/0/name",
    passing: server("github", [tool({ name: "t".repeat(51) })]),
  },
  {
    target: "claude-code",
    constraint: "name-collision",
    rule: compatClients,
    failing: [tool({ name: "get.file" }), tool({ name: "get_file" })],
    pointer: "/1/name",
    passing: [tool({ name: "get_file" }), tool({ name: "get-file" })],
  },
  {
    target: "claude-code",
    constraint: "description-length",
    rule: compatClients,
    failing: [tool({ description: "d".repeat(2049) })],
    pointer: "/0/description",
    passing: [tool({ description: "d".repeat(2048) })],
  },
  // claude-desktop
  {
    target: "claude-desktop",
    constraint: "name-pattern",
    rule: compatClients,
    failing: [tool({ name: "graph.list" })],
    pointer: "/0/name",
    passing: [tool({ name: "graph_list" })],
  },
  // windsurf
  { target: "windsurf", constraint: "tool-count", rule: compatClients, failing: tools(101), pointer: "/100", passing: tools(100) },
];
