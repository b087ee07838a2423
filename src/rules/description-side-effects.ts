import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import { lazy } from "../core/util/lazy.js";
import { judgeableDescription } from "../helpers/text/description-depth.js";
import { openingVerb } from "../helpers/text/verbs.js";
import { nameAction, type NameAction } from "../helpers/text/name-action.js";
import { nameEffect } from "../helpers/text/name-effect.js";
import { listNaming, NO_NAMING } from "../helpers/text/name-scheme.js";
import { parametersStateReversibility, statesChange, statesPreviewStep, statesReversibility } from "../helpers/text/side-effect-phrases.js";
import { sideEffectRisk, type SideEffectRisk, type SideEffectScope } from "../helpers/text/side-effect-risk.js";
import { toolHints } from "../helpers/text/tool-hints.js";

interface Options {
  /** `destructive`: tools that delete, overwrite or make hard-to-undo changes; `mutating`: every tool that changes state. */
  scope: SideEffectScope;
}

/** An example of the sentence each kind of tool needs, so the advice fits what the tool does. */
const EXAMPLES: Record<SideEffectRisk["kind"], string> = {
  destroys: `"Permanently deletes the note and its links; this cannot be undone."`,
  hinted: `"Overwrites the file if it exists; the old content cannot be recovered."`,
  irreversible: `"Cancels the order and refunds the payment; a cancelled order cannot be reopened."`,
  changes: `"Creates the issue in the repository and returns its number."`,
};

const CHANGE_EXAMPLE = `"Updates the user's settings (theme, language) and returns the saved values."`;

/** Prose a reader of English can check: a description mostly in another language is left alone. */
const latinWords = (text: string): number => (text.match(/[A-Za-z]{3,}/g) ?? []).length;

/** A letter of another script than Latin (`削`, `д`): a short "Delete a webhook by ID." is still English. */
const NON_LATIN_LETTER = lazy(() => /[^\p{Script=Latin}\P{L}]/u);

/** Chinese, of which the rule reads a few phrases of change and permanence; Japanese kana and Korean it does not read. */
const readsChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text) && !/[\u3040-\u30ff\uac00-\ud7af]/.test(text);

/**
 * Things cheap to put back, whose removal a description that names it has said enough about: a link, a
 * reaction, a tag, a favourite, a label, a bookmark.
 */
const CHEAP = new Set(
  "link links reaction reactions emoji tag tags favorite favorites favourite favourites label labels bookmark bookmarks star stars pin pins".split(" "),
);

/**
 * State of a browser an automation session drives, put back as cheaply as it was made: a cookie, an
 * extension loaded into the session; and the session itself when the description names a browser.
 */
const BROWSER_STATE = new Set("cookie cookies extension extensions".split(" "));

/**
 * Debugging-session state another tool sets again in one call (`remove_breakpoint` beside `set_breakpoint`), and a
 * watch on an expression or an issue (`delete_watching` beside `add_watching`).
 */
const DEBUG_STATE = new Set("breakpoint breakpoints watchpoint watchpoints logpoint logpoints watch watches watching".split(" "));
const SESSION = new Set(["session", "sessions"]);
const NAMES_BROWSER = /\bbrowser\b/i;

/** "Free GPU VRAM by unloading cached models": what is emptied is a cache, reloaded on the next use. */
const EMPTIES_CACHE =
  /\b(?:free|frees|freeing|unload|unloads|unloading|flush|flushes|flushing|evict|evicts|evicting)\b[^.;:]{0,40}\b(?:caches?|cached|vram)\b/i;

/**
 * Gestures on a page or a form (`browser_scroll_to`, `select_option`): a tool whose name is one, marked
 * `destructiveHint: true` with every other tool of its server, says what it changes by naming the gesture; the
 * blanket hint, not the description, is what is off.
 */
const GESTURES = new Set("scroll hover click tap swipe press type fill focus drag select check uncheck resize zoom pan".split(" "));

/** The name's verb is a gesture, and the description names it ("Scroll to …", "Check or uncheck a checkbox"). */
function namesGesture(action: NameAction | undefined, text: string): boolean {
  const verb = action?.verb;
  return verb !== undefined && GESTURES.has(verb) && new RegExp(`\\b${verb}`, "i").test(text.slice(0, 300));
}

/** `drop_file` "Simulate dropping a file onto a dropzone element": the drop of drag-and-drop, which deletes nothing. */
const DRAG_AND_DROP = /\bdrag|\bdropzone|\bdrop(?:s|ped|ping)?\b[^.;:]{0,60}\bonto\b/i;

