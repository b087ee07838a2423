// The project's one `$ref` resolver. Resolves references inside one schema document, the way
// JSON Schema reads them: against the base URI set by `$id`, to a JSON Pointer (`~0`/`~1` and
// percent-escapes decoded, own properties only) or a named anchor. Nothing outside the
// document is ever loaded: a reference to another document (remote or relative) is only
// reported. Chains of references are followed a bounded number of hops and stop on a cycle.
import { getAtPointer, splitPointer } from "../positions/pointer.js";
import { walkSchema, type SchemaNode } from "./walk.js";
import { code } from "./json-value.js";
import { detectDialect, type Dialect } from "./dialect.js";
import { isObject, ownField, type ToolNode } from "../model/types.js";

/** A URI scheme of our own, so relative references resolve but never name a real place. */
const DOCUMENT_SCHEME = "mcp-tool-lint:";
/** The base URI of a document without `$id`. */
export const DOCUMENT_BASE = `${DOCUMENT_SCHEME}/schema`;
/** More `$ref` hops than this in one chain is a broken or hostile schema: stop following. */
export const MAX_REF_HOPS = 16;
/** The index walk needs a tool for its nodes; it reads none of it. */
const NO_TOOL: ToolNode = { value: undefined, index: -1, pointer: "", name: undefined };
/** What the WHATWG URL parser silently removes from a reference; such a reference is not one. */
const STRIPPED_BY_URL = /[\t\n\r]|^[\u0000-\u0020]|[\u0000-\u0020]$/;

export type RefResolution =
  /** `path` is the target's pointer relative to the root schema; `base` its base URI. */
  | { readonly kind: "found"; readonly value: unknown; readonly path: string; readonly base: string }
  /** Inside this document, but nothing (or no schema) is there. */
  | { readonly kind: "missing"; readonly detail: string }
  /** Another document: never fetched. `remote` when it names a network or file location. */
  | { readonly kind: "external"; readonly uri: string; readonly remote: boolean }
  | { readonly kind: "invalid" };

/** One schema a `$ref` chain reached: its value, pointer relative to the root, and base URI. */
export interface RefTarget {
  readonly value: unknown;
  readonly path: string;
  readonly base: string;
}

function ownString(value: unknown, key: string): string | undefined {
  const found = ownField(value, key);
  return typeof found === "string" ? found : undefined;
}

function resolveUri(reference: string, base: string): URL | undefined {
  try {
    return new URL(reference, base);
  } catch {
    return undefined;
  }
}

