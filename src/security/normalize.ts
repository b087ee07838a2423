import { codeUnitTable, HIGH_SURROGATE } from "./code-unit-table.js";

/**
 * The form of a string that phrase patterns are matched against: NFKC folds full-width and
 * other compatibility look-alikes to plain letters, invisible format characters are dropped
 * (so `ig\u200Bnore` still reads `ignore`), and every run of whitespace becomes one space (so
 * patterns need no gaps for line breaks and indentation).
 *
 * One pass over the code units with a lookup table: regex replacements allocate per match,
 * which on a string of millions of invisible characters costs seconds of garbage collection.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/** Whitespace other than a single space: a run of two or more, or one tab, line break, no-break space... */
const SPACES_TO_COLLAPSE = /\s{2,}|[^\S ]/g;
const KEEP = 0;
const DROP = 1;
const SPACE = 2;
/** Code units turned into one string at a time (an argument-count limit of String.fromCharCode). */
const CHUNK = 8192;
const unitClasses = codeUnitTable((char) => (INVISIBLE.test(char) ? DROP : /\s/.test(char) ? SPACE : KEEP));

/** ASCII whitespace as `\s` has it: tab, line feed, vertical tab, form feed, carriage return, space. */
function isAsciiSpace(unit: number): boolean {
  return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
}

/**
 * ASCII text is its own NFKC form and has no invisible characters: only whitespace changes.
 * Undefined when the text goes beyond ASCII.
 */
function normalizeAscii(text: string): string | undefined {
  let changes = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x80) return undefined;
    if (isAsciiSpace(unit) && (unit !== 0x20 || isAsciiSpace(text.charCodeAt(i + 1)))) changes = true;
  }
  if (!changes) return text;
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isAsciiSpace(text.charCodeAt(i))) continue;
    let end = i + 1;
    while (end < text.length && isAsciiSpace(text.charCodeAt(end))) end++;
    out += `${text.slice(from, i)} `;
    from = end;
    i = end - 1;
  }
  return out + text.slice(from);
}

export function normalizeForScan(text: string): string {
  const ascii = normalizeAscii(text);
  if (ascii !== undefined) return ascii;
  const folded = text.normalize("NFKC");
  // Without invisible characters only whitespace changes: one native replacement does it.
  if (!INVISIBLE.test(folded)) return folded.replace(SPACES_TO_COLLAPSE, " ");
  const table = unitClasses();
  const out: string[] = [];
  let buffer: number[] = [];
  let spaced = false;
  const push = (unit: number): void => {
    buffer.push(unit);
    if (buffer.length >= CHUNK) {
      out.push(String.fromCharCode(...buffer));
      buffer = [];
    }
  };
  for (let i = 0; i < folded.length; i++) {
    const unit = folded.charCodeAt(i);
    const kind = table[unit];
    if (kind === DROP) continue;
    if (kind === SPACE) {
      if (!spaced) push(0x20);
      spaced = true;
      continue;
    }
    if (kind === HIGH_SURROGATE && i + 1 < folded.length) {
      const code = folded.codePointAt(i)!;
      if (code > 0xffff) {
        i++;
        if (INVISIBLE.test(String.fromCodePoint(code))) continue;
        spaced = false;
        push(unit);
        push(folded.charCodeAt(i));
        continue;
      }
    }
    spaced = false;
    push(unit);
  }
  out.push(String.fromCharCode(...buffer));
  return out.join("");
}
