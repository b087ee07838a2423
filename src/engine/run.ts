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
  /**
   * When `rules` is a part of a run's rules (the rest run in another thread): each rule's place in
   * the whole list. The result then carries the order key of every finding and failure, so the
   * parts merge into exactly the order one thread would have reported them in (see merge.ts).
   */
  readonly places?: readonly number[];
}

export interface EngineResult {
  readonly findings: Finding[];
  /** The protocol version each input was checked under, and why, by input index. */
  readonly protocols: Map<number, ProtocolResolution>;
  /** Internal failures (a rule that threw): the run could not do its job completely. */
  readonly failures: string[];
  /** With `places`: the order key of each finding and of each failure, in the same order. */
  readonly order?: { readonly findings: OrderKey[]; readonly failures: OrderKey[] };
}

/**
 * When a finding was reported in the engine's walk, which every thread walks alike: the input,
 * the tool (-2 while rules start, -1 before the first tool, the tool count after the last, the input count for `runEnd`),
 * the step (tool, its strings, its schemas, toolEnd), the node within the step, and the rule's
 * place (BUILTIN for the engine's own findings, after every rule's at that node).
 */
export type OrderKey = readonly [input: number, tool: number, step: number, node: number, place: number];
export const BUILTIN = 1 << 30;

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
  const places = options.places;
  const order = places ? { findings: [] as OrderKey[], failures: [] as OrderKey[] } : undefined;
  // Where the walk is: see OrderKey.
  let atInput = 0;
  let atTool = -1;
  let atStep = 0;
  let atNode = 0;
  const key = (place: number): OrderKey => [atInput, atTool, atStep, atNode, place];
  const fail = (text: string, place: number): void => {
    failures.push(text);
    order?.failures.push(key(place));
  };
  const runEndVisitors: Array<[string, NonNullable<RuleVisitors["runEnd"]>, string, number]> = [];

  for (const [inputPosition, input] of inputs.entries()) {
    atInput = inputPosition;
    atTool = -2;
    atStep = 0;
    atNode = 0;
    const resolution = resolveProtocol(input, options.protocol, options.protocolSource);
    protocols.set(input.info.index, resolution);
    // Rules that read one version get the oldest the input may speak: the requirements of later
    // versions (name format, the 2020-12 default, list caching fields) are not owed in doubt.
    const protocol = resolution.versions[0]!;
    let currentTool: ToolNode | undefined;
    const listVisitors: Array<[string, NonNullable<RuleVisitors["list"]>, number]> = [];
    const toolVisitors: Array<[string, NonNullable<RuleVisitors["tool"]>, number]> = [];
    const schemaVisitors: Array<[string, NonNullable<RuleVisitors["schema"]>, number]> = [];
    const textVisitors: Array<[string, NonNullable<RuleVisitors["text"]>, number]> = [];
    const toolEndVisitors: Array<[string, NonNullable<RuleVisitors["toolEnd"]>, number]> = [];
    const endVisitors: Array<[string, NonNullable<RuleVisitors["listEnd"]>, number]> = [];

    for (const [position, { rule, severity, options: ruleOptions }] of options.rules.entries()) {
      const ruleId = rule.meta.id;
      const place = places?.[position] ?? position;
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
          order?.findings.push(key(place));
        },
      };
      let visitors: RuleVisitors;
      try {
        visitors = rule.create(context);
      } catch (error) {
        fail(`rule ${ruleId} failed to start on ${input.info.name}: ${errorText(error)}`, place);
        continue;
      }
      if (visitors.list) listVisitors.push([ruleId, visitors.list, place]);
      if (visitors.tool) toolVisitors.push([ruleId, visitors.tool, place]);
      if (visitors.schema) schemaVisitors.push([ruleId, visitors.schema, place]);
      if (visitors.text) textVisitors.push([ruleId, visitors.text, place]);
      if (visitors.toolEnd) toolEndVisitors.push([ruleId, visitors.toolEnd, place]);
      if (visitors.listEnd) endVisitors.push([ruleId, visitors.listEnd, place]);
      if (visitors.runEnd && input === inputs[0]) runEndVisitors.push([ruleId, visitors.runEnd, input.info.name, place]);
    }

    const call = <A>(entries: Array<[string, (arg: A) => void, number]>, arg: A, where: string): void => {
      for (const [ruleId, visit, place] of entries) {
        try {
          visit(arg);
        } catch (error) {
          fail(`rule ${ruleId} failed on ${input.info.name}${where}: ${errorText(error)}`, place);
        }
      }
    };

    atTool = -1;
    call(listVisitors, input.list, "");
    for (const [toolPosition, tool] of input.list.tools.entries()) {
      currentTool = tool;
      atTool = toolPosition;
      atStep = 0;
      atNode = 0;
      const where = ` at ${tool.pointer || "/"}`;
      call(toolVisitors, tool, where);
      atStep = 1;
      if (textVisitors.length > 0)
        walkText(tool, (node) => {
          atNode++;
          call(textVisitors, node, where);
        });
      atStep = 2;
      atNode = 0;
      if (schemaVisitors.length > 0 && isObject(tool.value)) {
        for (const root of SCHEMA_ROOTS) {
          if (!Object.hasOwn(tool.value, root)) continue;
          const schema = tool.value[root];
          if (schema === null || schema === undefined) continue;
          const truncated = walkSchema(schema, { pointer: joinPointer(tool.pointer, root), tool, root }, (node: SchemaNode) => {
            atNode++;
            call(schemaVisitors, node, where);
          });
          for (const pointer of truncated) {
            findings.push(schemaTooDeep(input.info.index, pointer, tool.name));
            order?.findings.push(key(BUILTIN));
          }
        }
      }
      atStep = 3;
      atNode = 0;
      call(toolEndVisitors, tool, where);
    }
    currentTool = undefined;
    atTool = input.list.tools.length;
    atStep = 0;
    atNode = 0;
    call(endVisitors, input.list, "");
  }
  atInput = inputs.length;
  atTool = 0;
  for (const [ruleId, visit, name, place] of runEndVisitors) {
    try {
      visit(run);
    } catch (error) {
      fail(`rule ${ruleId} failed on the run (first input ${name}): ${errorText(error)}`, place);
    }
  }
  return { findings, protocols, failures, ...(order ? { order } : {}) };
}

/** A rule's error, cut short: its message may quote a definition's text (a 10 MB key in a regular expression). */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}
