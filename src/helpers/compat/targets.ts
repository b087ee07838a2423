import type { RunInfo } from "../../core/model/run.js";
import type { Profile, Target } from "./profile.js";
import { isTarget } from "./profile.js";
import { PROFILES } from "./profiles/index.js";

/**
 * The profiles a compat rule must check in this run: the rule's own targets that the user
 * chose (`--target` or `targets` in the config), in the rule's order. Empty means the rule
 * does nothing.
 */
export function chosenProfiles(run: RunInfo, ruleTargets: readonly Target[]): Profile[] {
  const chosen = new Set(run.targets.filter(isTarget));
  return ruleTargets.filter((target) => chosen.has(target)).map((target) => PROFILES[target]);
}
