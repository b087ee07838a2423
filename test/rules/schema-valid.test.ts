import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-valid.js";
import { lintRuleAsync, tool } from "../helpers/lint-rule.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
// Under 2025-11-25 and later a schema without `$schema` is 2020-12; an input that names no
// version is checked under both dialects (version-neutral), so these tests name one.
const lint = (inputSchema: unknown, opts: Parameters<typeof lintRuleAsync>[2] = {}) =>
  lintRuleAsync(rule, [tool({ inputSchema })], { protocol: "2026-07-28", ...opts });
const tuple = { type: "object", properties: { point: { type: "array", items: [{ type: "number" }, { type: "number" }] } } };

describe("schema-valid", () => {
  it("reports each violation at its own pointer, in words", async () => {
    const findings = await lint({
      type: "object",
      properties: { name: { type: "strng", minLength: -1 }, tags: { type: "array", items: { type: "string" }, maxItems: 1.5 } },
      required: true,
    });
    expect(findings.map((f) => [f.pointer, f.message])).toEqual([
      ["/0/inputSchema/properties/name/type", expect.stringContaining('got "strng". Did you mean `string`?')],
      ["/0/inputSchema/properties/name/minLength", "`minLength` must be a non-negative integer, got -1."],
      ["/0/inputSchema/properties/tags/maxItems", "`maxItems` must be a non-negative integer, got 1.5."],
      ["/0/inputSchema/required", "`required` must be an array of distinct property names (strings), got true."],
    ]);
    expect(findings.every((f) => f.ruleId === "schema-valid" && f.tool === "list_files")).toBe(true);
  });

  it("rejects draft-07's tuple `items` under 2020-12 and accepts it under draft-07", async () => {
    const findings = await lint(tuple);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.pointer).toBe("/0/inputSchema/properties/point/items");
    expect(findings[0]!.message).toContain("`prefixItems: [...]`");
    expect(await lint({ $schema: DRAFT_07, ...tuple })).toEqual([]);
  });

  it("accepts either 2020-12 or draft-07 for a schema without `$schema` before 2025-11-25", async () => {
    expect(await lint(tuple, { protocol: "2025-06-18" })).toEqual([]);
    expect(await lint(tuple, { protocol: "2025-11-25" })).toHaveLength(1);
    const both = await lint({ ...tuple, properties: { ...tuple.properties, n: { minLength: -1 } } }, { protocol: "2025-06-18" });
    expect(both.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/n/minLength"]);
    expect(both[0]!.message).toMatch(/^JSON Schema draft-07: /);
  });

  it("reads draft-04's boolean `exclusiveMinimum` by its own rules", async () => {
    const draft04 = "http://json-schema.org/draft-04/schema#";
    expect(await lint({ $schema: draft04, type: "object", properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true } } })).toEqual([]);
    const later = await lint({ type: "object", properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true } } });
    expect(later.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/n/exclusiveMinimum"]);
    expect(later[0]!.message).toContain("draft-04's form");
    const wrong04 = await lint({ $schema: draft04, type: "object", properties: { n: { exclusiveMaximum: 5 } } });
    expect(wrong04.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/n/exclusiveMaximum"]);
  });

  it("says a bare type name is not a schema", async () => {
    const findings = await lint({ type: "object", properties: { a: "string" } });
    expect(findings).toHaveLength(1);
    expect(findings[0]!.pointer).toBe("/0/inputSchema/properties/a");
    expect(findings[0]!.message).toContain('`{"type": "string"}`');
  });

  it("checks outputSchema too, at every depth", async () => {
    const findings = await lintRuleAsync(rule, [tool({ outputSchema: { type: "object", properties: { a: { anyOf: [] } }, $defs: { b: { pattern: 5 } } } })], {
      protocol: "2026-07-28",
    });
    expect(findings.map((f) => f.pointer).sort()).toEqual(["/0/outputSchema/$defs/b/pattern", "/0/outputSchema/properties/a/anyOf"]);
  });

  it("leaves valid schemas alone: `true` properties, a schema that is only `$schema`, unknown keywords", async () => {
    expect(await lintRuleAsync(rule, [tool({ outputSchema: { type: "object", properties: { anything: true, nothing: false } } })])).toEqual([]);
    expect(await lint({ $schema: DRAFT_07 })).toEqual([]);
    expect(await lint({ type: "object", "x-vendor": { weird: [1] }, nullable: "yes" })).toEqual([]);
  });

  it("leaves to other rules what they say better", async () => {
    // `$schema` (schema-dialect), a repeated required name (schema-required-defined), an empty enum (schema-value-valid)
    expect(await lint({ $schema: "urn:unknown", type: "object", properties: { a: { minLength: -1 } } })).toEqual([]);
    expect(await lint({ $schema: DRAFT_07, type: "object", properties: { a: { type: "string", enum: [] } }, required: ["a", "a"] })).toEqual([]);
    expect(await lint({ type: "object", properties: { a: { type: "string", enum: [] } }, required: ["a", "a"] })).toEqual([]);
    // a root that is not an object is input-schema-object's
    expect(await lint("not a schema")).toEqual([]);
  });

  it("names a repeated `type` entry and checks a schema nested deeper than the walk goes", async () => {
    const repeated = await lint({ type: ["string", "string"] });
    expect(repeated.map((f) => f.message)).toEqual(['`type` must not repeat a value: "string" appears twice. Remove the duplicate.']);
    let deep: Record<string, unknown> = { minLength: -1 };
    for (let i = 0; i < 140; i++) deep = { type: "object", properties: { a: deep } };
    // The engine reports where its walk stopped (parse-error); ajv still sees the whole schema.
    const findings = (await lint(deep)).filter((f) => f.ruleId === "schema-valid");
    expect(findings).toHaveLength(1);
    expect(findings[0]!.pointer.endsWith("/a/minLength")).toBe(true);
  });

  it("reports the problems of each schema against its own tool", async () => {
    const findings = await lintRuleAsync(rule, [
      tool({ name: "first", inputSchema: { type: "object", minProperties: -2 } }),
      tool({ name: "second", inputSchema: { type: "object" }, outputSchema: { type: "object", maxProperties: "3" } }),
    ]);
    expect(findings.map((f) => [f.tool, f.pointer])).toEqual([
      ["first", "/0/inputSchema/minProperties"],
      ["second", "/1/outputSchema/maxProperties"],
    ]);
  });

  it("says at most 200 things about one schema, promptly, however broken it is", async () => {
    const properties = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, { minLength: -1, type: "strng" }]));
    const started = Date.now();
    const findings = await lint({ type: "object", properties });
    expect(findings).toHaveLength(200);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
