import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-keyword-applicable.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (schema: Record<string, unknown>) => lintRule(rule, [tool({ inputSchema: { type: "object", properties: { p: schema } } })]);

describe("schema-keyword-applicable", () => {
  it.each([
    [{ type: "integer", maxLength: 3 }, "maxLength", "Did you mean `maximum`?"],
    [{ type: "string", minimum: 1 }, "minimum", "Did you mean `minLength`?"],
    [{ type: "object", items: { type: "string" } }, "items", "Did you mean `additionalProperties`?"],
    [{ type: "array", properties: { a: {} } }, "properties", "Did you mean `items`?"],
    [{ type: "boolean", pattern: "^t" }, "pattern", "Remove it or fix the `type`."],
  ])("flags %j at `%s`", (schema, keyword, advice) => {
    const findings = lint(schema);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-keyword-applicable", pointer: `/0/inputSchema/properties/p/${keyword}`, tool: "list_files" });
    expect(findings[0]!.message).toContain(advice);
  });

  it("advises moving up what a generator wrapped in `items` of the parameter's own scalar type", () => {
    // digitalocean's `Period`: {"type": "string", "items": {"type": "string", "enum": ["2m", …]}}.
    const [period] = lint({ type: "string", items: { type: "string", enum: ["2m", "1h"] } });
    expect(period).toMatchObject({ pointer: "/0/inputSchema/properties/p/items" });
    expect(period!.message).toContain("move its `enum` up onto this schema and remove `items`");
    expect(lint({ type: "number", items: { type: "integer", minimum: 0, description: "d" } })[0]!.message).toContain("`minimum` and `description`");
    // An item of another type keeps the general advice.
    expect(lint({ type: "string", items: { type: "object", properties: {} } })[0]!.message).toContain("Remove it or fix the `type`.");
    expect(lint({ type: "string", items: { enum: ["a"] } })[0]!.message).toContain("Remove it or fix the `type`.");
  });

  it("leaves keywords alone when some declared type takes them, or no type is declared", () => {
    expect(lint({ type: ["string", "null"], maxLength: 3 })).toEqual([]);
    expect(lint({ type: "integer", minimum: 0, multipleOf: 2 })).toEqual([]);
    expect(lint({ maxLength: 3, minimum: 1 })).toEqual([]);
    expect(lint({ type: "string", format: "date", enum: ["2024-01-01"], default: "2024-01-01" })).toEqual([]);
  });

  it("leaves a keyword of the wrong shape to schema-valid (the draft-03 `required: true`)", () => {
    expect(lint({ type: "string", required: true })).toEqual([]);
    expect(lint({ type: "string", required: ["a"] })).toHaveLength(1);
  });
});
