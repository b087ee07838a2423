// Arbitrary JSON, bare and in every input shape, with the field names of tools and schemas
// mixed in so the values reach the rules: the pipeline, every rule on, must keep its promises
// (see check-lint.ts) whatever it is given.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/core/model/protocol.js";
import { lintAndCheck } from "./check-lint.js";
import { readCorpus } from "./corpus.js";
import { survey } from "./survey.js";
import { SHAPES, wrapTools } from "./wrap-shapes.js";

/** Cases per run; with the mutated-corpus suite and the CLI cases, over 10,000 in all. */
export const ARBITRARY_RUNS = 7000;

const TOOL_FIELDS = ["name", "title", "description", "inputSchema", "outputSchema", "annotations", "icons", "execution", "_meta"];
const SCHEMA_KEYWORDS = [
  "type",
  "properties",
  "required",
  "items",
  "prefixItems",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "enum",
  "const",
  "default",
  "examples",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "minLength",
  "maxItems",
  "multipleOf",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "$ref",
  "$defs",
  "definitions",
  "$schema",
  "$id",
  "$anchor",
  "$dynamicRef",
  "description",
  "title",
  "readOnlyHint",
  "destructiveHint",
  "idempotentHint",
  "openWorldHint",
  "src",
  "mimeType",
];
const ODD_KEYS = ["__proto__", "constructor", "prototype", "toString", "", "~", "/", "~1", "0"];
const TYPE_NAMES = ["object", "string", "number", "integer", "boolean", "array", "null", "any", "Object"];

const key = fc.oneof(fc.constantFrom(...TOOL_FIELDS, ...SCHEMA_KEYWORDS, ...ODD_KEYS), fc.string({ maxLength: 6 }));
const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53 + 2, ...TYPE_NAMES, "#", "#/", "#/$defs/a", "^(a+)+$", "("),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.string({ unit: "binary", maxLength: 12 }),
);
/** JSON whose object keys are mostly tool fields and schema keywords, so rules find what they read. */
const shapedJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, scalar, fc.array(tie("value"), { maxLength: 4 }), fc.dictionary(key, tie("value"), { maxKeys: 6 })),
})).value;
const tool = fc.oneof(
  shapedJson,
  fc.record(
    {
      name: fc.oneof(fc.string(), fc.constantFrom("get_weather", "__proto__", "constructor", "a".repeat(200)), scalar),
      title: fc.oneof(fc.string(), scalar),
      description: fc.oneof(fc.string(), fc.lorem({ maxCount: 30 }), shapedJson),
      inputSchema: shapedJson,
      outputSchema: shapedJson,
      annotations: fc.oneof(
        fc.dictionary(fc.constantFrom("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "__proto__"), scalar),
        shapedJson,
      ),
      icons: fc.oneof(fc.array(fc.dictionary(fc.constantFrom("src", "mimeType", "sizes", "theme"), scalar), { maxLength: 2 }), shapedJson),
      execution: shapedJson,
      _meta: fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), scalar, { maxKeys: 3 }), shapedJson),
    },
    { requiredKeys: [] },
  ),
);
const input = fc.oneof(
  fc.jsonValue(),
  shapedJson,
  fc
    .record({
      shape: fc.constantFrom(...SHAPES),
      tools: fc.array(tool, { maxLength: 4 }),
      protocolVersion: fc.oneof(fc.constantFrom(...PROTOCOL_VERSIONS), scalar),
    })
    .map(({ shape, tools, protocolVersion }) => wrapTools(tools, shape, protocolVersion)),
  fc.record({ jsonrpc: fc.constantFrom("2.0", "1.0"), id: scalar, result: shapedJson, error: shapedJson }, { requiredKeys: ["jsonrpc"] }),
);

describe("arbitrary JSON", () => {
  it(`${ARBITRARY_RUNS} arbitrary inputs lint without an internal error, every finding at a node that exists and where it starts`, async () => {
    const corpus = readCorpus();
    const testCase = fc.record({
      value: input,
      protocol: fc.option(fc.constantFrom(...PROTOCOL_VERSIONS), { nil: undefined }),
      baseline: fc.option(fc.nat({ max: corpus.length - 1 }), { nil: undefined, freq: 4 }),
    });
    const log = await survey(
      "arbitrary JSON",
      testCase,
      ({ value, protocol, baseline }) =>
        lintAndCheck({ value, ...(protocol ? { protocol } : {}), ...(baseline !== undefined ? { baseline: corpus[baseline]!.path } : {}) }),
      { numRuns: ARBITRARY_RUNS, budgetMs: 100_000 },
    );
    expect(log.report()).toBe("");
    expect(log.caseCount).toBe(ARBITRARY_RUNS);
  }, 200_000);
});
