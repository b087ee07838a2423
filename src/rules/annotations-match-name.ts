import { defineRule } from "../engine/rule.js";
import { atLeast } from "../model/protocol.js";
import { joinPointer } from "../positions/pointer.js";
import { nameAction, type ActionSlot } from "../text/name-action.js";
import { actionSlot } from "../text/name-scheme.js";
import { nameEffect } from "../text/name-effect.js";
import { listPrefixes } from "../text/namespace.js";
import { toolHints } from "../text/tool-hints.js";

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
    return {
      list(list) {
        shared = listPrefixes(list);
        // Where the server's names put the action: `monitor_delete` in a resource-first server deletes a monitor.
        slot = actionSlot(list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])), { shared });
      },
      tool(tool) {
        if (tool.name === undefined) return;
        const hints = toolHints(tool);
        if (hints.annotations === undefined) return;
        const action = nameAction(tool.name, { shared, slot });
        // `test_run`, `sort_range`: the first word may be the noun and another word the action; the name does not say.
        if (action.alternative !== undefined) return;
        const effect = nameEffect(action);
        const annotations = joinPointer(tool.pointer, "annotations");
        const changer = effect.destroys ?? (effect.kind === "change" ? effect.verb : undefined);
        if (changer !== undefined && hints.readOnlyHint === true) {
          context.report({
            pointer: joinPointer(annotations, "readOnlyHint"),
            message: `\`${tool.name}\` says \`readOnlyHint: true\`, but \`${changer}\` in its name changes state; clients will run it without asking. Set \`readOnlyHint: false\` if it changes anything, or rename it after what it does.`,
          });
        } else if (effect.destroys !== undefined && hints.readOnlyHint !== true && hints.destructiveHint === false) {
          context.report({
            pointer: joinPointer(annotations, "destructiveHint"),
            message: `\`${tool.name}\` says \`destructiveHint: false\`, but \`${effect.destroys}\` in its name destroys data; set \`destructiveHint: true\` so clients confirm before calling it, or rename it if it only adds.`,
          });
        } else if (effect.kind === "read" && effect.destroys === undefined && hints.readOnlyHint !== true && hints.destructiveHint === true) {
          context.report({
            pointer: joinPointer(annotations, "destructiveHint"),
            message: `\`${tool.name}\` says \`destructiveHint: true\`, but \`${effect.verb}\` in its name only reads; if it changes nothing, set \`readOnlyHint: true\` instead, else rename it after what it changes.`,
          });
        }
      },
    };
  },
});
