// The examples on the compat and cost rules' docs pages do what they say, and the compat pages
// list their profiles' constraints. test/docs checks the pages' layout.
import { describe, expect, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import { PROFILES } from "../../src/compat/profiles/index.js";
import { lintRule, lintRuleAsync } from "../helpers/lint-rule.js";
import { example, rulePage } from "../helpers/rule-docs.js";
import compatOpenai from "../../src/rules/compat-openai.js";
import compatOpenaiStrict from "../../src/rules/compat-openai-strict.js";
import compatAnthropic from "../../src/rules/compat-anthropic.js";
import compatGemini from "../../src/rules/compat-gemini.js";
import compatClients from "../../src/rules/compat-clients.js";
import contextBudget from "../../src/rules/context-budget.js";

/** Each compat rule with the target its examples are written for. */
const COMPAT: Array<[Rule<any>, string]> = [
  [compatOpenai, "openai"],
  [compatOpenaiStrict, "openai-strict"],
  [compatAnthropic, "anthropic"],
  [compatGemini, "gemini"],
  [compatClients, "claude-desktop"],
];

describe.each(COMPAT.map(([rule, target]) => [rule.meta.id, rule, target] as const))("docs/rules/%s.md examples", (id, rule, target) => {
  it(`fail and pass as the page says for --target ${target}`, () => {
    const page = rulePage(id);
    expect(lintRule(rule, example(page, "## Failing example"), { targets: [target] }).length).toBeGreaterThan(0);
    expect(lintRule(rule, example(page, "## Passing example"), { targets: [target] })).toEqual([]);
  });

  it("lists every constraint of its profiles with its source and check date", () => {
    const page = rulePage(id);
    const targets = (rule.meta.targets ?? []).filter((t) => t !== "openai-strict" || id === "compat-openai-strict");
    for (const t of targets) {
      for (const constraint of PROFILES[t as keyof typeof PROFILES].constraints) {
        const row = page.split("\n").find((line) => line.includes(`| \`${constraint.id}\` |`) && line.includes(constraint.source));
        expect(row, `${t}/${constraint.id}`).toBeDefined();
        expect(row).toContain(constraint.checked);
      }
    }
  });
});

describe("docs/rules/context-budget.md examples", () => {
  it("fail and pass with the budget the page names", async () => {
    const page = rulePage("context-budget");
    const options = { maxPerTool: 150 };
    const failing = await lintRuleAsync(contextBudget, example(page, "## Failing example"), { options, settings: { tokens: true } });
    expect(failing.map((f) => f.message.slice(0, 60))).toEqual(["This tool's definition costs 179 tokens of the model's conte"]);
    expect(await lintRuleAsync(contextBudget, example(page, "## Passing example"), { options, settings: { tokens: true } })).toEqual([]);
  });
});
