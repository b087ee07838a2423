import { lazy } from "../../core/util/lazy.js";
import { printable } from "../../core/util/sanitize.js";
import { escapeSequenceLength, startsEscapeSequence } from "./ansi.js";
import { decodeTagRun, decodeVariationRun, isEmojiTagSequence, isTagCharacter, isVariationSelector } from "./hidden-text.js";
import { describeCodePoint } from "./unicode-names.js";
import { codeUnitClasses, HIGH_SURROGATE } from "./code-unit-table.js";

/**
 * Finds the characters of one string that a person cannot see but a model reads (or that a
 * terminal executes), grouped so that a message can name each kind once. Tab, line feed and a
 * CR that ends a line (CRLF) are ordinary text; joiners, marks and selectors are left alone where
 * writing needs them (emoji sequences, joining scripts, right-to-left text).
 */

export type InvisibleKind = "ansi" | "tags" | "variation-run" | "bidi" | "zero-width" | "control" | "format";

export interface InvisibleGroup {
  readonly kind: InvisibleKind;
  /** What the message calls it: `U+202E RIGHT-TO-LEFT OVERRIDE`, an escaped ANSI sequence… */
  readonly description: string;
  count: number;
  /** 1-based position, in characters (code points), of the first one. */
  readonly first: number;
  /** Hidden text spelled by tag characters or smuggled in variation selectors (printable). */
  decoded: string;
}

/** Whether a string has anything to look at: one regex pass, which most strings fail. */
const SUSPECT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/** The same set one character at a time: a table for the BMP, a test for astral characters. */
const BMP_CANDIDATE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\uFE00-\uFE0F]/u;
const ASTRAL_CANDIDATE = lazy(() => /[\p{Cf}\u{E0100}-\u{E01EF}]/u);
const PLAIN = 0;
const CANDIDATE = 1;
const unitClasses = codeUnitClasses([[CANDIDATE, BMP_CANDIDATE]]);
/** Strings longer than this look their characters up in the table; shorter ones ask the regex. */
const TABLE_LENGTH = 16_384;

const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Marks that only order neighbouring characters: fine in text that has right-to-left letters. */
const BIDI_MARKS = new Set([0x061c, 0x200e, 0x200f]);
const ZERO_WIDTH = new Set([
  0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x3164, 0xfeff, 0xffa0,
]);
const CR = 0x0d;
const LF = 0x0a;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const VS16 = 0xfe0f;
// Made on first use: only text with an invisible character, or with a joiner, asks them.
const RTL_LETTER = lazy(() => /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u);
const PICTOGRAPHIC = lazy(() => /[\p{Extended_Pictographic}\p{Emoji_Modifier}]/u);
const JOINING_LETTER = lazy(() => /[\p{L}\p{M}]/u);
const LATIN_OR_COMMON = lazy(() => /[\p{Script=Latin}\p{Script=Common}]/u);
const FORMAT = lazy(() => /\p{Cf}/u);
/** What cannot carry a variation selector: nothing, space, or another invisible character. */
const NO_BASE = lazy(() => /^(?:|[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}])$/u);
/** Longest hidden text kept per group. */
const MAX_DECODED = 500;
/** Runs decoded per string: past this, runs are counted but not read. */
const MAX_DECODED_RUNS = 1000;

function charOf(code: number | undefined): string {
  return code === undefined ? "" : String.fromCodePoint(code);
}

/** The code point that ends just before `index`, or undefined at the start. */
function codePointBefore(text: string, index: number): number | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(index - 2);
  }
  return low;
}

function widthOf(code: number): number {
  return code > 0xffff ? 2 : 1;
}

/** ZWJ inside an emoji sequence, or ZWJ/ZWNJ between letters of a script whose letters join. */
function joinerAllowed(text: string, index: number, code: number, unitKindOf: (unit: number) => number): boolean {
  const before = codePointBefore(text, index);
  const after = text.codePointAt(index + 1);
  // Joiners only join letters beyond ASCII or emoji: anything else next to one settles it.
  if (before === undefined || after === undefined || before < 0x80 || after < 0x80 || (after <= 0xffff && unitKindOf(after) === CANDIDATE)) return false;
  const skipsModifier = before === VS16 || (before >= 0x1f3fb && before <= 0x1f3ff);
  const base = skipsModifier ? codePointBefore(text, index - widthOf(before)) : before;
  if (base === undefined || (base <= 0xffff && unitKindOf(base) === CANDIDATE)) return false;
  if (code === ZWJ && PICTOGRAPHIC().test(charOf(base)) && PICTOGRAPHIC().test(charOf(after))) return true;
  return [before, after].every((c) => JOINING_LETTER().test(charOf(c)) && !LATIN_OR_COMMON().test(charOf(c)));
}

function kindOf(code: number): InvisibleKind {
  if (BIDI.has(code)) return "bidi";
  if (ZERO_WIDTH.has(code)) return "zero-width";
  return FORMAT().test(charOf(code)) ? "format" : "control";
}

