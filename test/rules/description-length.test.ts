import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-length.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const described = (description: string) => [tool({ description })];

describe("description-length", () => {
  it("flags fewer than five words at the description", () => {
    const findings = lintRule(rule, described("Merge a pull request"));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "description-length", pointer: "/0/description", tool: "list_files" });
    expect(findings[0]!.message).toContain("4 words (fewer than 5)");
  });

  it("flags more than 1024 characters, counted in code points", () => {
    const findings = lintRule(rule, described(`List the files in it. ${"😀".repeat(1011)}`));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("1033 characters (more than 1024)");
    expect(lintRule(rule, described(`List the files in it. ${"😀".repeat(1002)}`))).toEqual([]);
  });

  it("counts words in text written without spaces, about two characters a word", () => {
    expect(lintRule(rule, described("获取所有菜谱"))).toHaveLength(1);
    expect(lintRule(rule, described("根据分类查询菜谱，可选分类有水产和早餐"))).toEqual([]);
  });

  it("takes its thresholds from the options", () => {
    expect(lintRule(rule, described("Merge a pull request"), { options: { minWords: 4 } })).toEqual([]);
    const findings = lintRule(rule, described("List the files of one directory."), { options: { minWords: 8, maxLength: 10 } });
    expect(findings.map((f) => f.message)).toEqual([expect.stringContaining("fewer than 8"), expect.stringContaining("more than 10")]);
  });

  it("leaves exactly five words, and missing or empty descriptions (description-present's), alone", () => {
    expect(lintRule(rule, [tool({ description: "Merge a GitHub pull request" }), tool({ description: "" }), tool({ description: null })])).toEqual([]);
  });

  it("is the one finding on a short description and says everything it lacks, side effects first", () => {
    const findings = lintRule(rule, [tool({ name: "delete_note", description: "Delete a note.", annotations: {} })]);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("what it deletes or overwrites and whether that can be undone");
    expect(findings[0]!.message).toContain("when to use it");
    // A reading tool is asked only what it does, returns and when to use it.
    const read = lintRule(rule, [tool({ name: "get_note", description: "Get a note.", annotations: { readOnlyHint: true } })]);
    expect(read[0]!.message).not.toContain("undone");
  });

  it.each(["mark_done", "place_order", "execute_trade", "send_note", "move_card", "set_status", "submit_form"])(
    "asks %s what it changes: a write verb, though the name alone leaves it uncertain",
    (name) => {
      const findings = lintRule(rule, [tool({ name, description: "Does it now.", annotations: {} })]);
      expect(findings[0]!.message).toContain("what it changes");
    },
  );

  it("does not ask arithmetic `add(a, b)` what it changes, but still asks `add_note`", () => {
    const number = { type: "number" };
    const add = tool({ name: "add", description: "Add two numbers.", annotations: {}, inputSchema: { type: "object", properties: { a: number, b: number } } });
    expect(lintRule(rule, [add])[0]!.message).not.toContain("changes");
    const note = tool({
      name: "add_note",
      description: "Add a note.",
      annotations: {},
      inputSchema: { type: "object", properties: { text: { type: "string" } } },
    });
    expect(lintRule(rule, [note])[0]!.message).toContain("what it changes");
  });
});
