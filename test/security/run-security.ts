// Runs the five security rules over corpus files the way the CLI does: one input per file.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { EnabledRule } from "../../src/engine/run.js";
import { runRules } from "../../src/engine/run.js";
import type { Finding } from "../../src/core/model/types.js";
import crossToolReference from "../../src/rules/cross-tool-reference.js";
import hiddenInstructions from "../../src/rules/hidden-instructions.js";
import iconSafe from "../../src/rules/icon-safe.js";
import invisibleCharacters from "../../src/rules/invisible-characters.js";
import secretInDefinition from "../../src/rules/secret-in-definition.js";
import { toList } from "../helpers/lint-rule.js";

export const SECURITY_RULES: readonly EnabledRule[] = [hiddenInstructions, invisibleCharacters, crossToolReference, secretInDefinition, iconSafe].map(
  (rule) => ({ rule, severity: rule.meta.severity === "off" ? "warning" : rule.meta.severity, options: rule.meta.defaultOptions }),
);

export const CORPUS = new URL("../../corpus/", import.meta.url);

export function corpusFiles(folder: "real" | "malicious"): string[] {
  return readdirSync(fileURLToPath(new URL(`${folder}/`, CORPUS)))
    .filter((name) => name.endsWith(".json") && name !== "LABELS.json")
    .sort();
}

export function readCorpus(folder: "real" | "malicious", file: string): unknown {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`${folder}/${file}`, CORPUS)), "utf8"));
}

export interface FileResult {
  readonly toolCount: number;
  readonly findings: readonly Finding[];
}

/** Lints each of `files` as a run of its own (one server); throws if any rule failed. */
export function lintFiles(folder: "real" | "malicious", files: readonly string[]): Map<string, FileResult> {
  const results = new Map<string, FileResult>();
  for (const file of files) {
    const list = toList(readCorpus(folder, file));
    const result = runRules([{ info: { index: 0, name: file, kind: "file" }, list }], { rules: SECURITY_RULES });
    if (result.failures.length > 0) throw new Error(result.failures.join("\n"));
    results.set(file, { toolCount: list.tools.length, findings: result.findings });
  }
  return results;
}
