import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-value-valid.js";
import { lintRuleAsync, tool } from "../helpers/lint-rule.js";

const lint = (inputSchema: unknown, protocol?: "2025-06-18") => lintRuleAsync(rule, [tool({ inputSchema })], { protocol });
const param = (schema: Record<string, unknown>) => ({ type: "object", properties: { p: schema } });

describe("schema-value-valid", () => {
  it("flags a default outside its own constraints, at the default", async () => {
    const findings = await lint(param({ type: "integer", minimum: 1, maximum: 100, default: 150 }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-value-valid", pointer: "/0/inputSchema/properties/p/default", tool: "list_files" });
    expect(findings[0]!.message).toContain("must be ≤ 100, got 150");
  });

  it("explains a null default on a type that does not allow null", async () => {
    const [finding] = await lint(param({ type: "string", default: null }));
    expect(finding!.message).toContain("really nullable");
    expect(await lint(param({ anyOf: [{ type: "string" }, { type: "null" }], default: null }))).toEqual([]);
    expect(await lint(param({ type: ["string", "null"], default: null }))).toEqual([]);
  });

  it("checks every `enum` member against the rest of the schema", async () => {
    const findings = await lint(param({ type: "string", enum: ["asc", "desc", 1], maxLength: 3 }));
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/p/enum/1", "/0/inputSchema/properties/p/enum/2"]);
    expect(findings[0]!.message).toContain("at most 3 characters");
  });

  it("leaves an `enum` whose every member has the wrong type to schema-satisfiable", async () => {
    expect(await lint(param({ type: "integer", enum: ["a", "b"] }))).toEqual([]);
  });

  it("flags an empty `enum`", async () => {
    const findings = await lint(param({ type: "string", enum: [] }));
    expect(findings.map((f) => [f.pointer, f.message])).toEqual([["/0/inputSchema/properties/p/enum", expect.stringContaining("is empty")]]);
  });

  it("flags a `const` the rest of its schema rejects, and each bad example", async () => {
    expect((await lint(param({ type: "string", pattern: "^[a-z]+$", const: "ABC" }))).map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/p/const"]);
    const examples = await lint(param({ type: "string", format: "date", examples: ["2024-01-31", "yesterday"] }));
    expect(examples.map((f) => [f.pointer, f.message])).toEqual([["/0/inputSchema/properties/p/examples/1", expect.stringContaining("valid `date`")]]);
  });

  it("checks values inside objects and arrays, and follows `$ref`s", async () => {
    const findings = await lint({
      type: "object",
      properties: {
        filters: {
          type: "array",
          items: { $ref: "#/$defs/filter" },
          default: [
            { field: "name", op: "eq" },
            { field: "age", op: "gt", extra: 1 },
          ],
        },
      },
      $defs: {
        filter: {
          type: "object",
          properties: { field: { type: "string" }, op: { enum: ["eq", "gt"] } },
          required: ["field", "op"],
          additionalProperties: false,
        },
      },
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("at `/1/extra`");
  });

  it("accepts values that satisfy compositions, conditionals and recursive schemas", async () => {
    const tree = { $ref: "#/$defs/node", default: { name: "a", children: [{ name: "b", children: [] }] } };
    expect(
      await lint({
        type: "object",
        properties: { tree },
        $defs: {
          node: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/node" } } }, required: ["name"] },
        },
      }),
    ).toEqual([]);
    expect(await lint(param({ oneOf: [{ type: "string", maxLength: 2 }, { type: "integer" }], default: 7 }))).toEqual([]);
    expect(await lint(param({ type: "object", if: { properties: { kind: { const: "a" } } }, then: { required: ["a"] }, default: { kind: "b" } }))).toEqual([]);
  });

  it("accepts a default valid in either dialect a protocol allows (tuple `items` before 2025-11-25)", async () => {
    const schema = param({ type: "array", items: [{ type: "number" }, { type: "string" }], default: [1, "a"] });
    expect(await lint(schema, "2025-06-18")).toEqual([]);
  });

  it("stays quiet when it cannot tell: remote references, unknown formats, `unevaluated*`", async () => {
    expect(await lint(param({ $ref: "https://example.com/s.json", default: 5 }))).toEqual([]);
    expect(await lint(param({ type: "string", format: "phone", default: "x" }))).toEqual([]);
    expect(await lint(param({ type: "object", unevaluatedProperties: false, default: { a: 1 } }))).toEqual([]);
  });

  it("does not run a pattern that backtracks catastrophically, and ends promptly", async () => {
    const started = Date.now();
    const findings = await lint(param({ type: "string", pattern: "^(a+)+$", default: `${"a".repeat(40)}!`, examples: [`${"a".repeat(5000)}!`] }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(findings).toEqual([]);
    // The same pattern made safe is run, and finds the bad default.
    expect(await lint(param({ type: "string", pattern: "^a+$", default: `${"a".repeat(40)}!` }))).toHaveLength(1);
  });
});
