// The failing example on each security rule's docs page draws a finding; the passing one none.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lintRule } from "../helpers/lint-rule.js";
import { SECURITY_RULES } from "./run-security.js";

function example(markdown: string, heading: string): unknown {
  const block = new RegExp(`^## ${heading}\\s*\\n+\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``, "m").exec(markdown);
  if (!block) throw new Error(`no JSON block under "## ${heading}"`);
  return JSON.parse(block[1]!);
}

describe("security rule docs", () => {
  it.each(SECURITY_RULES.map(({ rule }) => [rule.meta.id, rule] as const))("%s: the examples do what the page says", (id, rule) => {
    const markdown = readFileSync(fileURLToPath(new URL(`../../docs/rules/${id}.md`, import.meta.url)), "utf8");
    expect(markdown.startsWith(`# ${id}\n`)).toBe(true);
    expect(markdown).toContain(`| ${rule.meta.category} | ${rule.meta.severity} | none |`);
    expect(markdown).toContain(`\n${rule.meta.description}\n`);
    expect(lintRule(rule, example(markdown, "Failing example")).length).toBeGreaterThan(0);
    expect(lintRule(rule, example(markdown, "Passing example"))).toEqual([]);
  });
});
