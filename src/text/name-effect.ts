/** What a tool's name says it does to state: only reads, changes, or destroys. */
import type { NameAction } from "./name-action.js";
import { verbKind, type VerbKind } from "./verbs.js";

export interface NameEffect {
  /** The kind of the name's action verb, undefined without one. */
  readonly kind: VerbKind | undefined;
  readonly verb: string | undefined;
  /**
   * A destroying verb anywhere after the namespace (`force_terminate`, `create_or_reset_cache`), unless the name
   * starts with a reading verb (`list_deleted_items` only reads).
   */
  readonly destroys: string | undefined;
}

export function nameEffect(action: NameAction): NameEffect {
  const destroys =
    action.kind === "read" ? undefined : action.words.slice(action.bodyIndex).find((w) => verbKind(w.word) === "destroy")?.word;
  return { kind: action.kind, verb: action.verb, destroys };
}
