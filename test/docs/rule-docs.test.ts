// Every rule in src/rules, the pseudo-rules included, has a docs page with the fixed layout that
// agrees with its metadata; each group's tests check that the page's examples do what they say.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../src/rules/_registry.js";
import { RULE_DOCS_DIR, layoutProblems, rulePage } from "../helpers/rule-docs.js";
import toolNameUnique from "../../src/rules/tool-name-unique.js";

describe.each(ALL_RULES.map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  it("has the title, the table, the one line and the headings in order, as the rule's metadata says", () => {
    expect(layoutProblems(rulePage(id), rule.meta)).toEqual([]);
  });
});

describe("docs/rules", () => {
  it("holds a page for each rule and no other", () => {
    const pages = readdirSync(RULE_DOCS_DIR).sort();
    expect(pages).toEqual(ALL_RULES.map((rule) => `${rule.meta.id}.md`).sort());
  });
});

describe("layoutProblems", () => {
  const page = rulePage("tool-name-unique");
  const problems = (text: string, meta: object = {}) => layoutProblems(text, { ...toolNameUnique.meta, ...meta });

  it("accepts the exemplar page", () => {
    expect(problems(page)).toEqual([]);
  });

  it("reports a page that disagrees with the metadata", () => {
    expect(problems(page, { id: "tool-name-other" })).toEqual(['line 1 should be the title "# tool-name-other", is "# tool-name-unique"']);
    expect(problems(page, { category: "design", severity: "warning" })).toEqual([
      'the table\'s category should be "design", is "spec"',
      'the table\'s severity should be "warning", is "error"',
    ]);
    expect(problems(page, { description: "Another line." })).toEqual([
      'line 7 should be the rule\'s description "Another line.", is "No two tools in one server share a name."',
    ]);
    expect(problems(page, { defaultOptions: { max: 1 } })).toEqual(["the table's options should name `max`", '"## Options" should describe `max`']);
  });

  it("accepts a note after the severity, and reports options the rule does not have", () => {
    expect(problems(page.replace("| spec | error | none |", "| spec | error (strict: error) | none |"))).toEqual([]);
    expect(problems(page.replace("| spec | error | none |", "| spec | error | `max` |"))).toEqual(['the table\'s options should be "none", is "`max`"']);
    expect(problems(page.replace("\nNone.\n", "\nNo options.\n"))).toEqual(['"## Options" should say "None."']);
  });

  it("reports missing, extra and misordered headings", () => {
    const swapped = page.replace("## Failing example", "## TEMP").replace("## Passing example", "## Failing example").replace("## TEMP", "## Passing example");
    expect(problems(swapped)).toHaveLength(1);
    expect(problems(page.replace("## Source", "## Sources"))[0]).toMatch(/^the headings should be/);
    expect(problems(`${page}\n## Notes\n\nMore.\n`)[0]).toMatch(/^the headings should be/);
  });
});
