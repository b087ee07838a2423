import { defineRule } from "../engine/rule.js";
import { judgeableDescription } from "../text/description-depth.js";
import { nameAction, type ActionSlot } from "../text/name-action.js";
import { actionSlot } from "../text/name-scheme.js";
import { listPrefixes } from "../text/namespace.js";
import { statesChange, statesReversibility } from "../text/side-effect-phrases.js";
import { sideEffectRisk, type SideEffectRisk, type SideEffectScope } from "../text/side-effect-risk.js";
import { toolHints } from "../text/tool-hints.js";

interface Options {
  /** `destructive`: tools that delete, overwrite or make hard-to-undo changes; `mutating`: every tool that changes state. */
  scope: SideEffectScope;
}

/** An example of the sentence each kind of tool needs, so the advice fits what the tool does. */
const EXAMPLES: Record<SideEffectRisk["kind"], string> = {
  destroys: `"Permanently deletes the note and its links; this cannot be undone."`,
  hinted: `"Overwrites the file if it exists; the old content cannot be recovered."`,
  irreversible: `"Cancels the order and refunds the payment; a cancelled order cannot be reopened."`,
  changes: `"Creates the issue in the repository and returns its number."`,
};

const CHANGE_EXAMPLE = `"Updates the user's settings (theme, language) and returns the saved values."`;

/** Prose a reader of English can check: a description mostly in another language is left alone. */
const latinWords = (text: string): number => (text.match(/[A-Za-z]{3,}/g) ?? []).length;

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
          description: "`destructive`: tools that delete, overwrite or make hard-to-undo changes, and state-changing tools that do not say what they change; `mutating`: every tool not marked read-only that changes state must also say whether that can be undone.",
        },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const scope = context.options.scope;
    let shared: ReadonlyMap<string, number> = new Map();
    let slot: ActionSlot | undefined;
    return {
      list(list) {
        shared = listPrefixes(list);
        slot = actionSlot(list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])), { shared });
      },
      tool(tool) {
        const action = tool.name === undefined ? undefined : nameAction(tool.name, { shared, slot });
        const risk = sideEffectRisk(toolHints(tool), action, scope);
        if (risk === undefined) return;
        // A missing, too short or name-restating description gets one finding, from the rule that owns it.
        const description = judgeableDescription(tool);
        if (description === undefined) return;
        const text = description.text;
        const needsUndo = risk.kind !== "changes" || scope === "mutating";
        const changeStated = statesChange(text, risk.kind === "changes");
        if (!changeStated && risk.kind === "changes" && latinWords(text) < 3) return;
        const missing = [
          changeStated ? "" : `what it ${risk.kind === "destroys" ? "deletes or overwrites" : risk.kind === "changes" && risk.verb === "create" ? "creates" : "changes"}`,
          !needsUndo || statesReversibility(text) ? "" : "whether that can be undone",
        ].filter(Boolean);
        if (missing.length === 0) return;
        const name = tool.name === undefined ? "This tool" : `\`${tool.name}\``;
        const what =
          risk.kind === "destroys"
            ? `destroys data (${risk.reason})`
            : risk.kind === "hinted"
              ? `is marked ${risk.reason}, so it may change or destroy data`
              : risk.kind === "irreversible"
                ? `makes a change that may not be reversible (${risk.reason})`
                : `changes state (${risk.reason})`;
        const example = risk.kind === "changes" && risk.verb !== "create" ? CHANGE_EXAMPLE : EXAMPLES[risk.kind];
        context.report({
          pointer: description.pointer,
          message: `${name} ${what}, but its description does not say ${missing.join(" or ")}. Say so, e.g. ${example}, so the model and the user can judge the risk before calling it.`,
        });
      },
    };
  },
});
