import { visit, type JSONPath } from "jsonc-parser";
import { escapeSegment, joinPointer } from "./pointer.js";

/** A 1-based region in a text, columns in UTF-16 code units (what SARIF calls utf16CodeUnits). */
export interface Region {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface DuplicateKey {
  /** Pointer of the member (object pointer + key). */
  readonly pointer: string;
  readonly key: string;
  readonly region: Region;
  /** Region of the first occurrence. */
  readonly firstRegion: Region;
}

export interface LocateResult {
  /** Region per requested pointer; a pointer that names nothing maps to its nearest existing ancestor. */
  readonly regions: Map<string, Region>;
  readonly duplicateKeys: DuplicateKey[];
}

interface Frame {
  readonly kind: "object" | "array";
  /** Pointer of this container, or undefined when no requested pointer lies inside it. */
  readonly pointer: string | undefined;
  index: number;
  key: string | undefined;
  keyRegion: Region | undefined;
  keys: Map<string, Region> | undefined;
}

/**
 * Resolves JSON Pointers to regions in one streaming pass over the text (jsonc-parser's
 * visitor: no AST is kept, so memory stays flat on large inputs). A member's region starts
 * at its key; it ends after a scalar value, or after the key when the value is a container.
 * The same pass reports duplicate keys, which `JSON.parse` silently collapses.
 */
export function locate(text: string, pointers: Iterable<string>, options: { allowComments?: boolean } = {}): LocateResult {
  const wanted = new Set<string>();
  const prefixes = new Set<string>([""]);
  for (const pointer of pointers) {
    wanted.add(pointer);
    let at = pointer.length;
    while (at > 0) {
      prefixes.add(pointer.slice(0, at));
      at = pointer.lastIndexOf("/", at - 1);
    }
  }
  const regions = new Map<string, Region>();
  const duplicateKeys: DuplicateKey[] = [];
  const stack: Frame[] = [];

  /** The pointer of the value starting now, or undefined if it cannot be wanted. */
  const childPointer = (): string | undefined => {
    const parent = stack[stack.length - 1];
    if (!parent) return "";
    if (parent.pointer === undefined) return undefined;
    const segment = parent.kind === "object" ? parent.key ?? "" : String(parent.index);
    const pointer = parent.pointer + "/" + escapeSegment(segment);
    return prefixes.has(pointer) ? pointer : undefined;
  };
  const valueStart = (start: Region, scalar: boolean): string | undefined => {
    const parent = stack[stack.length - 1];
    const pointer = childPointer();
    // Ancestors of wanted pointers are recorded too: they are the fallback for missing members.
    if (pointer !== undefined) {
      const keyRegion = parent?.kind === "object" ? parent.keyRegion : undefined;
      const from = keyRegion ?? start;
      regions.set(pointer, scalar || !keyRegion ? { ...from, endLine: start.endLine, endColumn: start.endColumn } : keyRegion);
    }
    return pointer;
  };
  const afterValue = (): void => {
    const parent = stack[stack.length - 1];
    if (parent?.kind === "array") parent.index++;
  };
  const region = (offset: number, length: number, line: number, character: number): Region => ({
    line: line + 1,
    column: character + 1,
    endLine: line + 1,
    endColumn: character + 1 + length,
  });
  const open = (kind: "object" | "array", start: Region): void => {
    const pointer = valueStart({ ...start }, false);
    stack.push({ kind, pointer, index: 0, key: undefined, keyRegion: undefined, keys: kind === "object" ? new Map() : undefined });
  };

  visit(
    text,
    {
      onObjectBegin: (offset, length, line, character) => open("object", region(offset, length, line, character)),
      onArrayBegin: (offset, length, line, character) => open("array", region(offset, length, line, character)),
      onObjectEnd: () => {
        stack.pop();
        afterValue();
      },
      onArrayEnd: () => {
        stack.pop();
        afterValue();
      },
      onObjectProperty: (key, offset, length, line, character, pathSupplier: () => JSONPath) => {
        const frame = stack[stack.length - 1]!;
        const keyRegion = region(offset, length, line, character);
        frame.key = key;
        frame.keyRegion = keyRegion;
        const first = frame.keys!.get(key);
        if (first) {
          const base = frame.pointer ?? pathToPointer(pathSupplier());
          duplicateKeys.push({ pointer: joinPointer(base, key), key, region: keyRegion, firstRegion: first });
        } else {
          frame.keys!.set(key, keyRegion);
        }
      },
      onLiteralValue: (_value, offset, length, line, character) => {
        valueStart(region(offset, length, line, character), true);
        afterValue();
      },
    },
    { disallowComments: !options.allowComments, allowTrailingComma: !!options.allowComments },
  );

  // A pointer that names nothing (a missing field) falls back to its nearest existing ancestor.
  for (const pointer of wanted) {
    if (regions.has(pointer)) continue;
    let at = pointer.lastIndexOf("/");
    while (at >= 0) {
      const ancestor = regions.get(pointer.slice(0, at)) ?? (at === 0 ? regions.get("") : undefined);
      if (ancestor) {
        regions.set(pointer, ancestor);
        break;
      }
      if (at === 0) break;
      at = pointer.lastIndexOf("/", at - 1);
    }
  }
  return { regions, duplicateKeys };
}

function pathToPointer(path: JSONPath): string {
  return joinPointer("", ...path);
}

/** 1-based line and column of a UTF-16 offset. */
export function positionOfOffset(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
