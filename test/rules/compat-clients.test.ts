import { describe, expect, it } from "vitest";
import rule from "../../src/rules/compat-clients.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { describeConstraintCases, findingsOf } from "../compat/run-cases.js";

describeConstraintCases(rule);

const many = (prefix: string, n: number): unknown[] => Array.from({ length: n }, (_, i) => tool({ name: `${prefix}_${i}` }));

describe("compat-clients", () => {
  it("declares the five clients as its targets", () => {
    expect(rule.meta.targets).toEqual(["cursor", "vscode", "claude-code", "claude-desktop", "windsurf"]);
  });

  it("applies tool counts to the union of the servers linted together", () => {
    const findings = lintRule(rule, many("a", 50), { targets: ["cursor"], others: [many("b", 20), many("c", 20)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ inputIndex: 2, pointer: "/10", tool: "c_10" });
    expect(findings[0]!.message).toMatch(/^Cursor warns past 80 tools and the model may not see the rest: 90 tools across the 3 servers/);
  });

  it("checks only the chosen clients", () => {
    const findings = lintRule(rule, many("a", 101), { targets: ["vscode"] });
    expect(findings.map((f) => f.data?.target)).toEqual([]);
    expect(findingsOf(lintRule(rule, many("a", 129), { targets: ["vscode", "windsurf"] }), "windsurf", "tool-count")).toHaveLength(1);
  });

  it("finds Claude Code name collisions across servers with the same name", () => {
    const server = (tools: unknown[]): unknown => ({ serverInfo: { name: "files" }, tools });
    const findings = lintRule(rule, server([tool({ name: "read" })]), { targets: ["claude-code"], others: [server([tool({ name: "read" })])] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ inputIndex: 1, pointer: "/tools/0/name" });
    expect(findings[0]!.message).toContain("`mcp__files__read`, the same name as `read` of another server");
  });

  it("leaves the same name in two differently named servers alone (Claude Code prefixes the server)", () => {
    const findings = lintRule(
      rule,
      { serverInfo: { name: "a" }, tools: [tool({ name: "read" })] },
      { targets: ["claude-code"], others: [{ serverInfo: { name: "b" }, tools: [tool({ name: "read" })] }] },
    );
    expect(findings).toEqual([]);
  });

  it("leaves an exact duplicate within one server to tool-name-unique", () => {
    expect(lintRule(rule, [tool({ name: "read" }), tool({ name: "read" })], { targets: ["claude-code"] })).toEqual([]);
  });

  it("uses the file's base name when the server's name is unknown", () => {
    // lintRule names inputs `input0`: 13 characters of prefix `mcp__input0__` leave 51 for the tool.
    const findings = lintRule(rule, [tool({ name: "t".repeat(52) }), tool({ name: "u".repeat(51) })], { targets: ["claude-code"] });
    expect(findings.map((f) => f.pointer)).toEqual(["/0/name"]);
  });

  it("says the model never reads the end of a description Claude Code truncates", () => {
    const [finding] = lintRule(rule, tool({ description: "d".repeat(3000) }), { targets: ["claude-code"] });
    expect(finding!.message).toMatch(/^Claude Code will cut this description at 2048 characters: the description is 3000 characters long/);
  });

  it("tells Claude Desktop users that one bad name hides the whole server", () => {
    const [finding] = lintRule(rule, tool({ name: "graph.list" }), { targets: ["claude-desktop"] });
    expect(finding!.message).toMatch(/^Claude Desktop will withhold every tool of this server: the name contains `\.`/);
  });

  it("does not throw on broken definitions", () => {
    const targets = ["cursor", "vscode", "claude-code", "claude-desktop", "windsurf"];
    expect(() =>
      lintRule(rule, [null, { name: 1, description: 2 }, { name: "x", inputSchema: { properties: { a: { type: "array" } } } }], { targets }),
    ).not.toThrow();
  });
});
