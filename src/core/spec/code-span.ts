// Formats untrusted text (names, keys) for a message: in backticks when plain, otherwise
// JSON-quoted so spaces, controls and backticks stay visible, and invisible or control
// characters JSON leaves raw (zero-width, bidi, C1) escaped; long text is cut. Library users
// of lint() get messages no terminal or log can be tricked by.
import { printable } from "../util/sanitize.js";

const MAX = 60;

const PLAIN = /^[\x21-\x5f\x61-\x7e]+$/;

function span(cut: string, tail: string): string {
  return PLAIN.test(cut) ? `\`${cut}${tail}\`` : printable(JSON.stringify(cut + tail));
}

export function codeSpan(text: string): string {
  return text.length > MAX ? span(text.slice(0, MAX), "…") : span(text, "");
}

/** The start of a name, shown open-ended (`get_…`), for advice on how a name could begin. */
export function codeSpanStart(text: string): string {
  return span(text.slice(0, MAX), "…");
}
