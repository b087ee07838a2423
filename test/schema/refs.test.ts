// schema-ref resolves local references synchronously, by JSON Pointer and anchor, instead of
// running @apidevtools/json-schema-ref-parser in a `prepare` step. This shows the two agree on
// every local pointer reference a schema can make (the corpus's, escaped and percent-encoded
// ones), so nothing is lost, and pins where they part: ref-parser reads inherited properties
// (`#/constructor` is Object) and follows a `$ref` met half-way down a pointer, while a JSON
// Schema pointer addresses the document as written.
import { readdirSync, readFileSync } from "node:fs";
import { $RefParser } from "@apidevtools/json-schema-ref-parser";
import { describe, expect, it } from "vitest";
import { walkSchema } from "../../src/core/schema/walk.js";
import { viewChild, viewSchema } from "../../src/helpers/change/schema-view.js";
import { fieldThroughRef, followRefs } from "../../src/helpers/params/schema-fields.js";
import { DOCUMENT_BASE, MAX_REF_HOPS, SchemaDocument } from "../../src/core/schema/refs.js";

const CORPUS = new URL("../../corpus/real/", import.meta.url);
const tool = { value: {}, index: 0, pointer: "", name: "t" };
const documentOf = (schema: unknown) => new SchemaDocument(schema, "2020-12");

/** Every `$ref` string at a schema position of `schema`. */
function referencesIn(schema: unknown): string[] {
  const refs: string[] = [];
  walkSchema(schema, { pointer: "", tool, root: "inputSchema" }, (node) => {
    const value = node.value as Record<string, unknown>;
    if (typeof value === "object" && value !== null && typeof value.$ref === "string") refs.push(value.$ref);
  });
  return refs;
}

async function agree(schema: unknown, refs: readonly string[]): Promise<void> {
  const parsed = await $RefParser.resolve(structuredClone(schema) as object, { resolve: { external: false } });
  const document = documentOf(schema);
  for (const ref of refs) {
    const ours = document.resolve(ref, DOCUMENT_BASE);
    expect(ours.kind, ref).toBe("found");
    // ref-parser's `get` also follows a `$ref` it lands on: so does `follow`, the chain every consumer reads.
    const found = ours.kind === "found" ? ours.value : undefined;
    const chain = document.follow({ $ref: ref }, DOCUMENT_BASE);
    expect(chain[0]?.value, ref).toBe(found);
    expect(chain.at(-1)?.value, ref).toEqual(parsed.get(ref));
  }
}

