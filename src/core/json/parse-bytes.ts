// JSON.parse over UTF-8 bytes without the whole text: a big input's text is twice its bytes when
// it holds any character beyond Latin-1 (384 MB for 100,000 real tools), and V8 keeps a dropped
// text on the heap until its next full collection, which may not come before the run ends.
import { OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY, COMMA, COLON, QUOTE, BACKSLASH } from "../util/json-codes.js";

/** A value of fewer bytes than this goes to JSON.parse whole (a tool is a few kilobytes). */
const WHOLE = 1 << 16;
/** Containers deeper than this are not taken apart (hostile nesting: the text path reports it). */
const MAX_DEPTH = 32;

const utf8 = new TextDecoder();

const isSpace = (c: number | undefined): boolean => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * The value of strict JSON given as UTF-8 bytes (already known to be valid UTF-8), exactly as
 * JSON.parse of its text gives it: big containers are taken apart here, every other value
 * (each tool) is decoded and parsed alone, so no text longer than a value is ever built.
 * Undefined when the bytes are not valid JSON or too deep: the caller parses the text, which
 * gives the error and its position.
 */
export function parseJsonBytes(bytes: Uint8Array): { readonly value: unknown } | undefined {
  let at = 0;
  // The decoder drops one byte order mark and the reader one more (see pipeline/input/read.ts).
  for (let marks = 0; marks < 2 && bytes[at] === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf; marks++) at += 3;
  at = skipSpace(bytes, at);
  // The root ends where the trailing white space starts (valueOf checks that it does).
  let end = bytes.length;
  while (end > at && isSpace(bytes[end - 1])) end--;
  if (end === at) return undefined;
  try {
    return { value: valueOf(bytes, at, end, 0) };
  } catch {
    return undefined; // not valid JSON or too deep
  }
}

function skipSpace(bytes: Uint8Array, at: number): number {
  while (isSpace(bytes[at])) at++;
  return at;
}

/** Where the string starting at `at` ends (after its closing quote), or -1: the next quote not escaped by an odd run of backslashes. */
function stringEnd(bytes: Uint8Array, at: number): number {
  for (let from = at + 1; ; ) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return -1;
    let before = quote - 1;
    while (before > at && bytes[before] === BACKSLASH) before--;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Where the value starting at `at` ends, by brackets and strings only (JSON.parse or `build` checks the rest), or -1. */
function valueEnd(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  const first = bytes[at];
  if (first === QUOTE) return stringEnd(bytes, at);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    let i = at;
    while (i < length) {
      const c = bytes[i];
      if (c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || isSpace(c)) break;
      i++;
    }
    return i === at ? -1 : i;
  }
  let depth = 0;
  for (let i = at; i < length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      i = stringEnd(bytes, i) - 1;
      if (i < 0) return -1;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
    else if ((c === CLOSE_OBJECT || c === CLOSE_ARRAY) && --depth === 0) return i + 1;
  }
  return -1;
}

const parsed = (bytes: Uint8Array, from: number, to: number): unknown => JSON.parse(utf8.decode(bytes.subarray(from, to)));

/** The value in bytes [from, to): parsed whole when small or not a container, else taken apart. */
function valueOf(bytes: Uint8Array, from: number, to: number, depth: number): unknown {
  const first = bytes[from];
  if (to - from < WHOLE || (first !== OPEN_OBJECT && first !== OPEN_ARRAY)) return parsed(bytes, from, to);
  if (depth >= MAX_DEPTH) throw new Error("too deep");
  const isObject = first === OPEN_OBJECT;
  const close = isObject ? CLOSE_OBJECT : CLOSE_ARRAY;
  const object: Record<string, unknown> = {};
  const array: unknown[] = [];
  let at = skipSpace(bytes, from + 1);
  if (bytes[at] === close) at++;
  else {
    for (;;) {
      let key = "";
      if (isObject) {
        if (bytes[at] !== QUOTE) throw new Error("expected a key");
        const keyEnd = stringEnd(bytes, at);
        if (keyEnd < 0) throw new Error("unterminated key");
        key = parsed(bytes, at, keyEnd) as string;
        at = skipSpace(bytes, keyEnd);
        if (bytes[at] !== COLON) throw new Error("expected `:`");
        at = skipSpace(bytes, at + 1);
      }
      const end = valueEnd(bytes, at);
      if (end < 0 || end > to) throw new Error("expected a value");
      const value = valueOf(bytes, at, end, depth + 1);
      // As JSON.parse: an own data property, a repeated key keeping its first place and its last value.
      if (isObject) Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
      else array.push(value);
      at = skipSpace(bytes, end);
      if (bytes[at] === COMMA) {
        at = skipSpace(bytes, at + 1);
        continue;
      }
      if (bytes[at] !== close) throw new Error("expected `,` or a closing bracket");
      at++;
      break;
    }
  }
  if (at !== to) throw new Error("unexpected content");
  return isObject ? object : array;
}