/**
 * `clear_input` "Clear the contents of an input field … before typing new text": a field the agent is filling,
 * not a record; only `clear`, since deleting a field of a form or a table does destroy data.
 */
const FORM_INPUT = new Set(["input", "inputs", "field", "fields"]);
const NAMES_INPUT_FIELD = /\b(?:input|text) (?:field|box|element)s?\b|\bselector\b/i;

/** "A static denylist rejects … file-write", "refuses deletes": a hinted tool that says which harm it refuses. */
const REFUSES_HARM = /\b(?:rejects?|refuses?|blocks?|forbids?)\b[^.;:]{0,40}\b(?:file[- ]?writes?|writes?|deletes?|deletions?)\b/i;
/** "Refused unless writes are enabled, and blocked for denied domains": the calls it refuses are said. */
const REFUSED_WHEN = /\b(?:refused|rejected|blocked|denied)\s+(?:unless|for|when|if|outside)\b/i;

/**
 * A generic dispatcher (`ha_call_service` "Call a Home Assistant service", `ashby_call_api` "Call any Ashby API
 * endpoint"): what it changes, and whether that can be undone, depends on the service called; no one sentence of
 * permanence fits every call, so a blanket `destructiveHint` asks for none.
 */
const DISPATCH_VERBS = new Set(["call", "invoke"]);
const DISPATCH_TARGETS = new Set("api apis service services endpoint endpoints method methods rpc".split(" "));
const CALLS_ANY = /^\W*(?:calls?|invokes?)\s+(?:any|an?|the|arbitrary)\s+(?:[\w.-]+\s+){0,3}?(?:api|service|endpoint|method|rpc)\b/i;

function dispatches(action: NameAction | undefined, text: string): boolean {
  const words = action?.words.map((w) => w.word) ?? [];
  const named = words.some((w) => DISPATCH_VERBS.has(w)) && words.some((w) => DISPATCH_TARGETS.has(w));
  return named || CALLS_ANY.test(text);
}

/** "clearing all files and state", "Delete a checklist (and its items)": the loss is named whole, so nothing of it is left to undo. */
const NAMES_TOTAL_LOSS =
  /\b(?:clear|clears|clearing|wipe|wipes|wiping|erase|erases|erasing)\s+(?:all|every|everything)\b|\((?:and|with|including) (?:its|all|their|every) [^()]{1,40}\)/i;

/**
 * "Delete all content from a page … preserves child_database blocks", "Clears the API key … from MCP server memory":
 * what is kept is named, or the loss is a server's in-memory state, so the description has said what is changed.
 */
const NAMES_KEPT =
  /\b(?:preserves?|preserving|keeps?|keeping|retains?|retaining)\b[^.;:]{0,60}\b(?:blocks?|pages?|files?|data|content|entries|records?|children|history)\b/i;
/** The server's own memory, not a store named memory ("from a translation memory"). */
const FROM_MEMORY =
  /\b(?:clears?|clearing|removes?|removing|deletes?|deleting|drops?|dropping)\b[^.;:]{0,60}\bfrom\s+(?:(?:the|mcp|server|process|session)\s+)*memory\b/i;

/**
 * Work a server runs, whose cancelling loses nothing a new call cannot make again: a request, a job, a run, a task, a
 * generation, a queued or running build or deployment. Orders, payments and subscriptions are not work: cancelling them still needs its permanence said.
 */
const WORK = new Set(
  "request requests job jobs run runs task tasks generation generations prediction predictions execution executions query queries inference queue build builds deployment deployments worker workers".split(
    " ",
  ),
);
const COMMERCE = new Set(
  "order orders payment payments subscription subscriptions invoice invoices booking bookings reservation reservations refund refunds".split(" "),
);
const CANCELLING = new Set(["cancel", "abort"]);

/** `cancel_job`, or a bare `cancel` "Cancel a pending or processing generation request": work stopped, not data lost. */
function cancelsWork(action: NameAction | undefined, verb: string, text: string): boolean {
  if (!CANCELLING.has(verb)) return false;
  const others = action?.words.filter((_, i) => i !== action.verbIndex).map((w) => w.word) ?? [];
  // What the description says is cancelled: the words after the verb, up to a preposition ("Cancel multiple packages
  // in one request" cancels packages).
  const clause = new RegExp(`\\b${verb}(?:s|ed|ling|led|ing)?\\b([^.;:]{0,60})`, "i").exec(text)?.[1] ?? "";
  const said = (clause.toLowerCase().split(/\b(?:in|on|for|by|from|with|to|of|at|via|and|so|if)\b/)[0] ?? "").match(/\p{L}+/gu) ?? [];
  const words = [...others, ...said];
  return words.some((w) => WORK.has(w)) && !words.some((w) => COMMERCE.has(w));
}

