// Each schema rule's docs page has the fixed layout, agrees with the rule's metadata, and its
// examples do what they say: the failing one draws the rule, the passing one no schema rule.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintWithSchemaRules, SCHEMA_RULES } from "./schema-rules.js";

const DOCS = new URL("../../docs/rules/", import.meta.url);
const HEADINGS = ["## Why", "## Failing example", "## Passing example", "## Options", "## Source"];

function section(page: string, heading: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  const end = page.indexOf("\n## ", start + heading.length + 2);
  return page.slice(start, end < 0 ? undefined : end);
}

function firstJson(text: string): unknown {
  const match = /```json\n([\s\S]*?)\n```/.exec(text);
  if (!match) throw new Error("no json block");
  return JSON.parse(match[1]!);
}

describe.each(SCHEMA_RULES.map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  const page = readFileSync(new URL(`${id}.md`, DOCS), "utf8");

  it("has the title, the table, the one line and the headings in order", () => {
    const lines = page.split("\n");
    expect(lines[0]).toBe(`# ${id}`);
    expect(lines[4]).toBe(`| ${rule.meta.category} | ${rule.meta.severity} | none |`);
    expect(lines[6]).toBe(rule.meta.description);
    const positions = HEADINGS.map((heading) => page.indexOf(`\n${heading}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("has a failing example the rule flags and a passing example no schema rule flags", async () => {
    const failing = await lintWithSchemaRules([firstJson(section(page, "## Failing example"))]);
    expect(failing.failures).toEqual([]);
    expect(failing.findings.filter((f) => f.ruleId === id).length).toBeGreaterThan(0);
    expect(await lintWithSchemaRules([firstJson(section(page, "## Passing example"))])).toEqual({ findings: [], failures: [] });
  });
});
