/**
 * The literal text every match of a regular expression must hold, read from its source: which
 * strings, all of or any of, occur in any text the expression matches. A text without them
 * cannot match, so the expression need not run (nor be compiled) there. Derived from the source itself, so a pattern edited later is screened by
 * what it now says; anything this reader does not understand yields no clause (the expression
 * always runs), never a wrong one.
 *
 * Sound, not complete: an optional or repeated-from-zero part, a character class of more than a
 * few characters, `.`, `\w` and the like require nothing; assertions (`\b`, `^`, lookarounds)
 * match the empty string. Expressions with the `i` flag, backreferences or astral characters
 * are not read at all.
 */

/**
 * What a text must hold for an expression to match: a literal string (as a substring), all of
 * several needs, any of several, or nothing (`true`). Plain arrays and strings, so a table of
 * them can be generated ahead of time.
 */
export type Need = true | string | readonly ["&", ...Need[]] | readonly ["|", ...Need[]];

/** What is known of a part: the exact strings it matches (when few), and what else a text it matches in holds (a lookahead's). */
interface Info {
  readonly exact: readonly string[] | null;
  readonly need: Need;
}

/** At most this many exact strings per part (alternations and products beyond it become needs). */
const MAX_EXACT = 32;
/** A class of at most this many characters is read as its characters (of characters beyond ASCII only, MAX_WIDE_CLASS). */
const MAX_CLASS = 6;
const MAX_WIDE_CLASS = 64;

const ANY: Info = { exact: null, need: true };
const EMPTY: Info = { exact: [""], need: true };

class Unreadable extends Error {}

/** What every match of `re` holds (`true`: nothing known, the expression always runs). */
export function requiredLiterals(re: RegExp): Need {
  if (/[iv]/.test(re.flags) || /[\uD800-\uDFFF]/.test(re.source)) return true;
  try {
    const reader = new Reader(re.source, re.flags.includes("u"));
    const info = reader.alternation();
    if (reader.at < re.source.length) return true;
    return needOf(info);
  } catch (error) {
    if (error instanceof Unreadable) return true;
    throw error;
  }
}

/** Whether a text holding exactly the strings for which `has` is true may match. */
export function satisfies(need: Need, has: (literal: string) => boolean): boolean {
  if (need === true) return true;
  if (typeof need === "string") return has(need);
  if (need[0] === "&") {
    for (let i = 1; i < need.length; i++) if (!satisfies(need[i]!, has)) return false;
    return true;
  }
  for (let i = 1; i < need.length; i++) if (satisfies(need[i]!, has)) return true;
  return false;
}

/** The literal strings a need names. */
export function literalsOf(need: Need, out: Set<string> = new Set()): Set<string> {
  if (typeof need === "string") out.add(need);
  else if (need !== true) for (let i = 1; i < need.length; i++) literalsOf(need[i]!, out);
  return out;
}

/** The need with every literal cut to its first `length` characters (a text holding a string holds its start). */
export function shorten(need: Need, length: number): Need {
  if (need === true) return true;
  if (typeof need === "string") return need.slice(0, length);
  const parts = need.slice(1).map((n) => shorten(n, length));
  return need[0] === "&" ? allOf(parts) : anyOf(parts);
}

function needOf(info: Info): Need {
  return info.exact === null ? info.need : allOf([info.need, anyOf(info.exact)]);
}

function allOf(needs: readonly Need[]): Need {
  const out: Need[] = [];
  for (const need of needs) {
    if (need === true) continue;
    if (typeof need !== "string" && need[0] === "&") out.push(...need.slice(1));
    else out.push(need);
  }
  const unique = dedupe(out);
  if (unique.length === 0) return true;
  return unique.length === 1 ? unique[0]! : ["&", ...unique];
}

/** Any of the needs; of two strings where one holds the other, the shorter is enough. */
function anyOf(needs: readonly Need[]): Need {
  const out: Need[] = [];
  for (const need of needs) {
    if (need === true || need === "") return true;
    if (typeof need !== "string" && need[0] === "|") out.push(...need.slice(1));
    else out.push(need);
  }
  const strings = [...new Set(out.filter((n): n is string => typeof n === "string"))].sort((a, b) => a.length - b.length);
  const kept: Need[] = [];
  for (const s of strings) if (!kept.some((k) => s.includes(k as string))) kept.push(s);
  kept.push(...dedupe(out.filter((n) => typeof n !== "string")));
  if (kept.length === 0) return true;
  return kept.length === 1 ? kept[0]! : ["|", ...kept];
}

