import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject, type ToolNode } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { constraintOf, limitOf } from "../helpers/compat/profile.js";
import { openaiStrict } from "../helpers/compat/profiles/index.js";
import { chosenProfiles } from "../helpers/compat/targets.js";
import { compatData, compatMessage } from "../helpers/compat/message.js";
import { isInputSchemaNode, isObjectSchema, reachedThrough } from "../helpers/compat/schema-shape.js";

const UNSUPPORTED = ["allOf", "not", "dependentRequired", "dependentSchemas", "if", "then", "else"] as const;
/** Below these keywords the subschema is already refused; its own shape would only repeat that. */
const REFUSED_PATHS: ReadonlySet<string> = new Set([...UNSUPPORTED, "oneOf"]);
/** Enums above this many values also have a size limit. */
const LARGE_ENUM_VALUES = 250;

/** Running totals over one tool's inputSchema, for the schema-wide limits. */
interface Totals {
  tool: ToolNode;
  properties: number;
  enumValues: number;
  stringSize: number;
  deepReported: boolean;
}

export default defineRule({
  meta: {
    id: "compat-openai-strict",
    category: "compat",
    severity: "error",
    description: "Tools that OpenAI's strict mode (Structured Outputs) accepts: closed objects, every property required, supported keywords, size limits.",
    defaultOptions: {},
    targets: ["openai-strict"],
  },
  create(context) {
    if (chosenProfiles(context.run, ["openai-strict"]).length === 0) return {};
    const report = (id: string, pointer: string, what: string, fix: string, tool?: string): void => {
      const constraint = constraintOf(openaiStrict, id);
      context.report({ pointer, tool, message: compatMessage(constraint, what, fix), data: compatData(openaiStrict, constraint) });
    };
    let totals: Totals | undefined;
    const flush = (): void => {
      if (!totals) return;
      const { tool } = totals;
      const at = joinPointer(tool.pointer, "inputSchema");
      const over = (id: string, count: number, what: string, fix: string): void => {
        const limit = limitOf(openaiStrict, id);
        if (count > limit) report(id, at, `${what} ${count} (at most ${limit})`, fix, tool.name);
      };
      over("property-count", totals.properties, "properties in the schema number", "Split the tool, or take rarely used fields as one string.");
      over(
        "enum-count",
        totals.enumValues,
        "enum values in the schema number",
        "Replace the largest enums with a string and list the common values in the description.",
      );
      over(
        "string-size",
        totals.stringSize,
        "property names, definition names, enum and const values total",
        "Shorten names and move long value lists into descriptions.",
      );
      totals = undefined;
    };
    return {
      tool(tool) {
        flush();
        totals = { tool, properties: 0, enumValues: 0, stringSize: 0, deepReported: false };
      },
      schema(node) {
        if (!isInputSchemaNode(node) || !totals || !isObject(node.value) || reachedThrough(node, REFUSED_PATHS)) return;
        const value = node.value;
        for (const keyword of UNSUPPORTED) {
          if (Object.hasOwn(value, keyword))
            report("unsupported-keywords", joinPointer(node.pointer, keyword), `\`${keyword}\` is not supported`, keywordFix(keyword));
        }
        if (Object.hasOwn(value, "oneOf"))
          report("one-of", joinPointer(node.pointer, "oneOf"), "`oneOf` is not supported", "Use `anyOf` (strict mode supports it below the root).");
        if (isObjectSchema(value)) checkObject(node, value, report);
        const nesting = limitOf(openaiStrict, "nesting");
        if (node.propertyDepth > nesting && !totals.deepReported) {
          totals.deepReported = true;
          report(
            "nesting",
            node.pointer,
            `objects are nested ${node.propertyDepth} levels deep (at most ${nesting})`,
            "Flatten the structure: lift nested fields up, or take a deep part as a JSON string.",
          );
        }
        addTotals(totals, node, report);
      },
      listEnd() {
        flush();
      },
    };
  },
});

type Report = (id: string, pointer: string, what: string, fix: string) => void;

function checkObject(node: SchemaNode, value: Record<string, unknown>, report: Report): void {
  if (value.additionalProperties !== false) {
    const present = Object.hasOwn(value, "additionalProperties");
    report(
      "additional-properties",
      present ? joinPointer(node.pointer, "additionalProperties") : node.pointer,
      present ? "`additionalProperties` is not `false` on this object" : "this object does not set `additionalProperties: false`",
      'Add `"additionalProperties": false` to every object schema.',
    );
  }
  const properties = value.properties;
  if (!isObject(properties)) return;
  const required = Array.isArray(value.required) ? value.required : [];
  for (const name of Object.keys(properties)) {
    if (required.includes(name)) continue;
    report(
      "all-required",
      joinPointer(node.pointer, "properties", name),
      `property \`${name}\` is not listed in \`required\``,
      'Add it to `required`; to keep it optional, let its type include `null` (`"type": ["string", "null"]`).',
    );
  }
}

function addTotals(totals: Totals, node: SchemaNode, report: Report): void {
  const value = node.value as Record<string, unknown>;
  const properties = value.properties;
  if (isObject(properties)) {
    for (const name of Object.keys(properties)) {
      totals.properties++;
      totals.stringSize += name.length;
    }
  }
  for (const keyword of ["$defs", "definitions"]) {
    const definitions = value[keyword];
    if (isObject(definitions)) for (const name of Object.keys(definitions)) totals.stringSize += name.length;
  }
  if (Object.hasOwn(value, "const")) totals.stringSize += valueSize(value.const);
  const members = value.enum;
  if (!Array.isArray(members)) return;
  totals.enumValues += members.length;
  let enumSize = 0;
  for (const member of members) enumSize += valueSize(member);
  totals.stringSize += enumSize;
  const maxSize = limitOf(openaiStrict, "large-enum-size");
  if (members.length > LARGE_ENUM_VALUES && members.every((m) => typeof m === "string") && enumSize > maxSize) {
    report(
      "large-enum-size",
      joinPointer(node.pointer, "enum"),
      `this enum has ${members.length} values totalling ${enumSize} characters (at most ${maxSize} above ${LARGE_ENUM_VALUES} values)`,
      "Shorten the values, or take a string and list the common values in the description.",
    );
  }
}

/** Characters a value adds to the string-size total: a string's length, else its JSON length. */
function valueSize(value: unknown): number {
  if (typeof value === "string") return value.length;
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

function keywordFix(keyword: string): string {
  if (keyword === "allOf") return "Merge the `allOf` branches into one schema.";
  if (keyword === "not") return "Drop `not` and state the exclusion in the description.";
  if (keyword === "if" || keyword === "then" || keyword === "else") return "Drop the conditional and state the rule in the description.";
  return `Drop \`${keyword}\` and state the dependency in the description.`;
}
