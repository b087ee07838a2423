import { defineRule } from "../engine/rule.js";
import { usableDescription } from "../text/description.js";
import { nameAction } from "../text/name-action.js";
import { nameEffect } from "../text/name-effect.js";
import { sharedPrefixes } from "../text/namespace.js";
import { statesChange, statesReversibility } from "../text/side-effect-phrases.js";
import { toolHints } from "../text/tool-hints.js";

interface Options {
  /** `destructive`: tools that delete or overwrite; `mutating`: every tool that changes state. */
  scope: "destructive" | "mutating";
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
        shared = sharedPrefixes(list.tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name])));
      },
      tool(tool) {
        const hints = toolHints(tool);
        if (hints.readOnlyHint === true) return;
        const effect = tool.name === undefined ? undefined : nameEffect(nameAction(tool.name, { shared }));
        // Why the tool counts as destructive or state-changing, for the message.
        let reason: string | undefined;
        let destructive = false;
        if (hints.destructiveHint === true) [reason, destructive] = ["`destructiveHint: true`", true];
        else if (effect?.destroys !== undefined && hints.destructiveHint !== false) [reason, destructive] = [`\`${effect.destroys}\` in its name`, true];
        else if (context.options.scope === "mutating") {
          if (hints.readOnlyHint === false) reason = "`readOnlyHint: false`";
          else if (effect?.kind === "change" || effect?.destroys !== undefined) reason = `\`${effect.verb ?? effect.destroys}\` in its name`;
        }
        if (reason === undefined) return;
        const description = usableDescription(tool);
        if (description === undefined) return;
        const saysWhat = statesChange(description.text);
        const saysUndo = statesReversibility(description.text);
        if (saysWhat && saysUndo) return;
        const name = tool.name === undefined ? "This tool" : `\`${tool.name}\``;
        const missing = saysWhat ? "whether that can be undone" : `what it ${destructive ? "destroys" : "changes"} or whether that can be undone`;
        const example = destructive ? `"Permanently deletes the note and its links; this cannot be undone."` : `"Creates the issue in the repository; it can be closed later but not deleted."`;
        context.report({
          pointer: description.pointer,
          message: `${name} ${destructive ? "destroys data" : "changes state"} (${reason}), but its description does not say ${missing}. Say so, e.g. ${example}, so the model and the user can judge the risk before calling it.`,
        });
      },
    };
  },
});
