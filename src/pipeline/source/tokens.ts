// A small tokenizer for JavaScript/TypeScript, Python and Go: just enough to see string
// literals (decoded), identifiers, punctuation and matched brackets, with comments skipped.
// It never evaluates anything; a literal built at runtime (a template with `${}`, an
// f-string) has no value, so nothing is ever matched against a guess.

export type Language = "js" | "python" | "go";

export interface Token {
  readonly kind: "string" | "ident" | "punct";
  /** Decoded value of a string literal (undefined when it is built at runtime); the text otherwise. */
  readonly value: string | undefined;
  readonly start: number;
  readonly end: number;
  /** For an opening bracket: index of its closing token (or the last token when unbalanced). */
  close?: number;
  /** For a Python string: it directly follows a `:` ending a `def` header (a docstring candidate). */
}

export interface Scanned {
  readonly language: Language;
  readonly text: string;
  readonly tokens: Token[];
}

const IDENT_START = /[A-Za-z_$\u00c0-\uffff]/;
const IDENT_PART = /[A-Za-z0-9_$\u00c0-\uffff]/;
/** Tokens after which a `/` starts a regular expression in JavaScript. */
const REGEX_AFTER_WORDS = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
const PYTHON_PREFIX = /^(?:r|u|R|U|b|B|f|F|br|Br|bR|BR|rb|rB|Rb|RB|fr|Fr|fR|FR|rf|rF|Rf|RF)$/;

/** Bound on the size of a file scanned: larger files are generated or data, not tool code. */
export const MAX_SCANNED_CHARS = 2_000_000;

export function scan(text: string, language: Language): Scanned {
  const tokens: Token[] = [];
  const stack: number[] = [];
  let i = 0;
  const n = text.length;
  const push = (token: Token): void => {
    tokens.push(token);
  };
  while (i < n) {
    const c = text[i]!;
    if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f" || c === "\v") {
      i++;
      continue;
    }
    if (language !== "python" && c === "/" && text[i + 1] === "/") {
      i = lineEnd(text, i);
      continue;
    }
    if (language !== "python" && c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    if (language === "python" && c === "#") {
      i = lineEnd(text, i);
      continue;
    }
    if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < n && IDENT_PART.test(text[j]!)) j++;
      const word = text.slice(i, j);
      if (language === "python" && (text[j] === '"' || text[j] === "'") && PYTHON_PREFIX.test(word)) {
        const read = readPythonString(text, j, /[fF]/.test(word), /[rR]/.test(word));
        push({ kind: "string", value: read.value, start: i, end: read.end });
        i = read.end;
        continue;
      }
      push({ kind: "ident", value: word, start: i, end: j });
      i = j;
      continue;
    }
    if (c === '"' || c === "'" || (c === "`" && language !== "python")) {
      const read =
        language === "python"
          ? readPythonString(text, i, false, false)
          : c === "`" && language === "go"
            ? readGoRaw(text, i)
            : c === "`"
              ? readTemplate(text, i)
              : readQuoted(text, i, c);
      push({ kind: "string", value: read.value, start: i, end: read.end });
      i = read.end;
      continue;
    }
    if (language === "js" && c === "/" && regexAllowed(tokens)) {
      i = skipRegex(text, i);
      continue;
    }
    if (c >= "0" && c <= "9") {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(text[j]!)) j++;
      i = j;
      continue;
    }
    const index = tokens.length;
    push({ kind: "punct", value: c, start: i, end: i + 1 });
    if (c === "(" || c === "[" || c === "{") stack.push(index);
    else if (c === ")" || c === "]" || c === "}") {
      const open = stack.pop();
      if (open !== undefined) tokens[open]!.close = index;
    }
    i++;
  }
  for (const open of stack) tokens[open]!.close = tokens.length - 1;
  return { language, text, tokens };
}

function lineEnd(text: string, i: number): number {
  const end = text.indexOf("\n", i);
  return end < 0 ? text.length : end;
}

function regexAllowed(tokens: readonly Token[]): boolean {
  const last = tokens[tokens.length - 1];
  if (!last) return true;
  if (last.kind === "string") return false;
  if (last.kind === "ident") return REGEX_AFTER_WORDS.has(last.value!);
  return !(last.value === ")" || last.value === "]" || last.value === "}");
}

function skipRegex(text: string, i: number): number {
  let j = i + 1;
  let inClass = false;
  while (j < text.length) {
    const c = text[j]!;
    if (c === "\n") return j;
    if (c === "\\") j += 2;
    else {
      if (c === "[") inClass = true;
      else if (c === "]") inClass = false;
      else if (c === "/" && !inClass) break;
      j++;
    }
  }
  j++;
  while (j < text.length && /[a-z]/i.test(text[j]!)) j++;
  return j;
}

