// Collects broken promises across all generated cases instead of stopping at the first, so
// one run names every fault (grouped by rule and kind), each with a case that reproduces it.
import type { Violation } from "./check-findings.js";

interface Group {
  count: number;
  readonly detail: string;
  /** The first case that showed it, as the generator's own (small) description. */
  readonly example: string;
}

/** A case description longer than this is cut in the report (the seed replays it in full). */
const EXAMPLE_LENGTH = 1500;

export class ViolationLog {
  private readonly groups = new Map<string, Group>();
  private cases = 0;

  /** One generated case and what it broke. */
  record(example: unknown, violations: readonly Violation[]): void {
    this.cases++;
    this.add(example, violations);
  }

  /** Something about the run as a whole (not a case). */
  note(about: unknown, violation: Violation): void {
    this.add(about, [violation]);
  }

  private add(example: unknown, violations: readonly Violation[]): void {
    for (const violation of violations) {
      const key = `${violation.source}: ${violation.kind}`;
      const group = this.groups.get(key);
      if (group) group.count++;
      else this.groups.set(key, { count: 1, detail: violation.detail.slice(0, 500), example: describe(example) });
    }
  }

  get caseCount(): number {
    return this.cases;
  }

  /** Empty when every case kept every promise. */
  report(): string {
    return [...this.groups]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, group]) => `${key} (${group.count}×), e.g. ${group.detail}\n  case: ${group.example}`)
      .join("\n");
  }
}

function describe(example: unknown): string {
  const text = JSON.stringify(example) ?? String(example);
  return text.length > EXAMPLE_LENGTH ? `${text.slice(0, EXAMPLE_LENGTH)}… (${text.length} characters)` : text;
}
