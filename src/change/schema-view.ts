// A subschema seen through its local `$ref`s, so two versions of a schema are compared by
// what they mean: a definition moved into `$defs` and referenced is the same schema.
// Only `#…` references inside the tool's own schema are followed (never fetched), a few
// hops at most, and a chain that comes back to a node it has seen stops there.
import { getAtPointer, joinPointer } from "../positions/pointer.js";
import { isJsonObject, ownMember } from "./json-value.js";

/** More `$ref` hops than this in one chain is a broken or hostile schema: stop following. */
const MAX_REF_HOPS = 16;

export interface Located {
  readonly value: unknown;
  /** Absolute JSON Pointer of the value in its input. */
  readonly pointer: string;
}

/** A subschema plus the nodes its `$ref` chain leads to. */
export interface SchemaView {
  /** The schema document the references resolve in (a tool's `inputSchema` or `outputSchema`). */
  readonly root: Located;
  /** The subschema itself first, then each node its `$ref` led to. */
  readonly chain: readonly Located[];
}

function isSchema(value: unknown): boolean {
  return typeof value === "boolean" || isJsonObject(value);
}

/** Where a local `$ref` points, or undefined when it is remote, an anchor, or names nothing. */
function resolveLocalRef(root: Located, ref: string): Located | undefined {
  if (!ref.startsWith("#")) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment !== "" && !fragment.startsWith("/")) return undefined;
  const value = getAtPointer(root.value, fragment);
  return isSchema(value) ? { value, pointer: root.pointer + fragment } : undefined;
}

export function viewSchema(root: Located, node: Located): SchemaView {
  const chain: Located[] = [node];
  const seen = new Set<string>([node.pointer]);
  let current = node;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    const ref = ownMember(current.value, "$ref");
    if (typeof ref !== "string") break;
    const target = resolveLocalRef(root, ref);
    if (!target || seen.has(target.pointer)) break;
    seen.add(target.pointer);
    chain.push(target);
    current = target;
  }
  return { root, chain };
}

/** The schema a view ends on: the definition its `$ref`s lead to, or the node itself. */
export function targetOf(view: SchemaView): Located {
  return view.chain[view.chain.length - 1]!;
}

/**
 * A keyword's value and pointer, from the first node of the chain that has it: a keyword
 * next to a `$ref` wins over the referenced definition's.
 */
export function keywordOf(view: SchemaView, keyword: string): Located | undefined {
  for (const node of view.chain) {
    if (isJsonObject(node.value) && Object.hasOwn(node.value, keyword)) {
      return { value: node.value[keyword], pointer: joinPointer(node.pointer, keyword) };
    }
  }
  return undefined;
}

/** True when the view's schema is the boolean schema `false` (nothing is valid). */
export function isFalseSchema(view: SchemaView): boolean {
  return targetOf(view).value === false;
}

/** A subschema of the same document as `parent`. */
export function viewChild(parent: SchemaView, node: Located): SchemaView {
  return viewSchema(parent.root, node);
}
