// Each spec rule's docs page has the fixed layout, agrees with the rule's metadata, and its
// examples do what they say: the failing one draws the rule, the passing one draws no spec rule.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ProtocolVersion } from "../../src/model/protocol.js";
import { lintSpec, SPEC_RULES } from "./run-spec-rules.js";

const DOCS = fileURLToPath(new URL("../../docs/rules/", import.meta.url));
const HEADINGS = ["## Why", "## Failing example", "## Passing example", "## Options", "## Source"];
/** Examples that depend on the version name it in the page; the rest use the default. */
const EXAMPLE_PROTOCOL: Record<string, ProtocolVersion> = { "output-schema-object": "2025-11-25" };

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

describe.each(SPEC_RULES.map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  const page = readFileSync(`${DOCS}${id}.md`, "utf8");

  it("has the title, the table, the one line and the headings in order", () => {
    const lines = page.split("\n");
    expect(lines[0]).toBe(`# ${id}`);
    expect(lines[4]).toMatch(new RegExp(`^\\| ${rule.meta.category} \\| ${rule.meta.severity} \\| `));
    expect(lines[6]).toBe(rule.meta.description);
    const positions = HEADINGS.map((heading) => page.indexOf(`\n${heading}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("has a failing example the rule flags and a passing example no spec rule flags", () => {
    const protocol = EXAMPLE_PROTOCOL[id];
    const failing = lintSpec(firstJson(section(page, "## Failing example")), { protocol });
    expect(failing.filter((f) => f.ruleId === id).length).toBeGreaterThan(0);
    expect(lintSpec(firstJson(section(page, "## Passing example")), { protocol, strict: true })).toEqual([]);
  });
});
