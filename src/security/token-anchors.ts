/**
 * A cheap necessary condition for a set of patterns, checked in one pass over a string before
 * any of them runs: most strings of a definition (keys, types, short values, ordinary prose)
 * lack the words the patterns are built around, and running dozens of case-insensitive regexes
 * over every string costs seconds on a large input.
 *
 * The text is read as tokens: runs of ASCII letters and digits, compared case-insensitively.
 * An anchor is one of:
 * - a word of four or more letters and digits: some token starts with it (`read` is found in
 *   `reading`, so list both `disclose` and `disclosing`);
 * - a shorter word: some token is exactly it (`now` is not found in `nowhere`);
 * - three letters and `*` (`eyj*`): some token starts with them;
 * - one other ASCII character (`<`, `@`): it occurs anywhere.
 * So a pattern may only be anchored by a word that starts a token wherever the pattern matches
 * (after `\b`, or a lookbehind that excludes letters and digits), and a short word must also end
 * one. Tokens are ASCII only, which is sound for patterns without the `u` flag: their `\w`, `\b`
 * and case-insensitive letters are ASCII only.
 *
 * Anchors come in groups; the mask has a bit per group (two lanes of 31), set when any of the
 * group's anchors is found.
 */

/** One lane of bits per 31 groups; the second lane's top bit is NON_ASCII. */
export type AnchorMask = readonly [low: number, high: number];

/** Set in the high lane when the text has a character beyond ASCII (callers may need to normalise it first). */
export const NON_ASCII = 1 << 31;
const LANE = 31;
export const MAX_GROUPS = 2 * LANE;

/** Tokens are looked up by their first KEY_LENGTH characters, in base RADIX (0 pads a shorter token). */
const KEY_LENGTH = 4;
const RADIX = 37;
const PLACES = [RADIX ** 3, RADIX ** 2, RADIX, 1] as const;
/** 0 for a non-token ASCII character, else 1–10 for digits and 11–36 for letters of either case. */
const TOKEN_CODES = new Uint8Array(128);
for (let unit = 0; unit < 128; unit++) {
  if (unit >= 0x30 && unit <= 0x39) TOKEN_CODES[unit] = unit - 0x30 + 1;
  else if (unit >= 0x41 && unit <= 0x5a) TOKEN_CODES[unit] = unit - 0x41 + 11;
  else if (unit >= 0x61 && unit <= 0x7a) TOKEN_CODES[unit] = unit - 0x61 + 11;
}

/** A word longer than the key: found only when the rest of the token agrees. */
interface LongWord {
  /** Token codes of the whole word. */
  readonly codes: Uint8Array;
  readonly low: number;
  readonly high: number;
}

export interface AnchorTable {
  /** By the key of a token: a slot (0 for none). */
  readonly tokens: Uint16Array;
  /** By ASCII character: a slot (0 for none). */
  readonly chars: Uint16Array;
  /** Per slot, the group bits found by the key alone, per lane. */
  readonly low: Int32Array;
  readonly high: Int32Array;
  /** Per slot, longer words to compare with the rest of the token. */
  readonly longWords: readonly (readonly LongWord[])[];
}

function codesOf(word: string): Uint8Array {
  return Uint8Array.from(word, (char) => {
    const unit = char.charCodeAt(0);
    const code = unit < 128 ? TOKEN_CODES[unit]! : 0;
    if (code === 0) throw new Error(`anchor "${word}" mixes word and other characters`);
    return code;
  });
}

function keyOf(codes: Uint8Array): number {
  let key = 0;
  for (let i = 0; i < Math.min(codes.length, KEY_LENGTH); i++) key += codes[i]! * PLACES[i]!;
  return key;
}

/** The bits standing for a set of groups (by index), per lane. */
export function groupBits(groups: Iterable<number>): AnchorMask {
  let low = 0;
  let high = 0;
  for (const group of groups) {
    if (!Number.isInteger(group) || group < 0 || group >= MAX_GROUPS) throw new Error(`anchor group ${group} out of range`);
    if (group < LANE) low |= 1 << group;
    else high |= 1 << (group - LANE);
  }
  return [low, high];
}

/** Whether `mask` has every bit of `bits`. */
export function hasAll(mask: AnchorMask, bits: AnchorMask): boolean {
  return (mask[0] & bits[0]) === bits[0] && (mask[1] & bits[1]) === bits[1];
}

/** A table for `groups` (group i is bit i), built on first use: four megabytes, mostly untouched zeroes. */
export function anchorTable(groups: readonly (readonly string[])[]): () => AnchorTable {
  let table: AnchorTable | undefined;
  return () => {
    table ??= buildTable(groups);
    return table;
  };
}

