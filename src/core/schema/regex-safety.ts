// Judges whether a pattern from an untrusted schema is safe to run. Backtracking engines
// (V8's included) take exponential time when a repeated group can split the same text in
// many ways (`(a+)+`, `(\w+\s?)*`, `(a|a)*`), and polynomial time when several unbounded
// repetitions compete for the same characters. Exponential patterns are never run; others
// run only on inputs short enough for their polynomial degree.
import { ambiguity } from "./regex-ambiguity.js";
import { intersects, parseRegex, union, ANY, type CharSet, type RegexNode } from "./regex-syntax.js";

/** Repetitions allowing more than this many iterations count as unbounded. */
const BIG = 10;
/** Longer patterns are not analysed (the analysis is quadratic in the pattern) and never run. */
const MAX_ANALYSED = 2000;
/** Roughly how many backtracking steps a single test may take. */
const STEP_BUDGET = 1e7;

export interface PatternSafety {
  /** Proven by the automaton analysis: some loop can read the same text in exponentially many ways. */
  readonly exponential: boolean;
  /** Proven: a chain of this many loops can each read the same text (time grows as n^(degree+1)); 0 when not proven. */
  readonly degree: number;
  /** The longest input the pattern may be run on (Infinity for linear patterns, 0 when it must not run). */
  readonly maxInput: number;
}

const EMPTY: CharSet = [];

function isBig(node: RegexNode): node is Extract<RegexNode, { t: "repeat" }> {
  return node.t === "repeat" && node.max > BIG;
}

function nullable(node: RegexNode): boolean {
  switch (node.t) {
    case "chars":
      return false;
    case "seq":
      return node.items.every(nullable);
    case "alt":
      return node.options.some(nullable);
    case "repeat":
      return node.min === 0 || nullable(node.body);
    default:
      return true;
  }
}

/** Characters a match of `node` can start with. */
function first(node: RegexNode): CharSet {
  switch (node.t) {
    case "chars":
      return node.set;
    case "seq": {
      let set: CharSet = EMPTY;
      for (const item of node.items) {
        set = union(set, first(item));
        if (!nullable(item)) break;
      }
      return set;
    }
    case "alt":
      return node.options.reduce((set, option) => union(set, first(option)), EMPTY);
    case "repeat":
      return first(node.body);
    case "backref":
      return ANY;
    default:
      return EMPTY;
  }
}

/** Every character a match of `node` can consume. */
function consumed(node: RegexNode): CharSet {
  switch (node.t) {
    case "chars":
      return node.set;
    case "seq":
      return node.items.reduce((set, item) => union(set, consumed(item)), EMPTY);
    case "alt":
      return node.options.reduce((set, option) => union(set, consumed(option)), EMPTY);
    case "repeat":
      return consumed(node.body);
    case "backref":
      return ANY;
    default:
      return EMPTY;
  }
}

/**
 * Unbounded repetitions inside `node`, each with the characters that can follow it from
 * outside itself (the rest of its sequence, else what follows `node`: `follow`).
 */
function innerRepeats(node: RegexNode, follow: CharSet, out: Array<[Extract<RegexNode, { t: "repeat" }>, CharSet]> = []): typeof out {
  switch (node.t) {
    case "seq": {
      let after = follow;
      for (let i = node.items.length - 1; i >= 0; i--) {
        const item = node.items[i]!;
        innerRepeats(item, after, out);
        after = nullable(item) ? union(first(item), after) : first(item);
      }
      break;
    }
    case "alt":
      for (const option of node.options) innerRepeats(option, follow, out);
      break;
    case "repeat":
      if (isBig(node)) out.push([node, follow]);
      innerRepeats(node.body, union(first(node.body), follow), out);
      break;
  }
  return out;
}

/** Alternations a match of `node` can begin in. */
function leadingAlternations(node: RegexNode, out: Array<Extract<RegexNode, { t: "alt" }>> = []): typeof out {
  if (node.t === "alt") {
    out.push(node);
    for (const option of node.options) leadingAlternations(option, out);
  } else if (node.t === "seq") {
    for (const item of node.items) {
      leadingAlternations(item, out);
      if (!nullable(item)) break;
    }
  } else if (node.t === "repeat") leadingAlternations(node.body, out);
  return out;
}

/**
 * Can the iterations of `repeat` split the same text in more than one way? Either an inner
 * unbounded repetition competes with what follows it for characters that can also start an
 * iteration (`(a+)+`, `(\w+\s?)*`, `([a-z]+.)+`), or an iteration can begin in two
 * alternatives at once (`(a|ab)*`, `(\s|.)*`).
 */
function ambiguousRepeat(repeat: Extract<RegexNode, { t: "repeat" }>): boolean {
  const body = repeat.body;
  const start = first(body);
  for (const [inner, follow] of innerRepeats(body, start)) {
    const chars = consumed(inner.body);
    if (intersects(chars, follow) && intersects(chars, start)) return true;
  }
  for (const alternation of leadingAlternations(body)) {
    const starts = alternation.options.map(first);
    for (let i = 0; i < starts.length; i++) {
      for (let j = i + 1; j < starts.length; j++) if (intersects(starts[i]!, starts[j]!)) return true;
    }
  }
  return false;
}

/** Visits every node once (the tree is as large as the pattern). */
function* nodes(root: RegexNode): Generator<RegexNode> {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    // Not push(...spread): a hostile pattern may have more items than a call has room for arguments.
    if (node.t === "seq") for (const item of node.items) stack.push(item);
    else if (node.t === "alt") for (const option of node.options) stack.push(option);
    else if (node.t === "repeat") stack.push(node.body);
    else if (node.t === "assert" && node.body) stack.push(node.body);
  }
}

/**
 * Judges a pattern's worst case without running it. What is reported (`exponential`,
 * `degree`) comes from the sound automaton analysis only; how long an input the pattern may
 * be run on also keeps the cautious shape check, so a pattern the analysis cannot settle
 * (too large, unparseable) is run on short inputs or not at all, and never reported.
 */
export function patternSafety(source: string): PatternSafety {
  const tree = source.length > MAX_ANALYSED ? undefined : parseRegex(source);
  if (tree === undefined) return { exponential: false, degree: 0, maxInput: 0 };
  const proven = ambiguity(tree);
  if (proven?.exponential) return { exponential: true, degree: Infinity, maxInput: 0 };
  let loops = 0;
  let suspect = false;
  for (const node of nodes(tree)) {
    if (!isBig(node)) continue;
    if (ambiguousRepeat(node)) suspect = true;
    loops++;
  }
  const degree = proven?.degree ?? 0;
  // Unproven suspicion (shape only) still keeps the pattern from running: nothing is reported.
  if (suspect && proven === undefined) return { exponential: false, degree, maxInput: 0 };
  const byShape = loops <= 1 ? Infinity : Math.floor(STEP_BUDGET ** (1 / loops));
  const byDegree = degree === 0 ? Infinity : Math.floor(STEP_BUDGET ** (1 / (degree + 1)));
  return { exponential: false, degree, maxInput: Math.min(byShape, byDegree) };
}
