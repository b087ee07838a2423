// Decides whether a backtracking engine can take super-linear time on a pattern by a sound
// analysis of its position (Glushkov) automaton, not by its shape: a pattern backtracks
// exponentially exactly when some state can return to itself along two different paths that
// read the same text (exponential degree of ambiguity), and polynomially of degree k when k+1
// loops can each read the same text and pass it on to the next (infinite degree of ambiguity).
// `^(([a-z0-9]|[a-z0-9][a-z0-9-]*[a-z0-9])\.)*…$` (a hostname) has alternatives that start
// alike, yet every label ends at a dot, so no text splits two ways: it is linear.
import { intersects, type CharSet, type RegexNode } from "./regex-syntax.js";

/** Repetitions allowing more than this many iterations are read as loops; smaller ones are unrolled. */
const UNROLL = 10;
/** Automata with more positions are not analysed (the pair and triple searches grow as n² and n³). */
const MAX_POSITIONS = 160;
/** Work budget (pair/triple transitions examined) before the analysis gives up. */
const MAX_STEPS = 400_000;

export interface Ambiguity {
  /** Some loop can read the same text in two ways, and something after it can fail. */
  readonly exponential: boolean;
  /** The longest chain of loops that can each read the same text (0 or 1: at most quadratic). */
  readonly degree: number;
}

class Budget extends Error {}

interface Automaton {
  readonly sets: CharSet[];
  readonly follow: Array<Set<number>>;
  /** Transitions reached along two different edges of the expression (`(a+)+`: the inner and the outer loop). */
  readonly doubled: Array<Set<number>>;
  /** Positions a zero-width assertion follows (`$`, `\b`, a lookahead): a match may fail right after them. */
  readonly beforeAssert: Set<number>;
  /** Lookaround bodies: they run on their own, so they are analysed as patterns of their own. */
  readonly lookarounds: RegexNode[];
}

interface Fragment {
  readonly first: Set<number>;
  readonly last: Set<number>;
  readonly nullable: boolean;
}

function build(tree: RegexNode): Automaton {
  const sets: CharSet[] = [];
  const follow: Array<Set<number>> = [];
  const doubled: Array<Set<number>> = [];
  const beforeAssert = new Set<number>();
  const lookarounds: RegexNode[] = [];
  const link = (from: Iterable<number>, to: Iterable<number>): void => {
    for (const f of from) {
      for (const t of to) {
        if (follow[f]!.has(t)) doubled[f]!.add(t);
        else follow[f]!.add(t);
      }
    }
  };
  const visit = (node: RegexNode): Fragment => {
    switch (node.t) {
      case "chars":
      case "backref": {
        if (sets.length >= MAX_POSITIONS) throw new Budget();
        const id = sets.length;
        // A back-reference matches what its group matched: any text, as far as ambiguity goes.
        sets.push(node.t === "chars" ? node.set : [[0, 0x10ffff]]);
        follow.push(new Set());
        doubled.push(new Set());
        return { first: new Set([id]), last: new Set([id]), nullable: false };
      }
      case "assert":
        if (node.body) lookarounds.push(node.body);
        return { first: new Set(), last: new Set(), nullable: true };
      case "seq": {
        let first = new Set<number>();
        let last = new Set<number>();
        let nullable = true;
        for (const item of node.items) {
          if (item.t === "assert") for (const p of last) beforeAssert.add(p);
          const f = visit(item);
          link(last, f.first);
          if (nullable) first = new Set([...first, ...f.first]);
          last = f.nullable ? new Set([...last, ...f.last]) : f.last;
          nullable &&= f.nullable;
        }
        return { first, last, nullable };
      }
      case "alt": {
        const parts = node.options.map(visit);
        return {
          first: new Set(parts.flatMap((p) => [...p.first])),
          last: new Set(parts.flatMap((p) => [...p.last])),
          nullable: parts.length === 0 || parts.some((p) => p.nullable),
        };
      }
      case "repeat": {
        if (node.max === 0) return { first: new Set(), last: new Set(), nullable: true };
        if (node.max > UNROLL) {
          // `x{12,}` is `x x … x+`: the required copies stay (their failure is what makes the
          // engine retry), at most UNROLL of them, then one copy that loops.
          const copies: Fragment[] = [];
          for (let i = 1; i < Math.min(node.min, UNROLL); i++) copies.push(visit(node.body));
          const body = visit(node.body);
          link(body.last, body.first);
          copies.push({ ...body, nullable: node.min === 0 || body.nullable });
          return sequence(copies, link);
        }
        // `x{2,4}` is `x x x? x?`: copies in sequence, the ones past `min` optional.
        const copies: Fragment[] = [];
        for (let i = 0; i < node.max; i++) {
          const f = visit(node.body);
          copies.push(i < node.min ? f : { ...f, nullable: true });
        }
        return sequence(copies, link);
      }
    }
  };
  visit(tree);
  return { sets, follow, doubled, beforeAssert, lookarounds };
}

