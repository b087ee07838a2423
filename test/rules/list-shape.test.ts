import { describe, expect, it } from "vitest";
import rule from "../../src/rules/list-shape.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const cacheable = { resultType: "complete", ttlMs: 60000, cacheScope: "public" };

describe("list-shape", () => {
  it.each([
    ["a string", "list_files", "`tools` is a string; it must be an array"],
    ["null", null, "`tools` is `null`; it must be an array"],
    ["an object", { list_files: tool() }, "`tools` is an object; it must be an array"],
  ])("flags `tools` that is %s, at `tools`", (_, tools, text) => {
    const findings = lintRule(rule, { tools });
    expect(findings.map((f) => f.pointer)).toEqual(["/tools"]);
    expect(findings[0]!.message).toContain(text);
  });

  it("flags a `nextCursor` that is not a string, and a `_meta` that is not an object", () => {
    const findings = lintRule(rule, [
      { tools: [tool()], nextCursor: null },
      { tools: [tool()], nextCursor: 2, _meta: "x" },
    ]);
    expect(findings.map((f) => f.pointer)).toEqual(["/0/nextCursor", "/1/nextCursor", "/1/_meta"]);
    expect(findings[0]!.message).toContain("On the last page, leave `nextCursor` out");
  });

  it("points into the result of a JSON-RPC response", () => {
    const findings = lintRule(rule, { jsonrpc: "2.0", id: 1, result: { tools: [tool()], nextCursor: false } });
    expect(findings.map((f) => f.pointer)).toEqual(["/result/nextCursor"]);
  });

  describe("2026-07-28 result fields", () => {
    it("requires all three once the result carries one of them, at the result", () => {
      const findings = lintRule(rule, { jsonrpc: "2.0", id: 1, result: { resultType: "complete", tools: [] } });
      expect(findings).toHaveLength(1);
      expect(findings[0]!.pointer).toBe("/result");
      expect(findings[0]!.message).toContain("has no `ttlMs` or `cacheScope`;");
    });

    it("requires them when the input records protocol 2026-07-28", () => {
      const findings = lintRule(rule, { protocolVersion: "2026-07-28", tools: [] });
      expect(findings.map((f) => f.pointer)).toEqual([""]);
      expect(findings[0]!.message).toContain("has no `resultType`, `ttlMs` or `cacheScope`;");
    });

    it.each([
      ["resultType", 1, "`resultType` is an integer"],
      ["resultType", null, "`resultType` is `null`"],
      ["ttlMs", -1, "`ttlMs` is -1; it must be an integer ≥ 0"],
      ["ttlMs", 1.5, "`ttlMs` is 1.5"],
      ["ttlMs", "300", "`ttlMs` is a string"],
      ["cacheScope", "shared", '`cacheScope` is "shared"'],
      ["cacheScope", null, "`cacheScope` is null"],
    ])("flags %s = %j at its pointer", (field, value, text) => {
      const findings = lintRule(rule, { tools: [tool()], ...cacheable, [field]: value });
      expect(findings.map((f) => f.pointer)).toEqual([`/${field}`]);
      expect(findings[0]!.message).toContain(text);
    });

    it("checks each page on its own", () => {
      const findings = lintRule(rule, [
        { tools: [tool()], ...cacheable, nextCursor: "2" },
        { tools: [], resultType: "complete" },
      ]);
      expect(findings.map((f) => f.pointer)).toEqual(["/1"]);
    });

    it("accepts a result of an earlier version (none of the fields) when the version was not stated", () => {
      expect(lintRule(rule, { tools: [tool()] })).toEqual([]);
    });

    it("does not ask for them before 2026-07-28, nor of the linter's own snapshot", () => {
      expect(lintRule(rule, { tools: [], resultType: "complete" }, { protocol: "2025-11-25" })).toEqual([]);
      expect(lintRule(rule, { protocolVersion: "2025-06-18", tools: [] }, { protocol: "2025-06-18" })).toEqual([]);
      expect(lintRule(rule, { mcpToolLintSnapshot: 1, protocolVersion: "2026-07-28", tools: [tool()] })).toEqual([]);
    });
  });

  describe("pagination", () => {
    const page = (name: string, nextCursor?: string) => ({ tools: [tool({ name })], ...(nextCursor === undefined ? {} : { nextCursor }) });

    it("flags a cursor that comes back (a client loops forever), at the page that repeats it", () => {
      const findings = lintRule(rule, [page("first", "A"), page("from_a", "B"), page("from_b", "A")]);
      expect(findings.map((f) => [f.pointer, f.severity])).toEqual([["/2/nextCursor", "error"]]);
      expect(findings[0]!.message).toContain('Page 3 sends `nextCursor` "A" again (page 1 sent it)');
    });

    it("flags a page that repeats its own cursor", () => {
      expect(lintRule(rule, [page("a", "same"), page("b", "same")]).map((f) => f.pointer)).toEqual(["/1/nextCursor"]);
    });

    it("flags a list still going at the page cap (100 pages), at the last page read", () => {
      const pages = Array.from({ length: 100 }, (_, i) => page(`tool_${i}`, String(i + 1)));
      const findings = lintRule(rule, pages);
      expect(findings.map((f) => f.pointer)).toEqual(["/99/nextCursor"]);
      expect(findings[0]!.message).toContain("has not ended after 100 pages");
    });

    it("leaves alone cursors that advance, fewer than 100 pages that end or stop early, and one page with a cursor", () => {
      expect(lintRule(rule, [page("a", "1"), page("b", "2"), page("c")])).toEqual([]);
      expect(
        lintRule(
          rule,
          Array.from({ length: 99 }, (_, i) => page(`t${i}`, String(i + 1))),
        ),
      ).toEqual([]);
      expect(lintRule(rule, page("only", "more"))).toEqual([]);
      expect(lintRule(rule, [page("a", ""), page("b", "")])).toEqual([]);
    });
  });

  describe("snapshots of format 2 (whole results under `pages`)", () => {
    const snapshot = (pages: unknown[]) => ({ mcpToolLintSnapshot: 2, protocolVersion: "2026-07-28", era: "2026-07-28", pages });

    it("checks the results a snapshot keeps as it checks them live", () => {
      const findings = lintRule(rule, snapshot([{ tools: [tool()], resultType: "complete" }]));
      expect(findings.map((f) => f.pointer)).toEqual(["/pages/0"]);
      expect(findings[0]!.message).toContain("has no `ttlMs` or `cacheScope`;");
      expect(
        lintRule(
          rule,
          snapshot([
            { tools: [tool({ name: "a" })], nextCursor: "x" },
            { tools: [tool({ name: "b" })], nextCursor: "x" },
          ]),
        ).map((f) => f.pointer),
      ).toEqual(["/pages/1/nextCursor", "/pages/0", "/pages/1"]);
    });

    it("leaves complete results alone", () => {
      expect(lintRule(rule, snapshot([{ tools: [tool()], ...cacheable }]))).toEqual([]);
    });
  });

  it("leaves well-formed results alone, and bare arrays or single tools (no result) too", () => {
    expect(lintRule(rule, { tools: [tool()], nextCursor: "abc", _meta: {}, ...cacheable })).toEqual([]);
    expect(lintRule(rule, { tools: [], ttlMs: 0, cacheScope: "private", resultType: "complete" })).toEqual([]);
    expect(lintRule(rule, [tool(), "not a tool"])).toEqual([]);
    expect(lintRule(rule, tool())).toEqual([]);
  });
});
