import type { Finding, Severity, ToolList, ToolNode } from "../core/model/types.js";
import { isObject } from "../core/model/types.js";
import { schemaTooDeep } from "../core/model/builtin-findings.js";
import type { ProtocolResolution, ProtocolVersion } from "../core/model/protocol.js";
import type { InputInfo, Rule, RuleContext, RuleVisitors, RunInfo } from "./rule.js";
import { resolveProtocol } from "./protocol.js";
import { walkText } from "./text-walk.js";
import { walkSchema, type SchemaNode, type SchemaRoot } from "../core/schema/walk.js";
import { joinPointer } from "../core/positions/pointer.js";

export interface EngineInput {
  readonly info: InputInfo;
  readonly list: ToolList;
  /** The version a live server negotiated, which outranks one recorded in the input. */
  readonly negotiatedProtocol?: ProtocolVersion;
  /** How the live handshake chose it (one line), for the outputs' protocol evidence. */
  readonly negotiatedHow?: string;
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
  /** Where `protocol` came from (the library's option counts as the flag). */
  readonly protocolSource?: "flag" | "config";
  readonly targets?: readonly string[];
  readonly baseline?: ToolList;
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly clients?: RunInfo["clients"];
  /** What each rule's `prepare` returned, by rule id (see `prepareRules`). */
  readonly prepared?: ReadonlyMap<string, unknown>;
}

export interface EngineResult {
  readonly findings: Finding[];
  /** The protocol version each input was checked under, and why, by input index. */
  readonly protocols: Map<number, ProtocolResolution>;
  /** Internal failures (a rule that threw): the run could not do its job completely. */
  readonly failures: string[];
}

const SCHEMA_ROOTS: readonly SchemaRoot[] = ["inputSchema", "outputSchema"];

function runInfo(inputs: readonly EngineInput[], options: EngineOptions): RunInfo {
  return {
    lists: inputs.map((input) => ({ input: input.info, list: input.list })),
    targets: options.targets ?? [],
    baseline: options.baseline,
    settings: options.settings ?? {},
    clients: options.clients ?? [],
  };
}

/** Runs the rules' asynchronous `prepare` steps; the result goes into `EngineOptions.prepared`. */
export async function prepareRules(inputs: readonly EngineInput[], options: EngineOptions): Promise<Map<string, unknown>> {
  const run = runInfo(inputs, options);
  const prepared = new Map<string, unknown>();
  for (const { rule, options: ruleOptions } of options.rules) {
    if (rule.prepare) prepared.set(rule.meta.id, await rule.prepare(run, ruleOptions));
  }
  return prepared;
}

/** Runs every enabled rule over every input with one walk per tool, per schema and per tool's text. */
export function runRules(inputs: readonly EngineInput[], options: EngineOptions): EngineResult {
  const findings: Finding[] = [];
  const failures: string[] = [];
  const protocols = new Map<number, ProtocolResolution>();
  const run = runInfo(inputs, options);
  const runEndVisitors: Array<[string, NonNullable<RuleVisitors["runEnd"]>, string]> = [];

  for (const input of inputs) {
    const resolution = resolveProtocol(input, options.protocol, options.protocolSource);
    protocols.set(input.info.index, resolution);
    // Rules that read one version get the oldest the input may speak: the requirements of later
    // versions (name format, the 2020-12 default, list caching fields) are not owed in doubt.
    const protocol = resolution.versions[0]!;
    let currentTool: ToolNode | undefined;
    const listVisitors: Array<[string, NonNullable<RuleVisitors["list"]>]> = [];
    const toolVisitors: Array<[string, NonNullable<RuleVisitors["tool"]>]> = [];
    const schemaVisitors: Array<[string, NonNullable<RuleVisitors["schema"]>]> = [];
    const textVisitors: Array<[string, NonNullable<RuleVisitors["text"]>]> = [];
    const toolEndVisitors: Array<[string, NonNullable<RuleVisitors["toolEnd"]>]> = [];
    const endVisitors: Array<[string, NonNullable<RuleVisitors["listEnd"]>]> = [];

    for (const { rule, severity, options: ruleOptions } of options.rules) {
      const ruleId = rule.meta.id;
      const context: RuleContext<object> = {
        ruleId,
        severity,
        options: ruleOptions,
        prepared: options.prepared?.get(ruleId),
        protocol,
        protocols: resolution.versions,
        protocolSource: resolution.source,
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
            inputIndex: report.input ?? input.info.index,
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
      if (visitors.text) textVisitors.push([ruleId, visitors.text]);
      if (visitors.toolEnd) toolEndVisitors.push([ruleId, visitors.toolEnd]);
      if (visitors.listEnd) endVisitors.push([ruleId, visitors.listEnd]);
      if (visitors.runEnd && input === inputs[0]) runEndVisitors.push([ruleId, visitors.runEnd, input.info.name]);
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
      if (textVisitors.length > 0) walkText(tool, (node) => call(textVisitors, node, where));
      if (schemaVisitors.length > 0 && isObject(tool.value)) {
        for (const root of SCHEMA_ROOTS) {
          if (!Object.hasOwn(tool.value, root)) continue;
          const schema = tool.value[root];
          if (schema === null || schema === undefined) continue;
          const truncated = walkSchema(schema, { pointer: joinPointer(tool.pointer, root), tool, root }, (node: SchemaNode) =>
            call(schemaVisitors, node, where),
          );
          for (const pointer of truncated) findings.push(schemaTooDeep(input.info.index, pointer, tool.name));
        }
      }
      call(toolEndVisitors, tool, where);
    }
    currentTool = undefined;
    call(endVisitors, input.list, "");
  }
  for (const [ruleId, visit, name] of runEndVisitors) {
    try {
      visit(run);
    } catch (error) {
      failures.push(`rule ${ruleId} failed on the run (first input ${name}): ${errorText(error)}`);
    }
  }
  return { findings, protocols, failures };
}

/** A rule's error, cut short: its message may quote a definition's text (a 10 MB key in a regular expression). */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}
