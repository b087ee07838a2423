// The project's two ways to make untrusted text safe to print: `printable` escapes what must
// not reach a terminal raw (definitions, findings: every character stays visible), and
// `stripControls` drops terminal formatting from a server's own output (its stderr), where
// colours and cursor moves are noise rather than content.

/**
 * Characters a definition may carry that must never reach a terminal, a log or a workflow
 * command raw: C0/C1 controls (ESC starts ANSI sequences; CR/LF would start a new line and
 * could forge `::error::` commands), DEL, line and paragraph separators, invisible format
 * characters (category Cf: bidi controls, zero-width characters, Unicode tag characters, the
 * soft hyphen, the byte-order mark), blank Hangul fillers, variation selectors (runs of them
 * smuggle bytes), and lone surrogates (which no encoder can write faithfully).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]|[\uD800-\uDFFF]/gu;

/** What may carry a presentation selector: anything visible, i.e. not space and not itself escaped. */
const SELECTOR_BASE = /[^\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}\uD800-\uDFFF]$/u;

function escape(char: string): string {
  return `\\u{${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}}`;
}

/**
 * Replaces every unsafe character with a visible `\u{…}` escape, so the text is one safe line.
 * A single VS15/VS16 right after a visible character (the emoji form of `⚠️`) is kept as it is.
 */
export function printable(text: string): string {
  const escapes = new Map<string, string>();
  return text.replace(UNSAFE, (char: string, offset: number, whole: string) => {
    if ((char === "\uFE0E" || char === "\uFE0F") && SELECTOR_BASE.test(whole.slice(Math.max(0, offset - 2), offset))) {
      return char;
    }
    let escaped = escapes.get(char);
    if (escaped === undefined) escapes.set(char, (escaped = escape(char)));
    return escaped;
  });
}

/** CSI colour and cursor sequences, as a server writes them to its stderr. */
const ANSI_SEQUENCE = /\u001b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]/g;
/** C0 and C1 controls but tab and line feed. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Removes ANSI sequences and control characters (tabs and line feeds stay). */
export function stripControls(text: string): string {
  return text.replace(ANSI_SEQUENCE, "").replace(CONTROL, "");
}
