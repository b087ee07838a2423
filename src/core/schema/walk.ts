import type { Dialect, DialectInfo } from "./dialect.js";
import { detectDialect } from "./dialect.js";
import { SCHEMA_ARRAY_KEYWORDS, SCHEMA_KEYWORDS, SCHEMA_MAP_KEYWORDS } from "./keyword-shapes.js";
import type { ToolNode } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";

export type SchemaRoot = "inputSchema" | "outputSchema";

/** One subschema met on the single shared walk over a tool's schema. */
export interface SchemaNode {
  /** The subschema: normally an object or a boolean; anything when the definition is broken. */
  readonly value: unknown;
  readonly pointer: string;
  readonly tool: ToolNode;
  readonly root: SchemaRoot;
  /** The keyword that led here from the parent (`properties`, `items`, `anyOf`…), undefined at the root. */
  readonly via: string | undefined;
  /** The member name under map keywords (`properties`, `$defs`, `patternProperties`…) or the index under arrays. */
  readonly key: string | undefined;
  readonly parent: SchemaNode | undefined;
  /** How many `properties` hops from the root: 0 at the root, 1 for a parameter, 2 for its members. */
  readonly propertyDepth: number;
  /** Reached through `properties/<name>`, possibly then through items or compositions: a parameter or field. */
  readonly isProperty: boolean;
  /** Inside `$defs`/`definitions` (a definition, not used until referenced). */
  readonly inDefinitions: boolean;
  readonly dialect: Dialect;
  readonly dialectInfo: DialectInfo;
  /** Depth of this node in the walk (root 0). */
  readonly depth: number;
}

/** The keywords that hold subschemas, as keyword-shapes reads them; `dependencies` may hold a schema map too. */
const SINGLE = [...SCHEMA_KEYWORDS];
const MAP = [...SCHEMA_MAP_KEYWORDS, "dependencies"];
const LIST = [...SCHEMA_ARRAY_KEYWORDS];

/** Deeper than this the walk stops (the definition is hostile or broken); the engine reports it. */
export const MAX_SCHEMA_DEPTH = 128;

function isSchemaValue(value: unknown): boolean {
  return typeof value === "boolean" || (typeof value === "object" && value !== null && !Array.isArray(value));
}

/**
 * Visits every subschema of `schema` once, pre-order, with an explicit stack so hostile
 * nesting cannot overflow the call stack. Returns the pointers where depth ran out.
 */
export function walkSchema(schema: unknown, base: { pointer: string; tool: ToolNode; root: SchemaRoot }, visit: (node: SchemaNode) => void): string[] {
  const dialectInfo = detectDialect(schema);
  const truncated: string[] = [];
  const rootNode: SchemaNode = {
    value: schema,
    pointer: base.pointer,
    tool: base.tool,
    root: base.root,
    via: undefined,
    key: undefined,
    parent: undefined,
    propertyDepth: 0,
    isProperty: false,
    inDefinitions: false,
    dialect: dialectInfo.dialect,
    dialectInfo,
    depth: 0,
  };
  const stack: SchemaNode[] = [rootNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const value = node.value;
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    if (node.depth >= MAX_SCHEMA_DEPTH) {
      truncated.push(node.pointer);
      continue;
    }
    const children: SchemaNode[] = [];
    // The pointer is joined only for a subschema (most nodes have no `items`, most values are no schema).
    const child = (childValue: unknown, via: string, key: string | undefined, member?: string | number): void => {
      if (!isSchemaValue(childValue)) return;
      const pointer = member === undefined ? joinPointer(node.pointer, via) : joinPointer(node.pointer, via, member);
      const viaProperties = via === "properties";
      const definitions = via === "$defs" || via === "definitions";
      children.push({
        value: childValue,
        pointer,
        tool: node.tool,
        root: node.root,
        via,
        key,
        parent: node,
        propertyDepth: node.propertyDepth + (viaProperties ? 1 : 0),
        isProperty: viaProperties || (node.isProperty && !definitions && via !== "patternProperties"),
        inDefinitions: node.inDefinitions || definitions,
        dialect: dialectInfo.dialect,
        dialectInfo,
        depth: node.depth + 1,
      });
    };
    const record = value as Record<string, unknown>;
    for (const keyword of MAP) {
      const members = record[keyword];
      if (typeof members !== "object" || members === null || Array.isArray(members)) continue;
      for (const name of Object.keys(members)) {
        child((members as Record<string, unknown>)[name], keyword, name, name);
      }
    }
    for (const keyword of LIST) {
      const members = record[keyword];
      if (!Array.isArray(members)) continue;
      members.forEach((member, i) => child(member, keyword, String(i), i));
    }
    const items = record.items;
    if (Array.isArray(items)) items.forEach((member, i) => child(member, "items", String(i), i));
    else child(items, "items", undefined);
    for (const keyword of SINGLE) {
      if (Object.hasOwn(record, keyword)) {
        child(record[keyword], keyword, undefined);
      }
    }
    // Reverse so the stack pops children in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return truncated;
}
