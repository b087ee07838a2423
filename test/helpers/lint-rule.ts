// Runs one rule over in-memory tools, the way the engine runs it, for table-style rule tests.
import type { Rule } from "../../src/engine/rule.js";
import { prepareRules, runRules, type EngineInput, type EngineOptions } from "../../src/engine/run.js";
import { recognizeShape } from "../../src/pipeline/input/shape.js";
import type { Finding, Severity, ToolList } from "../../src/core/model/types.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";

export interface LintRuleOptions {
  protocol?: ProtocolVersion;
  options?: object;
  severity?: Severity;
  targets?: string[];
  baseline?: unknown;
  settings?: Record<string, unknown>;
  /** Extra inputs in the same run (for rules that look across servers). */
  others?: unknown[];
  /** Client configs of the run: groups of input indexes (0 is `input`, then `others`). */
  clients?: { name: string; inputs: number[] }[];
}

export function toList(input: unknown): ToolList {
  const shape = recognizeShape(input);
  if (!shape.ok) throw new Error(`test input is not a tool list: ${shape.message}`);
  return shape.list;
}

function setup(rule: Rule<any>, input: unknown, opts: LintRuleOptions): [EngineInput[], EngineOptions] {
  const lists = [input, ...(opts.others ?? [])].map(toList);
  return [
    lists.map((list, index) => ({ info: { index, name: `input${index}`, kind: "file" as const }, list })),
    {
      rules: [{ rule, severity: opts.severity ?? "error", options: { ...rule.meta.defaultOptions, ...(opts.options ?? {}) } }],
      protocol: opts.protocol,
      targets: opts.targets,
      baseline: opts.baseline === undefined ? undefined : toList(opts.baseline),
      settings: opts.settings,
      clients: opts.clients,
    },
  ];
}

function findingsOf(result: ReturnType<typeof runRules>): Finding[] {
  if (result.failures.length > 0) throw new Error(result.failures.join("\n"));
  return result.findings;
}

/** `input` is anything a file may hold: an array of tools, one tool, `{tools}`, ... */
export function lintRule(rule: Rule<any>, input: unknown, opts: LintRuleOptions = {}): Finding[] {
  if (rule.prepare) throw new Error(`${rule.meta.id} has a prepare step: use lintRuleAsync`);
  const [inputs, options] = setup(rule, input, opts);
  return findingsOf(runRules(inputs, options));
}

/** Like `lintRule`, for rules with an asynchronous `prepare` step. */
export async function lintRuleAsync(rule: Rule<any>, input: unknown, opts: LintRuleOptions = {}): Promise<Finding[]> {
  const [inputs, options] = setup(rule, input, opts);
  const prepared = await prepareRules(inputs, options);
  return findingsOf(runRules(inputs, { ...options, prepared }));
}

/** A minimal valid tool with the given overrides. */
export function tool(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "list_files",
    description: "List the files in a directory of the workspace. Use it before reading a file whose path you do not know.",
    inputSchema: { type: "object", properties: { path: { type: "string", description: "Directory to list." } }, required: ["path"] },
    annotations: { readOnlyHint: true },
    ...overrides,
  };
}