function dedupe(needs: readonly Need[]): Need[] {
  const seen = new Set<string>();
  return needs.filter((n) => {
    const key = JSON.stringify(n);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function cross(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length * b.length > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/** A sequence of parts: runs of exact parts are joined, the rest contribute their needs. */
function sequence(parts: readonly Info[]): Info {
  const needs: Need[] = [];
  let run: readonly string[] | null = [""];
  let whole = true;
  for (const part of parts) {
    needs.push(part.need);
    const joined: string[] | null = run !== null && part.exact !== null ? cross(run, part.exact) : null;
    if (joined !== null) {
      run = joined;
      continue;
    }
    // The run ends here: the whole sequence is no longer a few exact strings.
    if (run !== null) needs.push(anyOf(run));
    whole = false;
    run = part.exact;
  }
  if (whole) return { exact: run, need: allOf(needs) };
  if (run !== null) needs.push(anyOf(run));
  return { exact: null, need: allOf(needs) };
}

/** Alternatives: the union of their exact strings while few, else any of their needs. */
function alternatives(branches: readonly Info[]): Info {
  if (branches.length === 1) return branches[0]!;
  if (branches.every((b) => b.exact !== null && b.need === true)) {
    const union = [...new Set(branches.flatMap((b) => b.exact!))];
    if (union.length <= MAX_EXACT) return { exact: union, need: true };
  }
  return { exact: null, need: anyOf(branches.map(needOf)) };
}

function repeat(info: Info, min: number, max: number): Info {
  if (min === 0) {
    if (max === 1 && info.exact !== null && info.exact.length < MAX_EXACT) return { exact: [...new Set(["", ...info.exact])], need: true };
    return ANY;
  }
  if (min === max && info.exact !== null && min <= 4) {
    let exact: string[] | null = [""];
    for (let i = 0; i < min && exact !== null; i++) exact = cross(exact, info.exact);
    if (exact !== null) return { exact, need: info.need };
  }
  return { exact: null, need: needOf(info) };
}

const SPECIAL_ESCAPES: Readonly<Record<string, string>> = { n: "\n", r: "\r", t: "\t", f: "\f", v: "\v", "0": "\0" };

/** A recursive-descent reader of the expression syntax, yielding an Info per part. */
class Reader {
  at = 0;
  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
  ) {}

  alternation(): Info {
    const branches = [this.branch()];
    while (this.source[this.at] === "|") {
      this.at++;
      branches.push(this.branch());
    }
    return alternatives(branches);
  }

  private branch(): Info {
    const parts: Info[] = [];
    while (this.at < this.source.length && this.source[this.at] !== "|" && this.source[this.at] !== ")") {
      const atom = this.atom();
      parts.push(this.quantified(atom));
    }
    return sequence(parts);
  }

  private quantified(atom: Info): Info {
    const s = this.source;
    const c = s[this.at];
    let min: number;
    let max: number;
    if (c === "?") [min, max] = [0, 1];
    else if (c === "*") [min, max] = [0, Number.POSITIVE_INFINITY];
    else if (c === "+") [min, max] = [1, Number.POSITIVE_INFINITY];
    else if (c === "{") {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(s.slice(this.at));
      if (m === null) {
        if (this.unicode) throw new Unreadable();
        return atom;
      }
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Number.POSITIVE_INFINITY : Number(m[3]);
      this.at += m[0].length - 1;
    } else return atom;
    this.at++;
    if (s[this.at] === "?") this.at++;
    return repeat(atom, min, max);
  }

  private atom(): Info {
    const s = this.source;
    const c = s[this.at]!;
    this.at++;
    switch (c) {
      case "^":
      case "$":
        return EMPTY;
      case ".":
        return ANY;
      case "[":
        return this.characterClass();
      case "(":
        return this.group();
      case "\\":
        return this.escape();
      case "*":
      case "+":
      case "?":
      case "{":
        if (c === "{" && !this.unicode) return { exact: [c], need: true };
        throw new Unreadable();
      default:
        return { exact: [c], need: true };
    }
  }

  private group(): Info {
    const s = this.source;
    let lookaround: "positive" | "negative" | undefined;
    if (s.startsWith("?:", this.at)) this.at += 2;
    else if (s.startsWith("?=", this.at) || s.startsWith("?!", this.at))
      [this.at, lookaround] = [this.at + 2, s[this.at + 1] === "=" ? "positive" : "negative"];
    else if (s.startsWith("?<=", this.at) || s.startsWith("?<!", this.at))
      [this.at, lookaround] = [this.at + 3, s[this.at + 2] === "=" ? "positive" : "negative"];
    else if (s.startsWith("?<", this.at)) {
      const end = s.indexOf(">", this.at);
      if (end < 0) throw new Unreadable();
      this.at = end + 1;
    } else if (s[this.at] === "?") throw new Unreadable();
    const inner = this.alternation();
    if (s[this.at] !== ")") throw new Unreadable();
    this.at++;
    // A lookaround matches no characters of its own; what a positive one reads is in the text all the same.
    if (lookaround === "negative") return EMPTY;
    return lookaround === "positive" ? { exact: [""], need: needOf(inner) } : inner;
  }

  private escape(): Info {
    const s = this.source;
    const c = s[this.at];
    if (c === undefined) throw new Unreadable();
    this.at++;
    if (c === "b" || c === "B") return EMPTY;
    if ("dDwWsS".includes(c)) return ANY;
    if (c === "p" || c === "P") {
      if (!this.unicode) return { exact: [c], need: true };
      const end = s.indexOf("}", this.at);
      if (s[this.at] !== "{" || end < 0) throw new Unreadable();
      this.at = end + 1;
      return ANY;
    }
    return { exact: [this.escapedCharacter(c)], need: true };
  }

  /** The character an escape (after its backslash and `c`) stands for, outside or inside a class. */
  private escapedCharacter(c: string): string {
    const s = this.source;
    if (c in SPECIAL_ESCAPES) {
      if (c === "0" && /\d/.test(s[this.at] ?? "")) throw new Unreadable();
      return SPECIAL_ESCAPES[c]!;
    }
    if (c === "x") {
      const m = /^[0-9a-fA-F]{2}/.exec(s.slice(this.at, this.at + 2));
      if (m === null) throw new Unreadable();
      this.at += 2;
      return String.fromCharCode(parseInt(m[0], 16));
    }
    if (c === "u") {
      const m = /^[0-9a-fA-F]{4}/.exec(s.slice(this.at, this.at + 4));
      if (m === null) throw new Unreadable();
      this.at += 4;
      const code = parseInt(m[0], 16);
      if (code >= 0xd800 && code <= 0xdfff) throw new Unreadable();
      return String.fromCharCode(code);
    }
    // Backreferences, control escapes and the rest: not read.
    if (/[0-9a-zA-Z]/.test(c)) throw new Unreadable();
    return c;
  }

  /** A class of a few characters (its characters), else anything. */
  private characterClass(): Info {
    const s = this.source;
    const negated = s[this.at] === "^";
    if (negated) this.at++;
    const chars = new Set<string>();
    let wide = false;
    while (this.at < s.length && s[this.at] !== "]") {
      const low = this.classCharacter();
      if (low === null) {
        wide = true;
        continue;
      }
      if (s[this.at] === "-" && s[this.at + 1] !== "]" && this.at + 1 < s.length) {
        this.at++;
        const high = this.classCharacter();
        if (high === null) throw new Unreadable();
        const from = low.charCodeAt(0);
        const to = high.charCodeAt(0);
        if (to < from) throw new Unreadable();
        if (to - from >= MAX_CLASS) wide = true;
        else for (let code = from; code <= to; code++) chars.add(String.fromCharCode(code));
      } else chars.add(low);
    }
    if (s[this.at] !== "]") throw new Unreadable();
    this.at++;
    // Characters beyond ASCII are rare in tool text: a class of them alone is worth looking for.
    const limit = [...chars].every((c) => c.charCodeAt(0) >= 0x80) ? MAX_WIDE_CLASS : MAX_CLASS;
    if (negated || wide || chars.size === 0 || chars.size > limit) return ANY;
    return { exact: [...chars], need: true };
  }

  /** One character of a class, or null for a class escape (`\w`, `\p{…}`) that stands for many. */
  private classCharacter(): string | null {
    const s = this.source;
    const c = s[this.at]!;
    this.at++;
    if (c !== "\\") return c;
    const e = s[this.at];
    if (e === undefined) throw new Unreadable();
    this.at++;
    if ("dDwWsS".includes(e)) return null;
    if ((e === "p" || e === "P") && this.unicode) {
      const end = s.indexOf("}", this.at);
      if (s[this.at] !== "{" || end < 0) throw new Unreadable();
      this.at = end + 1;
      return null;
    }
    if (e === "b") return "\b";
    if (e === "-") return "-";
    return this.escapedCharacter(e);
  }
}
