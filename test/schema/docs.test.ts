// Each schema rule's docs page has examples that do what they say: the failing one draws the
// rule, the passing one no schema rule. test/docs checks the pages' layout.
import { describe, expect, it } from "vitest";
import { example, rulePage } from "../helpers/rule-docs.js";
import { lintWithSchemaRules, SCHEMA_RULES } from "./schema-rules.js";

describe.each(SCHEMA_RULES.map((rule) => rule.meta.id))("docs/rules/%s.md", (id) => {
  const page = rulePage(id);

  it("has a failing example the rule flags and a passing example no schema rule flags", async () => {
    const failing = await lintWithSchemaRules([example(page, "## Failing example")]);
    expect(failing.failures).toEqual([]);
    expect(failing.findings.filter((f) => f.ruleId === id).length).toBeGreaterThan(0);
    expect(await lintWithSchemaRules([example(page, "## Passing example")])).toEqual({ findings: [], failures: [] });
  });
});