/** Characters whose verdict depends on their neighbours, so a run of them is not judged at once. */
const CONTEXTUAL = new Set([CR, ZWJ, ZWNJ]);

/** What almost every string holds: one shared answer, not an allocation per string. */
const NONE: readonly InvisibleGroup[] = [];

export function findInvisibleCharacters(text: string): readonly InvisibleGroup[] {
  if (!SUSPECT.test(text)) return NONE;
  const table = text.length > TABLE_LENGTH ? unitClasses.table() : undefined;
  const unitKindOf = (unit: number): number => (table === undefined ? unitClasses.of(unit) : table[unit]!);
  const groups = new Map<string | number, InvisibleGroup>();
  let decodedRuns = 0;
  /** Counts into the group `key`, creating it (and only then building its description) when new. */
  const add = (key: string | number, make: () => [InvisibleKind, string], first: number, count: number, decode?: () => string): void => {
    let group = groups.get(key);
    if (!group) {
      const [kind, description] = make();
      group = { kind, description, count: 0, first, decoded: "" };
      groups.set(key, group);
    }
    group.count += count;
    // Decoding stops once a message has all it can quote.
    if (decode && group.decoded.length < MAX_DECODED && decodedRuns++ < MAX_DECODED_RUNS) {
      const decoded = decode();
      if (decoded) group.decoded = (group.decoded ? `${group.decoded} ${decoded}` : decoded).slice(0, MAX_DECODED);
    }
  };

  let hasRtl: boolean | undefined;
  /** Code points before `index`, so positions in messages count characters, not UTF-16 units. */
  let position = 0;
  let index = 0;
  while (index < text.length) {
    const unit = text.charCodeAt(index);
    const unitKind = unitKindOf(unit);
    if (unitKind === PLAIN) {
      position++;
      index++;
      continue;
    }
    const code = text.codePointAt(index)!;
    const width = widthOf(code);
    if (unitKind === HIGH_SURROGATE && !ASTRAL_CANDIDATE().test(String.fromCodePoint(code))) {
      position++;
      index += width;
      continue;
    }
    const first = position + 1;

    if (isTagCharacter(code) || isVariationSelector(code)) {
      const inRun = isTagCharacter(code) ? isTagCharacter : isVariationSelector;
      // The run is counted whole; only its start is kept, which is all a message can quote.
      const run = [code];
      let length = 1;
      let end = index + width;
      while (end < text.length) {
        const next = text.codePointAt(end)!;
        if (!inRun(next)) break;
        if (run.length < MAX_DECODED * 4) run.push(next);
        length++;
        end += widthOf(next);
      }
      const previous = codePointBefore(text, index);
      if (inRun === isTagCharacter) {
        if (!isEmojiTagSequence(previous, run))
          add(
            "tags",
            () => ["tags", "Unicode tag characters (U+E0000–U+E007F)"],
            first,
            length,
            () => decodeTagRun(run),
          );
      } else if (length > 1 || NO_BASE().test(charOf(previous))) {
        const description = length > 1 ? "a run of variation selectors" : describeCodePoint(code);
        const decode = (): string => printable(decodeVariationRun(run) ?? "");
        add(length > 1 ? "variation-run" : code, () => ["variation-run", description], first, length, decode);
      }
      position += length;
      index = end;
      continue;
    }

    if (startsEscapeSequence(code)) {
      const length = escapeSequenceLength(text, index);
      if (length > 1) {
        const sequence = text.slice(index, index + Math.min(length, 32));
        add(`ansi:${sequence}`, () => ["ansi", `ANSI escape sequence \`${printable(sequence)}${length > 32 ? "…" : ""}\``], first, 1);
        position += length;
        index += length;
        continue;
      }
    }

    // A run of one character, judged once unless its verdict depends on its neighbours.
    let count = 1;
    if (!CONTEXTUAL.has(code) && width === 1) while (text.charCodeAt(index + count) === unit) count++;
    if (code === CR) {
      // Every CR of a run is stray except a last one that ends a line (CRLF).
      while (text.charCodeAt(index + count) === CR) count++;
      const stray = text.charCodeAt(index + count) === LF ? count - 1 : count;
      const group = groups.get(code);
      if (group) group.count += stray;
      else if (stray > 0) groups.set(code, { kind: "control", description: describeCodePoint(code), count: stray, first, decoded: "" });
      position += count;
      index += count;
      continue;
    }
    let flagged = code === ZWJ || code === ZWNJ ? !joinerAllowed(text, index, code, unitKindOf) : true;
    if (flagged && BIDI_MARKS.has(code)) {
      hasRtl ??= RTL_LETTER().test(text);
      flagged = !hasRtl;
    }
    if (flagged) {
      const group = groups.get(code);
      if (group) group.count += count;
      else groups.set(code, { kind: kindOf(code), description: describeCodePoint(code), count, first, decoded: "" });
    }
    position += count;
    index += width * count;
  }
  return [...groups.values()];
}
