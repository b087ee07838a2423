import type { LintArgs } from "../cli/args.js";
import type { CliIo } from "../cli/io.js";
import { loadConfig } from "../../pipeline/config/load.js";
import { resolveRules } from "../../pipeline/config/resolve.js";
import { configVocabulary } from "../../pipeline/lint.js";
import { ALL_RULES } from "../../rules/_registry.js";

/** `--print-config`: the configuration this run would use, after presets, config file and flags, as JSON. */
export async function runPrintConfig(args: LintArgs, io: CliIo): Promise<number> {
  const { config, source } = args.noConfig ? { config: {}, source: undefined } : await loadConfig(args.config, io.cwd, configVocabulary());
  const targets = args.targets ?? config.targets ?? [];
  const resolved = resolveRules(ALL_RULES, config, {
    ...(args.preset ? { preset: args.preset } : {}),
    rules: args.rules,
    ...(args.select ? { select: args.select } : {}),
    ...(args.ignore ? { ignore: args.ignore } : {}),
    ...(args.targets ? { targets: args.targets } : {}),
    hasBaseline: args.baseline !== undefined,
  });
  const printed = {
    configFile: source?.path ?? null,
    extends: args.preset ? [args.preset] : (config.extends ?? ["recommended"]),
    protocol: args.protocol ?? config.protocol ?? null,
    targets,
    rules: Object.fromEntries(resolved.map((rule) => [rule.id, Object.keys(rule.options).length > 0 ? [rule.severity, rule.options] : rule.severity])),
    ignore: (config.ignore ?? []).map(({ configPointer: _pointer, ...entry }) => entry),
  };
  io.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
  return 0;
}
