// Definitions come from servers we do not control: any JSON in any field, hostile nesting and
// `$ref` loops must give findings (or none), never an exception or a hang.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import breakingChange from "../../src/rules/breaking-change.js";
import definitionChanged from "../../src/rules/definition-changed.js";
import { getAtPointer } from "../../src/core/positions/pointer.js";
import { lintRule } from "../helpers/lint-rule.js";

function run(baseline: unknown, current: unknown) {
  return [breakingChange, definitionChanged].flatMap((rule) => lintRule(rule, current, { baseline }));
}

/** Schema-ish JSON: mostly keywords the comparison reads, with values of any type. */
const keyword = fc.constantFrom(
  "type",
  "properties",
  "required",
  "items",
  "prefixItems",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "$ref",
  "$defs",
  "additionalProperties",
  "maxLength",
  "minimum",
  "multipleOf",
  "uniqueItems",
  "pattern",
  "description",
  "title",
  "__proto__",
  "constructor",
);
const schema = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(keyword, tie("node"), { maxKeys: 5 }),
    fc.record({
      type: fc.constantFrom("string", "object", "array", ["string", "null"]),
      properties: fc.dictionary(fc.string({ maxLength: 3 }), tie("node"), { maxKeys: 3 }),
    }),
    fc.record({ $ref: fc.constantFrom("#", "#/properties/a", "#/$defs/a", "#/definitions/x~1y", "#%", "http://x/y", "#/items") }),
  ),
})).node;
const toolValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    {
      name: fc.oneof(fc.constantFrom("a", "b", "constructor", "__proto__"), fc.jsonValue({ maxDepth: 1 })),
      description: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
      title: fc.string(),
      inputSchema: schema,
      outputSchema: schema,
      annotations: fc.oneof(
        fc.dictionary(fc.constantFrom("readOnlyHint", "destructiveHint", "title", "__proto__"), fc.jsonValue({ maxDepth: 1 })),
        fc.jsonValue({ maxDepth: 1 }),
      ),
    },
    { requiredKeys: [] },
  ),
);
const list = fc.record({ tools: fc.array(toolValue, { maxLength: 4 }) });

describe("change rules on hostile input", () => {
  it("never throw, and point at nodes that exist", () => {
    fc.assert(
      fc.property(list, list, (baseline, current) => {
        for (const finding of run(baseline, current)) {
          expect(getAtPointer(current, finding.pointer)).not.toBeUndefined();
          expect(getAtPointer(baseline, String(finding.data?.baselinePointer))).not.toBeUndefined();
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a schema compared with itself never differs", () => {
    fc.assert(
      fc.property(list, (same) => {
        expect(run(same, structuredClone(same))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("stops on deep nesting and long $ref chains", () => {
    let deep: Record<string, unknown> = { type: "string", maxLength: 1 };
    for (let i = 0; i < 5000; i++) deep = { type: "object", properties: { x: deep } };
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    defs.d100 = { $ref: "#/$defs/d0" };
    const make = (max: number) => ({
      tools: [{ name: "t", inputSchema: { ...deep, properties: { x: deep, y: { $ref: "#/$defs/d0" }, z: { type: "string", maxLength: max } }, $defs: defs } }],
    });
    const started = Date.now();
    expect(run(make(10), make(5)).map((f) => f.data?.kind)).toContain("bound-tightened");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("handles a wide schema within the pair budget", () => {
    const wide = (max: number) => ({
      tools: [
        {
          name: "t",
          inputSchema: {
            type: "object",
            properties: Object.fromEntries(Array.from({ length: 20000 }, (_, i) => [`p${i}`, { type: "string", maxLength: max }])),
          },
        },
      ],
    });
    const started = Date.now();
    const findings = run(wide(10), wide(5));
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.length).toBeLessThanOrEqual(5000);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
