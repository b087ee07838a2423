import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-unknown-keyword.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
// An input that names no version is checked under both dialects (version-neutral); name 2026-07-28 unless a test says otherwise.
const lint = (inputSchema: unknown, protocol: "2025-06-18" | "2026-07-28" = "2026-07-28") => lintRule(rule, [tool({ inputSchema })], { protocol });
const param = (schema: Record<string, unknown>) => ({ type: "object", properties: { p: { type: "string", ...schema } } });

describe("schema-unknown-keyword", () => {
  it.each([
    ["requried", "required"],
    ["descripton", "description"],
    ["minLenght", "minLength"],
    ["enums", "enum"],
    ["maxlength", "maxLength"],
    ["additional_properties", "additionalProperties"],
  ])("suggests the keyword `%s` stands for", (typo, keyword) => {
    const findings = lint(param({ [typo]: 1 }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-unknown-keyword", pointer: `/0/inputSchema/properties/p/${typo}`, tool: "list_files" });
    expect(findings[0]!.message).toContain(`did you mean \`${keyword}\`?`);
  });

  it("says where other dialects' and OpenAPI's keywords belong", () => {
    const [definitions] = lint({ type: "object", definitions: { a: { type: "string" } } });
    expect(definitions!.message).toContain("`$defs`");
    const [nullable] = lint(param({ nullable: true }));
    expect(nullable!.message).toContain("OpenAPI");
    const [example] = lint(param({ example: "x" }));
    expect(example!.message).toContain("`examples`");
    const [defs] = lint({ $schema: DRAFT_07, type: "object", $defs: { a: { type: "string" } } });
    expect(defs!.message).toContain("`definitions`");
    const [prefix] = lint({ $schema: DRAFT_07, type: "array", prefixItems: [{ type: "string" }] });
    expect(prefix!.message).toContain("`items: [...]`");
    const [unevaluated] = lint({ $schema: DRAFT_07, type: "object", unevaluatedProperties: false });
    expect(unevaluated!.message).toContain("arrived in 2019-09");
  });

  it("offers the extension prefix for a keyword it cannot place", () => {
    const [finding] = lint(param({ widget: "textarea" }));
    expect(finding!.message).toContain("`x-widget`");
  });

  it("allows `x-` keys, known keywords of the dialect, and other dialects' keywords where the protocol allows them", () => {
    expect(lint(param({ "x-widget": "textarea", "x-mcp-header": "Region", title: "P", default: "a", examples: ["b"] }))).toEqual([]);
    expect(lint({ $schema: DRAFT_07, type: "object", definitions: {}, dependencies: {} })).toEqual([]);
    // Before 2025-11-25 a schema without `$schema` may be 2020-12 or draft-07.
    expect(lint({ type: "object", definitions: {}, properties: { p: { $defs: {} } } }, "2025-06-18")).toEqual([]);
  });

  it("looks only at keywords: not at property names, nor inside values", () => {
    expect(lint({ type: "object", properties: { requried: { type: "string", default: { descripton: 1 } } }, required: ["requried"] })).toEqual([]);
  });

  it("says nothing when `$schema` names an unknown dialect (schema-dialect reports it)", () => {
    expect(lint({ $schema: "https://example.com/dialect", type: "object", requried: [] })).toEqual([]);
  });

  it("checks every depth of both schemas", () => {
    const findings = lintRule(rule, [
      tool({ outputSchema: { type: "object", properties: { a: { type: "array", items: { anyOf: [{ type: "string", minimun: 1 }] } } } } }),
    ]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/outputSchema/properties/a/items/anyOf/0/minimun"]);
  });
});
