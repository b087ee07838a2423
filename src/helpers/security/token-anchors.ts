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

/** Tokens are looked up by their first KEY_LENGTH characters, in base RADIX (0 pads a shorter token); scan() unrolls the four. */
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
  readonly word: string;
  readonly low: number;
  readonly high: number;
}

export interface AnchorTable {
  /**
   * Token keys, open-addressed (a few kilobytes, where a table over every key would be megabytes
   * that the garbage collector counts): at HASH(key), or after it, key + 1 sits by its slot in
   * `keySlots`; 0 marks an empty place.
   */
  readonly keys: Int32Array;
  readonly keySlots: Uint16Array;
  /** 32 less log2 of the places in `keys`: HASH(key) is `imul(key, φ) >>> shift`. */
  readonly shift: number;
  /** By ASCII character: a slot (0 for none). */
  readonly chars: Uint16Array;
  /** Per slot, the group bits found by the key alone, per lane. */
  readonly low: Int32Array;
  readonly high: Int32Array;
  /** Per slot, longer words to compare with the rest of the token. */
  readonly longWords: readonly (readonly LongWord[])[];
}

/** The slot of the token whose key is `key`, 0 when no anchor has it. */
function slotOfKey(table: AnchorTable, key: number): number {
  const { keys } = table;
  const last = keys.length - 1;
  for (let at = Math.imul(key, 0x9e3779b1) >>> table.shift; ; at = (at + 1) & last) {
    const found = keys[at]!;
    if (found === key + 1) return table.keySlots[at]!;
    if (found === 0) return 0;
  }
}

/** The key of a word's first KEY_LENGTH characters (ASCII letters and digits). */
function keyOf(word: string): number {
  let key = 0;
  for (let i = 0; i < Math.min(word.length, KEY_LENGTH); i++) key += TOKEN_CODES[word.charCodeAt(i)]! * PLACES[i]!;
  return key;
}

const WORD = /^[A-Za-z0-9]+$/;
const STEM = /^[A-Za-z0-9]{3}\*$/;

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

/** A table for `groups` (group i is bit i), built on first use. */
export function anchorTable(groups: readonly (readonly string[])[]): () => AnchorTable {
  let table: AnchorTable | undefined;
  return () => {
    table ??= buildTable(groups);
    return table;
  };
}

function buildTable(groups: readonly (readonly string[])[]): AnchorTable {
  if (groups.length > MAX_GROUPS) throw new Error(`${groups.length} anchor groups, at most ${MAX_GROUPS}`);
  // Plain loops and numbers: this runs once, before the engine has compiled anything.
  const tokenSlots = new Map<number, number>();
  const chars = new Uint16Array(128);
  const low: number[] = [0];
  const high: number[] = [0];
  const longWords: LongWord[][] = [[]];
  const tokenSlot = (key: number): number => {
    let slot = tokenSlots.get(key);
    if (slot === undefined) {
      slot = low.push(0) - 1;
      high.push(0);
      longWords.push([]);
      tokenSlots.set(key, slot);
    }
    return slot;
  };
  for (let group = 0; group < groups.length; group++) {
    const groupLow = group < LANE ? 1 << group : 0;
    const groupHigh = group < LANE ? 0 : 1 << (group - LANE);
    for (const anchor of groups[group]!) {
      const unit = anchor.charCodeAt(0);
      let slot: number;
      if (anchor.length === 1 && unit < 128 && TOKEN_CODES[unit] === 0) {
        if (chars[unit] === 0) {
          chars[unit] = low.push(0) - 1;
          high.push(0);
          longWords.push([]);
        }
        slot = chars[unit]!;
      } else if (STEM.test(anchor)) {
        // The stem as a whole token, and the stem plus any character: every key of a token it starts.
        const stem = keyOf(anchor.slice(0, -1));
        for (let code = 0; code < RADIX; code++) {
          const stemSlot = tokenSlot(stem + code);
          low[stemSlot]! |= groupLow;
          high[stemSlot]! |= groupHigh;
        }
        continue;
      } else if (WORD.test(anchor)) {
        slot = tokenSlot(keyOf(anchor));
        if (anchor.length > KEY_LENGTH) {
          longWords[slot]!.push({ word: anchor, low: groupLow, high: groupHigh });
          continue;
        }
      } else {
        throw new Error(`anchor "${anchor}" is neither a word, a stem of ${KEY_LENGTH - 1} characters and \`*\`, nor one character`);
      }
      low[slot]! |= groupLow;
      high[slot]! |= groupHigh;
    }
  }
  if (low.length > 0xffff) throw new Error("too many anchors");
  // At most a quarter full, so a search for a missing key (most tokens) stops at once.
  let bits = 4;
  while (1 << bits < tokenSlots.size * 4) bits++;
  const keys = new Int32Array(1 << bits);
  const keySlots = new Uint16Array(1 << bits);
  const shift = 32 - bits;
  for (const [key, slot] of tokenSlots) {
    let at = Math.imul(key, 0x9e3779b1) >>> shift;
    while (keys[at] !== 0) at = (at + 1) & (keys.length - 1);
    keys[at] = key + 1;
    keySlots[at] = slot;
  }
  return { keys, keySlots, shift, chars, low: Int32Array.from(low), high: Int32Array.from(high), longWords };
}

