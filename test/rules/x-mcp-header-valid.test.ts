import { describe, expect, it } from "vitest";
import rule from "../../src/rules/x-mcp-header-valid.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (inputSchema: unknown, protocol: "2026-07-28" | "2025-11-25" = "2026-07-28") => lintRule(rule, [tool({ inputSchema })], { protocol });
const header = (schema: Record<string, unknown>) => ({ type: "object", properties: { region: { type: "string", "x-mcp-header": "Region", ...schema } } });

describe("x-mcp-header-valid", () => {
  it("leaves well-formed headers alone, nested through `properties` too", () => {
    expect(lint(header({}))).toEqual([]);
    expect(
      lint({
        type: "object",
        properties: {
          opts: { type: "object", properties: { dry: { type: "boolean", "x-mcp-header": "Dry-Run" } } },
          n: { type: ["integer", "null"], "x-mcp-header": "N" },
        },
      }),
    ).toEqual([]);
  });

  it.each([["Region Name"], [""], ["Région"], [5]])("flags the header name %j, which is not an RFC 9110 token", (name) => {
    const findings = lint(header({ "x-mcp-header": name }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "x-mcp-header-valid", pointer: "/0/inputSchema/properties/region/x-mcp-header", tool: "list_files" });
    expect(findings[0]!.message).toContain("token");
  });

  it("flags a header on a parameter of another type, or of no type", () => {
    expect(lint(header({ type: "number" }))[0]!.message).toContain("is `number`");
    expect(lint(header({ type: "object" }))).toHaveLength(1);
    const { type: _, ...untyped } = header({}).properties.region;
    expect(lint({ type: "object", properties: { region: untyped } })[0]!.message).toContain("declares no such `type`");
  });

  it("flags a header not reached through `properties` alone", () => {
    const findings = lint({
      type: "object",
      "x-mcp-header": "Root",
      properties: { list: { type: "array", items: { type: "string", "x-mcp-header": "Item" } } },
      anyOf: [{ properties: { a: { type: "string", "x-mcp-header": "A" } } }],
      $defs: { d: { type: "string", "x-mcp-header": "D" } },
    });
    expect(findings.map((f) => [f.pointer, f.message.match(/under (the root|`[^`]+`)/)?.[1]])).toEqual([
      ["/0/inputSchema/x-mcp-header", "the root"],
      ["/0/inputSchema/properties/list/items/x-mcp-header", "`items`"],
      ["/0/inputSchema/$defs/d/x-mcp-header", "`$defs`"],
      ["/0/inputSchema/anyOf/0/properties/a/x-mcp-header", "`anyOf`"],
    ]);
  });

  it("flags a header name used twice ignoring case, at the second", () => {
    const findings = lint({ type: "object", properties: { a: { type: "string", "x-mcp-header": "Region" }, b: { type: "string", "x-mcp-header": "region" } } });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/b/x-mcp-header"]);
    // Each tool has its own names.
    expect(lintRule(rule, [tool({ inputSchema: header({}) }), tool({ name: "other", inputSchema: header({}) })], { protocol: "2026-07-28" })).toEqual([]);
  });

  it("says nothing before 2026-07-28, where the key is only an extension, nor in outputSchema", () => {
    expect(lint(header({ type: "number", "x-mcp-header": "Bad Name" }), "2025-11-25")).toEqual([]);
    expect(lintRule(rule, [tool({ outputSchema: header({ type: "number" }) })], { protocol: "2026-07-28" })).toEqual([]);
  });
});