interface Read {
  readonly value: string | undefined;
  readonly end: number;
}

/** Decodes one escape at `text[i] === "\\"`; returns the text and the index after it. */
function escape(text: string, i: number): [string, number] {
  const c = text[i + 1];
  switch (c) {
    case "n":
      return ["\n", i + 2];
    case "t":
      return ["\t", i + 2];
    case "r":
      return ["\r", i + 2];
    case "b":
      return ["\b", i + 2];
    case "f":
      return ["\f", i + 2];
    case "v":
      return ["\v", i + 2];
    case "0":
      return ["\0", i + 2];
    case "\r":
      return ["", text[i + 2] === "\n" ? i + 3 : i + 2];
    case "\n":
      return ["", i + 2];
    case "x": {
      const hex = text.slice(i + 2, i + 4);
      return /^[0-9a-f]{2}$/i.test(hex) ? [String.fromCharCode(parseInt(hex, 16)), i + 4] : ["x", i + 2];
    }
    case "u": {
      if (text[i + 2] === "{") {
        const close = text.indexOf("}", i + 3);
        const hex = close < 0 ? "" : text.slice(i + 3, close);
        if (/^[0-9a-f]{1,6}$/i.test(hex) && parseInt(hex, 16) <= 0x10ffff) return [String.fromCodePoint(parseInt(hex, 16)), close + 1];
        return ["u", i + 2];
      }
      const hex = text.slice(i + 2, i + 6);
      return /^[0-9a-f]{4}$/i.test(hex) ? [String.fromCharCode(parseInt(hex, 16)), i + 6] : ["u", i + 2];
    }
    case undefined:
      return ["", i + 1];
    default:
      return [c, i + 2];
  }
}

function readQuoted(text: string, i: number, quote: string): Read {
  let value = "";
  let j = i + 1;
  while (j < text.length) {
    const c = text[j]!;
    if (c === quote) return { value, end: j + 1 };
    if (c === "\n") return { value: undefined, end: j };
    if (c === "\\") {
      const [decoded, next] = escape(text, j);
      value += decoded;
      j = next;
      continue;
    }
    value += c;
    j++;
  }
  return { value: undefined, end: j };
}

/** A template literal: its value only when it has no substitution. */
function readTemplate(text: string, i: number): Read {
  let value = "";
  let dynamic = false;
  let j = i + 1;
  while (j < text.length) {
    const c = text[j]!;
    if (c === "`") return { value: dynamic ? undefined : value, end: j + 1 };
    if (c === "\\") {
      const [decoded, next] = escape(text, j);
      value += decoded;
      j = next;
      continue;
    }
    if (c === "$" && text[j + 1] === "{") {
      dynamic = true;
      j = skipSubstitution(text, j + 2);
      continue;
    }
    value += c;
    j++;
  }
  return { value: undefined, end: j };
}

/** Skips `${ … }` (nested braces, strings and templates inside) and returns the index after `}`. */
function skipSubstitution(text: string, i: number): number {
  let depth = 1;
  let j = i;
  while (j < text.length) {
    const c = text[j]!;
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return j + 1;
    else if (c === '"' || c === "'") {
      j = readQuoted(text, j, c).end;
      continue;
    } else if (c === "`") {
      j = readTemplate(text, j).end;
      continue;
    }
    j++;
  }
  return j;
}

function readGoRaw(text: string, i: number): Read {
  const end = text.indexOf("`", i + 1);
  if (end < 0) return { value: undefined, end: text.length };
  return { value: text.slice(i + 1, end).replace(/\r/g, ""), end: end + 1 };
}

/** A Python string at the quote `text[i]`: single or triple quoted; an f-string has no value. */
function readPythonString(text: string, i: number, formatted: boolean, raw: boolean): Read {
  const quote = text[i]!;
  const triple = text.startsWith(quote.repeat(3), i);
  const close = triple ? quote.repeat(3) : quote;
  let value = "";
  let j = i + close.length;
  while (j < text.length) {
    if (text.startsWith(close, j)) return { value: formatted && /[{}]/.test(value) ? undefined : value, end: j + close.length };
    const c = text[j]!;
    if (c === "\n" && !triple) return { value: undefined, end: j };
    if (c === "\\") {
      if (raw) {
        value += c + (text[j + 1] ?? "");
        j += 2;
        continue;
      }
      const [decoded, next] = escape(text, j);
      value += decoded;
      j = next;
      continue;
    }
    value += c;
    j++;
  }
  return { value: undefined, end: j };
}
