// Compares the baseline and current versions of one tool's schema, node by node in step
// (properties of properties, items, union branches), following local `$ref`s on both
// sides. The engine's shared schema walk visits one schema and never follows `$ref`; a
// diff must hold two schemas side by side and resolve references, so it walks here,
// bounded in depth and in nodes, and stops on a pair it has already compared (cycles).
//
// Direction decides what breaks a caller. For `inputSchema` (what callers send), anything
// that now rejects a value the baseline accepted is breaking. For `outputSchema` (what
// callers read), a field that may now be missing or of another type is breaking.
import type { Change } from "./change.js";
import { compareComposition } from "./compare-composition.js";
import { compareBounds, compareFalse, comparePattern, compareText, compareTypes, compareValues } from "./compare-constraints.js";
import { compareAdditional, compareAllOf, compareItems, compareProperties, compareVariants } from "./compare-structure.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { UNION_KEYWORDS } from "./schema-facts.js";
import { targetOf, viewSchema, type Located, type SchemaView } from "./schema-view.js";
import type { Direction, Walk } from "./schema-walk-state.js";

export type { Direction } from "./schema-walk-state.js";

/** Deeper than this the comparison stops (real schemas are far shallower). */
const MAX_DEPTH = 64;
/** At most this many node pairs per schema, so a hostile schema cannot make the diff slow. */
const MAX_PAIRS = 5000;

/** Every change between two versions of a tool's `inputSchema` (or `outputSchema`). */
export function compareSchemas(baseline: Located, current: Located, direction: Direction, tool: string | undefined): Change[] {
  if (canonicalJson(baseline.value) === canonicalJson(current.value)) return [];
  const seen = new Set<string>();
  const walk: Walk = {
    direction,
    tool,
    changes: [],
    recurse: (b, c, label, depth) => {
      if (depth > MAX_DEPTH || seen.size >= MAX_PAIRS) return;
      // The same pair reached again (a shared definition, a recursive `$ref`) gives the same changes.
      const pairKey = `${targetOf(b).pointer}\n${targetOf(c).pointer}`;
      if (seen.has(pairKey)) return;
      seen.add(pairKey);
      compareNode(walk, b, c, label, depth);
    },
  };
  walk.recurse(viewSchema(baseline), viewSchema(current), "", 0);
  return walk.changes;
}

function compareNode(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  compareText(walk, b, c, label, "description");
  compareText(walk, b, c, label, "title");
  const bValue = targetOf(b).value;
  const cValue = targetOf(c).value;
  if (bValue === false || cValue === false) {
    if (bValue !== cValue) compareFalse(walk, b, c, label);
    return;
  }
  compareTypes(walk, b, c, label);
  compareValues(walk, b, c, label);
  if (walk.direction === "input") {
    compareBounds(walk, b, c, label);
    comparePattern(walk, b, c, label);
    compareAdditional(walk, b, c, label, depth);
    compareComposition(walk, b, c, label);
  }
  compareProperties(walk, b, c, label, depth);
  compareItems(walk, b, c, label, depth);
  for (const keyword of UNION_KEYWORDS) compareVariants(walk, b, c, label, depth, keyword);
  compareAllOf(walk, b, c, label, depth);
}
