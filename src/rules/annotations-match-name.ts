import { defineRule } from "../engine/rule.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { nameAction, type NameAction } from "../helpers/text/name-action.js";
import { listNaming, NO_NAMING } from "../helpers/text/name-scheme.js";
import { hasLaterVerb, isNounVerb, isSessionAction, nameEffect } from "../helpers/text/name-effect.js";
import { toolHints } from "../helpers/text/tool-hints.js";
import { codeSpan } from "../core/spec/code-span.js";
import { isKnownVerb, isNounLike, openingVerb } from "../helpers/text/verbs.js";
import { nameWords } from "../helpers/text/words.js";

/** A description that says the tool changes nothing ("read-only", "dry-run", "does not modify", 不产生任何变更). */
const READ_ONLY_CLAIM =
  /\bread[- ]only\b|\bdry[- ]?run\b|\b(?:does not|doesn't|will not|won't|never) (?:change|modify|alter|write|mutate)\b|\bno (?:changes are made|side[- ]effects)\b|\bwithout (?:changing|modifying)\b|不产生任何变更|不会修改|只读/i;

function saysReadOnly(description: string): boolean {
  return READ_ONLY_CLAIM.test(description.slice(0, 2000));
}

/**
 * True when the tool's own words open with a reading verb: its `annotations.title` ("Get CLI installation
 * instructions" of `extension_cli_install`) or its description ("Returns…"). The name's verb is then its topic.
 */
function ownWordsRead(title: unknown, description: unknown): boolean {
  return openingVerb(title)?.kind === "read" || openingVerb(description)?.kind === "read";
}

/**
 * A name copied from an API or protocol method, `Domain_methodName` (`DOM_pushNodesByBackendIdsToFrontend`,
 * `Page_reload`): its verb is the protocol's jargon, and the author cannot rename it.
 */
const PROTOCOL_METHOD = /^[A-Z][A-Za-z0-9]*[_.][a-z]+[A-Z][A-Za-z0-9]*$/;

/** Verbs that rebuild or drop a cache when their object is one (`semconv_refresh_cache`). */
const CACHE_VERBS = new Set(["refresh", "reload", "rebuild", "clear", "flush", "invalidate", "reset", "warm"]);
const CACHE_TEXT = /\bcache[ds]?\b/i;

/**
 * True when the name refreshes or clears the server's own cache (`semconv_refresh_cache`, or `refresh_catalog`
 * described as an "in-memory … cache"): the environment is unchanged, so `readOnlyHint: true` is fair.
 */
function refreshesOwnCache(action: NameAction, description: unknown): boolean {
  if (action.verb === undefined || !CACHE_VERBS.has(action.verb)) return false;
  if (action.words.some((w) => w.word === "cache" || w.word === "caches")) return true;
  return typeof description === "string" && CACHE_TEXT.test(description.slice(0, 300));
}

/** Nouns a verb can qualify (`rename_history`: the history of renames, not a rename). */
const RECORD_NOUNS = new Set(["history", "timeline", "analysis", "chain"]);

/**
 * True when the name's verb qualifies the noun after it (`git_rename_history`) and the description uses the pair as a
 * noun phrase inside a sentence ("Track the rename history of a file"): the tool reads a record of that action. A verb
 * that destroys acts on the record (`clear_history`), so it never counts.
 */
function verbAsModifier(action: NameAction, description: unknown): boolean {
  const next = action.words[action.verbIndex + 1]?.word;
  if (action.verb === undefined || next === undefined || !RECORD_NOUNS.has(next)) return false;
  if (typeof description !== "string") return false;
  const phrase = new RegExp(`\\p{L}[ ,]+${action.verb}[ _-]${next}\\b`, "iu");
  return phrase.test(description.slice(0, 500));
}

/** Verbs that make an artifact, and the artifacts a server keeps of data it read (`create_data_export`). */
const MAKE_VERBS = new Set(["create", "generate", "make", "build", "take"]);
const ARTIFACTS = new Set(["export", "exports", "report", "reports", "snapshot", "snapshots", "preview", "previews"]);
const KEPT_TEXT = /\b(?:persist(?:ed|s)?|snapshots?|stored|temporary|expir(?:es|ing|y))\b/i;

/**
 * True when the name makes an export, report, snapshot or preview that its description says the server keeps
 * ("Exports … into a persisted snapshot"): what was read is copied, the data itself is unchanged, like a cache.
 */
function makesKeptArtifact(action: NameAction, description: unknown): boolean {
  if (action.verb === undefined || !MAKE_VERBS.has(action.verb)) return false;
  if (!action.words.slice(action.verbIndex + 1).some((w) => ARTIFACTS.has(w.word))) return false;
  return typeof description === "string" && KEPT_TEXT.test(description.slice(0, 300));
}

/** All but the last word of a name, the head its siblings may share (`mb bookmark` of `mb_bookmark_list`). */
function headOf(name: string): string {
  const words = nameWords(name).map((w) => w.word);
  return words.length >= 3 ? words.slice(0, -1).join(" ") : "";
}

