// How a changed piece of text (or any value where text was expected) is shown in a message.
import { shortJson } from "./json-value.js";
import { wordDiff } from "./word-diff.js";

/** A word diff when both sides are text (or absent); otherwise `old → new` in short JSON, `(none)` when absent. */
export function describeTextChange(before: unknown, after: unknown): string {
  const text = (value: unknown): value is string | undefined => value === undefined || typeof value === "string";
  if (text(before) && text(after)) return wordDiff(before ?? "", after ?? "");
  const show = (value: unknown): string => (value === undefined ? "(none)" : shortJson(value, 80));
  return `${show(before)} → ${show(after)}`;
}
