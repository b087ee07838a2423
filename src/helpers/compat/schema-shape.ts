/** Small questions about one raw subschema, safe on any JSON value. */
import { isObject } from "../../core/model/types.js";
import type { SchemaNode } from "../../core/schema/walk.js";
import { declaresType } from "../../core/schema/json-value.js";

export function isArraySchema(schema: unknown): boolean {
  return declaresType(schema, "array");
}

/** An object schema: declares type `object`, or has `properties` and no type at all. */
export function isObjectSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (declaresType(schema, "object")) return true;
  return !Object.hasOwn(schema, "type") && isObject(schema.properties);
}

export const ITEMS_FIX = 'Add `items` describing the elements (for example `{"type": "string"}`, or `{}` for any value).';

/** An array schema with no `items` keyword: several APIs refuse to guess what it holds. */
export function lacksItems(schema: unknown): boolean {
  return isObject(schema) && isArraySchema(schema) && !Object.hasOwn(schema, "items");
}

/** True when the walk reached this node through one of `keywords` anywhere above it. */
export function reachedThrough(node: SchemaNode, keywords: ReadonlySet<string>): boolean {
  for (let at: SchemaNode | undefined = node; at !== undefined; at = at.parent) {
    if (at.via !== undefined && keywords.has(at.via)) return true;
  }
  return false;
}

/** The schema a model API receives: the input schema only (outputSchema stays with the client). */
export function isInputSchemaNode(node: SchemaNode): boolean {
  return node.root === "inputSchema";
}

/** Length in Unicode code points, as the APIs count characters. */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
