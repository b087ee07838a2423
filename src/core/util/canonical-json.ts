// The project's one canonical-JSON writer (snapshots, the change rules' comparisons):
// object keys sorted by UTF-16 code units, JSON.stringify's numbers and strings, so that
// equal data gives equal text (the JCS rules of RFC 8785 for the values a JSON parser
// produces). Written as a loop over an explicit stack, not recursion: definitions come
// from servers we do not control and may nest arbitrarily deep.

type Frame = { entries: Array<[string | undefined, unknown]>; next: number; close: string; depth: number; value: object };

function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

/** `indent` > 0 pretty-prints with that many spaces per level, like JSON.stringify. */
export function canonicalJson(value: unknown, indent = 0): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();
  const newline = (depth: number): string => (indent > 0 ? `\n${" ".repeat(indent * depth)}` : "");
  const colon = indent > 0 ? ": " : ":";

  const write = (v: unknown, depth: number): void => {
    if (v === null || isSkipped(v)) out.push("null");
    else if (typeof v === "bigint") out.push(v.toString());
    else if (typeof v !== "object") out.push(JSON.stringify(v));
    else {
      if (open.has(v)) throw new TypeError("canonicalJson: the value contains a cycle");
      open.add(v);
      if (Array.isArray(v)) {
        stack.push({ entries: v.map((item): [undefined, unknown] => [undefined, item]), next: 0, close: "]", depth, value: v });
        out.push("[");
      } else {
        const record = v as Record<string, unknown>;
        const keys = Object.keys(record).sort();
        const entries = keys.filter((k) => !isSkipped(record[k])).map((k): [string, unknown] => [k, record[k]]);
        stack.push({ entries, next: 0, close: "}", depth, value: v });
        out.push("{");
      }
    }
  };

  write(value, 0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next === frame.entries.length) {
      stack.pop();
      open.delete(frame.value);
      out.push((frame.entries.length > 0 ? newline(frame.depth) : "") + frame.close);
      continue;
    }
    const [key, item] = frame.entries[frame.next++]!;
    out.push((frame.next > 1 ? "," : "") + newline(frame.depth + 1) + (key === undefined ? "" : JSON.stringify(key) + colon));
    write(item, frame.depth + 1);
  }
  return out.join("");
}
