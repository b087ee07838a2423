import { defineRule } from "../engine/rule.js";
import { usableDescription } from "../text/description.js";
import { nameAction } from "../text/name-action.js";
import { nameEffect, type NameEffect } from "../text/name-effect.js";
import { listPrefixes } from "../text/namespace.js";
import { statesChange, statesReversibility } from "../text/side-effect-phrases.js";
import { toolHints, type ToolHints } from "../text/tool-hints.js";

interface Options {
  /** `destructive`: tools that delete or overwrite; `mutating`: every tool that changes state. */
  scope: "destructive" | "mutating";
}

/**
 * Whether the tool destroys data or (in scope `mutating`) changes state, and why, for the message; undefined
 * when it needs no statement of side effects. `readOnlyHint: true` exempts it (annotations-match-name checks that
 * the hint fits the name); `destructiveHint: false` makes a destroying name merely state-changing.
 */
function riskOf(hints: ToolHints, effect: NameEffect | undefined, scope: Options["scope"]): { reason: string; destructive: boolean } | undefined {
  if (hints.readOnlyHint === true) return undefined;
  if (hints.destructiveHint === true) return { reason: "`destructiveHint: true`", destructive: true };
  if (effect?.destroys !== undefined && hints.destructiveHint !== false) return { reason: `\`${effect.destroys}\` in its name`, destructive: true };
  if (scope !== "mutating") return undefined;
  if (hints.readOnlyHint === false) return { reason: "`readOnlyHint: false`", destructive: false };
  const verb = effect?.destroys ?? (effect?.kind === "change" ? effect.verb : undefined);
  return verb === undefined ? undefined : { reason: `\`${verb}\` in its name`, destructive: false };
}

export default defineRule<Options>({
  meta: {
    id: "description-side-effects",
    category: "design",
    severity: "warning",
    description: "A destructive tool's description says what it changes or destroys and whether that can be undone.",
    defaultOptions: { scope: "destructive" },
    strictOptions: { scope: "mutating" },
    optionsSchema: {
      type: "object",
      properties: {
        scope: {
          enum: ["destructive", "mutating"],
          description: "`destructive`: tools that delete or overwrite; `mutating`: every tool not marked read-only that changes state.",
        },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    let shared: ReadonlyMap<string, number> = new Map();
    return {
      list(list) {
        shared = listPrefixes(list);
      },
      tool(tool) {
        const hints = toolHints(tool);
        const effect = tool.name === undefined ? undefined : nameEffect(nameAction(tool.name, { shared }));
        const risk = riskOf(hints, effect, context.options.scope);
        if (risk === undefined) return;
        const description = usableDescription(tool);
        if (description === undefined) return;
        const missing = [
          statesChange(description.text) ? "" : `what it ${risk.destructive ? "destroys" : "changes"}`,
          statesReversibility(description.text) ? "" : "whether that can be undone",
        ].filter(Boolean);
        if (missing.length === 0) return;
        const name = tool.name === undefined ? "This tool" : `\`${tool.name}\``;
        const example = risk.destructive
          ? `"Permanently deletes the note and its links; this cannot be undone."`
          : `"Creates the issue in the repository; it can be closed later but not deleted."`;
        context.report({
          pointer: description.pointer,
          message: `${name} ${risk.destructive ? "destroys data" : "changes state"} (${risk.reason}), but its description does not say ${missing.join(" or ")}. Say so, e.g. ${example}, so the model and the user can judge the risk before calling it.`,
        });
      },
    };
  },
});
