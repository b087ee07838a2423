import { defineRule } from "../engine/rule.js";
import { atLeast } from "../model/protocol.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { nameAction } from "../text/name-action.js";
import { listNaming, NO_NAMING } from "../text/name-scheme.js";
import { hasLaterVerb, isNounVerb, isSessionAction, nameEffect } from "../text/name-effect.js";
import { toolHints } from "../text/tool-hints.js";
import { codeSpan } from "../spec/code-span.js";

/** A description that says the tool changes nothing ("read-only", "dry-run", "does not modify", 不产生任何变更). */
const READ_ONLY_CLAIM =
  /\bread[- ]only\b|\bdry[- ]?run\b|\b(?:does not|doesn't|will not|won't|never) (?:change|modify|alter|write|mutate)\b|\bno (?:changes are made|side[- ]effects)\b|\bwithout (?:changing|modifying)\b|不产生任何变更|不会修改|只读/i;

function saysReadOnly(description: string): boolean {
  return READ_ONLY_CLAIM.test(description.slice(0, 2000));
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
    return {
      list(list) {
        naming = listNaming(list);
      },
      tool(tool) {
        if (tool.name === undefined) return;
        const hints = toolHints(tool);
        if (hints.annotations === undefined) return;
        const action = nameAction(tool.name, naming);
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
        if (changer !== undefined && hints.readOnlyHint === true && !(typeof description === "string" && saysReadOnly(description))) {
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
