// The state of one schema comparison and the wording its findings share. Keyword
// comparisons add changes through it and recurse into subschemas through `recurse`.
import type { Change, ChangeClass } from "./change.js";
import type { SchemaView } from "./schema-view.js";

export type Direction = "input" | "output";

export interface Walk {
  readonly direction: Direction;
  readonly tool: string | undefined;
  readonly changes: Change[];
  /** Compares two subschemas one level deeper (bounded and cycle-safe). */
  readonly recurse: (b: SchemaView, c: SchemaView, label: string, depth: number) => void;
}

export function add(walk: Walk, change: ChangeClass, kind: string, pointer: string, baselinePointer: string, message: string): void {
  walk.changes.push({ change, kind, tool: walk.tool, pointer, baselinePointer, message });
}

/** "parameter `a.b`" / "output field `a`" / "the input schema". */
export function subject(walk: Walk, label: string): string {
  if (label === "") return walk.direction === "input" ? "the input schema" : "the output schema";
  return walk.direction === "input" ? `parameter \`${label}\`` : `output field \`${label}\``;
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function childLabel(label: string, name: string): string {
  return label === "" ? name : `${label}.${name}`;
}

/** Input: narrowing breaks callers. Output: widening breaks callers. */
export function narrowing(walk: Walk): ChangeClass {
  return walk.direction === "input" ? "breaking" : "compatible";
}
export function widening(walk: Walk): ChangeClass {
  return walk.direction === "input" ? "compatible" : "breaking";
}

/** The one sentence a narrowed input states its consequence in: the change itself is said before it, without "rejected". */
export const INPUT_FIX = "Calls the baseline accepted may now be rejected; keep accepting the old values, or ship this as a new tool and tell callers.";
export const OUTPUT_FIX = "Callers that read it as the baseline promised will break; keep the old shape, or ship this as a new tool and tell callers.";

export function consequence(walk: Walk, change: ChangeClass): string {
  if (change !== "breaking") return "Existing callers keep working.";
  return walk.direction === "input" ? INPUT_FIX : OUTPUT_FIX;
}
