import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-name-format.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const named = (name: unknown) => ({ tools: [tool(), tool({ name })] });

describe("tool-name-format", () => {
  it.each([
    ["get user", "space", "`get_user`"],
    ["repo/list", "`/`", "`repo_list`"],
    ["tool:name", "`:`", "`tool_name`"],
    ["über_tool", "`ü`", "`ber_tool`"],
    ["line\nbreak", "U+000A", "`line_break`"],
    ["zero\u200bwidth", "U+200B", "`zero_width`"],
  ])("flags %j (2025-11-25 and later), naming %s and suggesting %s", (name, character, suggestion) => {
    for (const protocol of ["2025-11-25", "2026-07-28"] as const) {
      const findings = lintRule(rule, named(name), { protocol });
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ ruleId: "tool-name-format", pointer: "/tools/1/name" });
      expect(findings[0]!.message).toContain(character);
      expect(findings[0]!.message).toContain(`e.g. ${suggestion}`);
    }
  });

  it("flags an empty name and a name over 128 characters", () => {
    expect(lintRule(rule, named(""))[0]!.message).toContain("Tool name is empty");
    const long = lintRule(rule, named("a".repeat(129)), { protocol: "2025-11-25" });
    expect(long.map((f) => f.pointer)).toEqual(["/tools/1/name"]);
    expect(long[0]!.message).toContain("129 characters long");
  });

  it("does not suggest a name when nothing usable is left", () => {
    const [finding] = lintRule(rule, named("天气"), { protocol: "2025-11-25" });
    expect(finding!.message).toContain("`天`, `气`");
    expect(finding!.message).not.toContain("e.g.");
  });

  it("before 2025-11-25 flags only what no identifier can carry: empty, whitespace, control characters", () => {
    for (const protocol of ["2024-11-05", "2025-03-26", "2025-06-18"] as const) {
      expect(lintRule(rule, [tool({ name: "get user" }), tool({ name: "" }), tool({ name: "tab\there" })], { protocol }).map((f) => f.pointer)).toEqual([
        "/0/name",
        "/1/name",
        "/2/name",
      ]);
      expect(lintRule(rule, [tool({ name: "repo/list" }), tool({ name: "über" }), tool({ name: "a".repeat(200) })], { protocol })).toEqual([]);
    }
  });

  it("leaves valid names alone, and non-string names to tool-shape", () => {
    const names = ["list_files", "a", "Get.User-Info_v2", "a".repeat(128)];
    expect(
      lintRule(
        rule,
        names.map((name) => tool({ name })),
      ),
    ).toEqual([]);
    expect(lintRule(rule, [tool({ name: 5 }), tool({ name: null })])).toEqual([]);
  });

  it("stays fast and bounded on a hostile name", () => {
    const hostile = `${"_".repeat(200_000)} `;
    const started = Date.now();
    const [finding] = lintRule(rule, named(hostile));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(finding!.message.length).toBeLessThan(400);
  });
});