/**
 * How many names end in a known verb after each head of two words at least (`mb bookmark` → list, delete), for the
 * heads where one of those verbs at least is never a noun: `get_issue_comment` beside `get_issue_log` is no family.
 */
function verbEndingHeads(names: readonly string[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  const plain = new Set<string>();
  for (const name of names) {
    const head = headOf(name);
    const last = nameWords(name).at(-1)?.word;
    if (head === "" || last === undefined || !isKnownVerb(last)) continue;
    counts.set(head, (counts.get(head) ?? 0) + 1);
    if (!isNounLike(last)) plain.add(head);
  }
  return new Map([...counts].filter(([head]) => plain.has(head)));
}

export default defineRule({
  meta: {
    id: "annotations-match-name",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "The behaviour hints agree with the verb of the tool's name.",
    defaultOptions: {},
  },
  create(context) {
    if (!context.protocols.some((version) => atLeast(version, "2025-03-26"))) return {};
    let naming = NO_NAMING;
    let families: ReadonlyMap<string, number> = new Map();
    // A server that declares `readOnlyHint: false` on some tools weighed the hint tool by tool.
    let weighsHints = false;
    return {
      list(list) {
        naming = listNaming(list);
        weighsHints = list.tools.some((t) => toolHints(t).readOnlyHint === false);
        families = verbEndingHeads(list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])));
      },
      tool(tool) {
        if (tool.name === undefined) return;
        const hints = toolHints(tool);
        if (hints.annotations === undefined) return;
        // `mb_bookmark_list` beside `mb_bookmark_delete`: names that share all but a last verb put the action last,
        // even where the server as a whole does not, so `bookmark` and `audit` are the resource.
        // Only the noun just before the last verb is read so (`API-retrieve-a-block` beside `API-retrieve-a-page` retrieves).
        const read = nameAction(tool.name, naming);
        const family = (families.get(headOf(tool.name)) ?? 0) >= 2 && read.verbIndex === read.words.length - 2;
        const action = family ? nameAction(tool.name, { ...naming, slot: "last" }) : read;
        // `test_run`, `sort_range`: the first word may be the noun and another word the action; the name does not say.
        if (action.alternative !== undefined) return;
        const effect = nameEffect(action);
        const annotations = joinPointer(tool.pointer, "annotations");
        // A verb that is as often a noun (`deployPlan`, `droplet-backup-policy`) or a session verb (`connect`) is no
        // evidence against a declared `readOnlyHint: true`, nor is a name the description says only reads.
        const changeVerb =
          effect.kind === "change" && effect.verb !== undefined && !isNounVerb(effect.verb) && !isSessionAction(action) ? effect.verb : undefined;
        const description = isObject(tool.value) ? tool.value.description : undefined;
        const keepsOwnCopy = refreshesOwnCache(action, description) || makesKeptArtifact(action, description);
        const changer = effect.destroys ?? (keepsOwnCopy || verbAsModifier(action, description) ? undefined : changeVerb);
        // The tool's own words say it reads, or its name is a protocol's method on a server that weighed each hint:
        // the name's verb is no evidence against the author's `readOnlyHint: true`.
        const trustsHint =
          (typeof description === "string" && saysReadOnly(description)) ||
          ownWordsRead(hints.annotations?.title, description) ||
          (weighsHints && PROTOCOL_METHOD.test(tool.name));
        if (changer !== undefined && hints.readOnlyHint === true && !trustsHint) {
          context.report({
            pointer: joinPointer(annotations, "readOnlyHint"),
            message: `${codeSpan(tool.name)} says \`readOnlyHint: true\`, but ${codeSpan(changer)} in its name changes state; clients will run it without asking. Set \`readOnlyHint: false\` if it changes anything, or rename it after what it does.`,
          });
        } else if (effect.destroys !== undefined && hints.readOnlyHint !== true && hints.destructiveHint === false) {
          context.report({
            pointer: joinPointer(annotations, "destructiveHint"),
            message: `${codeSpan(tool.name)} says \`destructiveHint: false\`, but ${codeSpan(effect.destroys)} in its name destroys data; set \`destructiveHint: true\` so clients confirm before calling it, or rename it if it only adds.`,
          });
        } else if (
          effect.kind === "read" &&
          effect.destroys === undefined &&
          hints.readOnlyHint !== true &&
          hints.destructiveHint === true &&
          // `db-cluster-delete-topic`: `cluster` may be the noun and `delete` the action.
          !(effect.verb !== undefined && isNounVerb(effect.verb) && hasLaterVerb(action))
        ) {
          context.report({
            pointer: joinPointer(annotations, "destructiveHint"),
            message: `${codeSpan(tool.name)} says \`destructiveHint: true\`, but ${codeSpan(String(effect.verb))} in its name only reads; if it changes nothing, set \`readOnlyHint: true\` instead, else rename it after what it changes.`,
          });
        }
      },
    };
  },
});
