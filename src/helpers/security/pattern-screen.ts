import { NEEDS } from "./_generated-pattern-needs.js";
import { type Need, requiredLiterals, shorten } from "./regex-literals.js";

/**
 * Runs a list of regular expressions over texts only where they can match: one pass over a
 * text finds the literal strings every match of each expression must hold (regex-literals.ts),
 * and an expression whose strings are absent is not run, so most are never compiled at all (a
 * first run compiles a large expression, which costs more than the run) and hot they skip the
 * texts they cannot match. What an expression must hold is read from its source ahead of time
 * (scripts/gen-pattern-needs.mjs) and, for a source edited since, when the screen is built.
 * A screen only ever skips an expression that cannot match: results are those of running it.
 */

/** Literals are cut to this many characters: a smaller automaton, nearly as selective. */
export const MAX_LITERAL = 10;

/** What a text must hold for `re` to match, from the generated table when its source is there. */
export function needOfRegExp(re: RegExp): Need {
  return NEEDS[`${re.flags}/${re.source}`] ?? shorten(requiredLiterals(re), MAX_LITERAL);
}

/** A need over literal ids: an id, ALWAYS, or [ALL | ANY, ...parts]. */
type Program = number | readonly number[] | readonly Program[];
const ALWAYS = -1;
const ALL = -2;
const ANY = -3;

interface Automaton {
  /** By UTF-16 code unit: its symbol, 0 when no literal has it. */
  readonly symbols: Uint16Array;
  readonly alphabet: number;
  /** The root's transitions, by symbol (-1 for none). */
  readonly root: Int32Array;
  /** Other transitions, open-addressed: key state·alphabet + symbol + 1, and the state it leads to. */
  readonly keys: Int32Array;
  readonly targets: Int32Array;
  readonly shift: number;
  readonly fail: Int32Array;
  /** Per state, the literal that ends there (-1 for none), and the nearest state down its fail links where one ends. */
  readonly output: Int32Array;
  readonly dictionary: Int32Array;
}

interface Built {
  readonly programs: readonly Program[];
  /** Per literal id, the expressions that name it. */
  readonly users: readonly (readonly number[])[];
  readonly automaton: Automaton;
  /** Per literal id and per expression, the text (by number) in which it was last seen. */
  readonly seen: Int32Array;
  readonly touched: Int32Array;
}

/** Results kept per text (the same parameter descriptions recur across a server's tools). */
const CACHE_SIZE = 512;

export class PatternScreen {
  private built: Built | undefined;
  private epoch = 0;
  private readonly cache = new Map<string, Uint8Array>();

  constructor(private readonly regexps: readonly RegExp[]) {}

  /** Whether `regexps[index]` may match `text` (false: it certainly does not). */
  mayMatch(index: number, text: string): boolean {
    let result = this.cache.get(text);
    if (result === undefined) {
      if (this.cache.size >= CACHE_SIZE) this.cache.clear();
      result = this.screen(text);
      this.cache.set(text, result);
    }
    return result[index] === 1;
  }

  /** Per expression, 1 where it may match `text`. */
  private screen(text: string): Uint8Array {
    const built = (this.built ??= build(this.regexps));
    const epoch = ++this.epoch;
    const { seen, touched, users, programs } = built;
    scan(text, built.automaton, (literal) => {
      if (seen[literal] === epoch) return;
      seen[literal] = epoch;
      for (const user of users[literal]!) touched[user] = epoch;
    });
    const out = new Uint8Array(programs.length);
    for (let i = 0; i < programs.length; i++) {
      const program = programs[i]!;
      out[i] = program === ALWAYS || (touched[i] === epoch && holds(program, seen, epoch)) ? 1 : 0;
    }
    return out;
  }
}

function holds(program: Program, seen: Int32Array, epoch: number): boolean {
  if (typeof program === "number") return program === ALWAYS || seen[program] === epoch;
  const all = program[0] === ALL;
  for (let i = 1; i < program.length; i++) if (holds(program[i]!, seen, epoch) !== all) return !all;
  return all;
}

function build(regexps: readonly RegExp[]): Built {
  const ids = new Map<string, number>();
  const users: number[][] = [];
  const compile = (need: Need, user: number): Program => {
    if (need === true) return ALWAYS;
    if (typeof need === "string") {
      let id = ids.get(need);
      if (id === undefined) {
        ids.set(need, (id = ids.size));
        users.push([]);
      }
      if (!users[id]!.includes(user)) users[id]!.push(user);
      return id;
    }
    const parts: Program[] = [need[0] === "&" ? ALL : ANY];
    for (let i = 1; i < need.length; i++) parts.push(compile(need[i]!, user));
    return parts;
  };
  const programs = regexps.map((re, i) => compile(needOfRegExp(re), i));
  return {
    programs,
    users,
    automaton: automaton([...ids.keys()]),
    seen: new Int32Array(ids.size),
    touched: new Int32Array(regexps.length),
  };
}

