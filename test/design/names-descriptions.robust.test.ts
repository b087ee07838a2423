// The name and description rules never throw, whatever JSON sits in a tool's fields.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
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

const RULES = [
  toolNameVerbFirst,
  toolNameStyle,
  descriptionPresent,
  descriptionLength,
  descriptionRestatesName,
  descriptionUsageGuidance,
  descriptionSideEffects,
  annotationsPresent,
  annotationsMatchName,
  toolCount,
];

const name = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "get__x", "_", "delete_file", "getUIComponents"), fc.jsonValue());
const hints = fc.oneof(fc.jsonValue(), fc.record({ readOnlyHint: fc.jsonValue(), destructiveHint: fc.jsonValue() }, { requiredKeys: [] }));
const tool = fc.oneof(
  fc.jsonValue(),
  fc.record({ name, description: fc.oneof(fc.string(), fc.jsonValue()), annotations: hints, inputSchema: fc.jsonValue() }, { requiredKeys: [] }),
);

describe("name and description rules on arbitrary tools", () => {
  it.each(RULES.map((rule) => [rule.meta.id, rule] as const))("%s never throws", (_, rule) => {
    fc.assert(
      fc.property(fc.array(tool, { maxLength: 6 }), (tools) => {
        // lintRule throws when a rule threw inside the engine.
        expect(() => lintRule(rule, { tools }, { options: { ...rule.meta.defaultOptions, ...rule.meta.strictOptions } })).not.toThrow();
        expect(() => lintRule(rule, { tools })).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
