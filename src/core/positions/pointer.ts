/** RFC 6901 JSON Pointers. */

export function escapeSegment(segment: string | number): string {
  const text = String(segment);
  // Most segments need no escaping: skip the two replacements on the hot path.
  if (text.indexOf("~") === -1 && text.indexOf("/") === -1) return text;
  return text.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function unescapeSegment(segment: string): string {
  if (segment.indexOf("~") === -1) return segment;
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function joinPointer(base: string, ...segments: Array<string | number>): string {
  let pointer = base;
  for (const segment of segments) pointer += `/${escapeSegment(segment)}`;
  return pointer;
}

export function splitPointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`invalid JSON Pointer: ${pointer}`);
  const segments = pointer.slice(1).split("/");
  for (let i = 0; i < segments.length; i++) segments[i] = unescapeSegment(segments[i]!);
  return segments;
}

/** The value a pointer names, or undefined when it names nothing. Own properties only. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of splitPointer(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      node = node[Number(segment)];
    } else if (typeof node === "object" && node !== null && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return node;
}

export function parentPointer(pointer: string): string {
  const at = pointer.lastIndexOf("/");
  return at <= 0 ? "" : pointer.slice(0, at);
}

/**
 * Splits an absolute pointer into the tool it falls in and the rest, given the pointers of
 * the input's tools: `/tools/3/inputSchema/x` → `["/tools/3", "/inputSchema/x"]`.
 */
export function splitAtTool(pointer: string, toolPointers: ReadonlySet<string>): [string, string] | undefined {
  if (toolPointers.has("")) return ["", pointer];
  let at = pointer.indexOf("/", 1);
  while (at !== -1) {
    const head = pointer.slice(0, at);
    if (toolPointers.has(head)) return [head, pointer.slice(at)];
    at = pointer.indexOf("/", at + 1);
  }
  return toolPointers.has(pointer) ? [pointer, ""] : undefined;
}
