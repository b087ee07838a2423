import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parseJson } from "../../core/json/parse-json.js";
import { isObject } from "../../core/model/types.js";
import { isProtocolVersion, PROTOCOL_VERSIONS } from "../../core/model/protocol.js";
import { didYouMean } from "../../core/util/did-you-mean.js";
import { joinPointer } from "../../core/positions/pointer.js";
import { PACKAGE_JSON_KEY, discoverConfig } from "./discover.js";
import { validateServers, validateFiles } from "./servers.js";
import { ConfigError, PRESETS, type ConfigSource, type LoadedConfig, type PresetName, type RuleSetting, type Suppression, type UserConfig } from "./types.js";

const CONFIG_KEYS = ["$schema", "extends", "rules", "targets", "protocol", "ignore", "servers", "files"] as const;
const SUPPRESSION_KEYS = ["rule", "tool", "pointer", "reason", "expires"] as const;
const SEVERITIES = ["error", "warning", "info", "off"];

export interface ConfigVocabulary {
  readonly ruleIds: ReadonlySet<string>;
  readonly categories: ReadonlySet<string>;
  readonly targets: ReadonlySet<string>;
}

/** Loads `explicitPath`, or the config discovered upward from `cwd`; no config is an empty one. */
export async function loadConfig(explicitPath: string | undefined, cwd: string, vocabulary: ConfigVocabulary): Promise<LoadedConfig> {
  const path = explicitPath ?? discoverConfig(cwd, packageHasKey);
  if (path === undefined) return { config: {}, source: undefined };
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`${path}: cannot read config: ${code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  const isPackage = basename(path) === "package.json";
  const format = /\.ya?ml$/i.test(path) ? "yaml" : "json";
  const raw = format === "yaml" ? await parseYaml(text, path) : parseJsonConfig(text, path);
  const basePointer = isPackage ? joinPointer("", PACKAGE_JSON_KEY) : "";
  const value = isPackage && isObject(raw) ? raw[PACKAGE_JSON_KEY] : raw;
  const source: ConfigSource = { path, text, format, basePointer };
  return { config: validateConfig(value, path, basePointer, vocabulary), source };
}

function packageHasKey(packageJsonPath: string): boolean {
  try {
    const parsed = JSON.parse(readFileSync(packageJsonPath, "utf8"));
    return isObject(parsed) && Object.hasOwn(parsed, PACKAGE_JSON_KEY);
  } catch {
    return false;
  }
}

function parseJsonConfig(text: string, path: string): unknown {
  const parsed = parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, { allowComments: true });
  if (!parsed.ok) throw new ConfigError(`${path}:${parsed.line}:${parsed.column}: ${parsed.message}`);
  return parsed.value;
}

async function parseYaml(text: string, path: string): Promise<unknown> {
  // The YAML parser is only needed for YAML configs: load it on demand.
  const { parseDocument } = await import("yaml");
  const document = parseDocument(text, { uniqueKeys: true });
  const error = document.errors[0];
  if (error) {
    const at = error.linePos?.[0];
    throw new ConfigError(`${path}${at ? `:${at.line}:${at.col}` : ""}: not valid YAML: ${error.message.split("\n")[0]}`);
  }
  return document.toJS({ maxAliasCount: 100 });
}

/** Validates a parsed config against the keys and values the product documents; every problem is named. */
export function validateConfig(value: unknown, path: string, basePointer: string, vocabulary: ConfigVocabulary): UserConfig {
  const problems: string[] = [];
  const problem = (text: string): void => {
    problems.push(`${path}: ${text}`);
  };
  if (!isObject(value)) {
    throw new ConfigError(`${path}: the config must be an object`);
  }
  for (const key of Object.keys(value)) {
    if (!(CONFIG_KEYS as readonly string[]).includes(key)) {
      const hint = didYouMean(key, CONFIG_KEYS);
      problem(`unknown key \`${key}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}; allowed: ${CONFIG_KEYS.filter((k) => k !== "$schema").join(", ")}`);
    }
  }
  const config: { -readonly [K in keyof UserConfig]: UserConfig[K] } = {};

  if (value.extends !== undefined) {
    const list = typeof value.extends === "string" ? [value.extends] : value.extends;
    if (!Array.isArray(list) || !list.every((p): p is string => typeof p === "string")) {
      problem("`extends` must be a preset name or a list of them");
    } else {
      const unknown = list.filter((p) => !(PRESETS as readonly string[]).includes(p));
      if (unknown.length > 0) problem(`unknown preset ${unknown.map((p) => `\`${p}\``).join(", ")} in \`extends\`; presets: ${PRESETS.join(", ")}`);
      else config.extends = list as PresetName[];
    }
  }

  if (value.rules !== undefined) {
    if (!isObject(value.rules)) problem("`rules` must be an object of rule ids to severities");
    else config.rules = validateRules(value.rules, vocabulary, problem);
  }

  if (value.targets !== undefined) {
    const targets = value.targets;
    if (!Array.isArray(targets) || !targets.every((t): t is string => typeof t === "string")) {
      problem("`targets` must be a list of target names");
    } else {
      const unknown = targets.filter((t) => !vocabulary.targets.has(t));
      if (unknown.length > 0) problem(`unknown target ${unknown.map((t) => `\`${t}\``).join(", ")}; targets: ${[...vocabulary.targets].sort().join(", ")}`);
      else config.targets = targets;
    }
  }

  if (value.protocol !== undefined) {
    if (!isProtocolVersion(value.protocol)) {
      problem(`\`protocol\` must be one of ${PROTOCOL_VERSIONS.join(", ")}, got ${JSON.stringify(value.protocol)}`);
    } else {
      config.protocol = value.protocol;
    }
  }

  if (value.ignore !== undefined) {
    if (!Array.isArray(value.ignore)) problem("`ignore` must be a list of suppressions");
    else config.ignore = validateSuppressions(value.ignore, basePointer, vocabulary, problem);
  }

  if (value.servers !== undefined) config.servers = validateServers(value.servers, basePointer, problem);
  if (value.files !== undefined) config.files = validateFiles(value.files, problem);

  if (problems.length > 0) throw new ConfigError(problems.join("\n"));
  return config;
}

