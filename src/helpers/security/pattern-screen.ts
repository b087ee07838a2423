import { SCREEN } from "./_generated-pattern-screen.js";
import type { Program, ScreenTable } from "./screen-table.js";
import { type Need, requiredLiterals, shorten } from "./regex-literals.js";

/**
 * Runs a list of regular expressions over texts only where they can match: one pass over a
 * text finds the literal strings every match of each expression must hold (regex-literals.ts),
 * and an expression whose strings are absent is not run, so most are never compiled at all (a
 * first run compiles a large expression, which costs more than the run) and hot they skip the
 * texts they cannot match. What the expressions must hold, and the automaton that finds it, are
 * built ahead of time (scripts/gen-pattern-screen.mjs) for the sources of the day; a source
 * edited since is read when the screen is built, so a stale table is slower, never wrong.
 * A screen only ever skips an expression that cannot match: results are those of running it.
 */

/** Literals are cut to this many characters: a smaller automaton, nearly as selective. */
export const MAX_LITERAL = 10;

/** The key of an expression in the generated table. */
export function keyOf(re: RegExp): string {
  return `${re.flags}/${re.source}`;
}

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
  /** Per state, the state and symbol it is reached from. */
  readonly parent: ArrayLike<number>;
  readonly symbolOf: ArrayLike<number>;
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

/** Results kept per text (the same parameter descriptions recur across a server's tools), for at most this many texts and characters. */
const CACHE_SIZE = 512;
const CACHE_CHARS = 1 << 22;

export class PatternScreen {
  private built: Built | undefined;
  private epoch = 0;
  private readonly cache = new Map<string, Uint8Array>();
  private cachedChars = 0;

  constructor(private readonly regexps: readonly RegExp[]) {}

  /** Whether `regexps[index]` may match `text` (false: it certainly does not). */
  mayMatch(index: number, text: string): boolean {
    return this.screenOf(text)[index] === 1;
  }

