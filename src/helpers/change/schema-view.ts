// A subschema seen through its local `$ref`s, so two versions of a schema are compared by
// what they mean: a definition moved into `$defs` and referenced is the same schema.
// References are followed by the schema document's resolver: only inside the tool's own
// schema (never fetched), a bounded number of hops, stopping on a cycle.
import { joinPointer } from "../../core/positions/pointer.js";
import { SchemaDocument } from "../../core/schema/refs.js";
import { isObject } from "../../core/model/types.js";

export interface Located {
  readonly value: unknown;
  /** Absolute JSON Pointer of the value in its input. */
  readonly pointer: string;
}

/** A subschema plus the nodes its `$ref` chain leads to. */
export interface SchemaView {
  /** The schema document the references resolve in (a tool's `inputSchema` or `outputSchema`). */
  readonly root: Located;
  readonly document: SchemaDocument;
  /** The subschema itself first, then each node its `$ref` led to. */
  readonly chain: readonly Located[];
}

function view(root: Located, document: SchemaDocument, node: Located): SchemaView {
  const chain: Located[] = [node];
  for (const target of document.follow(node.value)) chain.push({ value: target.value, pointer: root.pointer + target.path });
  return { root, document, chain };
}

/** The view of a schema document's root. */
export function viewSchema(root: Located): SchemaView {
  return view(root, new SchemaDocument(root.value), root);
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
    if (isObject(node.value) && Object.hasOwn(node.value, keyword)) {
      return { value: node.value[keyword], pointer: joinPointer(node.pointer, keyword) };
    }
  }
  return undefined;
}

/** A subschema of the same document as `parent`. */
export function viewChild(parent: SchemaView, node: Located): SchemaView {
  return view(parent.root, parent.document, node);
}
