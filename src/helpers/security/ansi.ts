/**
 * ANSI escape sequences (ECMA-48): what a terminal executes instead of printing. A description
 * holding one can recolour, erase or rewrite what a user sees when a tool list is printed.
 */

const ESC = 0x1b;
/** C1 forms: CONTROL SEQUENCE INTRODUCER and OPERATING SYSTEM COMMAND without the ESC. */
const C1_CSI = 0x9b;
const C1_OSC = 0x9d;
/** Longest sequence measured; past it the rest is reported as ordinary text. */
const MAX_SEQUENCE = 256;

export function startsEscapeSequence(code: number): boolean {
  return code === ESC || code === C1_CSI || code === C1_OSC;
}

/** Code units taken by the escape sequence that starts at `index` (1 for a lone ESC). */
export function escapeSequenceLength(text: string, index: number): number {
  const first = text.charCodeAt(index);
  if (first === C1_CSI) return controlSequenceEnd(text, index + 1) - index;
  if (first === C1_OSC) return stringEnd(text, index + 1) - index;
  const next = text.charCodeAt(index + 1);
  if (Number.isNaN(next)) return 1;
  if (next === 0x5b /* [ */) return controlSequenceEnd(text, index + 2) - index;
  if (next === 0x5d /* ] */ || next === 0x50 /* P */ || next === 0x58 /* X */ || next === 0x5e /* ^ */ || next === 0x5f /* _ */) {
    return stringEnd(text, index + 2) - index;
  }
  if (next >= 0x20 && next <= 0x2f) {
    // nF: intermediates, then one final byte.
    let i = index + 1;
    while (i < text.length && i - index < MAX_SEQUENCE && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x2f) i++;
    const final = text.charCodeAt(i);
    return final >= 0x30 && final <= 0x7e ? i + 1 - index : 1;
  }
  return next >= 0x30 && next <= 0x7e ? 2 : 1;
}

/** CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E. */
function controlSequenceEnd(text: string, from: number): number {
  let i = from;
  const limit = Math.min(text.length, from + MAX_SEQUENCE);
  while (i < limit && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x3f) i++;
  while (i < limit && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x2f) i++;
  const final = text.charCodeAt(i);
  return i < limit && final >= 0x40 && final <= 0x7e ? i + 1 : i;
}

/** OSC and the other string commands run to BEL or to ST (ESC \). */
function stringEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_SEQUENCE);
  for (let i = from; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x07) return i + 1;
    if (code === ESC && text.charCodeAt(i + 1) === 0x5c) return i + 2;
  }
  return limit;
}
