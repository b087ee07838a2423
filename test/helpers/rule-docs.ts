// Reads the rules' docs pages (docs/rules/<id>.md) for the tests: the fixed layout every page
// follows, and the JSON examples the group tests run through their rules.
import { readFileSync } from "node:fs";
import type { RuleMeta } from "../../src/engine/rule.js";

export const RULE_DOCS_DIR = new URL("../../docs/rules/", import.meta.url);

/** The second-level headings of every page, in this order and no others. */
export const RULE_DOC_HEADINGS = ["## Why", "## Failing example", "## Passing example", "## Options", "## Source"] as const;

export type RuleDocHeading = (typeof RULE_DOC_HEADINGS)[number];

const TABLE_HEADER = ["| category | default (`recommended`) | options |", "|---|---|---|"];

export function rulePage(id: string): string {
  return readFileSync(new URL(`${id}.md`, RULE_DOCS_DIR), "utf8");
}

/** The text under `heading`, up to the next `## ` heading; throws when the page lacks the heading. */
export function section(page: string, heading: RuleDocHeading): string {
  const marker = `\n${heading}\n`;
  const start = page.indexOf(marker);
  if (start < 0) throw new Error(`no "${heading}" heading`);
  const end = page.indexOf("\n## ", start + marker.length - 1);
  return page.slice(start + marker.length, end < 0 ? undefined : end);
}

/** The text of every ```json block in `text`, in order (parse-error's failing example does not parse). */
export function jsonTexts(text: string): string[] {
  return [...text.matchAll(/^```json\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
}

/** Every ```json block in `text`, parsed, in order. */
export function jsonBlocks(text: string): unknown[] {
  return jsonTexts(text).map((block) => JSON.parse(block));
}

/** The first ```json block under `heading`: the example the page shows there. */
export function example(page: string, heading: RuleDocHeading): unknown {
  const [first] = jsonBlocks(section(page, heading));
  if (first === undefined) throw new Error(`no json block under "${heading}"`);
  return first;
}

/**
 * How a page departs from the layout its rule's metadata calls for (empty when it follows it):
 * `# <id>`; the table whose row gives the category, the default severity (a note in parentheses
 * may follow it) and the options (`none`, or each default option's name in backticks); the
 * description as the one line; the five headings in order; each option named under Options.
 */
export function layoutProblems(page: string, meta: RuleMeta<object>): string[] {
  const problems: string[] = [];
  const lines = page.split("\n");
  const expectLine = (index: number, expected: string, what: string) => {
    if (lines[index] !== expected) problems.push(`line ${index + 1} should be ${what} ${JSON.stringify(expected)}, is ${JSON.stringify(lines[index])}`);
  };
  expectLine(0, `# ${meta.id}`, "the title");
  expectLine(1, "", "blank");
  expectLine(2, TABLE_HEADER[0]!, "the table header");
  expectLine(3, TABLE_HEADER[1]!, "the table rule");
  expectLine(5, "", "blank");
  expectLine(6, meta.description, "the rule's description");
  expectLine(7, "", "blank");
  problems.push(...rowProblems(lines[4] ?? "", meta));

  const headings = lines.filter((line) => line.startsWith("## "));
  if (headings.join("\n") !== RULE_DOC_HEADINGS.join("\n")) problems.push(`the headings should be ${RULE_DOC_HEADINGS.join(", ")}; are ${headings.join(", ")}`);
  else problems.push(...optionsProblems(section(page, "## Options"), meta));
  return problems;
}

function rowProblems(row: string, meta: RuleMeta<object>): string[] {
  const cells = /^\| (.*) \| (.*) \| (.*) \|$/.exec(row);
  if (!cells) return [`line 5 should be the table row "| category | severity | options |", is ${JSON.stringify(row)}`];
  const [, category, severity, options] = cells as unknown as [string, string, string, string];
  const problems: string[] = [];
  if (category !== meta.category) problems.push(`the table's category should be "${meta.category}", is "${category}"`);
  if (severity !== meta.severity && !severity.startsWith(`${meta.severity} (`))
    problems.push(`the table's severity should be "${meta.severity}", is "${severity}"`);
  const names = Object.keys(meta.defaultOptions);
  if (names.length === 0 && options !== "none") problems.push(`the table's options should be "none", is "${options}"`);
  for (const name of names) if (!options.includes(`\`${name}\``)) problems.push(`the table's options should name \`${name}\``);
  return problems;
}

function optionsProblems(text: string, meta: RuleMeta<object>): string[] {
  const names = Object.keys(meta.defaultOptions);
  if (names.length === 0) return text.trimStart().startsWith("None.") ? [] : [`"## Options" should say "None."`];
  return names.filter((name) => !text.includes(`\`${name}\``)).map((name) => `"## Options" should describe \`${name}\``);
}
