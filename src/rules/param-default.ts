import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../schema/walk.js";
import { isObject, ownField, hasOwnField } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { declaredTypes } from "../schema/json-value.js";
import { parameterDescription } from "../params/description.js";
import { isParameter, parameterPath } from "../params/parameter.js";
import { DocumentTracker } from "../schema/documents.js";
import { propertyNames } from "../params/property-names.js";
import { sameDefault, statedDefault, type StatedDefault } from "../params/stated-default.js";

/** The stated default as JSON of the parameter's declared type: `"10"` for a string, `10` for a number. */
function defaultLiteral(stated: StatedDefault, types: ReadonlySet<string>): string {
  const numeric = types.has("number") || types.has("integer");
  if (numeric && !types.has("string") && stated.text.trim() !== "" && Number.isFinite(Number(stated.text))) return String(Number(stated.text));
  const lowered = stated.text.toLowerCase();
  if (types.has("boolean") && !types.has("string") && (lowered === "true" || lowered === "false")) return lowered;
  if (!types.has("string") && !stated.quoted && stated.kind !== "string") return stated.text;
  return JSON.stringify(stated.text);
}

/** A stated value the declared type cannot hold ("Defaults to enabled" on a boolean) is prose, not a default. */
function fitsTypes(stated: StatedDefault, types: ReadonlySet<string>): boolean {
  if (types.size === 0 || types.has("string")) return true;
  const text = stated.text.trim().toLowerCase();
  if ((types.has("number") || types.has("integer")) && text !== "" && Number.isFinite(Number(text))) return true;
  if (types.has("boolean") && (text === "true" || text === "false")) return true;
  return types.has("array") || types.has("object");
}

/** Words of a tool name that make it a partial update: an omitted field stays as it is. */
const UPDATE_WORDS = new Set(["update", "patch", "edit", "modify", "change"]);

function isUpdateTool(name: string | undefined): boolean {
  if (name === undefined) return false;
  return name.split(/[_\-.\s/:]+|(?<=[a-z0-9])(?=[A-Z])/).some((w) => UPDATE_WORDS.has(w.toLowerCase()));
}

/** Whether the parameter is listed in its object's `required`. */
function isRequired(node: SchemaNode): boolean {
  const required = ownField(node.parent?.value, "required");
  return Array.isArray(required) && node.key !== undefined && required.includes(node.key);
}

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export default defineRule({
  meta: {
    id: "param-default",
    category: "design",
    severity: "warning",
    description: "A default stated in a parameter's description is declared as the schema's `default`, with the same value.",
    defaultOptions: {},
  },
  create(context) {
    const documents = new DocumentTracker();
    return {
      schema(node) {
        if (!isParameter(node) || !isObject(node.value)) return;
        const document = documents.for(node);
        const description = parameterDescription(node.value, document);
        const stated = description === undefined ? undefined : statedDefault(description, { self: node.key, names: propertyNames(document.root) });
        if (stated === undefined || !fitsTypes(stated, new Set(declaredTypes(node.value)))) return;
        // A field of the body an update (PATCH) tool sends is left unchanged when omitted: "Default is
        // true" there is the resource's initial value, and a schema default would invite clients to
        // overwrite it. The tool's own top-level options ("draft (default: true)") keep their defaults.
        if (node.propertyDepth >= 2 && isUpdateTool(node.tool.name) && !isRequired(node) && !hasOwnField(node.value, "default")) return;
        const name = parameterPath(node);
        if (!hasOwnField(node.value, "default")) {
          context.report({
            pointer: node.pointer,
            message: `Parameter \`${name}\` says its default is \`${stated.text}\` but its schema has no \`default\`: add \`"default": ${defaultLiteral(stated, new Set(declaredTypes(node.value)))}\` so clients and models see it.`,
          });
          return;
        }
        const declared = ownField(node.value, "default");
        if (sameDefault(stated, declared)) return;
        context.report({
          pointer: joinPointer(node.pointer, "default"),
          message: `Parameter \`${name}\` says its default is \`${stated.text}\` but its schema's \`default\` is \`${shown(declared)}\`: make the description and \`default\` agree.`,
        });
      },
    };
  },
});
