// The schema document a node belongs to, made once per root schema for the rules that
// resolve `$ref`s, so each rule keeps one small object per schema rather than a global cache.
import type { SchemaNode } from "./walk.js";
import { SchemaDocument } from "./refs.js";

/** Remembers the document of the root being walked; the walk finishes one root before the next. */
export class DocumentTracker {
  private root: SchemaNode | undefined;
  private document: SchemaDocument | undefined;

  for(node: SchemaNode): SchemaDocument {
    let root = node;
    while (root.parent) root = root.parent;
    if (this.document === undefined || this.root !== root) {
      this.document = new SchemaDocument(root.value, root.dialect);
      this.root = root;
    }
    return this.document;
  }
}
