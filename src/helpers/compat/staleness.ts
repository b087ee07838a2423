import type { Constraint, Profile, Target } from "./profile.js";
import { PROFILES } from "./profiles/index.js";

/** A constraint whose source was last checked longer ago than this may no longer hold. */
export const STALE_AFTER_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from an ISO date (YYYY-MM-DD) to `today`; NaN when the date does not parse. */
export function daysSince(isoDate: string, today: Date): number {
  const checked = Date.parse(`${isoDate}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((now - checked) / DAY_MS);
}

/** True when the constraint's check is older than STALE_AFTER_DAYS (or its date is unreadable). */
export function isStale(constraint: Constraint, today: Date = new Date()): boolean {
  const age = daysSince(constraint.checked, today);
  return !(age <= STALE_AFTER_DAYS);
}

export interface ProfileStaleness {
  readonly target: Target;
  /** The oldest `checked` date among the profile's constraints. */
  readonly oldestCheck: string;
  readonly ageDays: number;
  readonly stale: boolean;
  /** Ids of the constraints that are stale. */
  readonly staleConstraints: readonly string[];
}

/** How old one profile's checks are; `mcp-tool-lint rules` marks the stale ones. */
export function profileStaleness(profile: Profile, today: Date = new Date()): ProfileStaleness {
  const oldestCheck = profile.constraints.map((c) => c.checked).sort()[0] ?? "";
  const staleConstraints = profile.constraints.filter((c) => isStale(c, today)).map((c) => c.id);
  return {
    target: profile.target,
    oldestCheck,
    ageDays: daysSince(oldestCheck, today),
    stale: staleConstraints.length > 0,
    staleConstraints,
  };
}

/** The profiles with at least one stale constraint, for `mcp-tool-lint rules`. */
export function staleProfiles(today: Date = new Date()): ProfileStaleness[] {
  return Object.values(PROFILES)
    .map((profile) => profileStaleness(profile, today))
    .filter((status) => status.stale);
}
