import { defineRule } from "../engine/rule.js";
import { atLeast } from "../model/protocol.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { nameAction } from "../text/name-action.js";
import { nameEffect, type NameEffect } from "../text/name-effect.js";
import { verbNamespace } from "../text/name-scheme.js";
import { listPrefixes } from "../text/namespace.js";
import { toolHints } from "../text/tool-hints.js";
import { verbKind } from "../text/verbs.js";

/** Parameters that pick what a multi-purpose tool does (`action: "list" | "delete"`). */
const ACTION_PARAMETER = /^(?:action|operation|op|command|mode)$/i;

/** A tool whose `action` enum offers a destroying operation (`delete`, `clear_all`): it may destroy, whatever else it does. */
function mayDestroyByAction(tool: Record<string, unknown>): boolean {
  const schema = tool.inputSchema;
  const properties = isObject(schema) ? schema.properties : undefined;
  if (!isObject(properties)) return false;
  return Object.entries(properties).some(([key, property]) => {
    if (!ACTION_PARAMETER.test(key) || !isObject(property) || !Array.isArray(property.enum)) return false;
    return property.enum.some((value) => typeof value === "string" && verbKind(value.split(/[^A-Za-z]+/)[0]!.toLowerCase()) === "destroy");
  });
}

/** The hints to add, guessed from what the name says the tool does. */
function suggestedHints(effect: NameEffect | undefined): string {
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
    let shared: ReadonlyMap<string, number> = new Map();
    let namespace: string | undefined;
    return {
      list(list) {
        shared = listPrefixes(list);
        namespace = verbNamespace(
          list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])),
          shared,
        );
      },
      tool(tool) {
        if (!isObject(tool.value)) return;
        const hints = toolHints(tool);
        // A member set to `undefined` (possible through the library API, never in JSON) counts as absent.
        const hasMember = Object.hasOwn(tool.value, "annotations") && tool.value.annotations !== undefined;
        // An `annotations` that is not an object is tool-shape's to report.
        if (hasMember && hints.annotations === undefined && tool.value.annotations !== null) return;
        const name = tool.name === undefined ? "This tool" : `\`${tool.name}\``;
        const effect = tool.name === undefined ? undefined : nameEffect(nameAction(tool.name, { shared, namespace }));
        const pointer = hasMember ? joinPointer(tool.pointer, "annotations") : tool.pointer;
        // A tool that deletes is right to be confirmed: its hints would be the spec's defaults
        // (`readOnlyHint: false`, `destructiveHint: true`), and declaring them changes nothing for a client.
        if (effect?.destroys !== undefined || mayDestroyByAction(tool.value)) return;
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
