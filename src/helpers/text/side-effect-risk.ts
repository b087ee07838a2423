/**
 * What a tool's description should say about its side effects, from its name and hints: the advice must fit
 * what the tool does. A server that marks every write `destructiveHint: true` does not make `create_issue` a
 * tool that destroys data, and a reading name (`get_user`) is `annotations-match-name`'s to reconcile.
 */
import type { NameAction } from "./name-action.js";
import { nameEffect } from "./name-effect.js";
import type { ToolHints } from "./tool-hints.js";
import { isHardToUndo } from "./verbs.js";

export type SideEffectRisk =
  /** Deletes or overwrites: a destroying verb in the name (`delete`, `overwrite`, `reset`, `force_…`). */
  | { readonly kind: "destroys"; readonly reason: string }
  /** Marked `destructiveHint: true` by a name that does not say what it does (`run_script`, `apply`…). */
  | { readonly kind: "hinted"; readonly reason: string }
  /** A change that is hard to take back though it deletes nothing (`cancel`, `push`, `merge`, `transfer`). */
  | { readonly kind: "irreversible"; readonly verb: string; readonly reason: string }
  /** Creates or modifies state (`create`, `send`, `upload`, `update`; `readOnlyHint: false` in scope mutating). */
  | { readonly kind: "changes"; readonly verb: string | undefined; readonly reason: string };

export type SideEffectScope = "destructive" | "mutating";

export function sideEffectRisk(hints: ToolHints, action: NameAction | undefined, scope: SideEffectScope): SideEffectRisk | undefined {
  if (hints.readOnlyHint === true) return undefined;
  // A name whose action is uncertain (`test_run`) says nothing reliable; only the hints speak for it.
  const effect = action === undefined || action.alternative !== undefined ? undefined : nameEffect(action);
  const words = action?.words.slice(action.bodyIndex).map((w) => w.word) ?? [];
  if (effect?.destroys !== undefined && hints.destructiveHint !== false) return { kind: "destroys", reason: `\`${effect.destroys}\` in its name` };
  const verb = effect?.verb;
  // `force_push`, `force_update`: forcing a write overwrites what the plain write would refuse to. Forcing an act
  // (`force_trigger_good_job_cron`, `force_run`) only runs it now: nothing is overwritten.
  if (effect?.kind === "change" && words.includes("force") && hints.destructiveHint !== false) return { kind: "destroys", reason: `\`force\` in its name` };
  // The other words of the name, before or after the verb (`image_action_transfer`, `transfer_funds`).
  const objects =
    action === undefined
      ? []
      : action.words
          .slice(action.bodyIndex)
          .filter((_, i) => i + action.bodyIndex !== action.verbIndex)
          .map((w) => w.word);
  if (verb !== undefined && isHardToUndo(verb, objects)) return { kind: "irreversible", verb, reason: `\`${verb}\` in its name` };
  if (effect?.kind === "read") return undefined;
  if (effect?.kind === "change") return { kind: "changes", verb, reason: `\`${verb}\` in its name` };
  if (hints.destructiveHint === true) return { kind: "hinted", reason: "`destructiveHint: true`" };
  if (scope === "mutating" && (hints.readOnlyHint === false || effect?.destroys !== undefined)) {
    return { kind: "changes", verb: effect?.destroys, reason: effect?.destroys ? `\`${effect.destroys}\` in its name` : "`readOnlyHint: false`" };
  }
  return undefined;
}

/** What a description of a tool with this risk must add, in words for a message (`what it deletes and whether…`). */
export function sideEffectAsk(risk: SideEffectRisk): string {
  switch (risk.kind) {
    case "destroys":
      return "what it deletes or overwrites and whether that can be undone";
    case "hinted":
      return "what it changes and whether that can be undone";
    case "irreversible":
      return `what it ${thirdPerson(risk.verb)} and whether that can be undone`;
    case "changes":
      return risk.verb ? `what it ${risk.verb === "create" ? "creates" : "changes"}` : "what it changes";
  }
}

/** `cancel` → cancels, `push` → pushes, `pay` → pays. */
function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
