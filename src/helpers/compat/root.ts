import { isObject, type JsonObject, type ToolNode } from "../../core/model/types.js";
import { joinPointer } from "../../core/positions/pointer.js";

/** A tool's inputSchema when it is a JSON object, with its pointer; otherwise input-schema-object speaks. */
export function inputSchemaOf(tool: ToolNode): { schema: JsonObject; pointer: string } | undefined {
  if (!isObject(tool.value) || !Object.hasOwn(tool.value, "inputSchema")) return undefined;
  const schema = tool.value.inputSchema;
  return isObject(schema) ? { schema, pointer: joinPointer(tool.pointer, "inputSchema") } : undefined;
}

export const ROOT_OBJECT_FIX = 'Declare `"type": "object"` at the root of inputSchema.';

/** When the root does not declare `type: "object"`: what it declares instead, and where to point. */
export function rootTypeProblem(schema: JsonObject, pointer: string): { what: string; pointer: string } | undefined {
  if (!Object.hasOwn(schema, "type")) return { what: "inputSchema has no `type` at the root", pointer };
  const type = schema.type;
  if (type === "object") return undefined;
  return { what: `inputSchema's root has \`type: ${JSON.stringify(type)}\`, not \`"object"\``, pointer: joinPointer(pointer, "type") };
}

/** The keywords of `keywords` present at the root, in that order. */
export function rootKeywords(schema: JsonObject, keywords: readonly string[]): string[] {
  return keywords.filter((keyword) => Object.hasOwn(schema, keyword));
}

/** How to restate a root-level keyword the target refuses. */
export function rootKeywordFix(keyword: string): string {
  if (keyword === "oneOf" || keyword === "anyOf" || keyword === "allOf") {
    return `Put every field under the root \`properties\` (optional where the variants differ), explain which combinations are valid in the description, and drop the root \`${keyword}\`; a union can live under a property instead.`;
  }
  return `Remove \`${keyword}\` from the root: the root must be a plain object schema, so put the constraint on a property.`;
}

/** The tool's description when it is a string. */
export function descriptionOf(tool: ToolNode): string | undefined {
  if (!isObject(tool.value) || !Object.hasOwn(tool.value, "description")) return undefined;
  const description = tool.value.description;
  return typeof description === "string" ? description : undefined;
}
