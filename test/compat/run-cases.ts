// Runs the constraint table rows of one rule as vitest cases.
import { describe, expect, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import type { Finding } from "../../src/core/model/types.js";
import { lintRule } from "../helpers/lint-rule.js";
import { CONSTRAINT_CASES } from "./constraint-cases.js";

/** The findings of one target's constraint. */
export function findingsOf(findings: Finding[], target: string, constraint: string): Finding[] {
  return findings.filter((f) => f.data?.target === target && f.data?.constraint === constraint);
}

export function describeConstraintCases(rule: Rule<any>): void {
  describe(`${rule.meta.id}: one failing and one passing input per constraint`, () => {
    for (const row of CONSTRAINT_CASES.filter((c) => c.rule === rule)) {
      it(`${row.target}/${row.constraint} flags the failing input at ${row.pointer}`, () => {
        const found = findingsOf(lintRule(rule, row.failing, { targets: [row.target] }), row.target, row.constraint);
        expect(found.map((f) => f.pointer)).toEqual([row.pointer]);
        expect(found[0]!.ruleId).toBe(rule.meta.id);
      });
      it(`${row.target}/${row.constraint} leaves the passing input alone`, () => {
        expect(findingsOf(lintRule(rule, row.passing, { targets: [row.target] }), row.target, row.constraint)).toEqual([]);
      });
      it(`${row.target}/${row.constraint} is silent when the target is not chosen`, () => {
        expect(lintRule(rule, row.failing)).toEqual([]);
      });
    }
  });
}
