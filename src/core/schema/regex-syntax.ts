// A small parser for ECMA-262 regular expressions, enough to see their structure (sequences,
// alternatives, repetitions and the characters each part can match) so that patterns from
// untrusted schemas can be judged before they run. It never executes anything.

/** A set of code points as sorted, disjoint, inclusive ranges. */
export type CharSet = ReadonlyArray<readonly [number, number]>;

export type RegexNode =
  | { readonly t: "chars"; readonly set: CharSet }
  | { readonly t: "seq"; readonly items: readonly RegexNode[] }
  | { readonly t: "alt"; readonly options: readonly RegexNode[] }
  | { readonly t: "repeat"; readonly body: RegexNode; readonly min: number; readonly max: number }
  /** Zero-width: an anchor, a word boundary, or a lookaround (whose body still runs). */
  | { readonly t: "assert"; readonly body?: RegexNode }
  /** A back-reference: matches whatever its group matched, so anything. */
  | { readonly t: "backref" };

const MAX_CODE_POINT = 0x10ffff;
export const ANY: CharSet = [[0, MAX_CODE_POINT]];
const DIGIT: CharSet = [[0x30, 0x39]];
const WORD: CharSet = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: CharSet = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const LINE_TERMINATORS: CharSet = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

export function union(a: CharSet, b: CharSet): CharSet {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(set: CharSet): CharSet {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of union(set, [])) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

export function intersects(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aLo, aHi] = a[i]!;
    const [bLo, bHi] = b[j]!;
    if (aHi < bLo) i++;
    else if (bHi < aLo) j++;
    else return true;
  }
  return false;
}

class SyntaxFailure extends Error {}

/** Parses `source`; undefined when it uses syntax this parser does not follow (callers then assume the worst). */
export function parseRegex(source: string): RegexNode | undefined {
  try {
    const parser = new Parser(source);
    const node = parser.disjunction();
    if (!parser.done()) return undefined;
    return node;
  } catch (error) {
    if (error instanceof SyntaxFailure) return undefined;
    throw error;
  }
}

/** Above this nesting the pattern is not analysed (the parser recurses once per group). */
const MAX_NESTING = 200;

class Parser {
  private at = 0;
  private depth = 0;
  constructor(private readonly source: string) {}

