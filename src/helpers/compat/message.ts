import type { Constraint, Profile } from "./profile.js";

/** "OpenAI will reject the whole request: <what>. <how to fix>" */
export function compatMessage(constraint: Constraint, what: string, fix: string): string {
  return `${constraint.effect}: ${what}. ${fix}`;
}

/** Machine-readable extras on every compat finding, so reports can group by target. */
export function compatData(profile: Profile, constraint: Constraint): Record<string, unknown> {
  return { target: profile.target, constraint: constraint.id, consequence: constraint.consequence, source: constraint.source };
}
