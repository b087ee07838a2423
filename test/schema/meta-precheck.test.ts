// The pre-check lets schema-valid skip ajv for schemas it judges surely valid: that judgement
// must never be wrong. Random schemas, mixing good and bad keyword values, in every dialect.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { walkSchema } from "../../src/core/schema/walk.js";
import { CANONICAL_URI, DIALECTS } from "../../src/core/schema/dialect.js";
import { mayViolateMeta } from "../../src/core/schema/meta-precheck.js";
import { loadMetaValidators } from "../../src/core/schema/meta-validate.js";

const typeName = fc.constantFrom("string", "number", "integer", "boolean", "object", "array", "null");
const junk = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
/** Mostly a plausible value, sometimes anything: each sample then has few wrong values to hide behind one another. */
const mostly = <T>(good: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 5 }, { arbitrary: junk, weight: 1 });
const count = mostly(fc.oneof(fc.nat(5), fc.constantFrom(-1, 1.5)));
const names = mostly(fc.oneof(fc.uniqueArray(fc.constantFrom("a", "b", "c"), { maxLength: 3 }), fc.constant(["a", "a"]), fc.constant([]), fc.constant([1])));

const { schema } = fc.letrec<{ schema: unknown; object: Record<string, unknown> }>((tie) => {
  const sub = tie("schema");
  const keyword: Record<string, fc.Arbitrary<unknown>> = {
    type: mostly(
      fc.oneof(
        typeName,
        fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 }),
        fc.constant([]),
        fc.constant(["string", "string"]),
        fc.constantFrom("strng", "int"),
      ),
    ),
    enum: mostly(fc.oneof(fc.array(fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constantFrom("x", "y"), fc.constant({ a: 1 })), { maxLength: 3 }))),
    const: junk,
    default: junk,
    minLength: count,
    maxItems: count,
    minProperties: count,
    minContains: count,
    maxContains: count,
    minimum: mostly(fc.integer()),
    maximum: mostly(fc.double({ noNaN: true, noDefaultInfinity: true })),
    exclusiveMaximum: mostly(fc.oneof(fc.integer(), fc.boolean())),
    exclusiveMinimum: mostly(fc.oneof(fc.integer(), fc.boolean())),
    multipleOf: mostly(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, -1, 0.5))),
    pattern: mostly(fc.constantFrom("^a", "(", "\\d+")),
    format: mostly(fc.constantFrom("date", "whatever")),
    required: names,
    dependentRequired: mostly(fc.dictionary(fc.constantFrom("a", "b"), names, { maxKeys: 2 })),
    properties: mostly(fc.dictionary(fc.constantFrom("a", "b", "$ref", "type"), sub, { maxKeys: 2 })),
    patternProperties: mostly(fc.dictionary(fc.constantFrom("^a", "b$"), sub, { maxKeys: 1 })),
    items: fc.oneof(sub, fc.array(sub, { maxLength: 2 })),
    prefixItems: mostly(fc.array(sub, { maxLength: 2 })),
    anyOf: mostly(fc.array(sub, { maxLength: 2 })),
    allOf: mostly(fc.array(sub, { maxLength: 2 })),
    not: sub,
    if: sub,
    then: sub,
    additionalProperties: sub,
    additionalItems: sub,
    contains: sub,
    propertyNames: sub,
    unevaluatedProperties: sub,
    dependencies: mostly(fc.dictionary(fc.constantFrom("a", "b"), fc.oneof(sub, names), { maxKeys: 2 })),
    dependentSchemas: mostly(fc.dictionary(fc.constantFrom("a"), sub, { maxKeys: 1 })),
    $defs: mostly(fc.dictionary(fc.constantFrom("x", "y"), sub, { maxKeys: 2 })),
    definitions: mostly(fc.dictionary(fc.constantFrom("x"), sub, { maxKeys: 1 })),
    $id: mostly(fc.constantFrom("https://e.com/s", "https://e.com/s#", "https://e.com/s#frag", "#anchor")),
    id: mostly(fc.constantFrom("https://e.com/s")),
    $anchor: mostly(fc.constantFrom("ok", "a.b", "9bad", "has space")),
    $dynamicAnchor: mostly(fc.constantFrom("meta", "9bad")),
    $recursiveAnchor: junk,
    $vocabulary: mostly(fc.dictionary(fc.constantFrom("https://e.com/v"), fc.oneof(fc.boolean(), junk), { maxKeys: 1 })),
    $ref: mostly(fc.constantFrom("#", "#/$defs/x")),
    $comment: mostly(fc.string({ maxLength: 3 })),
    title: mostly(fc.string({ maxLength: 3 })),
    readOnly: mostly(fc.boolean()),
    deprecated: mostly(fc.boolean()),
    uniqueItems: mostly(fc.boolean()),
    examples: mostly(fc.array(junk, { maxLength: 2 })),
    contentMediaType: mostly(fc.constant("text/plain")),
    "x-extension": junk,
    unknownKeyword: junk,
  };
  const entry = fc.oneof(...Object.entries(keyword).map(([name, value]) => fc.tuple(fc.constant(name), value)));
  return {
    // Past the depth limit fast-check takes the first branch, so nesting stays small.
    schema: fc.oneof({ maxDepth: 3, depthIdentifier: "schema" }, fc.boolean(), tie("object"), tie("object"), junk),
    object: fc.array(entry, { maxLength: 3 }).map((entries) => Object.fromEntries(entries) as Record<string, unknown>),
  };
});

describe("meta-schema pre-check", () => {
  it("never calls a schema surely valid that ajv rejects, in any dialect", async () => {
    const validators = await loadMetaValidators();
    const tool = { value: {}, index: 0, pointer: "", name: "t" };
    let skipped = 0;
    for (const dialect of DIALECTS) {
      fc.assert(
        fc.property(fc.oneof(schema, fc.record({ type: fc.constant("object"), properties: fc.dictionary(fc.constantFrom("a", "b"), schema) })), (root) => {
          const withDialect = typeof root === "object" && root !== null && !Array.isArray(root) ? { ...root, $schema: CANONICAL_URI[dialect] } : root;
          let suspicious = false;
          walkSchema(withDialect, { pointer: "", tool, root: "inputSchema" }, (node) => {
            if (mayViolateMeta(node.value, dialect, node.via)) suspicious = true;
          });
          if (suspicious) return;
          skipped++;
          expect(validators[dialect](withDialect), JSON.stringify(withDialect)).toBe(true);
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 1500) },
      );
    }
    // The property is not vacuous: many schemas were judged surely valid.
    expect(skipped).toBeGreaterThan(1000);
  });

  it("passes the schemas real servers send", () => {
    expect(
      mayViolateMeta(
        { type: "object", properties: { a: { type: "string", description: "A", default: "x" } }, required: [], additionalProperties: false },
        "2020-12",
        undefined,
      ),
    ).toBe(false);
    expect(mayViolateMeta({ anyOf: [{ type: "string" }, { type: "null" }], default: null, title: "A" }, "draft-07", "properties")).toBe(false);
  });
});
