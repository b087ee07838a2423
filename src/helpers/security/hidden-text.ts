/**
 * Decoding the two ways invisible code points carry a hidden message.
 *
 * Unicode tag characters (U+E0020–U+E007E) mirror printable ASCII: U+E0041 is an invisible `A`.
 * Models read them as text; people see nothing. The only legitimate use is an emoji tag sequence
 * (a subdivision flag such as England's: U+1F3F4, tag letters and digits, U+E007F CANCEL TAG).
 *
 * Variation selectors can smuggle bytes: VS1–VS16 (U+FE00–U+FE0F) carry 0–15 and VS17–VS256
 * (U+E0100–U+E01EF) carry 16–255, so a run of them after one visible character holds any text.
 */

const TAG_FIRST = 0xe0000;
const TAG_LAST = 0xe007f;
const CANCEL_TAG = 0xe007f;
const WAVING_BLACK_FLAG = 0x1f3f4;

export function isTagCharacter(code: number): boolean {
  return code >= TAG_FIRST && code <= TAG_LAST;
}

export function isVariationSelector(code: number): boolean {
  return (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
}

/** The ASCII text a run of tag characters spells (LANGUAGE TAG and CANCEL TAG spell nothing). */
export function decodeTagRun(codes: readonly number[]): string {
  let text = "";
  for (const code of codes) if (code >= 0xe0020 && code <= 0xe007e) text += String.fromCharCode(code - TAG_FIRST);
  return text;
}

/** A subdivision-flag tag sequence: after U+1F3F4, tag digits or lowercase letters, then CANCEL TAG. */
export function isEmojiTagSequence(previous: number | undefined, codes: readonly number[]): boolean {
  if (previous !== WAVING_BLACK_FLAG || codes.length < 2 || codes.length > 8) return false;
  if (codes[codes.length - 1] !== CANCEL_TAG) return false;
  for (let i = 0; i < codes.length - 1; i++) {
    const code = codes[i]! - TAG_FIRST;
    const isDigit = code >= 0x30 && code <= 0x39;
    const isLower = code >= 0x61 && code <= 0x7a;
    if (!isDigit && !isLower) return false;
  }
  return true;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The text a run of variation selectors smuggles, when its bytes are valid UTF-8 with something
 * printable in them; undefined otherwise (then the run is reported without a decoding).
 */
export function decodeVariationRun(codes: readonly number[]): string | undefined {
  if (codes.length < 2) return undefined;
  const bytes = Uint8Array.from(codes, (code) => (code <= 0xfe0f ? code - 0xfe00 : code - 0xe0100 + 16));
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return undefined;
  }
  return /[\p{L}\p{N}\p{P}]/u.test(text) ? text : undefined;
}

/**
 * The text one string hides in tag characters and variation-selector runs, decoded, so phrase
 * patterns can read what the model reads. Runs are taken in bounded pieces (a `+` over astral
 * characters overflows V8's regex stack on a long run). Decoding stops after MAX_HIDDEN
 * characters: a string that hides anything is an `invisible-characters` error already.
 */
const TAG_RUN = /[\u{E0000}-\u{E007F}]{1,4096}/gu;
const SELECTOR_RUN = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]{2,4096}/gu;
const MAX_HIDDEN = 65_536;

/** Code units every tag character or variation selector has: U+E0000–U+E03FF start with U+DB40. */
const MAY_HIDE = /[\uDB40\uFE00-\uFE0F]/;

export function hiddenTexts(text: string): string[] {
  if (!MAY_HIDE.test(text)) return [];
  let tags = "";
  for (const match of text.matchAll(TAG_RUN)) {
    tags += decodeTagRun(codePoints(match[0]));
    if (tags.length >= MAX_HIDDEN) break;
  }
  let selectors = "";
  for (const match of text.matchAll(SELECTOR_RUN)) {
    selectors += decodeVariationRun(codePoints(match[0])) ?? " ";
    if (selectors.length >= MAX_HIDDEN) break;
  }
  return [tags, selectors.trim()].filter((hidden) => hidden !== "");
}

function codePoints(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0)!);
}
