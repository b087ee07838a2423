// Validates a root schema against its dialect's meta-schema with the validators ajv compiled
// at build time (scripts/gen-schema-meta.mjs), loaded on first need.
import type { Dialect } from "./dialect.js";
import { describeMetaErrors, type MetaProblem } from "./meta-messages.js";
import type { MetaValidator } from "./_generated-meta-validators.js";

export type MetaValidators = Readonly<Record<Dialect, MetaValidator>>;

export async function loadMetaValidators(): Promise<MetaValidators> {
  return (await import("./_generated-meta-validators.js")).metaValidators;
}

export interface MetaResult {
  /** The dialect whose meta-schema the problems come from. */
  readonly dialect: Dialect;
  readonly problems: readonly MetaProblem[];
}

/**
 * Problems with `schema` under the first of `dialects` it is valid in: none when any accepts
 * it, else those of the dialect with the fewest (the likeliest intent).
 */
export function checkAgainstMeta(schema: unknown, dialects: readonly Dialect[], validators: MetaValidators): MetaResult | undefined {
  let best: MetaResult | undefined;
  for (const dialect of dialects) {
    const validate = validators[dialect];
    if (validate(schema)) return undefined;
    const problems = describeMetaErrors(schema, validate.errors ?? [], dialect);
    if (problems.length === 0) return undefined;
    if (best === undefined || problems.length < best.problems.length) best = { dialect, problems };
  }
  return best;
}
