import { defineRule } from "../engine/rule.js";
import { describeField, excerpt } from "../security/excerpt.js";
import { findInvisibleCharacters, type InvisibleGroup } from "../security/invisible-scan.js";

/** Kinds of character named in one message; the rest are counted. */
const NAMED = 5;
/** Longest hidden text quoted. */
const DECODED_SHOWN = 120;

function describeGroup(group: InvisibleGroup): string {
  const times = group.count > 1 ? ` ×${group.count}, first` : "";
  let text = `${group.description}${times} at character ${group.first}`;
  if (group.decoded !== "") {
    const verb = group.kind === "tags" ? "spelling" : "hiding";
    text += ` ${verb} the text "${excerpt(group.decoded, 0, group.decoded.length, DECODED_SHOWN)}"`;
  }
  return text;
}

export default defineRule({
  meta: {
    id: "invisible-characters",
    category: "security",
    severity: "error",
    description: "Zero-width, bidirectional, tag and control characters or ANSI escapes that a person cannot see but a model reads.",
    defaultOptions: {},
  },
  create(context) {
    return {
      text(node) {
        const groups = findInvisibleCharacters(node.value);
        if (groups.length === 0) return;
        const named = groups.slice(0, NAMED).map(describeGroup);
        if (groups.length > NAMED) named.push(`${groups.length - NAMED} more kinds`);
        const terminal = groups.some((g) => g.kind === "ansi" || g.kind === "control") ? " or what a terminal does with it" : "";
        context.report({
          pointer: node.pointer,
          message: `${describeField(node)} contains characters that change what a person sees${terminal} but not what the model reads: ${named.join("; ")}. Remove them or write them as visible text.`,
        });
      },
    };
  },
});