/**
 * Parts of a text or a source file being edited: deleting a symbol or a range of lines is an edit, whose undo
 * belongs to the editor or version control, not a record lost.
 */
const TEXT_PARTS = new Set("symbol symbols line lines range ranges paragraph paragraphs span spans selection character characters".split(" "));

/**
 * The description opens with a verb that only reads ("Get watch history from Trakt.tv for comparison"): when nothing
 * in it changes state, the changing verb is the name's alone (`trakt_sync_from_trakt`), and asking what the tool
 * changes would be false; the name is what is off. `define` reads in the vocabulary but may store what it defines
 * ("Define a coding standard").
 */
function opensWithReading(text: string): boolean {
  const opening = openingVerb(text);
  return opening?.kind === "read" && opening.verb !== "define";
}

/** The input schema's properties, empty when there are none. */
function parameters(value: unknown): Readonly<Record<string, unknown>> {
  const schema = isObject(value) ? value.inputSchema : undefined;
  const properties = isObject(schema) ? schema.properties : undefined;
  return isObject(properties) ? properties : {};
}

/**
 * The thing removed is cheap: the word after the destroying verb, or the last word (`delete_issue_link`); or it
 * is a part of a text being edited, named by the last word (`delete_symbol`, not `delete_text_message`).
 */
function removesCheapThing(action: NameAction, verb: string, text: string): boolean {
  const at = action.words.findIndex((w, i) => i >= action.bodyIndex && w.word === verb);
  const after = action.words[at + 1]?.word;
  const last = action.words[action.words.length - 1]?.word;
  const cheap = (word: string | undefined) =>
    word !== undefined && (CHEAP.has(word) || BROWSER_STATE.has(word) || DEBUG_STATE.has(word) || (SESSION.has(word) && NAMES_BROWSER.test(text)));
  // `clear_input` of a field the description names: emptied for the agent to type into again.
  const clearsField = verb === "clear" && action.words.some((w) => FORM_INPUT.has(w.word)) && NAMES_INPUT_FIELD.test(text);
  return at >= 0 && (cheap(after) || cheap(last) || (last !== undefined && TEXT_PARTS.has(last)) || clearsField);
}

/** People a group or a record holds by reference (`revoke_org_member`, `remove_followers`): taking one out leaves the person. */
const MEMBERS = new Set(
  "member members follower followers participant participants subscriber subscribers assignee assignees watcher watchers collaborator collaborators attendee attendees recipient recipients".split(
    " ",
  ),
);
/** Containers of members or entries: a list, a group, a set, a team. */
const CONTAINERS = new Set(
  "list lists group groups set sets team teams roster rosters playlist playlists allowlist allowlists whitelist whitelists blocklist blocklists blacklist blacklists denylist denylists audience audiences segment segments channel channels".split(
    " ",
  ),
);
/** What a container holds, named after it (`delete_list_entry`): one entry goes, not the list. */
const ENTRIES = new Set("entry entries item items user users person people".split(" "));
const MEMBERSHIP_VERBS = new Set(["remove", "delete", "revoke", "unassign", "kick"]);

/**
 * A membership removal: a member taken out of a list, a group or a set (`update_approved_list_remove`,
 * `remove_user_from_group`, `delete_list_entry`, `revoke_org_member`). The member and the container both survive,
 * and adding it back undoes it; "destroys data" would misdirect. Deleting the container itself (`delete_group`,
 * `remove_list`) is not one.
 */
function removesMember(action: NameAction, verb: string): boolean {
  if (!MEMBERSHIP_VERBS.has(verb)) return false;
  const words = action.words.slice(action.bodyIndex).map((w) => w.word);
  const at = words.indexOf(verb);
  if (at < 0) return false;
  if (words.some((w) => MEMBERS.has(w))) return true;
  const container = words.findIndex((w) => CONTAINERS.has(w));
  if (container < 0) return false;
  if (words.slice(container + 1).some((w) => ENTRIES.has(w))) return true;
  // "Remove" names taking out: from a container named before it (`approved_list_remove`) or after `from`; "delete" does not.
  return verb !== "delete" && (container < at || words[container - 1] === "from");
}

