import { defineRule } from "../engine/rule.js";
import { describeField } from "../security/excerpt.js";
import { scanForInstructions, type SignalHit } from "../security/scan-instructions.js";

/** Signals quoted in one message; the rest are counted. */
const QUOTED = 3;

function listHits(hits: readonly SignalHit[]): string {
  const shown = hits.slice(0, QUOTED).map((hit) => `${hit.signal.label} "${hit.quote}"`);
  if (hits.length > QUOTED) shown.push(`${hits.length - QUOTED} more`);
  return shown.join("; ");
}

export default defineRule({
  meta: {
    id: "hidden-instructions",
    category: "security",
    severity: "error",
    description: "Text aimed at the model rather than describing the tool: pseudo-tags, overrides, concealment, sensitive paths.",
    defaultOptions: {},
  },
  create(context) {
    return {
      text(node) {
        // Text spelled in invisible tag characters is read by the model too: the scan reads it as well.
        const scan = scanForInstructions(node.value);
        if (scan.hard.length === 0 && scan.soft.length === 0) return;
        const field = describeField(node);
        if (scan.hard.length > 0) {
          context.report({
            pointer: node.pointer,
            message: `${field} holds text aimed at the model rather than a description of the tool: ${listHits(scan.hard)}. Remove it: the model obeys such text while the user rarely sees it. Say only what the tool does and when to use it.`,
          });
        } else if (scan.soft.length > 0) {
          context.report({
            pointer: node.pointer,
            // Soft signals together are weaker evidence than one hard signal: never above warning.
            severity: context.severity === "error" ? "warning" : context.severity,
            message: `${field} reads like an attack rather than a tool description: ${listHits(scan.soft)}. If the tool is honest, describe what it does without these words; if not, do not install the server.`,
          });
        }
      },
    };
  },
});
