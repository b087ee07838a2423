import type { ToolNode } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import type { TextNode } from "./rule.js";

/** Deeper than this the text walk stops; the schema walk reports over-deep schemas. */
const MAX_TEXT_DEPTH = 256;

/**
 * Where a value sits, its pointer joined only when asked: rules read a string's pointer only to
 * report it, and most strings are never reported (a tool has hundreds of keys and values).
 */
class Place {
  #pointer: string | undefined;
  constructor(
    readonly parent: Place | undefined,
    readonly segment: string | number,
    pointer?: string,
  ) {
    this.#pointer = pointer;
  }
  get pointer(): string {
    this.#pointer ??= joinPointer(this.parent!.pointer, this.segment);
    return this.#pointer;
  }
}

/** A string met in the walk; its pointer is its place's. */
class Text implements TextNode {
  constructor(
    readonly value: string,
    readonly place: Place,
    readonly tool: ToolNode,
    readonly isKey: boolean,
    readonly field: string | undefined,
  ) {}
  get pointer(): string {
    return this.place.pointer;
  }
}

interface Pending {
  readonly value: unknown;
  readonly place: Place;
  readonly field: string | undefined;
  readonly depth: number;
}

/** Visits every string in a tool (object keys and string values), iteratively, in document order. */
export function walkText(tool: ToolNode, visit: (node: TextNode) => void): void {
  const stack: Pending[] = [{ value: tool.value, place: new Place(undefined, "", tool.pointer), field: undefined, depth: 0 }];
  const next: Pending[] = [];
  while (stack.length > 0) {
    const { value, place, field, depth } = stack.pop()!;
    if (typeof value === "string") {
      visit(new Text(value, place, tool, false, field));
      continue;
    }
    if (typeof value !== "object" || value === null || depth >= MAX_TEXT_DEPTH) continue;
    next.length = 0;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) next.push({ value: value[i], place: new Place(place, i), field, depth: depth + 1 });
    } else {
      for (const key of Object.keys(value)) {
        const member = new Place(place, key);
        visit(new Text(key, member, tool, true, key));
        next.push({ value: (value as Record<string, unknown>)[key], place: member, field: key, depth: depth + 1 });
      }
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
}