describe("local $ref resolution", () => {
  it("agrees with json-schema-ref-parser on every reference in the corpus", async () => {
    let checked = 0;
    for (const file of readdirSync(CORPUS).filter((f) => f.endsWith(".json"))) {
      const list = JSON.parse(readFileSync(new URL(file, CORPUS), "utf8")) as { tools: Array<Record<string, unknown>> };
      for (const t of list.tools) {
        for (const root of ["inputSchema", "outputSchema"]) {
          const refs = referencesIn(t[root]);
          if (refs.length === 0) continue;
          await agree(t[root], refs);
          checked += refs.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("agrees on escaped, percent-encoded, nested and recursive pointers", async () => {
    const schema = {
      type: "object",
      properties: { node: { $ref: "#/$defs/node" }, list: { type: "array", items: [{ type: "string" }] } },
      $defs: {
        node: { type: "object", properties: { next: { $ref: "#/$defs/node" } } },
        "a/b": { type: "number" },
        "til~de": { type: "boolean" },
        "sp ace": { type: "null" },
        "per%cent": { minimum: 1 },
      },
    };
    await agree(schema, [
      "#",
      "#/$defs/node",
      "#/$defs/node/properties/next",
      "#/$defs/a~1b",
      "#/$defs/til~0de",
      "#/$defs/sp%20ace",
      "#/$defs/per%25cent",
      "#/properties/list/items/0",
    ]);
  });

  it("reads the document as written: no inherited properties, no detour through a `$ref`", () => {
    const schema = { type: "object", properties: { a: { $ref: "#/$defs/x" } }, $defs: { x: { type: "string" } } };
    const document = documentOf(schema);
    expect(document.resolve("#/constructor", DOCUMENT_BASE).kind).toBe("missing");
    expect(document.resolve("#/properties/a/type", DOCUMENT_BASE).kind).toBe("missing");
    expect(document.resolve("#/properties/a", DOCUMENT_BASE)).toMatchObject({ kind: "found", path: "/properties/a" });
  });

  it("never treats another document as this one", () => {
    const document = documentOf({ $id: "https://example.com/a.json", $defs: { x: {} } });
    expect(document.resolve("https://example.com/a.json#/$defs/x", DOCUMENT_BASE).kind).toBe("found");
    expect(document.resolve("https://example.com/b.json#/$defs/x", DOCUMENT_BASE)).toMatchObject({ kind: "external", remote: true });
    expect(documentOf({ $defs: { x: {} } }).resolve("b.json#/$defs/x", DOCUMENT_BASE)).toMatchObject({ kind: "external", remote: false });
  });

  it("follows a chain to its end, stopping on a cycle, after MAX_REF_HOPS, and at anything that is not a schema", async () => {
    const long = Object.fromEntries(Array.from({ length: MAX_REF_HOPS + 4 }, (_, i) => [`d${i}`, { $ref: `#/$defs/d${i + 1}` }]));
    const schema = {
      $defs: {
        a: { $ref: "#/$defs/b" },
        b: { $ref: "#/$defs/c" },
        c: { type: "string", description: "C" },
        loop1: { $ref: "#/$defs/loop2" },
        loop2: { $ref: "#/$defs/loop1" },
        self: { $ref: "#/$defs/self" },
        ...long,
      },
      required: ["x"],
    };
    const document = documentOf(schema);
    expect(document.follow(schema.$defs.a).map((t) => t.path)).toEqual(["/$defs/b", "/$defs/c"]);
    expect(document.follow(schema.$defs.loop1).map((t) => t.path)).toEqual(["/$defs/loop2"]);
    expect(document.follow(schema.$defs.self)).toEqual([]);
    expect(document.follow(long.d0)).toHaveLength(MAX_REF_HOPS);
    // ref-parser hands back the array `required`; a `$ref` must name a schema, so the chain stops short.
    const parsed = await $RefParser.resolve(structuredClone(schema) as object, { resolve: { external: false } });
    expect(parsed.get("#/required")).toEqual(["x"]);
    expect(document.follow({ $ref: "#/required" })).toEqual([]);
    expect(document.follow({ $ref: "https://example.com/x.json" })).toEqual([]);
  });

  it("resolves anchors, and references inside an embedded resource against its `$id`", () => {
    const schema = {
      type: "object",
      properties: { street: { $ref: "#street" }, inner: { $ref: "inner.json" } },
      $defs: {
        street: { $anchor: "street", type: "string", description: "The street." },
        leaf: { type: "number", description: "The outer leaf." },
        inner: { $id: "inner.json", properties: { leaf: { $ref: "#/$defs/leaf" } }, $defs: { leaf: { type: "boolean", description: "The inner leaf." } } },
      },
    };
    const document = documentOf(schema);
    expect(followRefs(schema.properties.street, document)).toBe(schema.$defs.street);
    expect(followRefs(schema.properties.inner, document)).toBe(schema.$defs.inner);
    // Inside `inner.json`, `#` is that resource, not the document's root.
    expect(followRefs(schema.$defs.inner.properties.leaf, document)).toBe(schema.$defs.inner.$defs.leaf);
    expect(fieldThroughRef(schema.$defs.inner.properties.leaf, document, "description")).toBe("The inner leaf.");
  });

  it("is the resolver the change rules read schemas through", () => {
    const schema = { properties: { a: { $ref: "#A" } }, $defs: { A: { $anchor: "A", $ref: "#/$defs/B" }, B: { type: "string" } } };
    const root = viewSchema({ value: schema, pointer: "/tools/0/inputSchema" });
    const a = viewChild(root, { value: schema.properties.a, pointer: "/tools/0/inputSchema/properties/a" });
    expect(a.chain.map((node) => node.pointer)).toEqual(["/tools/0/inputSchema/properties/a", "/tools/0/inputSchema/$defs/A", "/tools/0/inputSchema/$defs/B"]);
  });

  it("refuses a reference the URL parser would silently rewrite", () => {
    const document = documentOf({ $defs: { ab: { type: "string" }, "a\tb": { type: "number" } } });
    expect(document.resolve("#/$defs/ab", DOCUMENT_BASE).kind).toBe("found");
    expect(document.resolve("#/$defs/a\tb", DOCUMENT_BASE).kind).toBe("invalid");
    expect(document.resolve(" #/$defs/ab", DOCUMENT_BASE).kind).toBe("invalid");
  });
});