function buildTable(groups: readonly (readonly string[])[]): AnchorTable {
  if (groups.length > MAX_GROUPS) throw new Error(`${groups.length} anchor groups, at most ${MAX_GROUPS}`);
  const tokens = new Uint16Array(RADIX ** KEY_LENGTH);
  const chars = new Uint16Array(128);
  const low: number[] = [0];
  const high: number[] = [0];
  const longWords: LongWord[][] = [[]];
  const slotOf = (array: Uint16Array, at: number): number => {
    if (array[at] === 0) {
      array[at] = low.push(0) - 1;
      high.push(0);
      longWords.push([]);
    }
    return array[at]!;
  };
  const set = (slot: number, [l, h]: AnchorMask): void => {
    low[slot]! |= l;
    high[slot]! |= h;
  };
  groups.forEach((anchors, group) => {
    const bits = groupBits([group]);
    for (const anchor of anchors) {
      const unit = anchor.charCodeAt(0);
      if (anchor.length === 1 && unit < 128 && TOKEN_CODES[unit] === 0) {
        set(slotOf(chars, unit), bits);
      } else if (anchor.endsWith("*")) {
        if (anchor.length !== KEY_LENGTH) throw new Error(`anchor "${anchor}": a stem has ${KEY_LENGTH - 1} characters`);
        // The stem as a whole token, and the stem plus any character: every key of a token it starts.
        const stem = keyOf(codesOf(anchor.slice(0, -1)));
        for (let code = 0; code < RADIX; code++) set(slotOf(tokens, stem + code), bits);
      } else {
        const codes = codesOf(anchor);
        const slot = slotOf(tokens, keyOf(codes));
        if (codes.length <= KEY_LENGTH) set(slot, bits);
        else longWords[slot]!.push({ codes, low: bits[0], high: bits[1] });
      }
    }
  });
  if (low.length > 0xffff) throw new Error("too many anchors");
  return { tokens, chars, low: Int32Array.from(low), high: Int32Array.from(high), longWords };
}

/** The groups whose anchors `text` holds, plus NON_ASCII when it has characters beyond ASCII. */
export function anchorMask(text: string, table: AnchorTable): AnchorMask {
  const { tokens, chars, low, high, longWords } = table;
  let lowMask = 0;
  let highMask = 0;
  let key = 0;
  let start = 0;
  let length = 0;
  for (let i = 0; i <= text.length; i++) {
    // One step past the end closes the last token.
    const unit = i < text.length ? text.charCodeAt(i) : 0x20;
    const code = unit < 128 ? TOKEN_CODES[unit]! : 0;
    if (code !== 0) {
      if (length === 0) start = i;
      if (length < KEY_LENGTH) key += code * PLACES[length]!;
      length++;
      continue;
    }
    if (length !== 0) {
      const slot = tokens[key]!;
      if (slot !== 0) {
        lowMask |= low[slot]!;
        highMask |= high[slot]!;
        for (const word of longWords[slot]!) {
          if (startsWith(text, start, length, word.codes)) {
            lowMask |= word.low;
            highMask |= word.high;
          }
        }
      }
      key = 0;
      length = 0;
    }
    if (unit >= 128) highMask |= NON_ASCII;
    else {
      const slot = chars[unit]!;
      if (slot !== 0) {
        lowMask |= low[slot]!;
        highMask |= high[slot]!;
      }
    }
  }
  return [lowMask, highMask];
}

/** Whether the token at `start` (whose key already matches) starts with the word. */
function startsWith(text: string, start: number, length: number, codes: Uint8Array): boolean {
  if (length < codes.length) return false;
  for (let j = KEY_LENGTH; j < codes.length; j++) if (TOKEN_CODES[text.charCodeAt(start + j)] !== codes[j]) return false;
  return true;
}

/**
 * Where in `text` an anchor of the groups in `bits` starts (the first character of its token, or
 * the character itself), in order: the only places a pattern that starts with one can match.
 * Flat triples: the position, then the groups (of `bits`) found there, per lane.
 */
export function anchorPositions(text: string, table: AnchorTable, bits: AnchorMask): number[] {
  const { tokens, chars, low, high, longWords } = table;
  const [wantLow, wantHigh] = bits;
  const positions: number[] = [];
  let key = 0;
  let start = 0;
  let length = 0;
  for (let i = 0; i <= text.length; i++) {
    const unit = i < text.length ? text.charCodeAt(i) : 0x20;
    const code = unit < 128 ? TOKEN_CODES[unit]! : 0;
    if (code !== 0) {
      if (length === 0) start = i;
      if (length < KEY_LENGTH) key += code * PLACES[length]!;
      length++;
      continue;
    }
    if (length !== 0) {
      const slot = tokens[key]!;
      if (slot !== 0) {
        let foundLow = low[slot]! & wantLow;
        let foundHigh = high[slot]! & wantHigh;
        for (const word of longWords[slot]!) {
          if ((word.low & wantLow) === 0 && (word.high & wantHigh) === 0) continue;
          if (!startsWith(text, start, length, word.codes)) continue;
          foundLow |= word.low & wantLow;
          foundHigh |= word.high & wantHigh;
        }
        if (foundLow !== 0 || foundHigh !== 0) positions.push(start, foundLow, foundHigh);
      }
      key = 0;
      length = 0;
    }
    if (unit < 128) {
      const slot = chars[unit]!;
      if (slot !== 0 && ((low[slot]! & wantLow) !== 0 || (high[slot]! & wantHigh) !== 0)) positions.push(i, low[slot]! & wantLow, high[slot]! & wantHigh);
    }
  }
  return positions;
}
