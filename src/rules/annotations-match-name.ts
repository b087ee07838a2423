import { defineRule } from "../engine/rule.js";
import { atLeast } from "../model/protocol.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { nameAction, type ActionSlot, type NameAction } from "../text/name-action.js";
import { actionSlot, verbNamespace } from "../text/name-scheme.js";
import { hasLaterVerb, isNounVerb, isSessionAction, nameEffect } from "../text/name-effect.js";
import { listPrefixes } from "../text/namespace.js";
import { toolHints } from "../text/tool-hints.js";
import { verbKind } from "../text/verbs.js";

/** A description that says the tool changes nothing ("read-only", "dry-run", "does not modify", 不产生任何变更). */
const READ_ONLY_CLAIM =
  /\bread[- ]only\b|\bdry[- ]?run\b|\b(?:does not|doesn't|will not|won't|never) (?:change|modify|alter|write|mutate)\b|\bno (?:changes are made|side[- ]effects)\b|\bwithout (?:changing|modifying)\b|不产生任何变更|不会修改|只读/i;

function saysReadOnly(description: string): boolean {
  return READ_ONLY_CLAIM.test(description.slice(0, 2000));
}

/** The kinds of the known verbs after the name's action (`page_audit_delete`: destroy). */
function laterVerbKinds(action: NameAction): Set<string> {
  const kinds = new Set<string>();
  if (action.verbIndex < 0) return kinds;
  for (const w of action.words.slice(action.verbIndex + 1)) {
    const kind = verbKind(w.word);
    if (kind !== undefined) kinds.add(kind);
  }
  return kinds;
}

/** A cache the server keeps for itself (`semconv_refresh_cache`, "in-memory … cache"): refreshing it changes no user data. */
const OWN_CACHE = /\bcache[sd]?\b/i;

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
    let shared: ReadonlyMap<string, number> = new Map();
    let slot: ActionSlot | undefined;
    let namespace: string | undefined;
    return {
      list(list) {
        shared = listPrefixes(list);
        namespace = verbNamespace(
          list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])),
          shared,
        );
        // Where the server's names put the action: `monitor_delete` in a resource-first server deletes a monitor.
        slot = actionSlot(
          list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])),
          { shared },
        );
      },
      tool(tool) {
        if (tool.name === undefined) return;
        const hints = toolHints(tool);
        if (hints.annotations === undefined) return;
        const action = nameAction(tool.name, { shared, slot, namespace });
        // `test_run`, `sort_range`: the first word may be the noun and another word the action; the name does not say.
        if (action.alternative !== undefined) return;
        const effect = nameEffect(action);
        const annotations = joinPointer(tool.pointer, "annotations");
        // A verb that is as often a noun (`deployPlan`, `droplet-backup-policy`) or a session verb (`connect`) is no
        // evidence against a declared `readOnlyHint: true`, nor is a name the description says only reads.
        const changeVerb =
          effect.kind === "change" && effect.verb !== undefined && !isNounVerb(effect.verb) && !isSessionAction(action) ? effect.verb : undefined;
        const changer = effect.destroys ?? changeVerb;
        const description = isObject(tool.value) ? tool.value.description : undefined;
        const text = typeof description === "string" ? description : "";
        // Resource-first names put the action last (`page_audit_delete`): a destroying or changing verb after a
        // reading one may be the action, and `destructiveHint: true` agrees with it.
        const later = laterVerbKinds(action);
        if (
          changer !== undefined &&
          hints.readOnlyHint === true &&
          !saysReadOnly(text) &&
          // Refreshing the server's own cache (`semconv_refresh_cache`) changes no data of the user's.
          !(effect.destroys === undefined && (OWN_CACHE.test(tool.name.replace(/[_.-]/g, " ")) || OWN_CACHE.test(text.slice(0, 500))))
        ) {
          context.report({
            pointer: joinPointer(annotations, "readOnlyHint"),
            message: `\`${tool.name}\` says \`readOnlyHint: true\`, but \`${changer}\` in its name changes state; clients will run it without asking. Set \`readOnlyHint: false\` if it changes anything, or rename it after what it does.`,
          });
        } else if (effect.destroys !== undefined && hints.readOnlyHint !== true && hints.destructiveHint === false) {
          context.report({
            pointer: joinPointer(annotations, "destructiveHint"),
            message: `\`${tool.name}\` says \`destructiveHint: false\`, but \`${effect.destroys}\` in its name destroys data; set \`destructiveHint: true\` so clients confirm before calling it, or rename it if it only adds.`,
          });
        } else if (
          effect.kind === "read" &&
          effect.destroys === undefined &&
          hints.readOnlyHint !== true &&
          hints.destructiveHint === true &&
          // `db-cluster-delete-topic`: `cluster` may be the noun and `delete` the action.
          !(effect.verb !== undefined && isNounVerb(effect.verb) && hasLaterVerb(action)) &&
          !later.has("destroy") &&
          !later.has("change")
        ) {
          context.report({
            pointer: joinPointer(annotations, "destructiveHint"),
            message: `\`${tool.name}\` says \`destructiveHint: true\`, but \`${effect.verb}\` in its name only reads; if it changes nothing, set \`readOnlyHint: true\` instead, else rename it after what it changes.`,
          });
        }
      },
    };
  },
});
