import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-unknown-keyword.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
// An input that names no version is checked under both dialects (version-neutral); name 2026-07-28 unless a test says otherwise.
const lint = (inputSchema: unknown, protocol: "2025-06-18" | "2026-07-28" = "2026-07-28") => lintRule(rule, [tool({ inputSchema })], { protocol });
const param = (schema: Record<string, unknown>) => ({ type: "object", properties: { p: { type: "string", ...schema } } });

describe("schema-unknown-keyword", () => {
  it.each([
    ["requried", ["a"], "required"],
    ["descripton", "A path.", "description"],
    ["minLenght", 1, "minLength"],
    ["enums", ["a", "b"], "enum"],
    ["maxlength", 1, "maxLength"],
    ["additional_properties", false, "additionalProperties"],
  ])("suggests the keyword `%s` stands for", (typo, value, keyword) => {
    const findings = lint(param({ [typo]: value }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-unknown-keyword", pointer: `/0/inputSchema/properties/p/${typo}`, tool: "list_files" });
    expect(findings[0]!.message).toContain(`did you mean \`${keyword}\`?`);
  });

  it("suggests only a keyword that could take the value, and sends prose to `description`", () => {
    // codacy's `"note": "_other_ can be used to…"`: `not` takes a schema, not a sentence.
    const [note] = lint(param({ note: "_other_ can be used to search for issues without a category" }));
    expect(note!.message).not.toContain("`not`");
    expect(note!.message).toContain("move the text into `description`");
    expect(lint(param({ note: { type: "string" } }))[0]!.message).toContain("did you mean `not`?");
    expect(lint(param({ requried: true }))[0]!.message).not.toContain("`required`");
  });

  it("asks about a forgotten `properties` when an object schema holds a property's schema", () => {
    // asana's `data` lists `parent`, `insert_before` straight in the object schema.
    const findings = lint({
      type: "object",
      properties: { data: { type: "object", parent: { type: "string", description: "The parent's id." }, limit: { type: "integer" } } },
    });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/data/parent", "/0/inputSchema/properties/data/limit"]);
    for (const finding of findings) {
      expect(finding.message).toContain("did you forget `properties`?");
      expect(finding.message).not.toContain("x-");
    }
    // Not under a scalar, nor for an object of data.
    expect(lint(param({ parent: { type: "string" } }))[0]!.message).not.toContain("`properties`");
    expect(lint({ type: "object", meta: { owner: "me" } })[0]!.message).toContain("`x-meta`");
  });

  it("leaves alone `$defs` under draft-07 and `definitions` under 2020-12: `$ref`s resolve into either", () => {
    expect(lint({ type: "object", definitions: { a: { type: "string" } }, properties: { p: { $ref: "#/definitions/a" } } })).toEqual([]);
    expect(lint({ $schema: DRAFT_07, type: "object", $defs: { a: { type: "string" } }, properties: { p: { $ref: "#/$defs/a" } } })).toEqual([]);
  });

  it("says where other dialects' and OpenAPI's keywords belong", () => {
    const [dependencies] = lint({ type: "object", dependencies: { a: ["b"] } });
    expect(dependencies!.message).toContain("`dependentRequired`");
    const [nullable] = lint(param({ nullable: true }));
    expect(nullable!.message).toContain("OpenAPI");
    const [example] = lint(param({ example: "x" }));
    expect(example!.message).toContain("`examples`");
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
