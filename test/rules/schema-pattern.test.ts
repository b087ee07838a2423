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

  it.each([
    ["^(a+)+$", "exponentially"],
    ["(a|a)*$", "exponentially"],
    ["^(\\w+\\s?)*$", "exponentially"],
    ["^([a-z]+.)+[A-Z]$", "exponentially"],
    ["(a|aa)*c", "exponentially"],
    ["(?=(a+)+b)", "exponentially"],
    ["(.*a){12}", "polynomial time"],
    ["^.*a.*a.*a.*a$", "polynomial time of degree 4"],
  ])("flags %s as a backtracking risk, at warning (a risk is not a spec violation)", (pattern, how) => {
    const findings = lint({ type: "string", pattern });
    expect(findings, pattern).toHaveLength(1);
    expect(findings[0]!.message).toContain(how);
    expect(findings[0]!.severity).toBe("warning");
  });

  it("keeps a pattern that does not compile at the rule's severity", () => {
    expect(lint({ type: "string", pattern: "([a-z]+" })[0]!.severity).toBe("error");
  });

  it.each([
    ["hostname", "^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9\\-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9\\-]*[A-Za-z0-9])$"],
    ["email", "^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$"],
    ["URL", "^https?:\\/\\/[^\\s/$.?#].[^\\s]*$"],
    [
      "semver",
      "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$",
    ],
    ["UUID", "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"],
    ["a quadratic pattern", ".*.*=.*"],
    ["a loop at the end of an unanchored pattern", "(a|a)*"],
    // Alternatives that start alike but parse every text one way ("ab" is only `ab`): linear.
    ["an unambiguous alternation", "(a|ab)*c"],
  ])("leaves the standard %s pattern alone", (_, pattern) => {
    expect(lint({ type: "string", pattern }), pattern).toEqual([]);
  });

  it("leaves valid, linear patterns alone", () => {
    for (const pattern of ["^[a-z]+(-[a-z]+)*$", "^\\d{4}-\\d{2}-\\d{2}$", "^\\p{Lu}\\p{Ll}*$", '^(?:[^"\\\\]|\\\\.)*$', "^AS\\d+$", "^[GDZTKOFS]*$", ""]) {
      expect(lint({ type: "string", pattern }), pattern).toEqual([]);
    }
  });

  it("ignores a pattern that is not a string (schema-valid's)", () => {
    expect(lint({ type: "string", pattern: 5 })).toEqual([]);
  });
});
