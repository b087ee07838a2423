import { defineRule } from "../engine/rule.js";
import { describeField, excerpt } from "../helpers/security/excerpt.js";
import { findInvisibleCharacters, type InvisibleGroup } from "../helpers/security/invisible-scan.js";

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

/** Most zero-width or format characters a string may hold and still read as a slip. */
const STRAY_LIMIT = 2;

/** Colour and style escapes (SGR) other than conceal (8): they show text, they do not hide it. */
const SGR = /\u001b\[([0-9;]{0,20})m/g;

function colourOnly(groups: readonly InvisibleGroup[], value: string): boolean {
  if (!groups.every((group) => group.kind === "ansi")) return false;
  let sgr = 0;
  for (const match of value.matchAll(SGR)) {
    if (match[1]!.split(";").includes("8")) return false;
    sgr++;
  }
  return sgr === (value.match(/\u001b/g)?.length ?? 0);
}

function isStray(groups: readonly InvisibleGroup[]): boolean {
  let count = 0;
  for (const group of groups) {
    if ((group.kind !== "zero-width" && group.kind !== "format") || group.decoded !== "") return false;
    count += group.count;
  }
  return count <= STRAY_LIMIT;
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
          // A stray zero-width character or two in prose is a copy-and-paste slip far more often
          // than an attack, and colour escapes show their text: certain only for tags, bidi
          // overrides, other ANSI escapes, controls and longer runs, which carry, hide or reorder text.
          ...((isStray(groups) || colourOnly(groups, node.value)) && context.severity === "error" ? { severity: "warning" as const } : {}),
          message: `${describeField(node)} contains characters that change what a person sees${terminal} but not what the model reads: ${named.join("; ")}. Remove them or write them as visible text.`,
        });
      },
    };
  },
});
