// The rule tester: one table of left-alone (`valid`) and flagged (`invalid`) cases per rule, in the
// spirit of ESLint's RuleTester. Every finding of a flagged case is listed, in order, with its exact
// message; a failure prints what the rule did report in a form that can be pasted into the table.
import { describe, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import type { Finding, Severity } from "../../src/core/model/types.js";
import { locate } from "../../src/core/positions/locate.js";
import { type LintRuleOptions, lintRule, lintRuleAsync } from "./lint-rule.js";

export { tool } from "./lint-rule.js";

/** One case: a name (the `it` title), the input (anything a file may hold) and how to run the rule. */
export interface ValidCase extends LintRuleOptions {
  readonly name: string;
  readonly input: unknown;
}

/** One expected finding. The message is compared exactly; the other fields when given. */
export interface ExpectedFinding {
  readonly message: string;
  readonly pointer?: string;
  /** 1-based, in `JSON.stringify(input, null, 2)` (of `others[n - 1]` when the finding is in input n). */
  readonly line?: number;
  readonly column?: number;
  readonly severity?: Severity;
  /** The tool's name; `null` for a finding about the list (no tool). */
  readonly tool?: string | null;
  /** Index of the input the finding is in: 0 is `input`, then `others`. */
  readonly inputIndex?: number;
  /** Fields of the finding's data, compared one by one. */
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface InvalidCase extends ValidCase {
  /** Every finding, in the order the rule reports them. */
  readonly errors: readonly ExpectedFinding[];
}

export interface RuleTable {
  readonly valid: readonly ValidCase[];
  readonly invalid: readonly InvalidCase[];
}

const FIELDS = ["message", "pointer", "line", "column", "severity", "tool", "inputIndex", "data"] as const;
type Field = (typeof FIELDS)[number];

/** The rule's findings over a case, with line and column in the pretty-printed input. */
export async function findingsOf(rule: Rule<any>, test: ValidCase): Promise<Finding[]> {
  const { name: _name, input, errors: _errors, ...options } = test as ValidCase & { errors?: unknown };
  const findings = rule.prepare ? await lintRuleAsync(rule, input, options) : lintRule(rule, input, options);
  for (const finding of findings) {
    if (finding.ruleId !== rule.meta.id) throw new Error(`${rule.meta.id} reported a finding as ${finding.ruleId}`);
  }
  return withPositions(findings, [input, ...(options.others ?? [])]);
}

/** Lines and columns the way the pipeline finds them, in each input printed with two-space indents. */
function withPositions(findings: Finding[], inputs: readonly unknown[]): Finding[] {
  const regions = new Map<number, ReturnType<typeof locate>["regions"]>();
  return findings.map((finding) => {
    let inInput = regions.get(finding.inputIndex);
    if (!inInput) {
      const text = JSON.stringify(inputs[finding.inputIndex], null, 2);
      const pointers = findings.filter((f) => f.inputIndex === finding.inputIndex).map((f) => f.pointer);
      inInput = text === undefined ? new Map() : locate(text, pointers).regions;
      regions.set(finding.inputIndex, inInput);
    }
    const region = inInput.get(finding.pointer);
    return region ? { ...finding, line: region.line, column: region.column } : finding;
  });
}

function valueOf(finding: Finding, field: Field): unknown {
  if (field === "tool") return finding.tool ?? null;
  return finding[field];
}

/** What a finding shows of the fields an expectation names (`data` only its named keys). */
function project(finding: Finding, expected: ExpectedFinding): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (!(field in expected)) continue;
    if (field === "data" && expected.data) {
      const data: Record<string, unknown> = {};
      for (const key of Object.keys(expected.data)) data[key] = finding.data?.[key];
      shown.data = data;
    } else {
      shown[field] = valueOf(finding, field);
    }
  }
  return shown;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One finding as a table entry. */
function entry(finding: Finding): string {
  const parts = [`message: ${JSON.stringify(finding.message)}`, `pointer: ${JSON.stringify(finding.pointer)}`];
  if (finding.line !== undefined) parts.push(`line: ${finding.line}`, `column: ${finding.column}`);
  parts.push(`severity: ${JSON.stringify(finding.severity)}`);
  if (finding.inputIndex !== 0) parts.push(`inputIndex: ${finding.inputIndex}`);
  return `{ ${parts.join(", ")} }`;
}

/** Findings as table entries, ready to paste into `errors`. */
export function pasteable(findings: readonly Finding[]): string {
  if (findings.length === 0) return "errors: []";
  return `errors: [\n${findings.map((finding) => `  ${entry(finding)},`).join("\n")}\n]`;
}

/** Throws, with the actual findings, when a case's findings are not exactly the expected ones. */
export async function checkCase(rule: Rule<any>, test: ValidCase | InvalidCase): Promise<void> {
  const expected = "errors" in test ? test.errors : [];
  for (const error of expected) {
    if (typeof error.message !== "string") throw new Error(`${test.name}: an expected message must be the exact text (a string)`);
  }
  const findings = await findingsOf(rule, test);
  const problems: string[] = [];
  if (findings.length !== expected.length) problems.push(`expected ${expected.length} finding(s), got ${findings.length}`);
  for (let i = 0; i < Math.max(findings.length, expected.length); i++) {
    const finding = findings[i];
    const want = expected[i];
    if (!finding) problems.push(`finding ${i + 1} missing: ${JSON.stringify(want)}`);
    else if (!want) problems.push(`finding ${i + 1} unexpected: ${entry(finding)}`);
    else {
      const got = project(finding, want);
      for (const field of FIELDS) {
        if (field in want && !same(got[field], want[field])) {
          problems.push(`finding ${i + 1} ${field}: expected ${JSON.stringify(want[field])}, got ${JSON.stringify(got[field])}`);
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(`${rule.meta.id}, ${test.name}:\n${problems.join("\n")}\nThe rule reported:\n${pasteable(findings)}`);
}

function checkTable(id: string, table: RuleTable): void {
  const names = new Set<string>();
  for (const test of [...table.valid, ...table.invalid]) {
    if (!test.name) throw new Error(`${id}: every case needs a name`);
    if (names.has(test.name)) throw new Error(`${id}: two cases are named "${test.name}"`);
    names.add(test.name);
  }
  for (const test of table.invalid) {
    if (test.errors.length === 0) throw new Error(`${id}, ${test.name}: an invalid case lists at least one finding (or belongs in valid)`);
  }
}

/** `ruleTester(rule).run({ valid, invalid })` declares `describe(<rule id>)` with one `it` per case. */
export function ruleTester(rule: Rule<any>): { run(table: RuleTable): void } {
  return {
    run(table: RuleTable): void {
      checkTable(rule.meta.id, table);
      describe(rule.meta.id, () => {
        for (const test of table.valid) it(`leaves alone: ${test.name}`, () => checkCase(rule, test));
        for (const test of table.invalid) it(`flags: ${test.name}`, () => checkCase(rule, test));
      });
    },
  };
}