function validateRules(rules: Record<string, unknown>, vocabulary: ConfigVocabulary, problem: (text: string) => void): Record<string, RuleSetting> {
  const valid: Record<string, RuleSetting> = {};
  for (const [id, setting] of Object.entries(rules)) {
    if (!vocabulary.ruleIds.has(id)) {
      const hint = didYouMean(id, vocabulary.ruleIds);
      problem(`unknown rule \`${id}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`);
      continue;
    }
    const [severity, options] = Array.isArray(setting) ? setting : [setting, undefined];
    if (typeof severity !== "string" || !SEVERITIES.includes(severity)) {
      problem(`rule \`${id}\`: severity must be one of ${SEVERITIES.join(", ")}, got ${JSON.stringify(severity)}`);
      continue;
    }
    if (Array.isArray(setting) && (setting.length > 2 || (options !== undefined && !isObject(options)))) {
      problem(`rule \`${id}\`: expected [severity, {options}]`);
      continue;
    }
    valid[id] = (options === undefined ? severity : [severity, options]) as RuleSetting;
  }
  return valid;
}

function validateSuppressions(entries: unknown[], basePointer: string, vocabulary: ConfigVocabulary, problem: (text: string) => void): Suppression[] {
  const valid: Suppression[] = [];
  entries.forEach((entry, i) => {
    const where = `\`ignore[${i}]\``;
    if (!isObject(entry)) {
      problem(`${where} must be an object {rule, tool?, pointer?, reason, expires?}`);
      return;
    }
    const unknownKeys = Object.keys(entry).filter((k) => !(SUPPRESSION_KEYS as readonly string[]).includes(k));
    if (unknownKeys.length > 0) problem(`${where}: unknown key ${unknownKeys.map((k) => `\`${k}\``).join(", ")}; allowed: ${SUPPRESSION_KEYS.join(", ")}`);
    const { rule, tool, pointer, reason, expires } = entry;
    if (typeof rule !== "string" || !(vocabulary.ruleIds.has(rule) || vocabulary.categories.has(rule))) {
      const hint = typeof rule === "string" ? didYouMean(rule, vocabulary.ruleIds) : undefined;
      problem(
        `${where}: \`rule\` must be a rule id or category${typeof rule === "string" ? `, got \`${rule}\`` : ""}${hint ? ` (did you mean \`${hint}\`?)` : ""}`,
      );
    }
    if (typeof reason !== "string" || reason.trim() === "") problem(`${where}: \`reason\` is required: say why this finding is accepted`);
    if (tool !== undefined && typeof tool !== "string") problem(`${where}: \`tool\` must be a tool name`);
    if (pointer !== undefined && (typeof pointer !== "string" || (pointer !== "" && !pointer.startsWith("/")))) {
      problem(`${where}: \`pointer\` must be a JSON Pointer such as /inputSchema/properties/q`);
    }
    if (expires !== undefined && (typeof expires !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(expires) || Number.isNaN(Date.parse(expires)))) {
      problem(`${where}: \`expires\` must be a date as YYYY-MM-DD`);
    }
    if (typeof rule === "string" && typeof reason === "string") {
      valid.push({
        rule,
        reason,
        configPointer: joinPointer(basePointer, "ignore", i),
        ...(typeof tool === "string" ? { tool } : {}),
        ...(typeof pointer === "string" ? { pointer } : {}),
        ...(typeof expires === "string" ? { expires } : {}),
      });
    }
  });
  return valid;
}
