import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-side-effects.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const mutating = { options: { scope: "mutating" } };

describe("description-side-effects", () => {
  it.each([
    [{ name: "delete_note", description: "Delete a note by title or permalink", annotations: {} }, "`delete` in its name"],
    [{ name: "force_terminate", description: "Force terminate a running terminal session.", annotations: undefined }, "`terminate` in its name"],
    [{ name: "apply_changes", description: "Apply the staged edits to the document.", annotations: { destructiveHint: true } }, "`destructiveHint: true`"],
  ])("flags destructive tool %j at the description", (overrides, reason) => {
    const findings = lintRule(rule, { tools: [tool(), tool(overrides)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "description-side-effects", pointer: "/tools/1/description", tool: overrides.name });
    expect(findings[0]!.message).toContain(reason);
    expect(findings[0]!.message).toContain("whether that can be undone");
  });

  it.each([
    "Permanently delete a note; this cannot be undone.",
    "Delete a note. It is moved to the trash and can be restored for 30 days.",
    "Delete the project from the configuration. This does NOT delete the files on disk.",
    "Delete the record. This operation is unrecoverable, so confirm with the user first.",
  ])("leaves a destructive tool that says %j alone", (description) => {
    expect(lintRule(rule, [tool({ name: "delete_note", description, annotations: {} })])).toEqual([]);
  });

  it("leaves state-changing tools alone by default, and flags them with scope mutating", () => {
    const input = [
      tool({ name: "create_issue", description: "Create a new issue in a GitHub repository.", annotations: {} }),
      tool({ name: "apply_theme", description: "Apply a colour theme to the slides.", annotations: { readOnlyHint: false, destructiveHint: false } }),
    ];
    expect(lintRule(rule, input)).toEqual([]);
    const findings = lintRule(rule, input, mutating);
    expect(findings).toMatchObject([
      { pointer: "/0/description", message: expect.stringContaining("`create` in its name") },
      { pointer: "/1/description", message: expect.stringContaining("`readOnlyHint: false`") },
    ]);
    expect(findings[0]!.message).toContain("changes state");
  });

  it("treats a destroying name with `destructiveHint: false` as changing, not destroying", () => {
    const input = [tool({ name: "remove_label", description: "Remove a label from an issue.", annotations: { readOnlyHint: false, destructiveHint: false } })];
    expect(lintRule(rule, input)).toEqual([]);
    expect(lintRule(rule, input, mutating)).toHaveLength(1);
  });

  it("says what is missing when the description does not name the change", () => {
    const findings = lintRule(rule, [tool({ name: "purge_cache", description: "Purges every cached page; this cannot be undone.", annotations: {} })]);
    expect(findings).toEqual([]);
    const vague = lintRule(rule, [tool({ name: "purge_cache", description: "Cache maintenance for the whole site.", annotations: {} })]);
    expect(vague[0]!.message).toContain("what it destroys or whether that can be undone");
  });

  it("leaves read-only tools, reading names and tools without a description alone", () => {
    expect(
      lintRule(
        rule,
        [
          tool({ name: "delete_note", description: "Delete a note.", annotations: { readOnlyHint: true } }),
          tool({ name: "list_deleted_notes", description: "List notes in the trash.", annotations: {} }),
          tool({ name: "delete_note", description: "", annotations: {} }),
          tool(),
        ],
        mutating,
      ),
    ).toEqual([]);
  });
});
