// Runs the spec-contract rules together, the way the engine runs a preset, for the group tests.
import { expect } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import { runRules } from "../../src/engine/run.js";
import type { Finding, Severity } from "../../src/core/model/types.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import annotationsCoherent from "../../src/rules/annotations-coherent.js";
import inputSchemaObject from "../../src/rules/input-schema-object.js";
import listShape from "../../src/rules/list-shape.js";
import metaKeyFormat from "../../src/rules/meta-key-format.js";
import outputSchemaObject from "../../src/rules/output-schema-object.js";
import toolNameFormat from "../../src/rules/tool-name-format.js";
import toolShape from "../../src/rules/tool-shape.js";
import toolUnknownField from "../../src/rules/tool-unknown-field.js";
import { toList } from "../helpers/lint-rule.js";

export const SPEC_RULES: readonly Rule<any>[] = [
  toolShape,
  listShape,
  toolUnknownField,
  toolNameFormat,
  inputSchemaObject,
  outputSchemaObject,
  metaKeyFormat,
  annotationsCoherent,
];

/** Lints `input` with every spec rule at its default severity; fails the test if a rule throws. */
export function lintSpec(input: unknown, opts: { protocol?: ProtocolVersion; strict?: boolean } = {}): Finding[] {
  const rules = SPEC_RULES.map((rule) => ({
    rule,
    severity: rule.meta.severity as Severity,
    options: { ...rule.meta.defaultOptions, ...(opts.strict ? rule.meta.strictOptions : {}) },
  }));
  const result = runRules([{ info: { index: 0, name: "input", kind: "file" }, list: toList(input) }], { rules, protocol: opts.protocol });
  expect(result.failures).toEqual([]);
  return result.findings;
}
