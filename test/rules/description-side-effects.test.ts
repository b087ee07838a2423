import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-side-effects.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const mutating = { options: { scope: "mutating" } };

describe("description-side-effects", () => {
  it.each([
    [{ name: "delete_note", description: "Delete a note by title or permalink", annotations: {} }, "`delete` in its name"],
    [{ name: "force_terminate_instance", description: "Force terminate a running cloud instance.", annotations: undefined }, "`terminate` in its name"],
    [
      { name: "run_script", description: "Run the staged script against the production database.", annotations: { destructiveHint: true } },
      "`destructiveHint: true`",
    ],
    // Hard to undo though nothing is deleted: caught without a delete-like name.
    [{ name: "cancel_order", description: "Cancel an open order for the customer account.", annotations: {} }, "`cancel` in its name"],
    [{ name: "push_branch", description: "Push the local branch to the remote repository.", annotations: {} }, "`push` in its name"],
    [{ name: "merge_pull_request", description: "Merge an open pull request into its base branch.", annotations: {} }, "`merge` in its name"],
    [{ name: "force_update_ref", description: "Update a branch reference to point at a commit.", annotations: {} }, "`force` in its name"],
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

  it("fits the advice to what the tool does when its server marks every write destructive", () => {
    const hinted = { readOnlyHint: false, destructiveHint: true };
    const input = [
      tool({ name: "create_issue", description: "Create a new issue in a GitHub repository.", annotations: hinted }),
      tool({ name: "send_message", description: "Send a message to a Slack channel as the bot user.", annotations: hinted }),
      tool({ name: "upload_file", description: "Upload a file to the shared drive folder given.", annotations: hinted }),
      // A reading name marked destructive is annotations-match-name's to reconcile, not a tool that destroys data.
      tool({ name: "get_user", description: "Get the profile of a user by their login name.", annotations: hinted }),
      // `push_text_message` sends; `merge_pdfs` makes a new file; `transfer_issue` moves: none is hard to undo.
      tool({ name: "push_text_message", description: "Push a text message to a LINE user by id.", annotations: {} }),
      tool({ name: "merge_pdfs", description: "Merge several PDF files into one new file.", annotations: {} }),
      tool({ name: "transfer_issue", description: "Transfer an issue to another team's project board.", annotations: {} }),
      tool({ name: "image_action_transfer", description: "Transfer a disk image to another datacenter region.", annotations: {} }),
    ];
    expect(lintRule(rule, input)).toEqual([]);
    // A create tool that does not say what it creates is told that, never that it destroys data.
    const vague = lintRule(rule, [tool({ name: "create_widget", description: "Widget settings for the dashboard of the user.", annotations: hinted })]);
    expect(vague).toHaveLength(1);
    expect(vague[0]!.message).toContain("what it creates");
    expect(vague[0]!.message).not.toContain("destroy");
  });

  it("says nothing on a description too short or too bare to judge (description-length and -restates-name speak)", () => {
    expect(lintRule(rule, [tool({ name: "delete_note", description: "Delete a note.", annotations: {} })])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "delete_note_by_title", description: "Delete the note by its title.", annotations: {} })])).toEqual([]);
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
      { pointer: "/1/description", message: expect.stringContaining("`apply` in its name") },
    ]);
    expect(findings[0]!.message).toContain("changes state");
  });

  it("treats a destroying name with `destructiveHint: false` as changing, not destroying", () => {
    const input = [tool({ name: "remove_label", description: "Remove a label from an issue.", annotations: { readOnlyHint: false, destructiveHint: false } })];
    expect(lintRule(rule, input)).toEqual([]);
    expect(lintRule(rule, input, mutating)).toHaveLength(1);
  });

  it("says what is missing when the description does not name the change", () => {
    const findings = lintRule(rule, [tool({ name: "purge_records", description: "Purges every stored record; this cannot be undone.", annotations: {} })]);
    expect(findings).toEqual([]);
    const vague = lintRule(rule, [tool({ name: "purge_records", description: "Maintenance for the whole site.", annotations: {} })]);
    expect(vague[0]!.message).toContain("what it deletes or overwrites or whether that can be undone");
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
  it("takes a warning phrased otherwise: what is lost or stays, a wipe, a guard parameter, permanence in a parameter", () => {
    const undo = (description: string, inputSchema?: unknown) =>
      tool({ name: "delete_user", description, annotations: {}, ...(inputSchema ? { inputSchema } : {}) });
    expect(
      lintRule(rule, [
        undo("Remove the user. Deleted users lose access immediately; their workflows remain intact."),
        undo("Delete a catch-all. Messages to unknown addresses are no longer routed to the mailbox."),
        undo("Delete the user's login. Their files are preserved and other logins remain accessible."),
        undo("Deep cleanup of the user's data on disk, wiping everything but the profile."),
        undo("Delete the user account and every project it owns.", { type: "object", properties: { confirm: { type: "boolean" } } }),
        undo("Delete the user account and every project it owns.", {
          type: "object",
          properties: { id: { type: "string", description: "User ID to permanently delete" } },
        }),
      ]),
    ).toEqual([]);
    // A description that only mentions a neighbouring state does not count.
    expect(lintRule(rule, [undo("Delete users that are no longer needed by the team.")])).toHaveLength(1);
    expect(
      lintRule(rule, [undo("Delete the user account and every project it owns.", { type: "object", properties: { id: { type: "string" } } })]),
    ).toHaveLength(1);
  });

  it("leaves cheap, re-creatable removals whose description names the change alone", () => {
    expect(
      lintRule(rule, [
        tool({ name: "discord_remove_reaction", description: "Removes a specific emoji reaction from a Discord message", annotations: {} }),
        tool({ name: "delete_issue_link", description: "Delete an issue link between two issues.", annotations: {} }),
        tool({ name: "delete_label", description: "Delete a label from a board", annotations: {} }),
      ]),
    ).toEqual([]);
    expect(lintRule(rule, [tool({ name: "delete_board", description: "Delete a board and its cards", annotations: {} })])).toHaveLength(1);
  });

  it("does not claim a description in a language it does not read leaves out what it deletes", () => {
    // Japanese: not read at all.
    expect(lintRule(rule, [tool({ name: "delete_room_message", description: "チャットのメッセージを削除します。", annotations: {} })])).toEqual([]);
    // Chinese: read for permanence only.
    const chinese = lintRule(rule, [tool({ name: "delete_room", description: "删除聊天室及其全部消息。", annotations: {} })]);
    expect(chinese).toHaveLength(1);
    expect(chinese[0]!.message).not.toContain("what it deletes");
    expect(lintRule(rule, [tool({ name: "delete_room", description: "永久删除聊天室及其全部消息。", annotations: {} })])).toEqual([]);
    // A short English description is still English.
    expect(lintRule(rule, [tool({ name: "delete_webhook", description: "Delete a webhook by ID.", annotations: {} })])).toHaveLength(1);
  });

  it("treats unlinking, ending a process and emptying a cache as not destroying data", () => {
    const quiet = [
      tool({ name: "remove_issue_from_epic", description: "Remove issues from their epic.", annotations: {} }),
      tool({ name: "mobile_terminate_app", description: "Terminate a running app on the device.", annotations: {} }),
      tool({ name: "clear_exchange_cache", description: "Clear the exchange instance cache.", annotations: {} }),
    ];
    expect(lintRule(rule, quiet)).toEqual([]);
    expect(
      lintRule(rule, [tool({ name: "terminate_instance", description: "Terminate the cloud instance and release its attached disks.", annotations: {} })]),
    ).toHaveLength(1);
  });

  it("leaves alone a removal the description says takes a thing out of another, and still flags removal outright", () => {
    const unlink = tool({ name: "remove_animation_style", description: "Remove an applied animation style from a node.", annotations: {} });
    expect(lintRule(rule, [tool(), unlink])).toEqual([]);
    const outright = tool({ name: "remove_animation_style", description: "Remove the named animation style and its keyframes.", annotations: {} });
    expect(lintRule(rule, [tool(), outright])).toHaveLength(1);
  });
});
