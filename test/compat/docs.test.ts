// The docs pages of the compat and cost rules have the fixed layout, agree with the rules'
// metadata, and their examples do what they say.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import { PROFILES } from "../../src/compat/profiles/index.js";
import { lintRule, lintRuleAsync } from "../helpers/lint-rule.js";
import compatOpenai from "../../src/rules/compat-openai.js";
import compatOpenaiStrict from "../../src/rules/compat-openai-strict.js";
import compatAnthropic from "../../src/rules/compat-anthropic.js";
import compatGemini from "../../src/rules/compat-gemini.js";
import compatClients from "../../src/rules/compat-clients.js";
import contextBudget from "../../src/rules/context-budget.js";

const HEADINGS = ["## Why", "## Failing example", "## Passing example", "## Options", "## Source"];

function page(id: string): string {
  return readFileSync(new URL(`../../docs/rules/${id}.md`, import.meta.url), "utf8");
}

/** The first JSON block under a heading. */
function example(markdown: string, heading: string): unknown {
  const start = markdown.indexOf(`\n${heading}\n`);
  const match = /```json\n([\s\S]*?)\n```/.exec(markdown.slice(start));
  if (start < 0 || !match) throw new Error(`no json block under ${heading}`);
  return JSON.parse(match[1]!);
}

/** Each compat rule with the target its examples are written for. */
const COMPAT: Array<[Rule<any>, string]> = [
  [compatOpenai, "openai"],
  [compatOpenaiStrict, "openai-strict"],
  [compatAnthropic, "anthropic"],
  [compatGemini, "gemini"],
  [compatClients, "claude-desktop"],
];

describe.each([...COMPAT.map(([rule]) => rule), contextBudget].map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  it("has the title, the table, the one line and the headings in order", () => {
    const lines = page(id).split("\n");
    expect(lines[0]).toBe(`# ${id}`);
    expect(lines[4]).toMatch(new RegExp(`^\\| ${rule.meta.category} \\| ${rule.meta.severity} \\| `));
    expect(lines[6]).toBe(rule.meta.description);
    const positions = HEADINGS.map((heading) => page(id).indexOf(`\n${heading}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe.each(COMPAT.map(([rule, target]) => [rule.meta.id, rule, target] as const))("docs/rules/%s.md examples", (id, rule, target) => {
  it(`fail and pass as the page says for --target ${target}`, () => {
    const markdown = page(id);
    expect(lintRule(rule, example(markdown, "## Failing example"), { targets: [target] }).length).toBeGreaterThan(0);
    expect(lintRule(rule, example(markdown, "## Passing example"), { targets: [target] })).toEqual([]);
  });

  it("lists every constraint of its profiles with its source and check date", () => {
    const markdown = page(id);
    const targets = (rule.meta.targets ?? []).filter((t) => t !== "openai-strict" || id === "compat-openai-strict");
    for (const t of targets) {
      for (const constraint of PROFILES[t as keyof typeof PROFILES].constraints) {
        const row = markdown.split("\n").find((line) => line.includes(`| \`${constraint.id}\` |`) && line.includes(constraint.source));
        expect(row, `${t}/${constraint.id}`).toBeDefined();
        expect(row).toContain(constraint.checked);
      }
    }
  });
});

describe("docs/rules/context-budget.md examples", () => {
  it("fail and pass with the budget the page names", async () => {
    const markdown = page("context-budget");
    const options = { maxPerTool: 150 };
    const failing = await lintRuleAsync(contextBudget, example(markdown, "## Failing example"), { options, settings: { tokens: true } });
    expect(failing.map((f) => f.message.slice(0, 60))).toEqual(["This tool's definition costs 179 tokens of the model's conte"]);
    expect(await lintRuleAsync(contextBudget, example(markdown, "## Passing example"), { options, settings: { tokens: true } })).toEqual([]);
  });
});
