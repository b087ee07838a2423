/** Reading a tool's description the way the description rules need it. */
import { isObject, type ToolNode } from "../../core/model/types.js";
import { joinPointer } from "../../core/positions/pointer.js";

/** Text left behind by code that printed a missing value (`String(undefined)`) or by an unfinished template. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(["undefined", "null", "none", "nil", "n/a", "na", "todo", "tbd", "fixme", "description", "..."]);
/** No placeholder is longer, so a longer text is never lowercased to be looked up. */
const LONGEST_PLACEHOLDER = Math.max(...[...PLACEHOLDERS].map((p) => p.length));

export type DescriptionState =
  /** Absent, or `null`: pointer is the tool (absent) or the member (`null`). */
  | { readonly kind: "missing"; readonly pointer: string }
  /** An empty or whitespace-only string, or a placeholder such as `undefined`. */
  | { readonly kind: "blank" | "placeholder"; readonly pointer: string; readonly text: string }
  /** Not a string at all (tool-shape reports the type). */
  | { readonly kind: "other"; readonly pointer: string }
  | { readonly kind: "text"; readonly pointer: string; readonly text: string };

export function descriptionState(tool: ToolNode): DescriptionState | undefined {
  if (!isObject(tool.value)) return undefined;
  const pointer = joinPointer(tool.pointer, "description");
  if (!Object.hasOwn(tool.value, "description")) return { kind: "missing", pointer: tool.pointer };
  const value = tool.value.description;
  if (value === null) return { kind: "missing", pointer };
  if (typeof value !== "string") return { kind: "other", pointer };
  const trimmed = value.trim();
  if (trimmed.length === 0) return { kind: "blank", pointer, text: value };
  if (trimmed.length <= LONGEST_PLACEHOLDER && PLACEHOLDERS.has(trimmed.toLowerCase())) return { kind: "placeholder", pointer, text: trimmed };
  return { kind: "text", pointer, text: value };
}

/** The description when there is one to judge (other rules leave missing and blank ones to `description-present`). */
export function usableDescription(tool: ToolNode): { readonly text: string; readonly pointer: string } | undefined {
  const state = descriptionState(tool);
  return state?.kind === "text" ? state : undefined;
}
