// Merges what two threads' parts of one run's rules reported (each part in its own walk order)
// into the one order a single thread reports in: by order key, the engine's own findings once.
import type { Finding } from "../core/model/types.js";
import { BUILTIN, type EngineResult, type OrderKey } from "./run.js";

function compare(a: OrderKey, b: OrderKey): number {
  for (let i = 0; i < 5; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Two key-ordered lists as one; at equal keys, `first`'s item first (equal keys come from one part). */
function mergeOrdered<T>(first: readonly T[], firstKeys: readonly OrderKey[], second: readonly T[], secondKeys: readonly OrderKey[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) out.push(compare(firstKeys[i]!, secondKeys[j]!) <= 0 ? first[i++]! : second[j++]!);
  while (i < first.length) out.push(first[i++]!);
  while (j < second.length) out.push(second[j++]!);
  return out;
}

export interface PartResult {
  readonly findings: readonly Finding[];
  readonly failures: readonly string[];
  readonly order: { readonly findings: readonly OrderKey[]; readonly failures: readonly OrderKey[] };
}

/**
 * `main` and `other` ran disjoint parts of the rules over the same inputs. Both walked schemas
 * when both have schema rules, and then both report the same over-deep schemas: `main`'s are
 * kept, and `other`'s only at keys where `main` has none.
 */
export function mergeParts(main: PartResult, other: PartResult): Pick<EngineResult, "findings" | "failures"> {
  const builtinAt = new Set<string>();
  main.order.findings.forEach((key, i) => {
    if (key[4] === BUILTIN) builtinAt.add(`${key.join(",")}\u0000${main.findings[i]!.pointer}`);
  });
  const otherFindings: Finding[] = [];
  const otherKeys: OrderKey[] = [];
  other.order.findings.forEach((key, i) => {
    const finding = other.findings[i]!;
    if (key[4] === BUILTIN && builtinAt.has(`${key.join(",")}\u0000${finding.pointer}`)) return;
    otherFindings.push(finding);
    otherKeys.push(key);
  });
  return {
    findings: mergeOrdered(main.findings, main.order.findings, otherFindings, otherKeys),
    failures: mergeOrdered(main.failures, main.order.failures, other.failures, other.order.failures),
  };
}
