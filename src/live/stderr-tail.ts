// Keeps the last lines a server wrote on stderr, for the error message when it fails.
// Bounded in lines and in bytes: a chatty or hostile server cannot grow it.

const MAX_LINES = 20;
const MAX_LINE_CHARS = 400;
/** CSI colour and cursor sequences, then any other control character: the tail is printed to a terminal. */
const ANSI_SEQUENCE = /\u001b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]/g;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function printable(text: string): string {
  return text.replace(ANSI_SEQUENCE, "").replace(CONTROL, "");
}

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
    const clean = printable(line).trimEnd();
    if (clean === "") return;
    this.kept.push(clean.length > MAX_LINE_CHARS ? `${clean.slice(0, MAX_LINE_CHARS)}…` : clean);
    if (this.kept.length > MAX_LINES) this.kept.shift();
  }

  /** The kept lines, including an unfinished last line. */
  lines(): string[] {
    const partial = printable(this.partial).trimEnd();
    const all = partial === "" ? [...this.kept] : [...this.kept, partial.slice(0, MAX_LINE_CHARS)];
    return all.slice(-MAX_LINES);
  }
}