/** An Aho–Corasick automaton over `literals` (literal i is id i). */
function automaton(literals: readonly string[]): Automaton {
  // Plain loops over typed arrays: this runs once, before the engine has optimised anything.
  const symbols = new Uint16Array(0x10000);
  let alphabet = 1;
  let total = 1;
  for (const literal of literals) {
    total += literal.length;
    for (let i = 0; i < literal.length; i++) {
      const unit = literal.charCodeAt(i);
      if (symbols[unit] === 0) symbols[unit] = alphabet++;
    }
  }
  let bits = 4;
  while (1 << bits < total * 2) bits++;
  const keys = new Int32Array(1 << bits);
  const targets = new Int32Array(1 << bits);
  const shift = 32 - bits;
  const mask = (1 << bits) - 1;
  const root = new Int32Array(alphabet).fill(-1);
  const parent = new Int32Array(total);
  const symbolOf = new Int32Array(total);
  const depth = new Int32Array(total);
  const output = new Int32Array(total).fill(-1);
  let states = 1;
  for (let id = 0; id < literals.length; id++) {
    const literal = literals[id]!;
    let state = 0;
    for (let i = 0; i < literal.length; i++) {
      const symbol = symbols[literal.charCodeAt(i)]!;
      let next = state === 0 ? root[symbol]! : lookup(keys, targets, shift, mask, state * alphabet + symbol + 1);
      if (next < 0) {
        next = states++;
        parent[next] = state;
        symbolOf[next] = symbol;
        depth[next] = depth[state]! + 1;
        if (state === 0) root[symbol] = next;
        else insert(keys, targets, shift, mask, state * alphabet + symbol + 1, next);
      }
      state = next;
    }
    output[state] = id;
  }
  // Fail links in order of depth (a counting sort), each state's from its parent's.
  let deepest = 0;
  for (let state = 1; state < states; state++) deepest = Math.max(deepest, depth[state]!);
  const starts = new Int32Array(deepest + 2);
  for (let state = 1; state < states; state++) starts[depth[state]! + 1]!++;
  for (let d = 1; d < starts.length; d++) starts[d]! += starts[d - 1]!;
  const byDepth = new Int32Array(states - 1);
  for (let state = 1; state < states; state++) byDepth[starts[depth[state]!]!++] = state;
  const fail = new Int32Array(states);
  const dictionary = new Int32Array(states).fill(-1);
  for (let i = 0; i < byDepth.length; i++) {
    const state = byDepth[i]!;
    const from = parent[state]!;
    const symbol = symbolOf[state]!;
    let link = 0;
    if (from !== 0) {
      for (let f = fail[from]!; ; f = fail[f]!) {
        let next = root[symbol]!;
        if (f !== 0) {
          // The lookup, inlined: this loop runs before the engine has optimised anything.
          const key = f * alphabet + symbol + 1;
          next = -1;
          for (let at = Math.imul(key, 0x9e3779b1) >>> shift; keys[at] !== 0; at = (at + 1) & mask)
            if (keys[at] === key) {
              next = targets[at]!;
              break;
            }
        }
        if (next >= 0) {
          link = next;
          break;
        }
        if (f === 0) break;
      }
    }
    fail[state] = link;
    dictionary[state] = output[link]! >= 0 ? link : dictionary[link]!;
  }
  return { symbols, alphabet, root, keys, targets, shift, fail, output: output.subarray(0, states), dictionary };
}

function lookup(keys: Int32Array, targets: Int32Array, shift: number, mask: number, key: number): number {
  for (let at = Math.imul(key, 0x9e3779b1) >>> shift; ; at = (at + 1) & mask) {
    const found = keys[at]!;
    if (found === key) return targets[at]!;
    if (found === 0) return -1;
  }
}

function insert(keys: Int32Array, targets: Int32Array, shift: number, mask: number, key: number, target: number): void {
  let at = Math.imul(key, 0x9e3779b1) >>> shift;
  while (keys[at] !== 0) at = (at + 1) & mask;
  keys[at] = key;
  targets[at] = target;
}

/** Calls `found` with every literal that occurs in `text` (a literal may be reported more than once). */
function scan(text: string, a: Automaton, found: (literal: number) => void): void {
  const { symbols, root, keys, targets, shift, fail, output, dictionary, alphabet } = a;
  const mask = keys.length - 1;
  let state = 0;
  for (let i = 0; i < text.length; i++) {
    const symbol = symbols[text.charCodeAt(i)]!;
    if (symbol === 0) {
      state = 0;
      continue;
    }
    for (;;) {
      const next = state === 0 ? root[symbol]! : lookup(keys, targets, shift, mask, state * alphabet + symbol + 1);
      if (next >= 0) {
        state = next;
        break;
      }
      if (state === 0) break;
      state = fail[state]!;
    }
    for (let s = output[state]! >= 0 ? state : dictionary[state]!; s > 0; s = dictionary[s]!) found(output[s]!);
  }
}
