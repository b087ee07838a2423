import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-pattern.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (schema: Record<string, unknown>) => lintRule(rule, [tool({ inputSchema: { type: "object", properties: { p: schema } } })]);

describe("schema-pattern", () => {
  it("flags a pattern that does not compile, with the engine's reason", () => {
    const findings = lint({ type: "string", pattern: "([a-z]+" });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-pattern", pointer: "/0/inputSchema/properties/p/pattern", tool: "list_files" });
    expect(findings[0]!.message).toContain("Unterminated group");
  });

  it("explains a pattern that compiles only without the `u` flag", () => {
    const [finding] = lint({ type: "string", pattern: "^[\\w-.]+$" });
    expect(finding!.message).toContain("only without the `u` flag");
    expect(lint({ type: "string", pattern: "^\\_$" })).toHaveLength(1);
  });

  it("checks `patternProperties` keys, at the key", () => {
    const findings = lint({ type: "object", patternProperties: { "^ok$": {}, "a/(b": {} } });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/p/patternProperties/a~1(b"]);
  });

  it("flags a pattern that can backtrack exponentially", () => {
    for (const pattern of ["^(a+)+$", "^(\\w+\\s?)*$", "^([a-z]+.)+[A-Z]$", "(a|ab)*c"]) {
      const findings = lint({ type: "string", pattern });
      expect(findings, pattern).toHaveLength(1);
      expect(findings[0]!.message).toContain("backtrack exponentially");
    }
  });

  it("leaves valid, linear patterns alone", () => {
    for (const pattern of ["^[a-z]+(-[a-z]+)*$", "^\\d{4}-\\d{2}-\\d{2}$", "^\\p{Lu}\\p{Ll}*$", "^(?:[^\"\\\\]|\\\\.)*$", "^AS\\d+$", "^[GDZTKOFS]*$", ""]) {
      expect(lint({ type: "string", pattern }), pattern).toEqual([]);
    }
  });

  it("ignores a pattern that is not a string (schema-valid's)", () => {
    expect(lint({ type: "string", pattern: 5 })).toEqual([]);
  });
});