function sequence(parts: readonly Fragment[], link: (from: Iterable<number>, to: Iterable<number>) => void): Fragment {
  let first = new Set<number>();
  let last = new Set<number>();
  let nullable = true;
  for (const f of parts) {
    link(last, f.first);
    if (nullable) first = new Set([...first, ...f.first]);
    last = f.nullable ? new Set([...last, ...f.last]) : f.last;
    nullable &&= f.nullable;
  }
  return { first, last, nullable };
}

/** Strongly connected components (Tarjan, iterative), as a component index per node. */
function components(count: number, next: (node: number) => Iterable<number>): number[] {
  const index = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const component = new Array<number>(count).fill(-1);
  const onStack = new Array<boolean>(count).fill(false);
  const stack: number[] = [];
  let counter = 0;
  let found = 0;
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    const work: Array<[number, Iterator<number>]> = [];
    const open = (v: number): void => {
      index[v] = low[v] = counter++;
      stack.push(v);
      onStack[v] = true;
      work.push([v, next(v)[Symbol.iterator]()]);
    };
    open(root);
    while (work.length > 0) {
      const [v, it] = work[work.length - 1]!;
      const step = it.next();
      if (!step.done) {
        const w = step.value;
        if (index[w] === -1) open(w);
        else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]![0];
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] === index[v]) {
        for (;;) {
          const w = stack.pop()!;
          onStack[w] = false;
          component[w] = found;
          if (w === v) break;
        }
        found++;
      }
    }
  }
  return component;
}

