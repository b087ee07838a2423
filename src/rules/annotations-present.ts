import { defineRule } from "../engine/rule.js";
import { atLeast } from "../model/protocol.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { nameAction } from "../text/name-action.js";
import { nameEffect, type NameEffect } from "../text/name-effect.js";
import { listNaming, NO_NAMING } from "../text/name-scheme.js";
import { toolHints } from "../text/tool-hints.js";
import { codeSpan } from "../spec/code-span.js";

/** The hints to add, guessed from what the name says the tool does. */
function suggestedHints(effect: NameEffect | undefined): string {
  if (effect?.destroys !== undefined) return '`"readOnlyHint": false, "destructiveHint": true`';
  if (effect?.kind === "read") return '`"readOnlyHint": true`';
  if (effect?.kind === "change") return '`"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes)';
  return '`"readOnlyHint": true` if it only reads, else `"readOnlyHint": false` with `destructiveHint`';
}

export default defineRule({
  meta: {
    id: "annotations-present",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "The tool declares `readOnlyHint`, so clients can decide on confirmation.",
    defaultOptions: {},
  },
  create(context) {
    // Annotations exist from protocol 2025-03-26 on: only a server known to speak an older
    // version cannot declare them (advice, so it stands when the version is not known).
    if (!context.protocols.some((version) => atLeast(version, "2025-03-26"))) return {};
    let naming = NO_NAMING;
    return {
      list(list) {
        naming = listNaming(list);
      },
      tool(tool) {
        if (!isObject(tool.value)) return;
        const hints = toolHints(tool);
        // A member set to `undefined` (possible through the library API, never in JSON) counts as absent.
        const hasMember = Object.hasOwn(tool.value, "annotations") && tool.value.annotations !== undefined;
        // An `annotations` that is not an object is tool-shape's to report.
        if (hasMember && hints.annotations === undefined && tool.value.annotations !== null) return;
        const name = tool.name === undefined ? "This tool" : codeSpan(tool.name);
        const effect = tool.name === undefined ? undefined : nameEffect(nameAction(tool.name, { shared: naming.shared, namespace: naming.namespace }));
        const pointer = hasMember ? joinPointer(tool.pointer, "annotations") : tool.pointer;
        if (hints.readOnlyHint === undefined) {
          context.report({
            pointer,
            message: `${name} does not declare \`readOnlyHint\`${hints.annotations ? "" : " (it has no `annotations`)"}, so clients must treat it as one that changes state and ask before every call. Add ${suggestedHints(effect)}.`,
          });
        }
        // `readOnlyHint: false` without `destructiveHint` is left alone: the spec default (`true`) is the safe
        // reading, and declaring it changes nothing for a client.
      },
    };
  },
});