/**
 * Taking back access or leaving: `revoke_public_access`, `revoke_trusted_device`, `withdraw_from_arena`. What goes is
 * a grant, a link's reach, a trust flag or a place in something, not data; unless what is revoked is a secret itself
 * (a key, a token, a credential), which is destroyed.
 */
const RELEASING = new Set(["revoke", "withdraw", "leave"]);
const ACCESS = new Set(
  "access link links share sharing trust trusted permission permissions grant grants membership memberships seat seats spot enrollment enrolment registration".split(
    " ",
  ),
);
const SECRETS = new Set("key keys token tokens credential credentials secret secrets certificate certificates password passwords session sessions".split(" "));
/** The verbs that undo each releasing one, when a sibling tool carries them (`join_arena` beside `withdraw_from_arena`). */
const UNDOING: Readonly<Record<string, readonly string[]>> = {
  revoke: ["grant", "generate", "create", "issue", "share", "allow", "trust", "add"],
  withdraw: ["join", "enter", "register", "enroll", "enrol", "rejoin"],
  leave: ["join", "enter", "rejoin"],
};
/** Words of a name that say nothing of its object. */
const LINKING_WORDS = new Set("from to of in on for the a an my your".split(" "));
/** "immediately disabling the public link": the description names what stops working. */
const NAMES_DISABLED = /\b(?:disables?|disabling|deactivates?|deactivating)\s+(?:the|its|their|your|this|that|all)\b/i;

/** The object words of a name: after the namespace, without the verb and linking words. */
function objectWords(action: NameAction): string[] {
  return action.words
    .slice(action.bodyIndex)
    .filter((_, i) => i + action.bodyIndex !== action.verbIndex)
    .map((w) => w.word)
    .filter((w) => !LINKING_WORDS.has(w));
}

/** The object of a name as one key, plurals folded: `withdraw_from_arena` and `join_arena` both give `arena`. */
const objectKey = (action: NameAction): string =>
  objectWords(action)
    .map((w) => w.replace(/s$/, ""))
    .join(" ");

/** A sibling whose verb undoes `verb` on the same object (`join_arena`, `create_intent`, `grant_permission`). */
function undoneBySibling(action: NameAction, verb: string, siblings: readonly NameAction[]): boolean {
  const undoing = UNDOING[verb] ?? [];
  const own = objectKey(action);
  return own !== "" && siblings.some((s) => s.verb !== undefined && undoing.includes(s.verb) && objectKey(s) === own);
}

/** Taking back access, trust or a place (not a secret), or a release a sibling tool undoes. */
function releasesAccess(action: NameAction, verb: string, text: string, siblings: readonly NameAction[]): boolean {
  if (!RELEASING.has(verb)) return false;
  const words = objectWords(action);
  if (words.some((w) => SECRETS.has(w))) return false;
  return words.some((w) => ACCESS.has(w)) || NAMES_DISABLED.test(text) || undoneBySibling(action, verb, siblings);
}

/** Verbs that take a thing out of another ("remove … from …", "detach … from …"): the thing itself survives. */
const UNLINKING = ["remove", "detach", "unlink"];
const UNLINKS_IN_TEXT = new RegExp(`\\b(?:${UNLINKING.join("|")})(?:e?s)?\\b[^.;:]{1,60}\\bfrom\\b`, "i");

