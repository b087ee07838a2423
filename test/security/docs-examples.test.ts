// The failing example on each security rule's docs page draws a finding; the passing one none.
// Each example is the first thing under its heading. test/docs checks the pages' layout.
import { describe, expect, it } from "vitest";
import { lintRule } from "../helpers/lint-rule.js";
import { example, rulePage, section } from "../helpers/rule-docs.js";
import { SECURITY_RULES } from "./run-security.js";

describe("security rule docs", () => {
  it.each(SECURITY_RULES.map(({ rule }) => [rule.meta.id, rule] as const))("%s: the examples do what the page says", (id, rule) => {
    const page = rulePage(id);
    expect(section(page, "## Failing example").trimStart()).toMatch(/^```json\n/);
    expect(section(page, "## Passing example").trimStart()).toMatch(/^```json\n/);
    expect(lintRule(rule, example(page, "## Failing example")).length).toBeGreaterThan(0);
    expect(lintRule(rule, example(page, "## Passing example"))).toEqual([]);
  });
});
