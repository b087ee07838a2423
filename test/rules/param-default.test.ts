import { describe, expect, it } from "vitest";
import rule from "../../src/rules/param-default.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const POINTER = "/tools/0/inputSchema/properties/p";
const withParam = (p: unknown) => ({ tools: [tool({ inputSchema: { type: "object", properties: { p } } })] });

describe("param-default", () => {
  it.each([
    ["defaults to 10", { type: "integer" }, '"default": 10'],
    ["(default: 'asc')", { type: "string" }, '"default": "asc"'],
    ["Default is true", { type: "boolean" }, '"default": true'],
    ["Default: false.", { type: "boolean" }, '"default": false'],
    ["Default false.", { type: "boolean" }, '"default": false'],
    ["(1-20, default 10)", { type: "number" }, '"default": 10'],
    ["Default value 12 should return a year", { type: "string" }, '"default": "12"'],
    ["Defaults to chromium", { type: "string" }, '"default": "chromium"'],
    ["Default is 10,000.", { type: "integer" }, '"default": 10000'],
    ["The order. Default is `desc`.", {}, '"default": "desc"'],
    ["Threshold (default: 0.5)", { type: "number" }, '"default": 0.5'],
  ])("flags %j with no schema default, at the parameter", (description, schema, suggestion) => {
    const findings = lintRule(rule, withParam({ ...schema, description }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "param-default", pointer: POINTER });
    expect(findings[0]!.message).toContain(suggestion);
  });

  it("flags a different default at `default`, naming both values", () => {
    const findings = lintRule(rule, withParam({ type: "integer", description: "Results per page (defaults to 10).", default: 20 }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: `${POINTER}/default` });
    expect(findings[0]!.message).toContain("`10`");
    expect(findings[0]!.message).toContain("`20`");
  });

  it("flags a nested parameter with its path", () => {
    const input = withParam({ type: "array", description: "Rows.", items: { type: "object", properties: { n: { type: "integer", description: "Count (default 3)." } } } });
    const findings = lintRule(rule, input);
    expect(findings.map((f) => f.pointer)).toEqual([`${POINTER}/items/properties/n`]);
    expect(findings[0]!.message).toContain("`p[].n`");
  });

  it.each([
    ["defaults to 10", { type: "integer", default: 10 }],
    ["defaults to 10", { type: "string", default: "10" }],
    ["Default is true", { type: "boolean", default: true }],
    ["Default is true", { type: "string", default: "true" }],
    ["Defaults to Chromium", { type: "string", default: "chromium" }],
    ["default is 'default'", { type: "string", default: "default" }],
    ["default: 10", { type: "array", default: [10] }],
  ])("leaves alone %j when the schema says %j", (description, schema) => {
    expect(lintRule(rule, withParam({ ...schema, description }))).toEqual([]);
  });

  it.each([
    "Optional: source branch (defaults to the repository's default branch)",
    "Organization to fork to (defaults to your personal account)",
    "Date in YYYY-MM-DD format. Defaults to latest available rate.",
    "The field codes to include. Default is all fields.",
    "Maximum pages per page (0 for default of 100)",
    "For backward compatibility only. Default maximum width is now 512px",
    "Custom downloads directory path (default: user's Downloads folder)",
    "Range of cells to read. [default: first paging range]",
    "PuppeteerJS LaunchOptions. Default null.",
    "Uses the default branch.",
    "There is no default.",
    "Timeout (default: 30s)",
    "Directory to list.",
  ])("leaves alone %j (no literal default stated)", (description) => {
    expect(lintRule(rule, withParam({ type: "string", description }))).toEqual([]);
  });

  it("does not throw on odd values and stays fast on hostile text", () => {
    expect(lintRule(rule, withParam({ description: "default: 1", default: null }))).toHaveLength(1);
    const description = "default ".repeat(50_000) + "defaults to " + "x".repeat(100_000);
    const started = performance.now();
    lintRule(rule, withParam({ type: "string", description }));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