export default defineRule<Options>({
  meta: {
    id: "description-side-effects",
    category: "design",
    severity: "warning",
    description: "A destructive tool's description says what it changes or destroys and whether that can be undone.",
    defaultOptions: { scope: "destructive" },
    strictOptions: { scope: "mutating" },
    optionsSchema: {
      type: "object",
      properties: {
        scope: {
          enum: ["destructive", "mutating"],
          description:
            "`destructive`: tools that delete, overwrite or make hard-to-undo changes, and state-changing tools that do not say what they change; `mutating`: every tool not marked read-only that changes state must also say whether that can be undone.",
        },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const scope = context.options.scope;
    let naming = NO_NAMING;
    let siblings: readonly NameAction[] = [];
    return {
      list(list) {
        naming = listNaming(list);
        siblings = list.tools.flatMap((t) => (t.name === undefined ? [] : [nameAction(t.name, naming)]));
      },
      tool(tool) {
        const action = tool.name === undefined ? undefined : nameAction(tool.name, naming);
        const risk = sideEffectRisk(toolHints(tool), action, scope);
        if (risk === undefined) return;
        // A missing, too short or name-restating description gets one finding, from the rule that owns it.
        const description = judgeableDescription(tool, context.list);
        if (description === undefined) return;
        const text = description.text;
        const needsUndo = risk.kind !== "changes" || scope === "mutating";
        // Prose mostly in another language: only Chinese is read, and then only for permanence, never to claim
        // the description does not say what it changes (削除 says it deletes, in words the rule cannot read).
        const foreign = latinWords(text) < 3 && NON_LATIN_LETTER().test(text);
        if (foreign && (risk.kind === "changes" || !readsChinese(text))) return;
        // A tool that previews first and acts on a confirming call ("Leave a channel … the first call previews the chat
        // you'd leave") has its action verb say what it changes, whatever verb that is.
        const changeStated = foreign || statesChange(text, risk.kind === "changes" || statesPreviewStep(text));
        if (!changeStated && risk.kind === "changes" && latinWords(text) < 3) return;
        // `trakt_sync_from_trakt` "Get watch history from Trakt.tv": a description that only reads is no change unsaid.
        if (!changeStated && risk.kind === "changes" && risk.verb !== undefined && opensWithReading(text)) return;
        // `remove_reaction`, `delete_issue_link`: named in the description and put back in one call.
        const destroys = action === undefined ? undefined : nameEffect(action).destroys;
        if (changeStated && risk.kind === "destroys" && action !== undefined && destroys !== undefined && removesCheapThing(action, destroys, text)) return;
        if ((risk.kind === "hinted" || risk.kind === "changes") && namesGesture(action, text)) return;
        if (risk.kind === "destroys" && destroys === "drop" && DRAG_AND_DROP.test(text.slice(0, 300))) return;
        // `clear_vram` "Free GPU VRAM by unloading cached models": a cache emptied, reloaded on the next use.
        if (risk.kind === "destroys" && EMPTIES_CACHE.test(text)) return;
        // Marked destructive, but the description says which harm it refuses ("a denylist rejects … file-write").
        if (changeStated && risk.kind === "hinted" && (REFUSES_HARM.test(text) || REFUSED_WHEN.test(text))) return;
        if (risk.kind === "hinted" && dispatches(action, text)) return;
        // "Remove an applied style from a node", "Remove a meal from the cart": the description says the thing is
        // taken out of another and survives, whether the name or a destructive hint put the tool here.
        const takesOut = risk.kind === "destroys" ? destroys : risk.kind === "hinted" ? action?.words.find((w) => UNLINKING.includes(w.word))?.word : undefined;
        if (takesOut !== undefined && UNLINKS_IN_TEXT.test(text) && new RegExp(`\\b${takesOut}s?\\b[^.;:]{1,60}\\bfrom\\b`, "i").test(text)) return;
        if (risk.kind === "irreversible" && cancelsWork(action, risk.verb, text)) return;
        // `update_approved_list_remove`, `revoke_org_member`: a member taken out of a group, not data destroyed.
        const removing = risk.kind === "destroys" ? destroys : risk.kind === "irreversible" ? risk.verb : undefined;
        if (removing !== undefined && action !== undefined && removesMember(action, removing)) return;
        // `revoke_public_access`, `withdraw_from_arena` beside `join_arena`: access or a place given back, not data destroyed.
        if (removing !== undefined && action !== undefined && changeStated && releasesAccess(action, removing, text, siblings)) return;
        const namesLoss = NAMES_TOTAL_LOSS.test(text) || NAMES_KEPT.test(text) || FROM_MEMORY.test(text);
        const undoStated = statesReversibility(text) || parametersStateReversibility(parameters(tool.value)) || namesLoss;
        const missing = [
          changeStated
            ? ""
            : `what it ${risk.kind === "destroys" ? "deletes or overwrites" : risk.kind === "changes" && risk.verb === "create" ? "creates" : "changes"}`,
          !needsUndo || undoStated ? "" : "whether that can be undone",
        ].filter(Boolean);
        if (missing.length === 0) return;
        const name = tool.name === undefined ? "This tool" : `\`${tool.name}\``;
        const what =
          risk.kind === "destroys"
            ? `destroys data (${risk.reason})`
            : risk.kind === "hinted"
              ? `is marked ${risk.reason}, so it may change or destroy data`
              : risk.kind === "irreversible"
                ? `makes a change that may not be reversible (${risk.reason})`
                : `changes state (${risk.reason})`;
        const example = risk.kind === "changes" && risk.verb !== "create" ? CHANGE_EXAMPLE : EXAMPLES[risk.kind];
        context.report({
          pointer: description.pointer,
          message: `${name} ${what}, but its description does not say ${missing.join(" or ")}. Say so, e.g. ${example}, so the model and the user can judge the risk before calling it.`,
        });
      },
    };
  },
});
