import type { Finding, Severity, ToolList, ToolNode } from "../model/types.js";
import { isObject } from "../model/types.js";
import { CURRENT_PROTOCOL, type ProtocolVersion } from "../model/protocol.js";
import type { InputInfo, Rule, RuleContext, RuleVisitors, RunInfo } from "./rule.js";
import { walkSchema, type SchemaNode, type SchemaRoot } from "./schema-walk.js";
import { joinPointer } from "../positions/pointer.js";

export interface EngineInput {
  readonly info: InputInfo;
  readonly list: ToolList;
  /** The version a live server negotiated, which outranks one recorded in the input. */
  readonly negotiatedProtocol?: ProtocolVersion;
}

export interface EnabledRule {
  readonly rule: Rule<any>;
  readonly severity: Severity;
  readonly options: object;
}

export interface EngineOptions {
  readonly rules: readonly EnabledRule[];
  /** `--protocol` or the config's `protocol`: outranks everything else. */
  readonly protocol?: ProtocolVersion;
  readonly targets?: readonly string[];
  readonly baseline?: ToolList;
  readonly settings?: Readonly<Record<string, unknown>>;
}

export interface EngineResult {
  readonly findings: Finding[];
  /** The protocol version each input was checked under, by input index. */
  readonly protocols: Map<number, ProtocolVersion>;
  /** Internal failures (a rule that threw): the run could not do its job completely. */
  readonly failures: string[];
}

const SCHEMA_ROOTS: readonly SchemaRoot[] = ["inputSchema", "outputSchema"];

export function protocolFor(input: EngineInput, override: ProtocolVersion | undefined): ProtocolVersion {
  return override ?? input.negotiatedProtocol ?? input.list.protocolVersion ?? CURRENT_PROTOCOL;
}

/** Runs every enabled rule over every input with one walk per tool and one walk per schema. */
export function runRules(inputs: readonly EngineInput[], options: EngineOptions): EngineResult {
  const findings: Finding[] = [];
  const failures: string[] = [];
  const protocols = new Map<number, ProtocolVersion>();
  const run: RunInfo = {
    lists: inputs.map((input) => ({ input: input.info, list: input.list })),
    targets: options.targets ?? [],
    baseline: options.baseline,
    settings: options.settings ?? {},
  };

  for (const input of inputs) {
    const protocol = protocolFor(input, options.protocol);
    protocols.set(input.info.index, protocol);
    let currentTool: ToolNode | undefined;
    const listVisitors: Array<[string, NonNullable<RuleVisitors["list"]>]> = [];
    const toolVisitors: Array<[string, NonNullable<RuleVisitors["tool"]>]> = [];
    const schemaVisitors: Array<[string, NonNullable<RuleVisitors["schema"]>]> = [];
    const endVisitors: Array<[string, NonNullable<RuleVisitors["listEnd"]>]> = [];

    for (const { rule, severity, options: ruleOptions } of options.rules) {
      const ruleId = rule.meta.id;
      const context: RuleContext<object> = {
        ruleId,
        options: ruleOptions,
        protocol,
        list: input.list,
        input: input.info,
        run,
        report(report) {
          const finding: Finding = {
            ruleId,
            severity: report.severity ?? severity,
            message: report.message,
            tool: report.tool ?? currentTool?.name,
            pointer: report.pointer,
            inputIndex: input.info.index,
          };
          findings.push(report.data ? { ...finding, data: report.data } : finding);
        },
      };
      let visitors: RuleVisitors;
      try {
        visitors = rule.create(context);
      } catch (error) {
        failures.push(`rule ${ruleId} failed to start on ${input.info.name}: ${errorText(error)}`);
        continue;
      }
      if (visitors.list) listVisitors.push([ruleId, visitors.list]);
      if (visitors.tool) toolVisitors.push([ruleId, visitors.tool]);
      if (visitors.schema) schemaVisitors.push([ruleId, visitors.schema]);
      if (visitors.listEnd) endVisitors.push([ruleId, visitors.listEnd]);
    }

    const call = <A>(entries: Array<[string, (arg: A) => void]>, arg: A, where: string): void => {
      for (const [ruleId, visit] of entries) {
        try {
          visit(arg);
        } catch (error) {
          failures.push(`rule ${ruleId} failed on ${input.info.name}${where}: ${errorText(error)}`);
        }
      }
    };

    call(listVisitors, input.list, "");
    for (const tool of input.list.tools) {
      currentTool = tool;
      const where = ` at ${tool.pointer || "/"}`;
      call(toolVisitors, tool, where);
      if (schemaVisitors.length > 0 && isObject(tool.value)) {
        for (const root of SCHEMA_ROOTS) {
          if (!Object.prototype.hasOwnProperty.call(tool.value, root)) continue;
          const schema = tool.value[root];
          if (schema === null || schema === undefined) continue;
          const truncated = walkSchema(schema, { pointer: joinPointer(tool.pointer, root), tool, root }, (node: SchemaNode) =>
            call(schemaVisitors, node, where),
          );
          for (const pointer of truncated) {
            findings.push({
              ruleId: "parse-error",
              severity: "error",
              message: "Schema nested too deeply to check; nothing below this point was linted. Flatten the schema.",
              tool: tool.name,
              pointer,
              inputIndex: input.info.index,
            });
          }
        }
      }
    }
    currentTool = undefined;
    call(endVisitors, input.list, "");
  }
  return { findings, protocols, failures };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
