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
const KEEP = 0;
const DROP = 1;
const SPACE = 2;
/** Code units turned into one string at a time (an argument-count limit of String.fromCharCode). */
const CHUNK = 8192;
const unitClasses = codeUnitTable((char) => (INVISIBLE.test(char) ? DROP : /\s/.test(char) ? SPACE : KEEP));

export function normalizeForScan(text: string): string {
  const folded = text.normalize("NFKC");
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
