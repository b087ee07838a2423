import { visit } from "jsonc-parser";
import { joinPointer, splitPointer } from "./pointer.js";
import { type JsonEvents, scanJson, scanJsonBytes } from "./scan-json.js";

/** A 1-based region in a text, columns in UTF-16 code units (what SARIF calls utf16CodeUnits). */
export interface Region {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface DuplicateKey {
  /** Pointer of the member (object pointer + key). */
  readonly pointer: string;
  readonly key: string;
  readonly region: Region;
  /** Line of the first occurrence. */
  readonly firstLine: number;
}

export interface LocateResult {
  /** Region per requested pointer; a pointer that names nothing maps to its nearest existing ancestor. */
  readonly regions: Map<string, Region>;
  readonly duplicateKeys: DuplicateKey[];
}

/** The wanted pointers as a trie of segments, so deep pointers cost memory linear in their length. */
interface TrieNode {
  /** Created only for nodes with children: most nodes are leaves. */
  children: Map<string, TrieNode> | undefined;
  region: Region | undefined;
  /** The node one segment up (undefined at the root): a pointer's nearest placed ancestor is found walking up. */
  readonly parent: TrieNode | undefined;
}

interface Frame {
  readonly isObject: boolean;
  /** The trie node of this container, or undefined when no wanted pointer lies inside it. */
  readonly node: TrieNode | undefined;
  index: number;
  key: string;
  keyLine: number;
  keyColumn: number;
  keyLength: number;
  /** First line of each key in this object, to report duplicates. */
  readonly keys: Map<string, number> | undefined;
}

function region(line: number, column: number, length: number): Region {
  return { line: line + 1, column: column + 1, endLine: line + 1, endColumn: column + 1 + length };
}

/**
 * Records regions for the trie's nodes from scanner events. A member's region starts at its
 * key and ends after a scalar value, or after the key when the value is a container; an
 * element's region is its value (a container's opening bracket).
 */
class PositionRecorder implements JsonEvents {
  readonly duplicateKeys: DuplicateKey[] = [];
  private readonly stack: Frame[] = [];

  constructor(private readonly root: TrieNode) {}

  private child(): TrieNode | undefined {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) return this.root;
    return parent.node?.children?.get(parent.isObject ? parent.key : String(parent.index));
  }

  private place(node: TrieNode, line: number, column: number, length: number, scalar: boolean): void {
    const parent = this.stack[this.stack.length - 1];
    if (!parent?.isObject) {
      node.region = region(line, column, length);
      return;
    }
    // From the key, to the end of a scalar value or of the key (one object made, not three).
    node.region = scalar
      ? { line: parent.keyLine + 1, column: parent.keyColumn + 1, endLine: line + 1, endColumn: column + 1 + length }
      : region(parent.keyLine, parent.keyColumn, parent.keyLength);
  }

  private afterValue(): void {
    const parent = this.stack[this.stack.length - 1];
    if (parent && !parent.isObject) parent.index++;
  }

  open(isObject: boolean, line: number, column: number): void {
    const node = this.child();
    if (node) this.place(node, line, column, 1, false);
    this.stack.push({ isObject, node, index: 0, key: "", keyLine: 0, keyColumn: 0, keyLength: 0, keys: isObject ? new Map() : undefined });
  }

  close(): void {
    this.stack.pop();
    this.afterValue();
  }

  key(key: string, line: number, column: number, length: number, path: () => string): void {
    const frame = this.stack[this.stack.length - 1]!;
    frame.key = key;
    frame.keyLine = line;
    frame.keyColumn = column;
    frame.keyLength = length;
    const firstLine = frame.keys!.get(key);
    if (firstLine === undefined) frame.keys!.set(key, line + 1);
    else this.duplicateKeys.push({ pointer: joinPointer(path(), key), key, region: region(line, column, length), firstLine });
  }

  scalar(line: number, column: number, length: number): void {
    const node = this.child();
    if (node) this.place(node, line, column, length, true);
    this.afterValue();
  }
}

/**
 * Resolves JSON Pointers to regions in one streaming pass over the text (no AST is kept, so
 * memory stays flat on large inputs), and reports duplicate keys, which `JSON.parse` silently
 * collapses. Strict JSON (already accepted by JSON.parse) goes through the iterative scanner
 * in scan-json.ts, as text or as the UTF-8 bytes it was decoded from (a big input keeps only
 * those); JSON with comments (configs) through jsonc-parser's visitor.
 */
export function locate(text: string | Uint8Array, pointers: Iterable<string>, options: { allowComments?: boolean } = {}): LocateResult {
  const root: TrieNode = { children: undefined, region: undefined, parent: undefined };
  // Each wanted pointer's own node (no list of its segments kept: 155,000 pointers at 100,000 tools).
  const paths = new Map<string, TrieNode>();
  for (const pointer of pointers) {
    if (paths.has(pointer)) continue;
    let node = root;
    for (const segment of splitPointer(pointer)) {
      node.children ??= new Map();
      let next = node.children.get(segment);
      if (!next) node.children.set(segment, (next = { children: undefined, region: undefined, parent: node }));
      node = next;
    }
    paths.set(pointer, node);
  }
  const recorder = new PositionRecorder(root);
  if (typeof text !== "string") scanJsonBytes(text, recorder);
  else if (options.allowComments) visitJsonc(text, recorder);
  else scanJson(text, recorder);

  // A pointer that names nothing (a missing field) takes its nearest existing ancestor's region:
  // the deepest node on its path that the scan placed.
  const regions = new Map<string, Region>();
  for (const [pointer, node] of paths) {
    let at: TrieNode | undefined = node;
    while (at !== undefined && at.region === undefined) at = at.parent;
    if (at !== undefined) regions.set(pointer, at.region!);
  }
  return { regions, duplicateKeys: recorder.duplicateKeys };
}

/** Feeds JSON with comments and trailing commas to the recorder through jsonc-parser's visitor. */
function visitJsonc(text: string, events: JsonEvents): void {
  visit(
    text,
    {
      onObjectBegin: (_offset, _length, line, column) => events.open(true, line, column),
      onArrayBegin: (_offset, _length, line, column) => events.open(false, line, column),
      onObjectEnd: () => events.close(),
      onArrayEnd: () => events.close(),
      onObjectProperty: (key, _offset, length, line, column, pathSupplier) => events.key(key, line, column, length, () => joinPointer("", ...pathSupplier())),
      onLiteralValue: (_value, _offset, length, line, column) => events.scalar(line, column, length),
    },
    { disallowComments: false, allowTrailingComma: true },
  );
}
