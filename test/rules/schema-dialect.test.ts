import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-dialect.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const withSchema = ($schema: unknown, root = "inputSchema") => [tool({ [root]: { $schema, type: "object", properties: {} } })];

describe("schema-dialect", () => {
  it.each([
    ["https://json-schema.org/draft/2020-12/schema"],
    ["https://json-schema.org/draft/2020-12/schema#"],
    ["http://json-schema.org/draft-07/schema#"],
    ["http://json-schema.org/draft-07/schema"],
  ])("leaves %s alone", (uri) => {
    expect(lintRule(rule, withSchema(uri))).toEqual([]);
  });

  it("leaves schemas without `$schema` alone, and `$schema` below the root", () => {
    expect(lintRule(rule, [tool()])).toEqual([]);
    expect(lintRule(rule, [tool({ inputSchema: { type: "object", properties: { a: { $schema: "urn:nothing", type: "string" } } } })])).toEqual([]);
  });

  it.each([
    ["https://json-schema.org/draft/2019-09/schema", "2019-09"],
    ["http://json-schema.org/draft-06/schema#", "draft-06"],
    ["http://json-schema.org/draft-04/schema#", "draft-04"],
  ])("warns that %s is not required of clients", (uri, label) => {
    const findings = lintRule(rule, withSchema(uri));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-dialect", pointer: "/0/inputSchema/$schema", tool: "list_files" });
    expect(findings[0]!.message).toContain(label);
    expect(findings[0]!.message).toContain("need only support 2020-12");
  });

  it("says a schema with an unknown `$schema` cannot be checked", () => {
    const findings = lintRule(rule, withSchema("https://example.com/my-dialect"));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.pointer).toBe("/0/inputSchema/$schema");
    expect(findings[0]!.message).toContain("cannot be checked");
  });

  it("says the same of a `$schema` that is not a string", () => {
    const findings = lintRule(rule, withSchema(7, "outputSchema"));
    expect(findings).toMatchObject([{ pointer: "/0/outputSchema/$schema" }]);
    expect(findings[0]!.message).toContain("got 7");
  });

  it("flags a spelling of a known dialect that validators do not match", () => {
    const findings = lintRule(rule, withSchema("http://json-schema.org/draft/2020-12/schema"));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("`https://json-schema.org/draft/2020-12/schema`");
    expect(lintRule(rule, withSchema("https://json-schema.org/draft-07/schema#"))).toHaveLength(1);
  });
});
