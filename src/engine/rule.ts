import type { Category, JsonObject, RuleReport, SeveritySetting, ToolList, ToolNode } from "../model/types.js";
import type { ProtocolVersion } from "../model/protocol.js";
import type { SchemaNode } from "./schema-walk.js";

export const DOCS_BASE_URL = "https://github.com/mcp-tool-lint/mcp-tool-lint/blob/main/docs/rules/";

export function docsUrl(ruleId: string): string {
  return `${DOCS_BASE_URL}${ruleId}.md`;
}

export interface RuleMeta<Options extends object = object> {
  readonly id: string;
  readonly category: Category;
  /** Severity in the `recommended` preset. */
  readonly severity: SeveritySetting;
  /** Severity in the `strict` preset when it differs (design rules are at least `warning` there). */
  readonly strictSeverity?: SeveritySetting;
  /** One line: what the rule checks. */
  readonly description: string;
  readonly defaultOptions: Options;
  /** Options the `strict` preset sets on top of the defaults. */
  readonly strictOptions?: Partial<Options>;
  /** JSON Schema for the rule's options (validated when a config sets them). */
  readonly optionsSchema?: JsonObject;
  /** Compat rules: the targets (`--target`) that turn the rule on. */
  readonly targets?: readonly string[];
  /** Change rules: only meaningful with `--baseline`. */
  readonly needsBaseline?: boolean;
}

/** What every rule is told about the input being linted. */
export interface InputInfo {
  readonly index: number;
  /** Display name: a path relative to the working directory, `<stdin>`, or a server's name. */
  readonly name: string;
  readonly kind: "file" | "stdin" | "server";
}

/** Facts about the whole run, for rules that look across inputs. */
export interface RunInfo {
  /** Every input's tool list in this run (those that loaded). */
  readonly lists: ReadonlyArray<{ readonly input: InputInfo; readonly list: ToolList }>;
  readonly targets: readonly string[];
  /** The baseline tool list when `--baseline` is given. */
  readonly baseline: ToolList | undefined;
  /** Extra verbs, prefixes and similar knobs that come from the config rather than a rule's options. */
  readonly settings: Readonly<Record<string, unknown>>;
}

export interface RuleContext<Options extends object = object> {
  readonly ruleId: string;
  readonly options: Options;
  readonly protocol: ProtocolVersion;
  readonly list: ToolList;
  readonly input: InputInfo;
  readonly run: RunInfo;
  /** Report a finding; `tool` defaults to the tool being visited. */
  report(report: RuleReport): void;
}

/** Callbacks the engine calls during its single walk over each input. */
export interface RuleVisitors {
  /** Once per input, before any tool. */
  list?(list: ToolList): void;
  /** Each tool, in order. */
  tool?(tool: ToolNode): void;
  /** Each subschema of each tool's inputSchema and outputSchema, pre-order. */
  schema?(node: SchemaNode): void;
  /** Once per input, after every tool. */
  listEnd?(list: ToolList): void;
}

export interface Rule<Options extends object = object> {
  readonly meta: RuleMeta<Options>;
  /** Called once per input; returns the visitors for that input. Must not read files or print. */
  create(context: RuleContext<Options>): RuleVisitors;
}

/** Identity helper that keeps a rule's options type checked against its defaults. */
export function defineRule<Options extends object>(rule: Rule<Options>): Rule<Options> {
  return rule;
}
