// schema-ref resolves local references synchronously, by JSON Pointer and anchor, instead of
// running @apidevtools/json-schema-ref-parser in a `prepare` step. This shows the two agree on
// every local pointer reference a schema can make (the corpus's, escaped and percent-encoded
// ones), so nothing is lost, and pins where they part: ref-parser reads inherited properties
// (`#/constructor` is Object) and follows a `$ref` met half-way down a pointer, while a JSON
// Schema pointer addresses the document as written.
import { readdirSync, readFileSync } from "node:fs";
import { $RefParser } from "@apidevtools/json-schema-ref-parser";
import { describe, expect, it } from "vitest";
import { walkSchema } from "../../src/schema/walk.js";
import { DOCUMENT_BASE, SchemaDocument } from "../../src/schema/refs.js";

const CORPUS = new URL("../../corpus/real/", import.meta.url);
const tool = { value: {}, index: 0, pointer: "", name: "t" };
const documentOf = (schema: unknown) => new SchemaDocument(schema, "2020-12", { tool, root: "inputSchema" });

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
    let ours = document.resolve(ref, DOCUMENT_BASE);
    // ref-parser's `get` also follows a `$ref` it lands on; do the same for the comparison.
    for (let hops = 0; ours.kind === "found" && hops < 10; hops++) {
      const next = (ours.value as Record<string, unknown>).$ref;
      if (typeof next !== "string") break;
      ours = document.resolve(next, ours.base);
    }
    expect(ours.kind, ref).toBe("found");
    expect(ours.kind === "found" ? ours.value : undefined, ref).toEqual(parsed.get(ref));
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
});
