import { describe, expect, it } from "vitest";
import rule from "../../src/rules/annotations-coherent.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const annotated = (annotations: unknown, extra: Record<string, unknown> = {}) => ({ tools: [tool(), tool({ annotations, ...extra })] });

describe("annotations-coherent", () => {
  it("flags readOnlyHint: true with destructiveHint: true, at destructiveHint", () => {
    for (const protocol of ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] as const) {
      const findings = lintRule(rule, annotated({ readOnlyHint: true, destructiveHint: true }), { protocol });
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ ruleId: "annotations-coherent", pointer: "/tools/1/annotations/destructiveHint" });
      expect(findings[0]!.message).toContain("`readOnlyHint: true` says the tool changes nothing");
    }
  });

  it("leaves hints that agree with readOnlyHint: true alone by default, and flags them with ignoredHints", () => {
    const input = annotated({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(lintRule(rule, input)).toEqual([]);
    const findings = lintRule(rule, input, { options: { ignoredHints: true } });
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/1/annotations/destructiveHint", "/tools/1/annotations/idempotentHint"]);
    expect(findings[1]!.message).toContain("`idempotentHint: true` means nothing next to `readOnlyHint: true`");
  });

  it("sets ignoredHints in the strict preset", () => {
    expect(rule.meta.strictOptions).toEqual({ ignoredHints: true });
  });

  it("leaves write hints alone when the tool is not read-only, and non-boolean values to tool-shape", () => {
    expect(lintRule(rule, annotated({ readOnlyHint: false, destructiveHint: true, idempotentHint: false }), { options: { ignoredHints: true } })).toEqual([]);
    expect(lintRule(rule, annotated({ destructiveHint: true }))).toEqual([]);
    expect(lintRule(rule, annotated({ readOnlyHint: "true", destructiveHint: true }))).toEqual([]);
    expect(lintRule(rule, annotated({ readOnlyHint: true, destructiveHint: null, idempotentHint: "yes" }), { options: { ignoredHints: true } })).toEqual([]);
  });

  it("flags annotations.title differing from title, at annotations.title", () => {
    const findings = lintRule(rule, annotated({ title: "List directory" }, { title: "List files" }));
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/1/annotations/title"]);
    expect(findings[0]!.message).toContain(`("List directory") differs from \`title\` ("List files")`);
  });

  it("leaves equal titles (ignoring surrounding space), a lone title, and pre-title versions alone", () => {
    expect(lintRule(rule, annotated({ title: "List files " }, { title: "List files" }))).toEqual([]);
    expect(lintRule(rule, annotated({ title: "List files" }))).toEqual([]);
    expect(lintRule(rule, annotated({ title: "A" }, { title: "B" }), { protocol: "2025-03-26" })).toEqual([]);
  });

  it("ignores annotations that are not objects, and versions without annotations", () => {
    expect(lintRule(rule, [tool({ annotations: null }), tool({ annotations: [true] }), "x"])).toEqual([]);
    expect(lintRule(rule, annotated({ readOnlyHint: true, destructiveHint: true }), { protocol: "2024-11-05" })).toEqual([]);
  });
});