/**
 * A flat copy of `text`, for passing text built along the way (a regex replacement or a
 * concatenation gives a rope, `trim` a slice) to the scan below: its optimised code is
 * specialised for the flat strings JSON.parse gives, and once it meets a rope or a slice it runs
 * 3–4× slower on every string after. UTF-8 there and back copies ASCII fastest; a JSON round
 * trip copies any text, lone surrogates too.
 */
export function sequential(text: string): string {
  return BEYOND_ASCII.test(text) ? (JSON.parse(JSON.stringify(text)) as string) : UTF8_DECODER.decode(UTF8_ENCODER.encode(text));
}

const BEYOND_ASCII = /[^\x00-\x7f]/;
const UTF8_ENCODER = new TextEncoder();
const UTF8_DECODER = new TextDecoder();

/**
 * The groups whose anchors `text` holds, plus NON_ASCII when it has characters beyond ASCII.
 * `text` comes from JSON.parse or through sequential().
 */
export function anchorMask(text: string, table: AnchorTable): AnchorMask {
  return scan(text, table, undefined);
}

/**
 * Where in `text` an anchor of the groups in `bits` starts (the first character of its token, or
 * the character itself), in order: the only places a pattern that starts with one can match.
 * Flat triples: the position, then the groups (of `bits`) found there, per lane. `text` comes
 * from JSON.parse or through sequential().
 */
export function anchorPositions(text: string, table: AnchorTable, bits: AnchorMask): number[] {
  const positions: number[] = [];
  scan(text, table, { bits, positions });
  return positions;
}

/**
 * One pass over `text`: the groups found, and where those of `collect.bits` start. Each token's
 * key is read from its first characters unrolled and the rest of it skipped in a tight loop:
 * a state machine over every character is half as fast.
 */
function scan(text: string, table: AnchorTable, collect: { readonly bits: AnchorMask; readonly positions: number[] } | undefined): AnchorMask {
  const { chars } = table;
  const end = text.length;
  let lowMask = 0;
  let highMask = 0;
  let i = 0;
  while (i < end) {
    let unit = text.charCodeAt(i);
    if (unit >= 128) {
      highMask |= NON_ASCII;
      i++;
      continue;
    }
    let code = TOKEN_CODES[unit]!;
    if (code === 0) {
      const slot = chars[unit]!;
      if (slot !== 0) {
        const foundLow = table.low[slot]!;
        const foundHigh = table.high[slot]!;
        lowMask |= foundLow;
        highMask |= foundHigh;
        if (collect !== undefined) record(collect, i, foundLow, foundHigh);
      }
      i++;
      continue;
    }
    // The key of the token's first KEY_LENGTH (four) characters, unrolled.
    const start = i;
    let key = code * PLACES[0];
    i++;
    if (i < end && (unit = text.charCodeAt(i)) < 128 && (code = TOKEN_CODES[unit]!) !== 0) {
      key += code * PLACES[1];
      i++;
      if (i < end && (unit = text.charCodeAt(i)) < 128 && (code = TOKEN_CODES[unit]!) !== 0) {
        key += code * PLACES[2];
        i++;
        if (i < end && (unit = text.charCodeAt(i)) < 128 && (code = TOKEN_CODES[unit]!) !== 0) {
          key += code;
          i++;
          while (i < end && (unit = text.charCodeAt(i)) < 128 && TOKEN_CODES[unit] !== 0) i++;
        }
      }
    }
    const slot = slotOfKey(table, key);
    if (slot !== 0) {
      let foundLow = table.low[slot]!;
      let foundHigh = table.high[slot]!;
      const words = table.longWords[slot]!;
      for (let w = 0; w < words.length; w++) {
        if (!startsWith(text, start, i, words[w]!.word)) continue;
        foundLow |= words[w]!.low;
        foundHigh |= words[w]!.high;
      }
      lowMask |= foundLow;
      highMask |= foundHigh;
      if (collect !== undefined) record(collect, start, foundLow, foundHigh);
    }
  }
  return [lowMask, highMask];
}

function record(collect: { readonly bits: AnchorMask; readonly positions: number[] }, at: number, foundLow: number, foundHigh: number): void {
  const [wantLow, wantHigh] = collect.bits;
  if ((foundLow & wantLow) !== 0 || (foundHigh & wantHigh) !== 0) collect.positions.push(at, foundLow & wantLow, foundHigh & wantHigh);
}

/** Whether the token `text[start, after)` (whose key already matches) starts with the word. */
function startsWith(text: string, start: number, after: number, word: string): boolean {
  if (after - start < word.length) return false;
  for (let j = KEY_LENGTH; j < word.length; j++) if (TOKEN_CODES[text.charCodeAt(start + j)] !== TOKEN_CODES[word.charCodeAt(j)]) return false;
  return true;
}
