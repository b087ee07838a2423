import rule from "../../src/rules/description-side-effects.js";
import { type InvalidCase, ruleTester, tool } from "../helpers/rule-tester.js";

const mutating = { scope: "mutating" };
const hinted = { readOnlyHint: false, destructiveHint: true };
const writes = { readOnlyHint: false, destructiveHint: false };

/** A destructive tool after a plain one: one finding, at its description. */
const destructive = (name: string, overrides: Record<string, unknown>, errors: InvalidCase["errors"]): InvalidCase => ({
  name,
  input: { tools: [tool(), tool(overrides)] },
  errors,
});
/** A tool without annotations whose description is `description`. */
const unannotated = (name: string, description: string) => [tool({ name, description, annotations: {} })];
/** `delete_user` with this description (and input schema). */
const deleteUser = (description: string, inputSchema?: unknown) =>
  tool({ name: "delete_user", description, annotations: {}, ...(inputSchema ? { inputSchema } : {}) });

ruleTester(rule).run({
  valid: [
    // The drop of drag-and-drop deletes nothing; `drop-collection` (a database's drop) is still asked.
    {
      name: "a file dropped onto a dropzone",
      input: unannotated("drop_file", "Simulate dropping a file onto a dropzone element, as a user would drag it there."),
    },
    // Forcing an act runs it now, out of schedule: nothing is overwritten (`force_update_ref` below is a write).
    {
      name: "a forced trigger destroys nothing",
      input: unannotated("force_trigger_good_job_cron", "Enqueue a new job for the specified cron schedule right away, whatever its normal schedule."),
    },
    {
      name: "a change previewed by a first call and made by a second with the returned token",
      input: [
        tool({
          name: "leave_chat",
          description:
            "Leave a channel or group. Guarded: the first call previews the chat you'd leave and does nothing; call again with the returned confirmToken to leave.",
          annotations: hinted,
          inputSchema: { type: "object", properties: { chat: { type: "string" }, confirmToken: { type: "string" } } },
        }),
        tool({
          name: "transfer_nft",
          description: "Transfer an NFT to an address. By default returns a preview and confirmToken; call confirm_transfer to execute.",
          annotations: {},
        }),
      ],
    },
    {
      name: "a deletion guarded by a confirmWrite parameter",
      input: [deleteUser("Removes an existing user by id.", { type: "object", properties: { id: { type: "string" }, confirmWrite: { type: "boolean" } } })],
    },
    {
      name: "a deletion guarded by a user-intent boolean, or by a parameter that prevents autonomous calls",
      input: [
        deleteUser("Removes an existing user by id.", { type: "object", properties: { id: { type: "string" }, explicit_user_intent: { type: "boolean" } } }),
        tool({
          name: "purge_cache_entries",
          description: "Removes the stored entries by id.",
          annotations: {},
          inputSchema: {
            type: "object",
            properties: { ack: { type: "boolean", description: "Must be true after the user asked. Prevents agents from purging autonomously." } },
          },
        }),
      ],
    },
    {
      name: "a changing name whose description only reads",
      input: [
        tool({
          name: "trakt_sync_from_trakt",
          description: "Get watch history from Trakt.tv for comparison",
          inputSchema: { type: "object", properties: {} },
          annotations: { ...writes, title: "Trakt Sync From Trakt" },
        }),
      ],
    },
    {
      name: "debugging-session state another tool sets again",
      input: [
        tool({ name: "remove_breakpoint", description: "Removes a previously set breakpoint. Use list_breakpoints to find breakpoint IDs.", annotations: {} }),
        tool({ name: "clear_breakpoints", description: "Remove all breakpoints in a session, or all breakpoints in one file.", annotations: {} }),
        tool({ name: "delete_watching", description: "Deletes a watch from an issue", annotations: {} }),
      ],
    },
    {
      name: "a deletion that names what it keeps",
      input: [
        tool({ name: "delete_playlist", description: "Delete a Plex playlist without deleting the underlying media.", annotations: {} }),
        tool({ name: "delete-list", description: "Delete a list by id. Bookmarks inside the list are not deleted.", annotations: {} }),
      ],
    },
    { name: "a destructive tool that says it cannot be undone", input: unannotated("delete_note", "Permanently delete a note; this cannot be undone.") },
    {
      name: "a destructive tool that says it can be restored",
      input: unannotated("delete_note", "Delete a note. It is moved to the trash and can be restored for 30 days."),
    },
    {
      name: "a destructive tool that says what it does not delete",
      input: unannotated("delete_note", "Delete the project from the configuration. This does NOT delete the files on disk."),
    },
    {
      name: "a destructive tool that says it is unrecoverable",
      input: unannotated("delete_note", "Delete the record. This operation is unrecoverable, so confirm with the user first."),
    },
    {
      // The advice fits what the tool does when its server marks every write destructive.
      name: "writes a server marks destructive, and removals that destroy nothing",
      input: [
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
      ],
    },
    // Too short or too bare to judge: description-length and description-restates-name speak.
    { name: "a description too short to judge", input: unannotated("delete_note", "Delete a note.") },
    { name: "a description that restates the name", input: unannotated("delete_note_by_title", "Delete the note by its title.") },
    {
      name: "state-changing tools, by default",
      input: [
        tool({ name: "create_issue", description: "Create a new issue in a GitHub repository.", annotations: {} }),
        tool({ name: "apply_theme", description: "Apply a colour theme to the slides.", annotations: { readOnlyHint: false, destructiveHint: false } }),
      ],
    },
    {
      name: "a destroying name with `destructiveHint: false`, by default",
      input: [tool({ name: "remove_label", description: "Remove a label from an issue.", annotations: { readOnlyHint: false, destructiveHint: false } })],
    },
    {
      name: "a removal whose description says what and that it cannot be undone",
      input: unannotated("purge_records", "Purges every stored record; this cannot be undone."),
    },
    {
      name: "read-only tools, reading names and tools without a description, with scope mutating",
      input: [
        tool({ name: "delete_note", description: "Delete a note.", annotations: { readOnlyHint: true } }),
        tool({ name: "list_deleted_notes", description: "List notes in the trash.", annotations: {} }),
        tool({ name: "delete_note", description: "", annotations: {} }),
        tool(),
      ],
      options: mutating,
    },
    {
      name: "a warning phrased otherwise: what is lost or stays, a wipe, a guard parameter, permanence in a parameter",
      input: [
        deleteUser("Remove the user. Deleted users lose access immediately; their workflows remain intact."),
        deleteUser("Delete a catch-all. Messages to unknown addresses are no longer routed to the mailbox."),
        deleteUser("Delete the user's login. Their files are preserved and other logins remain accessible."),
        deleteUser("Deep cleanup of the user's data on disk, wiping everything but the profile."),
        deleteUser("Remove the user's pending jobs. Only queued jobs: in-progress jobs continue running."),
        deleteUser("Remove the user's pending invites. Accepted invites are not affected."),
        deleteUser("Delete the user account and every project it owns.", { type: "object", properties: { confirm: { type: "boolean" } } }),
        deleteUser("Delete the user account and every project it owns.", {
          type: "object",
          properties: { id: { type: "string", description: "User ID to permanently delete" } },
        }),
      ],
    },
    {
      name: "cheap, re-creatable removals whose description names the change",
      input: [
        tool({ name: "discord_remove_reaction", description: "Removes a specific emoji reaction from a Discord message", annotations: {} }),
        tool({ name: "delete_issue_link", description: "Delete an issue link between two issues.", annotations: {} }),
        tool({ name: "delete_label", description: "Delete a label from a board", annotations: {} }),
      ],
    },
    // A description in a language the rule does not read is not said to leave out what it deletes.
    { name: "a Japanese description (not read)", input: unannotated("delete_room_message", "チャットのメッセージを削除します。") },
    { name: "a Chinese description that says the deletion is permanent", input: unannotated("delete_room", "永久删除聊天室及其全部消息。") },
    {
      name: "unlinking, ending a process and emptying a cache",
      input: [
        tool({ name: "remove_issue_from_epic", description: "Remove issues from their epic.", annotations: {} }),
        tool({ name: "mobile_terminate_app", description: "Terminate a running app on the device.", annotations: {} }),
        tool({ name: "clear_exchange_cache", description: "Clear the exchange instance cache.", annotations: {} }),
      ],
    },
    {
      name: "a removal the description says takes a thing out of another",
      input: [tool(), tool({ name: "remove_animation_style", description: "Remove an applied animation style from a node.", annotations: {} })],
    },
    {
      name: "a removal marked destructive whose description says it takes a thing out of another",
      input: [
        tool(),
        tool({ name: "shop_remove_from_cart", description: "Remove a meal from the cart for a delivery date.", annotations: { destructiveHint: true } }),
      ],
    },
    // verkada `update_approved_list_remove` (people taken off an access list, put back by `update_approved_list_add`).
    {
      name: "a member taken out of a list, a group or an organisation",
      input: [
        tool({
          name: "update_approved_list_remove",
          description: "Update an existing approved list remove. Only the provided fields will be changed.",
          annotations: {},
        }),
        tool({ name: "remove_user_from_group", description: "Take a user out of a group by user id and group id.", annotations: {} }),
        tool({ name: "delete_list_entry", description: "Delete one entry of a block list, by its id.", annotations: {} }),
        tool({ name: "revoke_org_member", description: "Revoke a member's access to an organization.", annotations: {} }),
      ],
    },
    {
      name: "an edit that deletes part of a text or source file",
      input: [
        tool({ name: "delete_symbol", description: "Delete a TypeScript symbol and all its references in the project.", annotations: {} }),
        tool({ name: "delete_lines", description: "Delete a range of lines from a file in the workspace.", annotations: {} }),
      ],
    },
    {
      name: "browser automation state: a cookie, an extension, a browser session",
      input: [
        tool({ name: "delete_cookie", description: "Deletes cookies from the current browser session, or all cookies.", annotations: {} }),
        tool({ name: "uninstall_extension", description: "Uninstall a Firefox extension; see install_extension.", annotations: {} }),
        tool({ name: "reset_session", description: "Reset the browser session (close and restart browser)", annotations: {} }),
      ],
    },
    { name: "a cache freed by unloading", input: unannotated("clear_vram", "Free GPU VRAM by unloading cached models from the server.") },
    { name: "a loss named whole", input: unannotated("bash_reset", "Reset the persistent bash environment, clearing all files and state.") },
    {
      name: "a tool marked destructive that says which harm it refuses",
      input: [
        tool(),
        tool({
          name: "game_exec",
          description: "Execute a script inside the running game process to spawn entities. A static denylist rejects accidental file-write escape.",
          annotations: hinted,
        }),
      ],
    },
    {
      // The sixth unseen batch: the calls it refuses are said, and a dispatcher's undo depends on the service it calls.
      name: "a generic dispatcher under a blanket destructive hint, and a tool that says when it is refused",
      input: [
        tool({
          name: "ha_call_service",
          description: "Call a Home Assistant service to change state (e.g. domain='light', service='turn_on'). Returns the entities that changed.",
          annotations: hinted,
        }),
        tool({ name: "crm_passthrough", description: "Call any CRM API endpoint directly, for endpoints no other tool wraps.", annotations: hinted }),
        tool({
          name: "set_state",
          description: "Write a new state for an entity. Refused unless writes are enabled, and blocked for denied domains.",
          annotations: hinted,
        }),
      ],
    },
    {
      // The sixth unseen batch: access or a place given back, or a release a sibling tool undoes, is no data destroyed.
      name: "access revoked, a tournament left beside the tool that joins it, an intent revoked beside the one that creates it",
      input: [
        tool({ name: "revoke_public_access", description: "Revoke your public share token, immediately disabling the public link.", annotations: {} }),
        tool({ name: "join_arena", description: "Join an arena tournament", annotations: {} }),
        tool({ name: "withdraw_from_arena", description: "Withdraw from an arena tournament", annotations: {} }),
        tool({ name: "create_intent", description: "Create an intent to buy, valid for one hour.", annotations: {} }),
        tool({ name: "revoke_intent", description: "Revoke one of your own active intents by id.", annotations: {} }),
      ],
    },
    {
      name: "a description that asks for approval first",
      input: [tool(), tool({ name: "delete_entity", description: "Delete an entity from the graph. Get approval before delete operations.", annotations: {} })],
    },
    {
      // The third unseen batch: a gesture a server marks destructive with every other tool says what it changes by naming it.
      name: "page gestures under a blanket destructive hint",
      input: [
        tool({ name: "browser_scroll_to", description: "Scroll to a specific element or coordinate position", annotations: hinted }),
        tool({ name: "browser_select_option", description: "Select an option in a dropdown", annotations: hinted }),
        tool({ name: "browser_check_checkbox", description: "Check or uncheck a checkbox element", annotations: hinted }),
      ],
    },
    {
      name: "clearing an input field the agent is filling",
      input: unannotated("clear_input", "Clear the contents of an input field. When to use: before typing new text into an already-filled field."),
    },
    {
      name: "derived data that is rebuilt",
      input: unannotated("codebase_graph_remove", "Remove the code graph of a project. The graph can be rebuilt with codebase_graph_build."),
    },
    {
      name: "a revocation that names the loss",
      input: unannotated("revoke_endorsement", "Revoke a principal's endorsement of an agent. 'I no longer authorize this agent.'"),
    },
    {
      name: "a loss named whole or what is kept, a key cleared from the server's memory, work cancelled",
      input: [
        tool({
          name: "clear-page-content",
          description: "Delete all content from a page. By default, preserves child_database and child_page blocks.",
          annotations: {},
        }),
        tool({ name: "brc_clear_company_api_key", description: "Clears the API key for a named company context from MCP server memory.", annotations: {} }),
        tool({ name: "cancel", description: "Cancel a pending or processing generation request.", annotations: {} }),
        tool({ name: "cancel_job", description: "Cancel a queued job by its ID.", annotations: {} }),
        tool({ name: "cancel_queue_item", description: "Cancel a specific item in Jenkins queue by id.", annotations: {} }),
        tool({ name: "cancel_deployment", description: "Cancel a running deployment by UUID.", annotations: {} }),
        tool({ name: "delete_checklist", description: "Delete a checklist (and its items) from a card.", annotations: {} }),
      ],
    },
  ],
  invalid: [
    {
      name: "a changing name whose description opens with a verb that may store what it names",
      input: [
        tool({ name: "set_standard", description: "Define a coding standard with enforcement level (strict/recommended/optional).", annotations: writes }),
      ],
      errors: [
        {
          message:
            '`set_standard` changes state (`set` in its name), but its description does not say what it changes. Say so, e.g. "Updates the user\'s settings (theme, language) and returns the saved values.", so the model and the user can judge the risk before calling it.',
        },
      ],
    },
    {
      name: "a page's content cleared with nothing said of what stays, a subscription cancelled",
      input: [
        tool({ name: "clear-page-content", description: "Delete the content blocks of a page by its ID.", annotations: {} }),
        tool({ name: "cancel_subscription", description: "Cancel the customer's subscription request.", annotations: {} }),
      ],
      errors: [
        {
          message:
            '`clear-page-content` destroys data (`clear` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        },
        {
          message:
            '`cancel_subscription` makes a change that may not be reversible (`cancel` in its name), but its description does not say whether that can be undone. Say so, e.g. "Cancels the order and refunds the payment; a cancelled order cannot be reopened.", so the model and the user can judge the risk before calling it.',
        },
      ],
    },
    {
      name: "a call that is no dispatcher, and a refusal of something else",
      input: [
        tool({ name: "call_contact", description: "Place a phone call to the contact and record it.", annotations: hinted }),
        tool({ name: "record_call", description: "Place a phone call to the contact and record it. Guests are blocked from listening.", annotations: hinted }),
      ],
      errors: [
        {
          message:
            '`call_contact` is marked `destructiveHint: true`, so it may change or destroy data, but its description does not say whether that can be undone. Say so, e.g. "Overwrites the file if it exists; the old content cannot be recovered.", so the model and the user can judge the risk before calling it.',
        },
        {
          message:
            '`record_call` is marked `destructiveHint: true`, so it may change or destroy data, but its description does not say whether that can be undone. Say so, e.g. "Overwrites the file if it exists; the old content cannot be recovered.", so the model and the user can judge the risk before calling it.',
        },
      ],
    },
    {
      name: "a token revoked beside the tool that creates one, a tournament left with no tool to join it",
      input: [
        tool({ name: "create_token", description: "Create an API token for the account.", annotations: {} }),
        tool({ name: "revoke_token", description: "Revoke an API token of the account.", annotations: {} }),
        tool({ name: "withdraw_from_swiss", description: "Withdraw from a Swiss tournament", annotations: {} }),
      ],
      errors: [
        {
          message:
            '`revoke_token` destroys data (`revoke` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        },
        {
          message:
            '`withdraw_from_swiss` makes a change that may not be reversible (`withdraw` in its name), but its description does not say whether that can be undone. Say so, e.g. "Cancels the order and refunds the payment; a cancelled order cannot be reopened.", so the model and the user can judge the risk before calling it.',
        },
      ],
    },
    // What runs on is the tool's own action, not what it spares.
    destructive(
      "a purge that says only that it keeps running",
      { name: "purge_queue", description: "Purge the queue; the worker keeps polling and may run more jobs.", annotations: {} },
      [
        {
          message:
            '`purge_queue` destroys data (`purge` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        },
      ],
    ),
    // The nearest shapes that still destroy: a session not of a browser, a loss not named whole, a script with no refusal.
    destructive("a chat session reset", { name: "reset_session", description: "Reset the chat session and its history.", annotations: {} }, [
      {
        message:
          '`reset_session` destroys data (`reset` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
      },
    ]),
    destructive(
      "a reset that clears some files",
      { name: "bash_reset", description: "Reset the bash environment, clearing its files and state.", annotations: {} },
      [
        {
          message:
            '`bash_reset` destroys data (`reset` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        },
      ],
    ),
    destructive(
      "a tool marked destructive that refuses nothing",
      { name: "game_exec", description: "Execute a script inside the running game process to spawn entities and write save files.", annotations: hinted },
      [
        {
          message:
            '`game_exec` is marked `destructiveHint: true`, so it may change or destroy data, but its description does not say whether that can be undone. Say so, e.g. "Overwrites the file if it exists; the old content cannot be recovered.", so the model and the user can judge the risk before calling it.',
        },
      ],
    ),
    // The same shapes without what kept them quiet: a record removed with no "from", a message named after its text.
    destructive(
      "a destructive removal that takes nothing out of another",
      { name: "shop_remove_order", description: "Remove a meal order for a delivery date.", annotations: { destructiveHint: true } },
      [
        {
          message:
            '`shop_remove_order` destroys data (`remove` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/tools/1/description",
          tool: "shop_remove_order",
        },
      ],
    ),
    // The container itself deleted, not a member taken out of it.
    destructive("a deleted group", { name: "delete_group", description: "Delete a group by its id.", annotations: {} }, [
      {
        message:
          '`delete_group` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "delete_group",
      },
    ]),
    destructive("a removed list", { name: "remove_list", description: "Remove a list by its id.", annotations: {} }, [
      {
        message:
          '`remove_list` destroys data (`remove` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "remove_list",
      },
    ]),
    destructive(
      "a deleted message named by its text",
      { name: "delete_text_message", description: "Delete a text message from the chat history.", annotations: {} },
      [
        {
          message:
            '`delete_text_message` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/tools/1/description",
          tool: "delete_text_message",
        },
      ],
    ),
    destructive("delete_note, with no hints", { name: "delete_note", description: "Delete a note by title or permalink", annotations: {} }, [
      {
        message:
          '`delete_note` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "delete_note",
        line: 24,
        column: 7,
      },
    ]),
    destructive(
      "force_terminate_instance, with no annotations",
      { name: "force_terminate_instance", description: "Force terminate a running cloud instance.", annotations: undefined },
      [
        {
          message:
            '`force_terminate_instance` destroys data (`terminate` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/tools/1/description",
          tool: "force_terminate_instance",
        },
      ],
    ),
    destructive(
      "a tool marked destructive",
      { name: "run_script", description: "Run the staged script against the production database.", annotations: { destructiveHint: true } },
      [
        {
          message:
            '`run_script` is marked `destructiveHint: true`, so it may change or destroy data, but its description does not say whether that can be undone. Say so, e.g. "Overwrites the file if it exists; the old content cannot be recovered.", so the model and the user can judge the risk before calling it.',
          pointer: "/tools/1/description",
          tool: "run_script",
        },
      ],
    ),
    // Hard to undo though nothing is deleted: caught without a delete-like name.
    destructive("cancel_order", { name: "cancel_order", description: "Cancel an open order for the customer account.", annotations: {} }, [
      {
        message:
          '`cancel_order` makes a change that may not be reversible (`cancel` in its name), but its description does not say whether that can be undone. Say so, e.g. "Cancels the order and refunds the payment; a cancelled order cannot be reopened.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "cancel_order",
      },
    ]),
    destructive("push_branch", { name: "push_branch", description: "Push the local branch to the remote repository.", annotations: {} }, [
      {
        message:
          '`push_branch` makes a change that may not be reversible (`push` in its name), but its description does not say whether that can be undone. Say so, e.g. "Cancels the order and refunds the payment; a cancelled order cannot be reopened.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "push_branch",
      },
    ]),
    destructive("merge_pull_request", { name: "merge_pull_request", description: "Merge an open pull request into its base branch.", annotations: {} }, [
      {
        message:
          '`merge_pull_request` makes a change that may not be reversible (`merge` in its name), but its description does not say whether that can be undone. Say so, e.g. "Cancels the order and refunds the payment; a cancelled order cannot be reopened.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "merge_pull_request",
      },
    ]),
    destructive(
      "drop_collection",
      { name: "drop_collection", description: "Drop a collection from the database, with every document in it.", annotations: {} },
      [
        {
          message:
            '`drop_collection` destroys data (`drop` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/tools/1/description",
          tool: "drop_collection",
        },
      ],
    ),
    destructive("force_update_ref", { name: "force_update_ref", description: "Update a branch reference to point at a commit.", annotations: {} }, [
      {
        message:
          '`force_update_ref` destroys data (`force` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
        pointer: "/tools/1/description",
        tool: "force_update_ref",
      },
    ]),
    {
      // Told what it creates is missing, never that it destroys data.
      name: "a create tool marked destructive that does not say what it creates",
      input: [tool({ name: "create_widget", description: "Widget settings for the dashboard of the user.", annotations: hinted })],
      errors: [
        {
          message:
            '`create_widget` changes state (`create` in its name), but its description does not say what it creates. Say so, e.g. "Creates the issue in the repository and returns its number.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "state-changing tools, with scope mutating",
      input: [
        tool({ name: "create_issue", description: "Create a new issue in a GitHub repository.", annotations: {} }),
        tool({ name: "apply_theme", description: "Apply a colour theme to the slides.", annotations: { readOnlyHint: false, destructiveHint: false } }),
      ],
      options: mutating,
      errors: [
        {
          message:
            '`create_issue` changes state (`create` in its name), but its description does not say whether that can be undone. Say so, e.g. "Creates the issue in the repository and returns its number.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
        {
          message:
            '`apply_theme` changes state (`apply` in its name), but its description does not say whether that can be undone. Say so, e.g. "Updates the user\'s settings (theme, language) and returns the saved values.", so the model and the user can judge the risk before calling it.',
          pointer: "/1/description",
        },
      ],
    },
    {
      name: "a destroying name with `destructiveHint: false`, with scope mutating",
      input: [tool({ name: "remove_label", description: "Remove a label from an issue.", annotations: { readOnlyHint: false, destructiveHint: false } })],
      options: mutating,
      errors: [
        {
          message:
            '`remove_label` changes state (`remove` in its name), but its description does not say whether that can be undone. Say so, e.g. "Updates the user\'s settings (theme, language) and returns the saved values.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a removal whose description does not name the change",
      input: unannotated("purge_records", "Maintenance for the whole site."),
      errors: [
        {
          message:
            '`purge_records` destroys data (`purge` in its name), but its description does not say what it deletes or overwrites or whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    // A description that only mentions a neighbouring state does not count, nor an id parameter that says nothing of permanence.
    {
      name: "a neighbouring state only",
      input: [deleteUser("Delete users that are no longer needed by the team.")],
      errors: [
        {
          message:
            '`delete_user` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a parameter that says nothing of permanence",
      input: [
        deleteUser("Delete the user account and every project it owns.", {
          type: "object",
          properties: { id: { type: "string" }, intent: { type: "string", description: "What the user wants done." } },
        }),
      ],
      errors: [
        {
          message:
            '`delete_user` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a removal of a thing and its contents",
      input: unannotated("delete_board", "Delete a board and its cards"),
      errors: [
        {
          message:
            '`delete_board` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    // Chinese is read for permanence only: the message does not claim the description leaves out what it deletes.
    {
      name: "a Chinese description without permanence",
      input: unannotated("delete_room", "删除聊天室及其全部消息。"),
      errors: [
        {
          message:
            '`delete_room` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a short English description",
      input: unannotated("delete_webhook", "Delete a webhook by ID."),
      errors: [
        {
          message:
            '`delete_webhook` destroys data (`delete` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "ending an instance that releases its disks",
      input: unannotated("terminate_instance", "Terminate the cloud instance and release its attached disks."),
      errors: [
        {
          message:
            '`terminate_instance` destroys data (`terminate` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a removal outright",
      input: [tool(), tool({ name: "remove_animation_style", description: "Remove the named animation style and its keyframes.", annotations: {} })],
      errors: [
        {
          message:
            '`remove_animation_style` destroys data (`remove` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/1/description",
        },
      ],
    },
    {
      // The nearest shapes that still fire: a gesture the description does not name, a field of a record cleared.
      name: "a gesture the description does not name, and a record's field cleared",
      input: [
        tool({ name: "browser_click", description: "Perform an action on the page.", annotations: hinted }),
        tool({ name: "clear_field", description: "Clear a field of the CRM record.", annotations: {} }),
      ],
      errors: [
        {
          message:
            '`browser_click` is marked `destructiveHint: true`, so it may change or destroy data, but its description does not say what it changes or whether that can be undone. Say so, e.g. "Overwrites the file if it exists; the old content cannot be recovered.", so the model and the user can judge the risk before calling it.',
          pointer: "/0/description",
        },
        {
          message:
            '`clear_field` destroys data (`clear` in its name), but its description does not say whether that can be undone. Say so, e.g. "Permanently deletes the note and its links; this cannot be undone.", so the model and the user can judge the risk before calling it.',
          pointer: "/1/description",
        },
      ],
    },
  ],
});
