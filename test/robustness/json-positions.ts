// An oracle for positions: prints a value exactly as `JSON.stringify(value, null, 2)` does and
// records where each node starts, independently of the linter's own locator, so a finding's
// line and column can be checked against where its pointer really is.
import { joinPointer } from "../../src/core/positions/pointer.js";

export interface Start {
  readonly line: number;
  readonly column: number;
}

export interface PrintedJson {
  readonly text: string;
  /** 1-based start of each node by pointer: an object member starts at its key, anything else at its value. */
  readonly starts: ReadonlyMap<string, Start>;
}

export function printWithPositions(value: unknown): PrintedJson {
  const parts: string[] = [];
  const starts = new Map<string, Start>();
  let line = 1;
  let column = 1;
  const write = (chunk: string): void => {
    parts.push(chunk);
    const lastBreak = chunk.lastIndexOf("\n");
    if (lastBreak < 0) column += chunk.length;
    else {
      for (let i = 0; i <= lastBreak; i++) if (chunk.charCodeAt(i) === 10) line++;
      column = chunk.length - lastBreak;
    }
  };
  // Generated values are at most a few hundred levels deep, so recursion is safe here.
  const print = (node: unknown, pointer: string, indent: string): void => {
    if (Array.isArray(node)) {
      if (node.length === 0) return write("[]");
      write("[");
      node.forEach((item, i) => {
        write(`${i > 0 ? "," : ""}\n${indent}  `);
        starts.set(joinPointer(pointer, i), { line, column });
        print(item, joinPointer(pointer, i), `${indent}  `);
      });
      return write(`\n${indent}]`);
    }
    if (typeof node === "object" && node !== null) {
      const keys = Object.keys(node);
      if (keys.length === 0) return write("{}");
      write("{");
      keys.forEach((key, i) => {
        write(`${i > 0 ? "," : ""}\n${indent}  `);
        starts.set(joinPointer(pointer, key), { line, column });
        write(`${JSON.stringify(key)}: `);
        print((node as Record<string, unknown>)[key], joinPointer(pointer, key), `${indent}  `);
      });
      return write(`\n${indent}}`);
    }
    write(JSON.stringify(node));
  };
  starts.set("", { line: 1, column: 1 });
  print(value, "", "");
  const text = parts.join("");
  if (text !== JSON.stringify(value, null, 2)) throw new Error("the position oracle printed something JSON.stringify would not");
  return { text, starts };
}
