/** What a tool's name says it does to state: only reads, changes, or destroys. */
import type { NameAction } from "./name-action.js";
import { isNounLike, verbKind, type VerbKind } from "./verbs.js";

export interface NameEffect {
  /** The kind of the name's action verb, undefined without one. */
  readonly kind: VerbKind | undefined;
  readonly verb: string | undefined;
  /**
   * A destroying verb anywhere after the namespace (`force_terminate`, `create_or_reset_cache`), unless the name
   * starts with a reading verb (`list_deleted_items` only reads), the verb only unlinks (`remove_issue_from_epic`),
   * ends something that holds no data (`terminate_app`, `kill_process`) or empties a cache (`flush_cache`).
   */
  readonly destroys: string | undefined;
}

/** Verbs that end a running thing: destroying only when that thing holds data (an instance, a cluster, an account). */
const ENDING = new Set(["terminate", "kill", "stop"]);
const HOLDS_DATA = new Set(
  "instance instances cluster clusters account accounts vm vms server servers droplet droplets database databases db dbs volume volumes node nodes machine machines environment environments workspace workspaces project projects bucket buckets disk disks".split(
    " ",
  ),
);

/** Verbs that take a thing out of another when the name says `from` (`remove_issue_from_epic`): the thing survives. */
const UNLINKING = new Set(["remove", "detach", "unlink", "kick"]);

/** Caches are rebuilt on demand: emptying one loses nothing. */
const CACHE = new Set(["cache", "caches"]);

function destroysHere(words: readonly string[], at: number): boolean {
  const verb = words[at]!;
  if (verbKind(verb) !== "destroy") return false;
  // `drag_drop`, `drag_and_drop`: the gesture, not dropping data.
  if (verb === "drop" && words.includes("drag")) return false;
  const objects = words.filter((_, i) => i !== at);
  if (ENDING.has(verb) && !objects.some((w) => HOLDS_DATA.has(w))) return false;
  if (UNLINKING.has(verb) && words.slice(at + 1).includes("from")) return false;
  if (objects.some((w) => CACHE.has(w))) return false;
  return true;
}

export function nameEffect(action: NameAction): NameEffect {
  const body = action.words.slice(action.bodyIndex).map((w) => w.word);
  const kind = action.verb === "check" && body.some((w) => BOXES.has(w)) ? "change" : action.kind;
  // A reading verb that is as often a noun (`db-cluster-delete-topic`) does not hide the destroying verb after it.
  const reads = kind === "read" && !(action.verb !== undefined && isNounLike(action.verb));
  const at = reads ? -1 : body.findIndex((_, i) => destroysHere(body, i));
  return { kind, verb: action.verb, destroys: at < 0 ? undefined : body[at] };
}

/** `check_checkbox`, `check_radio`: `check` ticks a box there, a change to a form; everywhere else it reads. */
const BOXES = new Set(["checkbox", "checkboxes", "box", "boxes", "radio", "radios"]);

/** Verbs that are as often the noun (`deploy_plan`, `droplet_backup_policy`, `file_share_get`): not a sure action. */
const MORE_NOUN_VERBS = new Set(["deploy", "protect", "share", "build", "release", "order", "plan", "backup", "test", "monitor", "sort", "bookmark", "audit"]);

export function isNounVerb(word: string): boolean {
  return isNounLike(word) || MORE_NOUN_VERBS.has(word);
}

/** True when a known verb follows the action in the name (`db_cluster_delete_topic`): another reading is possible. */
export function hasLaterVerb(action: NameAction): boolean {
  return action.verbIndex >= 0 && action.words.slice(action.verbIndex + 1).some((w) => verbKind(w.word) !== undefined);
}

/** Verbs of a session, not of data: connecting, logging in, opening a browser, following a stream. */
const SESSION_VERBS = new Set(["connect", "disconnect", "reconnect", "login", "logout", "signin", "signout", "open", "close"]);
/** What `open`/`close` and `subscribe` act on when they are session verbs; with other objects they change data. */
const SESSION_OBJECTS = new Set(
  "session sessions connection connections browser tab tabs page pages window windows socket websocket stream streams channel db database events event devices updates notifications".split(
    " ",
  ),
);

/** `connect`, `logout`, `close_session`, `subscribe_events`: the name opens or ends a session and changes no data. */
export function isSessionAction(action: NameAction): boolean {
  const verb = action.verb;
  if (verb === undefined) return false;
  const objects = action.words.slice(action.verbIndex + 1).map((w) => w.word);
  if (["open", "close", "subscribe", "unsubscribe"].includes(verb))
    return objects.length === 0 ? verb !== "subscribe" : objects.some((w) => SESSION_OBJECTS.has(w));
  return SESSION_VERBS.has(verb);
}
