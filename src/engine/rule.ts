import type { Category, JsonObject, RuleReport, Severity, SeveritySetting, ToolList, ToolNode } from "../core/model/types.js";
import type { ProtocolSource, ProtocolVersion } from "../core/model/protocol.js";
import type { SchemaNode } from "../core/schema/walk.js";
import type { InputInfo, RunInfo } from "../core/model/run.js";

const DOCS_BASE_URL = "https://github.com/mcp-tool-lint/mcp-tool-lint/blob/main/docs/rules/";

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

export type { ProtocolSource } from "../core/model/protocol.js";

export type { ClientGroup, InputInfo, RunInfo } from "../core/model/run.js";

export interface RuleContext<Options extends object = object> {
  readonly ruleId: string;
  /** The severity the configuration gives this rule (a report may lower it, never needs to raise it). */
  readonly severity: Severity;
  readonly options: Options;
  /** What the rule's `prepare` returned for this run (undefined without one). */
  readonly prepared: unknown;
  /**
   * The version to check against: the input's version when it is known, else the oldest it may
   * speak (so that requirements later versions added are not demanded in doubt).
   */
  readonly protocol: ProtocolVersion;
  /**
   * Every version the input may speak, oldest first: one when known, a range when inferred from
   * fields, all of them in version-neutral mode. A field is defined when some of them define it;
   * a version-specific requirement applies when all of them have it.
   */
  readonly protocols: readonly ProtocolVersion[];
  /** Where the version came from: `--protocol`, the config, a live handshake, the input, its fields, or nowhere (neutral). */
  readonly protocolSource: ProtocolSource;
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
  /** Each tool again, after its schemas and strings were walked (to report what the walk gathered). */
  toolEnd?(tool: ToolNode): void;
  /**
   * Every string of each tool, keys included, at every depth (descriptions, titles, enum
   * values, defaults, examples, `_meta`), one at a time: one walk shared by the rules that scan text.
   */
  text?(node: TextNode): void;
  /** Once per input, after every tool. */
  listEnd?(list: ToolList): void;
  /**
   * Once per run, after every input, on the context of the first input: for checks over the
   * union of several servers. Report with `input` to anchor a finding in another input.
   */
  runEnd?(run: RunInfo): void;
}

/** One string met in a tool definition. */
export interface TextNode {
  readonly value: string;
  /** Pointer of the string value, or of the member whose key this is. */
  readonly pointer: string;
  readonly tool: ToolNode;
  /** True when the string is an object key, not a value. */
  readonly isKey: boolean;
  /** The member name this string sits under (the key itself for keys; the parent key for array items). */
  readonly field: string | undefined;
}

export interface Rule<Options extends object = object> {
  readonly meta: RuleMeta<Options>;
  /** Called once per input; returns the visitors for that input. Must not read files or print. */
  create(context: RuleContext<Options>): RuleVisitors;
  /**
   * Optional asynchronous work before the run (loading a tokenizer, resolving `$ref`s); its
   * result reaches every context as `prepared`. Never reads files or the network.
   */
  prepare?(run: RunInfo, options: Options): Promise<unknown>;
}

/** Identity helper that keeps a rule's options type checked against its defaults. */
export function defineRule<Options extends object>(rule: Rule<Options>): Rule<Options> {
  return rule;
}
