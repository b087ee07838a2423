// The docs pages of the name and description rules have the fixed layout, agree with the rules' metadata,
// and their examples fail and pass as the pages say.
import { readFileSync } from "node:fs";
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

const HEADINGS = ["## Why", "## Failing example", "## Passing example", "## Options", "## Source"];

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

describe.each(RULES.map(([rule, options]) => [rule.meta.id, rule, options] as const))("docs/rules/%s.md", (id, rule, options) => {
  it("has the title, the table, the one line and the headings in order", () => {
    const markdown = page(id);
    const lines = markdown.split("\n");
    expect(lines[0]).toBe(`# ${id}`);
    expect(lines[4]).toMatch(new RegExp(`^\\| ${rule.meta.category} \\| ${rule.meta.severity} \\| `));
    expect(lines[6]).toBe(rule.meta.description);
    const positions = HEADINGS.map((heading) => markdown.indexOf(`\n${heading}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("names every option in the table and under Options", () => {
    const markdown = page(id);
    for (const option of Object.keys(rule.meta.defaultOptions)) {
      expect(markdown.split("\n")[4]).toContain(`\`${option}\``);
      expect(markdown.slice(markdown.indexOf("\n## Options\n"))).toContain(`\`${option}\``);
    }
  });

  it("has a failing example that fails and a passing example that passes", () => {
    const markdown = page(id);
    expect(lintRule(rule, example(markdown, "## Failing example"), { options }).length).toBeGreaterThan(0);
    expect(lintRule(rule, example(markdown, "## Passing example"), { options })).toEqual([]);
  });
});