function withoutFragment(url: URL): string {
  return url.href.slice(0, url.href.length - url.hash.length).replace(/#$/, "");
}

/** One schema document (a tool's inputSchema or outputSchema) and its resources. */
export class SchemaDocument {
  private readonly idKey: string;
  private readonly rootBase: string;
  /** Embedded resources (`$id`), named anchors and the subschemas under another base, indexed on first need. */
  private index: Index | undefined;

  constructor(
    readonly root: unknown,
    readonly dialect: Dialect = detectDialect(root).dialect,
  ) {
    this.idKey = dialect === "draft-04" ? "id" : "$id";
    this.rootBase = this.baseWith(DOCUMENT_BASE, root);
  }

  /** The base URI in force inside `schema`, given the base around it. */
  baseWith(outer: string, schema: unknown): string {
    const id = ownString(schema, this.idKey);
    if (id === undefined || id.startsWith("#")) return outer;
    const url = resolveUri(id, outer);
    return url ? withoutFragment(url) : outer;
  }

  /** The base URI inside a node of this document's walk, applying each `$id` on its way from the root. */
  baseOf(node: SchemaNode): string {
    let withIds: unknown[] | undefined;
    for (let current: SchemaNode | undefined = node; current?.parent; current = current.parent) {
      if (ownString(current.value, this.idKey) !== undefined) (withIds ??= []).push(current.value);
    }
    if (withIds === undefined) return this.rootBase;
    let base = this.rootBase;
    for (let i = withIds.length - 1; i >= 0; i--) base = this.baseWith(base, withIds[i]);
    return base;
  }

  /** The base URI at a path (relative to the root), applying each `$id` met on the way down. */
  baseAt(path: string): string {
    let base = this.rootBase;
    let node = this.root;
    for (const segment of splitPointer(path)) {
      if (Array.isArray(node)) node = node[Number(segment)];
      else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
      else break;
      base = this.baseWith(base, node);
    }
    return base;
  }

  /** Resolves `reference` as written at a place whose base URI is `base`. */
  resolve(reference: string, base: string): RefResolution {
    if (STRIPPED_BY_URL.test(reference)) return { kind: "invalid" };
    const url = resolveUri(reference, base);
    if (url === undefined) return { kind: "invalid" };
    const document = withoutFragment(url);
    let resourcePath: string | undefined = document === this.rootBase ? "" : undefined;
    if (resourcePath === undefined) resourcePath = this.indexed().resources.get(document);
    if (resourcePath === undefined) {
      return { kind: "external", uri: reference, remote: !document.startsWith(DOCUMENT_SCHEME) };
    }
    let fragment: string;
    try {
      fragment = decodeURIComponent(url.hash.slice(1));
    } catch {
      return { kind: "invalid" };
    }
    if (fragment === "" || fragment.startsWith("/")) {
      const path = resourcePath + fragment;
      const value = getAtPointer(this.root, path);
      if (value === undefined) return { kind: "missing", detail: `nothing is at ${code(fragment)}` };
      if (!isObject(value) && typeof value !== "boolean") return { kind: "missing", detail: `${code(fragment)} is not a schema` };
      return { kind: "found", value, path, base: this.baseAt(path) };
    }
    const anchorPath = this.indexed().anchors.get(`${document}#${fragment}`);
    if (anchorPath === undefined) return { kind: "missing", detail: `no subschema is named ${code(fragment)}` };
    return { kind: "found", value: getAtPointer(this.root, anchorPath), path: anchorPath, base: this.baseAt(anchorPath) };
  }

  /**
   * The `$ref` chain that starts at `schema` (a subschema of this document): each schema it
   * reaches, in order, empty when `schema` has no `$ref`. Only `$ref` is followed (a
   * `$dynamicRef` depends on the path taken to get here); the chain stops at a reference
   * that does not resolve here (remote, missing, not a schema), at a schema it has already
   * reached, and after MAX_REF_HOPS hops. `base` is the base URI around `schema`; when left
   * out it is looked up from where `schema` sits in the document.
   */
  follow(schema: unknown, base?: string): RefTarget[] {
    const chain: RefTarget[] = [];
    let reference = ownString(schema, "$ref");
    if (reference === undefined) return chain;
    let here = this.baseWith(base ?? this.baseAround(schema), schema);
    const seen = new Set<unknown>([schema]);
    for (let hop = 0; hop < MAX_REF_HOPS && reference !== undefined; hop++) {
      const target = this.resolve(reference, here);
      if (target.kind !== "found" || seen.has(target.value)) break;
      seen.add(target.value);
      chain.push({ value: target.value, path: target.path, base: target.base });
      reference = ownString(target.value, "$ref");
      here = target.base;
    }
    return chain;
  }

  /** The base URI around a subschema of this document (before its own `$id`); the root's for anything else. */
  private baseAround(schema: unknown): string {
    if (typeof schema !== "object" || schema === null) return this.rootBase;
    return this.indexed().outerBases.get(schema) ?? this.rootBase;
  }

  /** Builds the index of `$id`s and anchors with the engine's shared schema walk, once. */
  private indexed(): Index {
    if (this.index) return this.index;
    const resources = new Map<string, string>();
    const anchors = new Map<string, string>();
    const outerBases = new Map<object, string>();
    const bases = new Map<string, string>([["", this.rootBase]]);
    walkSchema(this.root, { pointer: "", tool: NO_TOOL, root: "inputSchema" }, (node) => {
      const outer = node.parent ? (bases.get(node.parent.pointer) ?? this.rootBase) : DOCUMENT_BASE;
      const base = this.baseWith(outer, node.value);
      bases.set(node.pointer, base);
      // Most documents have one base: only the subschemas under another one are remembered.
      if (node.parent && outer !== this.rootBase && typeof node.value === "object" && node.value !== null) outerBases.set(node.value, outer);
      if (base !== outer || node.pointer === "") resources.set(base, node.pointer);
      const id = ownString(node.value, this.idKey);
      if (id?.startsWith("#")) anchors.set(`${base}#${id.slice(1)}`, node.pointer);
      for (const key of ["$anchor", "$dynamicAnchor"]) {
        const anchor = ownString(node.value, key);
        if (anchor !== undefined) anchors.set(`${base}#${anchor}`, node.pointer);
      }
    });
    this.index = { resources, anchors, outerBases };
    return this.index;
  }
}

interface Index {
  /** Base URI of each resource → its pointer. */
  readonly resources: Map<string, string>;
  /** `base#name` → the pointer of the subschema that anchor names. */
  readonly anchors: Map<string, string>;
  /** The base URI around each subschema whose outer base is not the root's. */
  readonly outerBases: Map<object, string>;
}
