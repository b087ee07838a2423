// What counts as a parameter for the design rules, and how to name one in a message.
import type { SchemaNode } from "../../core/schema/walk.js";
import { isObject, ownField, hasOwnField } from "../../core/model/types.js";

/** Subschemas that only test a value (`if`, `not`…): properties there restate, they do not declare. */
const TESTS_ONLY = new Set(["not", "if", "contains", "propertyNames"]);
/** Subschemas that apply to the same object as their parent. */
const SAME_OBJECT = new Set(["allOf", "anyOf", "oneOf", "then", "else", "dependentSchemas", "dependencies"]);

function underTestOnly(node: SchemaNode): boolean {
  for (let current: SchemaNode | undefined = node; current !== undefined; current = current.parent) {
    if (current.via !== undefined && TESTS_ONLY.has(current.via)) return true;
  }
  return false;
}

/** A member of `properties` at any depth of a tool's inputSchema (nested objects and array items included). */
export function isParameter(node: SchemaNode): boolean {
  return node.root === "inputSchema" && node.via === "properties" && node.key !== undefined && !underTestOnly(node);
}

/**
 * True when the parameter sits in a composition branch (`anyOf`, `then`…) of an object that
 * declares the same property itself: the branch narrows it (`{"const": "a"}`), the outer one describes it.
 */
export function restatesOuterProperty(node: SchemaNode): boolean {
  let holder = node.parent;
  while (holder !== undefined && holder.via !== undefined && SAME_OBJECT.has(holder.via)) {
    holder = holder.parent;
    const properties = ownField(holder?.value, "properties");
    if (isObject(properties) && node.key !== undefined && hasOwnField(properties, node.key)) return true;
  }
  return false;
}

/**
 * A readable path to the parameter: `options.width`, `files[].path`, `$defs.Address.street`.
 * Composition hops (`anyOf/0`) are left out: they do not change what the caller writes.
 */
export function parameterPath(node: SchemaNode): string {
  const parts: string[] = [];
  for (let current: SchemaNode | undefined = node; current?.parent !== undefined; current = current.parent) {
    if (current.via === "properties" || current.via === "$defs" || current.via === "definitions") {
      parts.push(current.via === "properties" ? String(current.key) : `${current.via}.${String(current.key)}`);
    } else if (current.via === "items" || current.via === "prefixItems" || current.via === "additionalItems") {
      parts.push("[]");
    } else if (current.via === "additionalProperties" || current.via === "patternProperties") {
      parts.push("{}");
    }
  }
  let path = "";
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    path += part === "[]" || part === "{}" ? part : path === "" ? part : `.${part}`;
  }
  return path;
}

/** Whether the parameter is listed in its object's `required`. */
export function isRequired(node: SchemaNode): boolean {
  const required = ownField(node.parent?.value, "required");
  return Array.isArray(required) && node.key !== undefined && required.includes(node.key);
}
