// The examples on the name and description rules' docs pages fail and pass as the pages say.
// test/docs checks the pages' layout, options included.
import { describe, expect, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import annotationsMatchName from "../../src/rules/annotations-match-name.js";
import annotationsPresent from "../../src/rules/annotations-present.js";
import descriptionLength from "../../src/rules/description-length.js";
import descriptionPresent from "../../src/rules/description-present.js";
import descriptionRestatesName from "../../src/rules/description-restates-name.js";
import descriptionSideEffects from "../../src/rules/description-side-effects.js";
import descriptionUsageGuidance from "../../src/rules/description-usage-guidance.js";
import toolCount from "../../src/rules/tool-count.js";
import toolNameStyle from "../../src/rules/tool-name-style.js";
import toolNameVerbFirst from "../../src/rules/tool-name-verb-first.js";
import { lintRule } from "../helpers/lint-rule.js";
import { example, rulePage } from "../helpers/rule-docs.js";

/** Each rule with the options its examples are written for. */
const RULES: Array<[Rule<any>, object]> = [
  [toolNameVerbFirst, {}],
  [toolNameStyle, {}],
  [descriptionPresent, {}],
  [descriptionLength, {}],
  [descriptionRestatesName, {}],
  [descriptionUsageGuidance, {}],
  [descriptionSideEffects, {}],
  [annotationsPresent, {}],
  [annotationsMatchName, {}],
  [toolCount, { max: 2 }],
];

describe.each(RULES.map(([rule, options]) => [rule.meta.id, rule, options] as const))("docs/rules/%s.md", (id, rule, options) => {
  it("has a failing example that fails and a passing example that passes", () => {
    const page = rulePage(id);
    expect(lintRule(rule, example(page, "## Failing example"), { options }).length).toBeGreaterThan(0);
    expect(lintRule(rule, example(page, "## Passing example"), { options })).toEqual([]);
  });
});
