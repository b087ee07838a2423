// The rules of the schema group (issue 3), and a way to run them all, the way the engine
// does, over any input: for the corpus, the official examples and cross-rule checks.
import type { Rule } from "../../src/engine/rule.js";
import { prepareRules, runRules, type EngineInput } from "../../src/engine/run.js";
import type { Finding } from "../../src/core/model/types.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import schemaDialect from "../../src/rules/schema-dialect.js";
import schemaFormatKnown from "../../src/rules/schema-format-known.js";
import schemaKeywordApplicable from "../../src/rules/schema-keyword-applicable.js";
import schemaPattern from "../../src/rules/schema-pattern.js";
import schemaRef from "../../src/rules/schema-ref.js";
import schemaRequiredDefined from "../../src/rules/schema-required-defined.js";
import schemaSatisfiable from "../../src/rules/schema-satisfiable.js";
import schemaTypePresent from "../../src/rules/schema-type-present.js";
import schemaUnknownKeyword from "../../src/rules/schema-unknown-keyword.js";
import schemaValid from "../../src/rules/schema-valid.js";
import schemaValueValid from "../../src/rules/schema-value-valid.js";
import xMcpHeaderValid from "../../src/rules/x-mcp-header-valid.js";
import { toList } from "../helpers/lint-rule.js";

export const SCHEMA_RULES: readonly Rule<any>[] = [
  schemaDialect,
  schemaValid,
  schemaUnknownKeyword,
  schemaRef,
  schemaRequiredDefined,
  schemaValueValid,
  schemaSatisfiable,
  schemaPattern,
  schemaKeywordApplicable,
  schemaTypePresent,
  schemaFormatKnown,
  xMcpHeaderValid,
];

export interface GroupRun {
  readonly findings: Finding[];
  /** Rules that threw: must stay empty. */
  readonly failures: string[];
}

/** Runs every schema rule, at its default severity, over each input (anything a file may hold). */
export async function lintWithSchemaRules(inputs: readonly unknown[], protocol?: ProtocolVersion): Promise<GroupRun> {
  const engineInputs: EngineInput[] = inputs.map((input, index) => ({ info: { index, name: `input${index}`, kind: "file" }, list: toList(input) }));
  const options = {
    rules: SCHEMA_RULES.map((rule) => ({
      rule,
      severity: rule.meta.severity === "off" ? ("warning" as const) : rule.meta.severity,
      options: rule.meta.defaultOptions,
    })),
    protocol,
  };
  const prepared = await prepareRules(engineInputs, options);
  const result = runRules(engineInputs, { ...options, prepared });
  return { findings: result.findings, failures: result.failures };
}
