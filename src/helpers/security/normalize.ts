import { codeUnitClasses, HIGH_SURROGATE } from "./code-unit-table.js";

/**
 * The form of a string that phrase patterns are matched against: NFKC folds full-width and
 * other compatibility look-alikes to plain letters, invisible format characters are dropped
 * (so `ig\u200Bnore` still reads `ignore`), and every run of whitespace becomes one space (so
 * patterns need no gaps for line breaks and indentation).
 *
 * Most text only needs its whitespace collapsed, which one native replacement does. Past
 * REPLACE_LIMIT characters with invisible ones among them, one pass over the code units with a
 * lookup table: a replacement allocates per match, which on a string of millions of invisible
 * characters costs seconds of garbage collection.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/** Whitespace other than a single space: a run of two or more, or one tab, line break, no-break space... */
const SPACES_TO_COLLAPSE = /\s{2,}|[^\S ]/g;
/** Class 0 (kept) is every code unit not listed. */
const DROP = 1;
const SPACE = 2;
/** Code units turned into one string at a time (an argument-count limit of String.fromCharCode). */
const CHUNK = 8192;
const unitClasses = codeUnitClasses([
  [DROP, INVISIBLE],
  [SPACE, /\s/],
]);
/** Invisible characters, all of them: for strings short enough that replacing them costs little. */
const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, "gu");
/** Longest string normalised with regex replacements; longer ones take the table. */
const REPLACE_LIMIT = 65_536;

/** Beyond ASCII: ASCII text is its own NFKC form and has no invisible characters. */
const BEYOND_ASCII = /[^\x00-\x7f]/;

/**
 * normalizeForScan of a text that is ASCII, or for which changesOnlyWhitespace holds: one native
 * replacement.
 */
export function collapseWhitespace(text: string): string {
  return text.replace(SPACES_TO_COLLAPSE, " ");
}

/**
 * Whether normalizeForScan changes nothing in `text` but its whitespace: NFKC leaves it as it is
 * and it has no invisible characters (so no hidden text either). Then the words of `text` are
 * those the patterns will read.
 */
export function changesOnlyWhitespace(text: string): boolean {
  return !INVISIBLE.test(text) && text.normalize("NFKC") === text;
}

export function normalizeForScan(text: string): string {
  if (!BEYOND_ASCII.test(text)) return collapseWhitespace(text);
  const folded = text.normalize("NFKC");
  if (!INVISIBLE.test(folded)) return collapseWhitespace(folded);
  if (folded.length <= REPLACE_LIMIT) return collapseWhitespace(folded.replace(EVERY_INVISIBLE, ""));
  const table = unitClasses.table();
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
