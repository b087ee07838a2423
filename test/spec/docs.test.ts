// Each spec rule's docs page has examples that do what they say: the failing one draws the rule,
// the passing one draws no spec rule. test/docs checks the pages' layout.
import { describe, expect, it } from "vitest";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import { example, rulePage } from "../helpers/rule-docs.js";
import { lintSpec, SPEC_RULES } from "./run-spec-rules.js";

/** Examples that depend on the version name it in the page; the rest use the default. */
const EXAMPLE_PROTOCOL: Record<string, ProtocolVersion> = { "output-schema-object": "2025-11-25" };

describe.each(SPEC_RULES.map((rule) => rule.meta.id))("docs/rules/%s.md", (id) => {
  const page = rulePage(id);

  it("has a failing example the rule flags and a passing example no spec rule flags", () => {
    const protocol = EXAMPLE_PROTOCOL[id];
    const failing = lintSpec(example(page, "## Failing example"), { protocol });
    expect(failing.filter((f) => f.ruleId === id).length).toBeGreaterThan(0);
    expect(lintSpec(example(page, "## Passing example"), { protocol, strict: true })).toEqual([]);
  });
});
