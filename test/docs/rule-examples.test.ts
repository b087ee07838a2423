// Every rule's docs page shows a failing example the rule flags and a passing example it leaves
// alone, and both are run here: a page cannot drift from what its rule does. A message the page
// quotes (`> ` under the failing example, cut with `…`) must begin a finding's message; a located
// line (`3:5 warning …`, for the two built-ins run through the CLI) must be one of its findings.
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import type { Finding } from "../../src/core/model/types.js";
import { ALL_RULES } from "../../src/rules/_registry.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { type LintRuleOptions, lintRule, lintRuleAsync } from "../helpers/lint-rule.js";
import { jsonTexts, rulePage, section } from "../helpers/rule-docs.js";

/** Pages whose examples run with more than the rule's defaults, and the words that tell the reader so. */
const RUNS: Record<string, { readonly run: LintRuleOptions; readonly says: string }> = {
  "tool-count": { run: { options: { max: 2 } }, says: "(Failing with `max: 2`" },
  "context-budget": { run: { options: { maxPerTool: 150 } }, says: 'With `{"maxPerTool": 150}`' },
  "output-schema-object": { run: { protocol: "2025-11-25" }, says: "Checked as protocol 2025-11-25" },
  "compat-clients": { run: { targets: ["claude-desktop"] }, says: "With `--target claude-desktop`" },
};

/** Built-ins that no rule visitor raises: their examples go through the built CLI. */
const THROUGH_CLI = new Set(["parse-error", "unused-suppression"]);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Shown {
  readonly quoted: string[];
  readonly located: Array<{ line: number; column: number; severity: string; message: string }>;
}

/** What the failing example says the rule reports. */
function shown(failing: string): Shown {
  const quoted = [...failing.matchAll(/^> (.+)$/gm)].map((match) => match[1]!.replace(/\s*…$/, ""));
  // A code span, between double backticks when the message holds backticks itself.
  const located = [...failing.matchAll(/^(`+)(\d+):(\d+) (error|warning|info) (.+?) ?\1$/gm)].map((match) => ({
    line: Number(match[2]),
    column: Number(match[3]),
    severity: match[4]!,
    message: match[5]!,
  }));
  return { quoted, located };
}

function expectShown(findings: readonly Finding[], failing: string): void {
  const { quoted, located } = shown(failing);
  for (const text of quoted)
    expect(
      findings.map((f) => f.message).filter((message) => message.startsWith(text)),
      `a finding starting "${text}"`,
    ).not.toEqual([]);
  for (const want of located) expect(findings).toContainEqual(expect.objectContaining(want));
}

async function run(rule: Rule<any>, input: unknown, options: LintRuleOptions): Promise<Finding[]> {
  return rule.prepare ? lintRuleAsync(rule, input, options) : lintRule(rule, input, options);
}

/** The CLI's findings of one rule on `files` (the first is linted; a config is read when given). */
function cliFindings(id: string, files: Record<string, string>): Finding[] {
  const dir = tempDir(files);
  dirs.push(dir);
  const config = "mcp-tool-lint.config.json" in files ? [] : ["--no-config"];
  const result = runCli([Object.keys(files)[0]!, "-f", "json", ...config], { cwd: dir });
  expect(result.stderr).toBe("");
  return (JSON.parse(result.stdout).findings as Finding[]).filter((finding) => finding.ruleId === id);
}

/** A config as users write it: two-space indents, so the finding's line and column are the page's. */
const configText = (block: string) => `${JSON.stringify(JSON.parse(block), null, 2)}\n`;

describe.each(ALL_RULES.map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  const page = rulePage(id);
  const failing = section(page, "## Failing example");
  const passing = section(page, "## Passing example");
  const custom = RUNS[id];

  if (custom) {
    it("says what its examples are run with", () => {
      expect(failing).toContain(custom.says);
    });
  }

  if (id === "parse-error") {
    it("has a failing example that does not parse and a passing one that does", () => {
      const [bad] = jsonTexts(failing);
      const [good] = jsonTexts(passing);
      expect(shown(failing).located, "the finding the page shows").toHaveLength(1);
      const found = cliFindings(id, { "tools.json": `${bad}\n` });
      expect(found).not.toEqual([]);
      expectShown(found, failing);
      expect(cliFindings(id, { "tools.json": `${good}\n` })).toEqual([]);
    });
    return;
  }

  if (id === "unused-suppression") {
    it("has a failing config with an entry that matches nothing, and a passing one whose entry matches", () => {
      const [tools, unused] = jsonTexts(failing);
      const [used] = jsonTexts(passing);
      expect(shown(failing).located, "the finding the page shows").toHaveLength(1);
      const found = cliFindings(id, { "tools.json": `${tools}\n`, "mcp-tool-lint.config.json": configText(unused!) });
      expect(found).not.toEqual([]);
      expectShown(found, failing);
      expect(cliFindings(id, { "tools.json": `${tools}\n`, "mcp-tool-lint.config.json": configText(used!) })).toEqual([]);
    });
    return;
  }

  it("has a failing example the rule flags and a passing example it leaves alone", async () => {
    expect(THROUGH_CLI.has(id)).toBe(false);
    // Change rules show the baseline first, then the list compared with it.
    const blocks = jsonTexts(failing).map((block) => JSON.parse(block));
    const [passingExample] = jsonTexts(passing).map((block) => JSON.parse(block));
    expect(blocks.length, "one example, or a baseline and an example").toBeOneOf(rule.meta.needsBaseline ? [2] : [1]);
    expect(passingExample, "a passing example").toBeDefined();
    const baseline = rule.meta.needsBaseline ? blocks[0] : undefined;
    const options: LintRuleOptions = { targets: rule.meta.targets ? [...rule.meta.targets] : undefined, baseline, ...custom?.run };
    const found = await run(rule, blocks[blocks.length - 1], options);
    expect(found).not.toEqual([]);
    expectShown(found, failing);
    // A page may say its passing example draws `info` findings (breaking-change: compatible changes).
    const infoAllowed = passing.includes("reported as `info`");
    expect((await run(rule, passingExample, options)).filter((f) => !(infoAllowed && f.severity === "info"))).toEqual([]);
  });
});
