// Keeps the last lines a server wrote on stderr, for the error message when it fails.
// Bounded in lines and in bytes: a chatty or hostile server cannot grow it.

import { stripControls } from "../../core/util/sanitize.js";

const MAX_LINES = 20;
const MAX_LINE_CHARS = 400;

export class StderrTail {
  private readonly kept: string[] = [];
  private partial = "";

  push(chunk: Buffer | string): void {
    const text = this.partial + (typeof chunk === "string" ? chunk : chunk.toString("utf8"));
    const parts = text.split(/\r?\n/);
    this.partial = parts.pop()!.slice(-MAX_LINE_CHARS * 4);
    for (const line of parts.slice(-MAX_LINES)) this.keep(line);
  }

  private keep(line: string): void {
    const clean = stripControls(line).trimEnd();
    if (clean === "") return;
    this.kept.push(clean.length > MAX_LINE_CHARS ? `${clean.slice(0, MAX_LINE_CHARS)}…` : clean);
    if (this.kept.length > MAX_LINES) this.kept.shift();
  }

  /** The kept lines, including an unfinished last line. */
  lines(): string[] {
    const partial = stripControls(this.partial).trimEnd();
    const all = partial === "" ? [...this.kept] : [...this.kept, partial.slice(0, MAX_LINE_CHARS)];
    return all.slice(-MAX_LINES);
  }
}
