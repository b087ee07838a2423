import type { Rule } from "../../engine/rule.js";
import type { Severity, SeveritySetting } from "../../core/model/types.js";
import { didYouMean } from "../../core/util/did-you-mean.js";
import { ConfigError, type PresetName, type ResolvedRule, type RuleSetting, type UserConfig } from "./types.js";

/** Command-line settings that shape the rule set; they win over the config file. */
export interface RuleFlags {
  readonly preset?: PresetName;
  /** `--rule ID=SEVERITY`, in order. */
  readonly rules?: ReadonlyArray<readonly [string, SeveritySetting]>;
  /** `--select`: only these rule ids or categories. */
  readonly select?: readonly string[];
  /** `--ignore`: not these rule ids or categories. */
  readonly ignore?: readonly string[];
  readonly targets?: readonly string[];
  readonly hasBaseline?: boolean;
}

interface Setting {
  severity: SeveritySetting;
  options: Record<string, unknown>;
}

/** A rule's severity and options under one preset. */
export function presetSetting(rule: Rule<any>, preset: PresetName): Setting {
  const { meta } = rule;
  const defaults = { ...(meta.defaultOptions as Record<string, unknown>) };
  switch (preset) {
    case "recommended":
      return { severity: meta.severity, options: defaults };
    case "strict": {
      const raised = meta.category === "design" && (meta.severity === "off" || meta.severity === "info") ? "warning" : meta.severity;
      return { severity: meta.strictSeverity ?? raised, options: { ...defaults, ...(meta.strictOptions as Record<string, unknown> | undefined) } };
    }
    case "spec":
      return {
        severity: meta.category === "spec" || meta.category === "schema" || meta.category === "meta" ? meta.severity : "off",
        options: defaults,
      };
    case "all": {
      // Every rule on, at least as loud as under strict (targets and baselines still gate their rules).
      const strict = presetSetting(rule, "strict");
      const severity = strict.severity === "off" || strict.severity === "info" ? "warning" : strict.severity;
      return { severity, options: strict.options };
    }
  }
}

/** The severity a rule gets when something switches it on without saying how loud. */
function onSeverity(rule: Rule<any>): Severity {
  return rule.meta.severity === "off" ? "warning" : rule.meta.severity;
}

/**
 * Resolves which rules run, how loud, with which options: presets (`extends` or `--preset`),
 * then the config's `rules`, then `--rule`, then `--select`/`--ignore`. Compat rules run only
 * for a chosen target; change rules only with a baseline.
 */
export function resolveRules(allRules: readonly Rule<any>[], config: UserConfig, flags: RuleFlags): ResolvedRule[] {
  const byId = new Map(allRules.map((rule) => [rule.meta.id, rule]));
  const categories = new Set(allRules.map((rule) => rule.meta.category));
  const presets = flags.preset ? [flags.preset] : config.extends && config.extends.length > 0 ? config.extends : (["recommended"] as const);

  const settings = new Map<string, Setting>();
  for (const rule of allRules) {
    let setting = presetSetting(rule, "recommended");
    for (const preset of presets) setting = presetSetting(rule, preset);
    settings.set(rule.meta.id, setting);
  }
  for (const [id, value] of Object.entries(config.rules ?? {})) {
    const current = settings.get(id)!;
    settings.set(id, applySetting(current, value));
  }
  for (const [id, severity] of flags.rules ?? []) {
    const current = settings.get(id);
    if (!current) throw new ConfigError(unknownRule(id, byId.keys(), "--rule"));
    settings.set(id, { ...current, severity });
  }

  const matches = (rule: Rule<any>, list: readonly string[]): boolean => list.includes(rule.meta.id) || list.includes(rule.meta.category);
  for (const [flag, list] of [
    ["--select", flags.select],
    ["--ignore", flags.ignore],
  ] as const) {
    for (const name of list ?? []) {
      if (!byId.has(name) && !categories.has(name as never)) throw new ConfigError(unknownRule(name, [...byId.keys(), ...categories], flag));
    }
  }

  const knownTargets = new Set(allRules.flatMap((rule) => rule.meta.targets ?? []));
  for (const target of flags.targets ?? []) {
    if (!knownTargets.has(target)) {
      const hint = didYouMean(target, knownTargets);
      throw new ConfigError(
        `--target: unknown target \`${target}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}; targets: ${[...knownTargets].sort().join(", ")}`,
      );
    }
  }
  const targets = flags.targets ?? config.targets ?? [];
  const resolved: ResolvedRule[] = [];
  for (const rule of allRules) {
    const setting = settings.get(rule.meta.id)!;
    let severity = setting.severity;
    if (flags.select && flags.select.length > 0) severity = matches(rule, flags.select) ? (severity === "off" ? onSeverity(rule) : severity) : "off";
    if (flags.ignore && matches(rule, flags.ignore)) severity = "off";
    if (rule.meta.targets && !rule.meta.targets.some((target) => targets.includes(target))) severity = "off";
    if (rule.meta.needsBaseline && !flags.hasBaseline) severity = "off";
    if (severity !== "off") resolved.push({ id: rule.meta.id, severity, options: setting.options });
  }
  return resolved;
}

function applySetting(current: Setting, value: RuleSetting): Setting {
  if (typeof value === "string") return { ...current, severity: value };
  const [severity, options] = value;
  return { severity, options: options ? { ...current.options, ...options } : current.options };
}

function unknownRule(name: string, known: Iterable<string>, flag: string): string {
  const hint = didYouMean(name, known);
  return `${flag}: unknown rule or category \`${name}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`;
}

/** Checks rule options against each rule's options schema; ajv is loaded only when options were given. */
export async function validateRuleOptions(allRules: readonly Rule<any>[], config: UserConfig, configPath: string): Promise<void> {
  const withOptions = Object.entries(config.rules ?? {}).filter(([, value]) => Array.isArray(value) && value[1] !== undefined);
  if (withOptions.length === 0) return;
  const { Ajv } = await import("ajv");
  const ajv = new Ajv({ allErrors: true, strict: false });
  const problems: string[] = [];
  for (const [id, value] of withOptions) {
    const rule = allRules.find((r) => r.meta.id === id)!;
    const options = (value as [SeveritySetting, Record<string, unknown>])[1];
    if (!rule.meta.optionsSchema) {
      const keys = Object.keys(options);
      if (keys.length > 0) problems.push(`${configPath}: rule \`${id}\` takes no options, got ${keys.map((k) => `\`${k}\``).join(", ")}`);
      continue;
    }
    const validate = ajv.compile(rule.meta.optionsSchema);
    if (!validate(options)) {
      for (const error of validate.errors ?? []) {
        const where = error.instancePath ? `\`${error.instancePath.slice(1).replace(/\//g, ".")}\` ` : "";
        const extra = error.keyword === "additionalProperties" ? ` \`${String(error.params.additionalProperty)}\`` : "";
        problems.push(`${configPath}: rule \`${id}\` option ${where}${error.message ?? "is invalid"}${extra}`);
      }
    }
  }
  if (problems.length > 0) throw new ConfigError(problems.join("\n"));
}
