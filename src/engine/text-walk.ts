import type { ToolNode } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import type { TextNode } from "./rule.js";

/** Deeper than this the text walk stops; the schema walk reports over-deep schemas. */
const MAX_TEXT_DEPTH = 256;

/** Visits every string in a tool (object keys and string values), iteratively, in document order. */
export function walkText(tool: ToolNode, visit: (node: TextNode) => void): void {
  const stack: Array<{ value: unknown; pointer: string; field: string | undefined; depth: number }> = [
    { value: tool.value, pointer: tool.pointer, field: undefined, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, pointer, field, depth } = stack.pop()!;
    if (typeof value === "string") {
      visit({ value, pointer, tool, isKey: false, field });
      continue;
    }
    if (typeof value !== "object" || value === null || depth >= MAX_TEXT_DEPTH) continue;
    const next: Array<{ value: unknown; pointer: string; field: string | undefined; depth: number }> = [];
    if (Array.isArray(value)) {
      value.forEach((item, i) => next.push({ value: item, pointer: joinPointer(pointer, i), field, depth: depth + 1 }));
    } else {
      for (const key of Object.keys(value)) {
        const memberPointer = joinPointer(pointer, key);
        visit({ value: key, pointer: memberPointer, tool, isKey: true, field: key });
        next.push({ value: (value as Record<string, unknown>)[key], pointer: memberPointer, field: key, depth: depth + 1 });
      }
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
}
