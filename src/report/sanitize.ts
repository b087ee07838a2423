/**
 * Characters a definition may carry that must never reach a terminal, a log or a workflow
 * command raw: C0/C1 controls (ESC starts ANSI sequences; CR/LF would start a new line and
 * could forge `::error::` commands), DEL, and invisible format characters (bidi controls,
 * zero-width characters, Unicode tag characters, and the rest of category Cf).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/gu;

/** Replaces every unsafe character with a visible `\u{…}` escape, so the text is one safe line. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (char) => `\\u{${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}}`);
}