  /** Per expression (by index), 1 where it may match `text`: one look-up for a caller that asks of many expressions. */
  screenOf(text: string): Uint8Array {
    let result = this.cache.get(text);
    if (result === undefined) {
      // Cleared when full: the texts of a hostile input are not kept alive past a few tools.
      if (this.cache.size >= CACHE_SIZE || this.cachedChars + text.length > CACHE_CHARS) {
        this.cache.clear();
        this.cachedChars = 0;
      }
      result = this.screen(text);
      this.cache.set(text, result);
      this.cachedChars += text.length;
    }
    return result;
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
  const table = SCREEN;
  if (table !== undefined && table.keys.length === regexps.length && regexps.every((re, i) => keyOf(re) === table.keys[i]))
    return withState(table.programs, table.literals.length, fromTable(table));
  // A source edited since the table was made: its need read now, the others' taken from the table.
  const made = new Map(table?.keys.map((key, i) => [key, i]));
  const needs = regexps.map((re) => {
    const at = made.get(keyOf(re));
    return at === undefined ? shorten(requiredLiterals(re), MAX_LITERAL) : needOfProgram(table!.programs[at]!, table!.literals);
  });
  const { programs, literals } = compilePrograms(needs);
  return withState(programs, literals.length, automaton(literals));
}

function withState(programs: readonly Program[], literals: number, automaton: Automaton): Built {
  const users: number[][] = Array.from({ length: literals }, () => []);
  const collect = (program: Program, user: number): void => {
    if (typeof program === "number") {
      if (program >= 0 && !users[program]!.includes(user)) users[program]!.push(user);
    } else for (let i = 1; i < program.length; i++) collect(program[i]!, user);
  };
  programs.forEach(collect);
  return { programs, users, automaton, seen: new Int32Array(literals), touched: new Int32Array(programs.length) };
}

/** Needs as programs over one list of literals. */
function compilePrograms(needs: readonly Need[]): { programs: Program[]; literals: string[] } {
  const ids = new Map<string, number>();
  const compile = (need: Need): Program => {
    if (need === true) return ALWAYS;
    if (typeof need === "string") {
      let id = ids.get(need);
      if (id === undefined) ids.set(need, (id = ids.size));
      return id;
    }
    const parts: Program[] = [need[0] === "&" ? ALL : ANY];
    for (let i = 1; i < need.length; i++) parts.push(compile(need[i]!));
    return parts;
  };
  const programs = needs.map(compile);
  return { programs, literals: [...ids.keys()] };
}

function needOfProgram(program: Program, literals: readonly string[]): Need {
  if (typeof program === "number") return program === ALWAYS ? true : literals[program]!;
  const parts = program.slice(1).map((p) => needOfProgram(p, literals));
  return program[0] === ALL ? ["&", ...parts] : ["|", ...parts];
}

/** The table for the generated module: what `regexps` must hold, and the automaton over it. */
export function screenTable(regexps: readonly RegExp[]): ScreenTable {
  const { programs, literals } = compilePrograms(regexps.map((re) => shorten(requiredLiterals(re), MAX_LITERAL)));
  const a = automaton(literals);
  const states = a.fail.length;
  if (states >= 0xffff || literals.length >= 0xffff || a.alphabet >= 0xffff) throw new Error("pattern screen: too many states for the table");
  const units = Array.from({ length: a.alphabet - 1 }, (_, i) => String.fromCharCode(a.symbols.indexOf(i + 1))).join("");
  const base64 = (values: ArrayLike<number>, offset = 0): string => Buffer.from(Uint16Array.from(values, (v) => v + offset).buffer).toString("base64");
  return {
    keys: regexps.map(keyOf),
    programs,
    literals,
    units,
    parent: base64(a.parent),
    symbol: base64(a.symbolOf),
    fail: base64(a.fail),
    output: base64(a.output, 1),
    dictionary: base64(a.dictionary, 1),
  };
}

function uint16s(base64: string): Uint16Array {
  const bytes = Buffer.from(base64, "base64");
  // A copy: the decoded bytes may sit at an odd offset of a shared pool.
  return new Uint16Array(Uint8Array.from(bytes).buffer);
}

/** The automaton from its table: the transitions' hash rebuilt from each state's parent and symbol. */
function fromTable(table: ScreenTable): Automaton {
  const parent = uint16s(table.parent);
  const symbolOf = uint16s(table.symbol);
  const states = parent.length;
  const alphabet = table.units.length + 1;
  const symbols = new Uint16Array(0x10000);
  for (let i = 0; i < table.units.length; i++) symbols[table.units.charCodeAt(i)] = i + 1;
  const { keys, targets, shift, mask } = transitionTable(states);
  const root = new Int32Array(alphabet).fill(-1);
  for (let state = 1; state < states; state++) {
    const from = parent[state]!;
    if (from === 0) root[symbolOf[state]!] = state;
    else insert(keys, targets, shift, mask, from * alphabet + symbolOf[state]! + 1, state);
  }
  const fail = Int32Array.from(uint16s(table.fail));
  const output = Int32Array.from(uint16s(table.output), (v) => v - 1);
  const dictionary = Int32Array.from(uint16s(table.dictionary), (v) => v - 1);
  return { symbols, alphabet, root, keys, targets, shift, fail, output, dictionary, parent, symbolOf };
}

function transitionTable(states: number): { keys: Int32Array; targets: Int32Array; shift: number; mask: number } {
  let bits = 4;
  while (1 << bits < states * 2) bits++;
  return { keys: new Int32Array(1 << bits), targets: new Int32Array(1 << bits), shift: 32 - bits, mask: (1 << bits) - 1 };
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
  const { keys, targets, shift, mask } = transitionTable(total);
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
  return {
    symbols,
    alphabet,
    root,
    keys,
    targets,
    shift,
    fail,
    output: output.subarray(0, states),
    dictionary,
    parent: parent.subarray(0, states),
    symbolOf: symbolOf.subarray(0, states),
  };
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