  done(): boolean {
    return this.at >= this.source.length;
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.at + offset];
  }

  private fail(): never {
    throw new SyntaxFailure();
  }

  private skipPast(char: string): void {
    const at = this.source.indexOf(char, this.at);
    if (at < 0) this.fail();
    this.at = at + 1;
  }

  disjunction(): RegexNode {
    const options = [this.alternative()];
    while (this.peek() === "|") {
      this.at++;
      options.push(this.alternative());
    }
    return options.length === 1 ? options[0]! : { t: "alt", options };
  }

  private alternative(): RegexNode {
    const items: RegexNode[] = [];
    while (!this.done() && this.peek() !== "|" && this.peek() !== ")") {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? items[0]! : { t: "seq", items };
  }

  private quantified(atom: RegexNode): RegexNode {
    let min: number;
    let max: number;
    const c = this.peek();
    if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at, this.at + 40));
      if (!match) return atom; // a literal `{` (only without the u flag)
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === "" ? Infinity : Number(match[3]);
      this.at += match[0].length - 1;
    } else return atom;
    this.at++;
    if (this.peek() === "?") this.at++; // lazy: same structure
    if (atom.t === "assert" && atom.body === undefined) return atom;
    return { t: "repeat", body: atom, min, max };
  }

  private atom(): RegexNode {
    const c = this.peek()!;
    switch (c) {
      case "^":
      case "$":
        this.at++;
        return { t: "assert" };
      case ".":
        this.at++;
        return { t: "chars", set: complement(LINE_TERMINATORS) };
      case "(":
        return this.group();
      case "[":
        return { t: "chars", set: this.charClass() };
      case "\\":
        return this.escape();
      case "*":
      case "+":
      case "?":
        return this.fail();
      default: {
        const cp = this.source.codePointAt(this.at)!;
        this.at += cp > 0xffff ? 2 : 1;
        return { t: "chars", set: [[cp, cp]] };
      }
    }
  }

  private group(): RegexNode {
    if (++this.depth > MAX_NESTING) this.fail();
    this.at++; // (
    let look = false;
    if (this.peek() === "?") {
      const rest = this.source.slice(this.at, this.at + 3);
      if (rest.startsWith("?:")) this.at += 2;
      else if (rest.startsWith("?=") || rest.startsWith("?!")) [this.at, look] = [this.at + 2, true];
      else if (rest.startsWith("?<=") || rest.startsWith("?<!")) [this.at, look] = [this.at + 3, true];
      else if (rest.startsWith("?<")) this.skipPast(">");
      else {
        const modifiers = /^\?[a-z]*(-[a-z]*)?:/.exec(this.source.slice(this.at, this.at + 12));
        if (!modifiers) this.fail();
        this.at += modifiers[0].length;
      }
    }
    const body = this.disjunction();
    if (this.peek() !== ")") this.fail();
    this.at++;
    this.depth--;
    return look ? { t: "assert", body } : body;
  }

  /** After `\`: a class escape, a character escape, an assertion or a back-reference. */
  private escape(): RegexNode {
    this.at++;
    const c = this.peek();
    if (c === undefined) this.fail();
    if (c === "b" || c === "B") {
      this.at++;
      return { t: "assert" };
    }
    if (/[1-9]/.test(c) || (c === "k" && this.peek(1) === "<")) {
      if (c === "k") this.skipPast(">");
      else while (/[0-9]/.test(this.peek() ?? "")) this.at++;
      return { t: "backref" };
    }
    return { t: "chars", set: this.escapedSet() };
  }

  /** The set an escape stands for (the `\` already consumed), in or out of a class. */
  private escapedSet(): CharSet {
    const c = this.peek()!;
    this.at++;
    switch (c) {
      case "d":
        return DIGIT;
      case "D":
        return complement(DIGIT);
      case "w":
        return WORD;
      case "W":
        return complement(WORD);
      case "s":
        return SPACE;
      case "S":
        return complement(SPACE);
      case "p":
      case "P": {
        // Unicode property: its extent is not tabulated here, so assume it may match anything.
        if (this.peek() === "{") this.skipPast("}");
        return ANY;
      }
      case "t":
        return [[9, 9]];
      case "n":
        return [[10, 10]];
      case "v":
        return [[11, 11]];
      case "f":
        return [[12, 12]];
      case "r":
        return [[13, 13]];
      case "0":
        return [[0, 0]];
      case "c": {
        const letter = this.peek();
        if (letter && /[A-Za-z]/.test(letter)) {
          this.at++;
          const cp = letter.charCodeAt(0) % 32;
          return [[cp, cp]];
        }
        return [[0x5c, 0x5c]];
      }
      case "x": {
        const hex = /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.at, this.at + 2));
        if (!hex) return [[0x78, 0x78]];
        this.at += 2;
        const cp = parseInt(hex[0], 16);
        return [[cp, cp]];
      }
      case "u": {
        const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(this.source.slice(this.at, this.at + 8));
        const plain = /^[0-9a-fA-F]{4}/.exec(this.source.slice(this.at, this.at + 4));
        const digits = braced ? braced[1]! : plain ? plain[0] : undefined;
        if (digits === undefined) return [[0x75, 0x75]];
        this.at += (braced ?? plain)![0].length;
        const cp = Math.min(parseInt(digits, 16), MAX_CODE_POINT);
        return [[cp, cp]];
      }
      default: {
        const cp = c.codePointAt(0)!;
        if (cp > 0xffff) this.at++;
        return [[cp, cp]];
      }
    }
  }

  private charClass(): CharSet {
    this.at++; // [
    let negated = false;
    if (this.peek() === "^") [this.at, negated] = [this.at + 1, true];
    let set: CharSet = [];
    while (this.peek() !== "]") {
      if (this.done()) this.fail();
      const low = this.classAtom();
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined && low.length === 1 && low[0]![0] === low[0]![1]) {
        this.at++;
        const high = this.classAtom();
        if (high.length === 1 && high[0]![0] === high[0]![1] && high[0]![0] >= low[0]![0]) {
          set = union(set, [[low[0]![0], high[0]![0]]]);
          continue;
        }
        set = union(union(set, low), union(high, [[0x2d, 0x2d]]));
        continue;
      }
      set = union(set, low);
    }
    this.at++; // ]
    return negated ? complement(set) : set;
  }

  private classAtom(): CharSet {
    const c = this.peek()!;
    if (c === "\\") {
      this.at++;
      if (this.peek() === "b") {
        this.at++;
        return [[8, 8]];
      }
      if (this.peek() === "-") {
        this.at++;
        return [[0x2d, 0x2d]];
      }
      return this.escapedSet();
    }
    const cp = this.source.codePointAt(this.at)!;
    this.at += cp > 0xffff ? 2 : 1;
    return [[cp, cp]];
  }
}