function intersection(a: CharSet, b: CharSet): CharSet {
  const out: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i]![0], b[j]![0]);
    const hi = Math.min(a[i]![1], b[j]![1]);
    if (lo <= hi) out.push([lo, hi]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/** The analysis; undefined when the pattern is too large for it (callers then keep to their caution). */
export function ambiguity(tree: RegexNode): Ambiguity | undefined {
  const main = ambiguityOf(tree);
  if (main === undefined) return undefined;
  let result = main;
  const pending = [...main.lookarounds];
  while (pending.length > 0) {
    const inner = ambiguityOf(pending.pop()!);
    if (inner === undefined) return undefined;
    pending.push(...inner.lookarounds);
    result = { ...result, exponential: result.exponential || inner.exponential, degree: Math.max(result.degree, inner.degree) };
  }
  return { exponential: result.exponential, degree: result.degree };
}

function ambiguityOf(tree: RegexNode): (Ambiguity & { lookarounds: RegexNode[] }) | undefined {
  let automaton: Automaton;
  try {
    automaton = build(tree);
  } catch (error) {
    if (error instanceof Budget) return undefined;
    throw error;
  }
  const { sets, follow, doubled, beforeAssert } = automaton;
  const n = sets.length;
  const scc = components(n, (v) => follow[v]!);
  const looping = (v: number): boolean => follow[v]!.has(v) || [...follow[v]!].some((w) => scc[w] === scc[v] && w !== v);
  // A loop whose text can be followed by something that fails (a later position or an assertion)
  // makes the engine retry every split; one at the very end of the pattern just matches.
  const canFailAfter = new Set<number>();
  for (let v = 0; v < n; v++) {
    if (beforeAssert.has(v) || [...follow[v]!].some((w) => scc[w] !== scc[v])) canFailAfter.add(scc[v]!);
  }
  let steps = 0;
  const spend = (): void => {
    if (++steps > MAX_STEPS) throw new Budget();
  };
  try {
    // Exponential: in the product automaton restricted to one loop component, a pair component
    // holding a diagonal (p, p) and either an off-diagonal pair (q, r) or a doubled step (p, p) → (q, q).
    const byComponent = new Map<number, number[]>();
    for (let v = 0; v < n; v++) if (looping(v)) byComponent.set(scc[v]!, [...(byComponent.get(scc[v]!) ?? []), v]);
    let exponential = false;
    for (const [component, members] of byComponent) {
      if (!canFailAfter.has(component)) continue;
      const local = new Map(members.map((v, i) => [v, i]));
      const m = members.length;
      const pairNext = (pair: number): number[] => {
        const a = members[Math.floor(pair / m)]!;
        const b = members[pair % m]!;
        const out: number[] = [];
        for (const x of follow[a]!) {
          const i = local.get(x);
          if (i === undefined) continue;
          for (const y of follow[b]!) {
            spend();
            const j = local.get(y);
            if (j !== undefined && intersects(sets[x]!, sets[y]!)) out.push(i * m + j);
          }
        }
        return out;
      };
      const pairScc = components(m * m, pairNext);
      const diagonal = new Set<number>();
      for (let i = 0; i < m; i++) diagonal.add(pairScc[i * m + i]!);
      for (let i = 0; i < m && !exponential; i++) {
        for (let j = 0; j < m; j++) if (i !== j && diagonal.has(pairScc[i * m + j]!)) exponential = true;
        const here = pairScc[i * m + i]!;
        for (const x of doubled[members[i]!]!) {
          const k = local.get(x);
          if (k !== undefined && pairScc[k * m + k] === here) exponential = true;
        }
      }
      if (exponential) break;
    }
    if (exponential) return { exponential: true, degree: Infinity, lookarounds: automaton.lookarounds };
    return { exponential: false, degree: polynomialDegree(automaton, scc, looping, spend), lookarounds: automaton.lookarounds };
  } catch (error) {
    if (error instanceof Budget) return undefined;
    throw error;
  }
}

/**
 * The longest chain of loop components C1 → C2 → … where each p in Ci and q in Ci+1 satisfy
 * p →w→ p, p →w→ q, q →w→ q for one text w (searched in the triple product automaton).
 */
function polynomialDegree(automaton: Automaton, scc: number[], looping: (v: number) => boolean, spend: () => void): number {
  const { sets, follow } = automaton;
  const n = sets.length;
  const loops = [
    ...new Set(
      Array.from({ length: n }, (_, v) => v)
        .filter(looping)
        .map((v) => scc[v]!),
    ),
  ];
  const members = new Map<number, number[]>();
  for (let v = 0; v < n; v++) if (looping(v)) members.set(scc[v]!, [...(members.get(scc[v]!) ?? []), v]);
  // Reachability between positions (small n), to prune the pairs to test.
  const reach: Array<Set<number>> = [];
  for (let v = 0; v < n; v++) {
    const seen = new Set<number>();
    const todo = [...follow[v]!];
    while (todo.length > 0) {
      const w = todo.pop()!;
      if (seen.has(w)) continue;
      seen.add(w);
      spend();
      for (const x of follow[w]!) todo.push(x);
    }
    reach.push(seen);
  }
  const linked = (p: number, q: number): boolean => {
    // Search (x, y, z) from (p, p, q) to (p, q, q): x stays in p's loop, z in q's, y goes from p to q.
    const key = (x: number, y: number, z: number): number => (x * n + y) * n + z;
    const seen = new Set<number>();
    const todo: Array<[number, number, number]> = [];
    const push = (x: number, y: number, z: number): void => {
      const k = key(x, y, z);
      if (!seen.has(k)) {
        seen.add(k);
        todo.push([x, y, z]);
      }
    };
    for (const x of follow[p]!) {
      if (scc[x] !== scc[p]) continue;
      for (const y of follow[p]!) {
        for (const z of follow[q]!) {
          spend();
          if (scc[z] === scc[q] && (y === q || reach[y]!.has(q)) && intersects(intersection(sets[x]!, sets[y]!), sets[z]!)) push(x, y, z);
        }
      }
    }
    while (todo.length > 0) {
      const [x, y, z] = todo.pop()!;
      if (x === p && y === q && z === q) return true;
      for (const x2 of follow[x]!) {
        if (scc[x2] !== scc[p]) continue;
        for (const y2 of follow[y]!) {
          if (y2 !== q && !reach[y2]!.has(q)) continue;
          const xy = intersection(sets[x2]!, sets[y2]!);
          if (xy.length === 0) continue;
          for (const z2 of follow[z]!) {
            spend();
            if (scc[z2] === scc[q] && intersects(xy, sets[z2]!)) push(x2, y2, z2);
          }
        }
      }
    }
    return false;
  };
  // Edges between loop components, then the longest path (components come out of Tarjan in
  // reverse topological order: a component's successors have smaller indexes).
  const longest = new Map<number, number>();
  const ordered = [...loops].sort((a, b) => a - b);
  let best = 0;
  for (const c1 of ordered) {
    let length = 0;
    for (const c2 of ordered) {
      if (c2 >= c1) break;
      const tail = longest.get(c2)!;
      if (tail + 1 <= length) continue;
      const ps = members.get(c1)!;
      const qs = members.get(c2)!;
      if (ps.some((p) => qs.some((q) => reach[p]!.has(q) && linked(p, q)))) length = tail + 1;
    }
    longest.set(c1, length);
    best = Math.max(best, length);
  }
  return best;
}
