// Stage 1, config: the config file (or the one given in memory), checked against the rules that
// exist, resolved with the flags into the rules that run. A problem here stops the run: the rule
// set itself is unknown.
import { type ConfigVocabulary, loadConfig } from "./config/load.js";
import { resolveRules, validateRuleOptions } from "./config/resolve.js";
import type { ConfigSource, UserConfig } from "./config/types.js";
import type { EnabledRule } from "../engine/run.js";
import type { ResolvedRule } from "../core/model/result.js";
import type { Severity } from "../core/model/types.js";
import { ALL_RULES, RULES_BY_ID } from "../rules/_registry.js";
import type { LintRequest } from "./request.js";

export interface Configured {
  readonly config: UserConfig;
  /** The config file read, when one was. */
  readonly source: ConfigSource | undefined;
  readonly resolved: ResolvedRule[];
  readonly enabled: EnabledRule[];
  /** The configured severity of each rule that runs. */
  readonly severityOf: ReadonlyMap<string, Severity>;
}

/** The rule ids, categories and targets a config may name. */
export function configVocabulary(): ConfigVocabulary {
  return {
    ruleIds: new Set(RULES_BY_ID.keys()),
    categories: new Set(ALL_RULES.map((rule) => rule.meta.category)),
    targets: new Set(ALL_RULES.flatMap((rule) => rule.meta.targets ?? [])),
  };
}

export async function configure(request: LintRequest): Promise<Configured> {
  const { config, source } = request.config
    ? { config: request.config, source: undefined }
    : request.configPath === false
      ? { config: {}, source: undefined }
      : await loadConfig(request.configPath, request.cwd, configVocabulary());
  await validateRuleOptions(ALL_RULES, config, source?.path ?? "config");
  const resolved = resolveRules(ALL_RULES, config, { ...request.flags, hasBaseline: request.baseline !== undefined });
  return {
    config,
    source,
    resolved,
    enabled: resolved.map((r) => ({ rule: RULES_BY_ID.get(r.id)!, severity: r.severity, options: r.options })),
    severityOf: new Map(resolved.map((r) => [r.id, r.severity] as const)),
  };
}
