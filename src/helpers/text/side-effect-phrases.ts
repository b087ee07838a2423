/** Phrases by which a description says what a tool changes and whether that can be undone. */
import { baseVerbs } from "./inflection.js";
import { changesState, verbKind } from "./verbs.js";
import { proseWords } from "./word-count.js";

/**
 * Whether the effect can be undone, or a caution about it. Fixed phrases with word boundaries and bounded
 * alternations only, so scanning stays linear.
 */
const REVERSIBILITY: readonly RegExp[] = [
  /\b(?:permanent(?:ly)?|irreversibl[ey]|irrevocabl[ey]|irrecoverabl[ey]|unrecoverabl[ey]|recoverable|reversible|undoable)\b/i,
  /\b(?:can ?not|can't|could not|couldn't|cannot|will not|won't|may not) be (?:undone|reversed|recovered|restored|retrieved|reverted)\b/i,
  /\b(?:can|could|may) be (?:undone|reversed|recovered|restored|reverted|rolled back)\b/i,
  /\b(?:no|without) (?:undo|way to (?:undo|recover|restore))\b/i,
  // Derived data put back by building it again: "The graph can be rebuilt with …", "re-created automatically".
  /\b(?:can|could|may|will) be (?:re-?built|re-?generated|re-?created|re-?indexed|re-?computed)\b|\b(?:re-?built|re-?generated|re-?created|re-?indexed) (?:automatically|on (?:the )?next)\b/i,
  /\b(?:to|in|into|from) (?:the )?(?:trash|recycle bin|wastebasket)\b|\bsoft[- ]?delet/i,
  /\b(?:forever|for good|data loss|lose data|lost|destroys?|destructive)\b/i,
  /\b(?:with|use) caution\b|\bcaution:|\bwarning:|\bbe careful\b|\bcarefully\b|\bdangerous\b/i,
  /\b(?:does not|doesn't|will not|won't|never) (?:delete|remove|erase|affect|touch|modify|change|overwrite)\b/i,
  // What is kept, named: "without deleting the underlying media", "Bookmarks inside the list are not deleted".
  /\bwithout (?:deleting|removing|erasing|affecting|touching)\b|\b(?:is|are) not (?:deleted|removed|erased|affected)\b/i,
  /\b(?:back ?up|backup|snapshot)\b/i,
  // What is lost and what stays: "wipes everything", "users lose access", "workflows remain intact", "are no
  // longer routed" (not "subdomains that are no longer needed").
  /\bwip(?:e|es|ed|ing)\b|\blos(?:e|es|ing) (?:access|all|any|its|their|the|your)\b|\bno longer (?:authori[sz]e|trust|allow|permit)/i,
  /\b(?:is|are|will|will be|can|cannot) no longer (?!needed|required|used|wanted|relevant|necessary|useful)[a-z]+/i,
  /\b(?:remains?|stays?|is kept|are kept|kept) (?:intact|unchanged|untouched|available|accessible)\b|\b(?:is|are) preserved\b/i,
  // What the change spares: "in-progress jobs continue running", "running jobs are not affected".
  /\b(?:continues?|keeps?) (?:running|to run)\b|\b(?:is|are|remains?|stays?) (?:not affected|unaffected)\b/i,
  // A preview or a confirmation before the change: "dry-run", "preview first", "requires explicit confirmation".
  /\bdry[- ]?run\b|\bpreview (?:first|mode|only|the (?:changes?|deletion|operation))\b/i,
  /\b(?:after|with|requires?|needs?|asks? for|safety|explicit|user) confirmation\b|\b(?:user|you) (?:must )?confirms?\b/i,
  // Approval or consent asked for first: "Get approval before delete/archive operations".
  /\b(?:get|obtain|asks? for|requires?|needs?|with|after) (?:the |explicit |prior )?(?:user'?s? )?(?:approval|consent)\b/i,
  // The same in the other languages of real descriptions: French, Spanish, Italian, Portuguese, German.
  /\b(?:définitivement|irréversible|definitivamente|permanentemente|irreversible|dauerhaft|endgültig|unwiderruflich)/i,
  // Chinese: 不可恢复/无法恢复 (cannot be recovered), 无法撤销/不可撤销 (cannot be undone), 永久 (permanent), 谨慎 (caution).
  /不可恢复|无法恢复|无法撤销|不可撤销|不能撤销|永久|谨慎/,
];

/**
 * A first call that only previews and returns a token to confirm with: "the first call previews the chat you'd leave
 * and does nothing; call again with the returned confirmToken", "By default returns a preview and confirmToken".
 */
const PREVIEW_STEP = /\b(?:first call|by default) (?:only )?(?:returns? (?:a |the )?)?previews?\b|\bconfirm[_ ]?token\b/i;

/** True when the description says the change is previewed first and made only on a confirming second call. */
export function statesPreviewStep(text: string): boolean {
  return PREVIEW_STEP.test(text);
}

/** True when the description says whether the tool's effect can be undone (or warns about it). */
export function statesReversibility(text: string): boolean {
  return REVERSIBILITY.some((pattern) => pattern.test(text)) || PREVIEW_STEP.test(text);
}

/**
 * A parameter that previews or guards the change (`confirm`, `confirmToken`, `confirmWrite`, `dry_run`, `preview`) says
 * the change is weighed.
 */
const GUARD_PARAMETER =
  /^(?:confirm(?:ed|ation)?(?:_?(?:token|write|delete|deletion|drain|action|operation))?|dry_?run|preview(?:_?only)?|(?:is|do)_?preview)$/i;

/**
 * A boolean the caller sets only when the user asked (`explicit_user_intent`, `user_consent`): a guard like `confirm`.
 * A string `intent` (what the user wants done) is not one.
 */
const INTENT_PARAMETER = /^(?:explicit_?)?(?:user_?)?(?:intent|consent|approval|approved)(?:_?(?:confirmed|given))?$/i;

/** "Prevents agents from revoking autonomously": a parameter whose description says it keeps the agent from acting alone. */
const PREVENTS_AUTONOMY = /\bprevents?\b[^.;:]{0,60}\bautonomous(?:ly)?\b/i;

/**
 * True when the tool's parameters say what the description leaves out: a guard parameter (or a user-intent boolean), or a parameter
 * description that speaks of permanence ("User ID to permanently delete").
 */
export function parametersStateReversibility(properties: Readonly<Record<string, unknown>>): boolean {
  for (const [key, value] of Object.entries(properties)) {
    if (GUARD_PARAMETER.test(key)) return true;
    const schema = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
    if (INTENT_PARAMETER.test(key) && schema?.type === "boolean") return true;
    const description = schema?.description;
    if (typeof description === "string" && PREVENTS_AUTONOMY.test(description.slice(0, 1000))) return true;
    if (typeof description === "string" && statesReversibility(description.slice(0, 1000))) return true;
  }
  return false;
}

/** Descriptions are scanned up to here for change verbs; a statement of effect belongs near the start. */
const MAX_SCANNED_WORDS = 400;

/**
 * True when the description says what the tool changes: it uses a verb of change (`creates`, `overwrites`,
 * `sends`). With `anyAction`, any action verb counts ("Log out from the account", "Collapse the row group"):
 * enough for a tool that only changes state, whose description needs to say what it does.
 */
export function statesChange(text: string, anyAction = false): boolean {
  const words = proseWords(text);
  for (let i = 0; i < Math.min(words.length, MAX_SCANNED_WORDS); i++) {
    for (const base of baseVerbs(words[i]!)) {
      if (changesState(base) || (anyAction && verbKind(base) === "act")) return true;
    }
  }
  return /改变|修改|创建|删除|写入|更新|覆盖|保存|添加|插入/.test(text);
}

/**
 * Phrases by which a description says the tool writes something (a file, a store) besides what it reads:
 * "Writes the manifest to…", "and saves a screenshot", "Results are written to a file", "the source file will be
 * replaced", "Adding is a WRITE". Fixed phrases with bounded gaps, so scanning stays linear.
 */
const WRITES: readonly RegExp[] = [
  /(?:^|[.;:!?]\s+|\b(?:it|and|then|also|tool|this)\s+)(?:writes|saves|overwrites|stores)\b/i,
  /\b(?:written|saved|stored|downloaded|exported) (?:to|into|in|on) (?:(?:a|an|the|your) )?(?:[\w.-]+ ){0,3}?(?:file|files|disk|directory|folder|cache|\.env)\b/i,
  /\bfiles? (?:will be|is|are|gets?) (?:replaced|overwritten|deleted|removed|modified)\b/i,
  /\band (?:save|write|store)s? (?:(?:it|them|the \w+) )?(?:to|into|in)\b/i,
  /\bis a write\b/i,
];

/** Descriptions are scanned up to here for a write; real ones say it well before. */
const MAX_WRITE_SCAN = 4000;

/** True when the description says the tool writes something (a file, a store) besides what it reads. */
export function statesWrite(description: unknown): boolean {
  if (typeof description !== "string") return false;
  const text = description.slice(0, MAX_WRITE_SCAN);
  return WRITES.some((pattern) => pattern.test(text));
}
