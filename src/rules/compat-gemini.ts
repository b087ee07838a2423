import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { constraintOf, limitOf } from "../helpers/compat/profile.js";
import { gemini } from "../helpers/compat/profiles/index.js";
import { chosenProfiles } from "../helpers/compat/targets.js";
import { compatData, compatMessage } from "../helpers/compat/message.js";
import { geminiNameProblem, inName } from "../helpers/compat/names.js";
import { ROOT_OBJECT_FIX, inputSchemaOf, rootTypeProblem } from "../helpers/compat/root.js";
import { isInputSchemaNode } from "../helpers/compat/schema-shape.js";

/** The fields of Gemini's Schema object (Gemini API, v1beta); any other field fails the request. */
const GEMINI_FIELDS: ReadonlySet<string> = new Set([
  "type",
  "format",
  "title",
  "description",
  "nullable",
  "enum",
  "default",
  "example",
  "items",
  "minItems",
  "maxItems",
  "properties",
  "required",
  "minProperties",
  "maxProperties",
  "propertyOrdering",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "anyOf",
]);
/** Keywords through which Gemini itself reaches a subschema; anything below another keyword was already reported. */
const GEMINI_CHILDREN: ReadonlySet<string> = new Set(["properties", "items", "anyOf"]);

export default defineRule({
  meta: {
    id: "compat-gemini",
    category: "compat",
    severity: "error",
    description: "Tools that Gemini's function declarations accept: name rules and the OpenAPI subset of `parameters`.",
    defaultOptions: {},
    targets: ["gemini"],
  },
  create(context) {
    if (chosenProfiles(context.run, ["gemini"]).length === 0) return {};
    const report = (id: string, pointer: string, what: string, fix: string): void => {
      const constraint = constraintOf(gemini, id);
      context.report({ pointer, message: compatMessage(constraint, what, fix), data: compatData(gemini, constraint) });
    };
    // Subschemas under a keyword Gemini does not know: their own fields would only repeat that finding.
    const unreached = new WeakSet<SchemaNode>();
    const isUnreached = (node: SchemaNode): boolean =>
      (node.parent !== undefined && unreached.has(node.parent)) ||
      (node.via !== undefined && (!GEMINI_CHILDREN.has(node.via) || (node.via === "items" && node.key !== undefined)));
    return {
      tool(tool) {
        if (tool.name !== undefined) {
          const problem = geminiNameProblem(tool.name, limitOf(gemini, "name-pattern"));
          if (problem)
            report(
              "name-pattern",
              joinPointer(tool.pointer, "name"),
              inName(problem, tool.name),
              "Rename the tool: start with a letter or `_`, then letters, digits, `_ . : -`, at most 64 characters.",
            );
        }
        const input = inputSchemaOf(tool);
        const typeProblem = input && rootTypeProblem(input.schema, input.pointer);
        if (typeProblem) report("root-object", typeProblem.pointer, typeProblem.what, ROOT_OBJECT_FIX);
      },
      schema(node) {
        if (!isInputSchemaNode(node)) return;
        if (isUnreached(node)) {
          unreached.add(node);
          return;
        }
        const value = node.value;
        if (typeof value === "boolean") {
          report(
            "schema-fields",
            node.pointer,
            `a boolean schema \`${value}\``,
            "Write it as an object schema (`{}` has no constraint; for `false`, remove the property).",
          );
          return;
        }
        // A root that is not an object (an array, a number) is input-schema-object's to report.
        if (!isObject(value)) return;
        for (const key of Object.keys(value)) {
          if (GEMINI_FIELDS.has(key)) continue;
          report("schema-fields", joinPointer(node.pointer, key), `\`${key}\` is not a field of Gemini's Schema`, fieldFix(key));
        }
        const type = value.type;
        if (Array.isArray(type)) {
          report(
            "single-type",
            joinPointer(node.pointer, "type"),
            `\`type\` is an array (${JSON.stringify(type).slice(0, 60)})`,
            'Use one type; for a nullable value use `"nullable": true`, for alternatives `anyOf`.',
          );
        }
        if (Array.isArray(value.items)) {
          report(
            "items-object",
            joinPointer(node.pointer, "items"),
            "`items` is an array of schemas (tuple form)",
            "Give `items` one schema; describe positions in the description.",
          );
        }
        const members = value.enum;
        if (Array.isArray(members)) {
          const index = members.findIndex((member) => typeof member !== "string");
          if (index >= 0) {
            report(
              "string-enum",
              joinPointer(node.pointer, "enum", index),
              `enum member ${JSON.stringify(members[index])?.slice(0, 40) ?? "?"} is not a string`,
              'Use string enum values (with `"type": "string"`) and convert them in the server.',
            );
          }
        }
      },
    };
  },
});

function fieldFix(key: string): string {
  if (key === "$schema") return "Drop `$schema`: Gemini takes the dialect as given.";
  if (key === "$ref" || key === "$defs" || key === "definitions") return "Inline the referenced definitions (no `$ref`/`$defs`).";
  if (key === "additionalProperties") return "Drop `additionalProperties`; list the fields under `properties` instead.";
  if (key === "oneOf") return "Use `anyOf` instead of `oneOf`.";
  if (key === "const") return "Use a one-value `enum` instead of `const`.";
  if (key === "examples") return "Use `example` (one value) instead of `examples`.";
  if (key === "exclusiveMinimum" || key === "exclusiveMaximum") return "Use `minimum`/`maximum`, and state exclusivity in the description.";
  return `Remove \`${key}\` (or state it in the description).`;
}
