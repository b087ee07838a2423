import { printable } from "../../core/util/sanitize.js";

/** Longest quotation of definition text a message carries, by default. */
export const EXCERPT_LENGTH = 60;

/**
 * A short, safe quotation of `text[start, end)` for a message: whitespace collapsed, control and
 * invisible characters escaped, cut to `max` characters with an ellipsis.
 */
export function excerpt(text: string, start = 0, end = text.length, max = EXCERPT_LENGTH): string {
  const slice = text
    .slice(start, Math.min(end, start + max * 2))
    .replace(/\s+/g, " ")
    .trim();
  const cut = slice.length > max || end - start > max * 2;
  return printable(cut ? `${slice.slice(0, max - 1).trimEnd()}…` : slice);
}

/** How a message names the string a finding is about: the member it sits under, or the key itself. */
export function describeField(node: { readonly isKey: boolean; readonly field: string | undefined; readonly value: string }): string {
  if (node.isKey) return `The key \`${excerpt(node.value)}\``;
  return node.field === undefined ? "A string" : `\`${excerpt(node.field)}\``;
}
