import { ALL_RULES, RULES_BY_ID } from "../rules/_registry.js";
import { prepareRules, runRules, type EngineInput, type EnabledRule } from "../engine/run.js";
import { recognizeShape } from "../input/shape.js";
import { parseJson } from "../json/parse-json.js";
import { expandInputs, readSource, readStdin } from "../input/read.js";
import { locate } from "../positions/locate.js";
import { splitAtTool } from "../positions/pointer.js";
import { loadConfig, type ConfigVocabulary } from "../config/load.js";
import { resolveRules, validateRuleOptions, type RuleFlags } from "../config/resolve.js";
import { applySuppressions } from "../config/suppress.js";
import { ConfigError, type ConfigSource, type UserConfig } from "../config/types.js";
import type { InputReport, LintResult } from "../model/result.js";
import { sortFindings } from "../model/findings.js";
import type { Finding, Severity, ToolList } from "../model/types.js";
import type { ProtocolVersion } from "../model/protocol.js";
import { toolTokenCounts } from "../cost/counts.js";
import {
  applySuppressionFile,
  describeUnused,
  findingLocator,
  parseSuppressionFile,
  type SuppressionFile,
  type UnusedSuppression,
} from "../suppressions/index.js";

/** A tool list already in memory (a live server's capture, or the library's `tools` option). */
export interface MemoryInput {
  readonly name: string;
  readonly kind: "stdin" | "server" | "file";
  readonly value: unknown;
  /** The text the value was parsed from, for positions (absent for live servers). */
  readonly text?: string;
  readonly path?: string;
  readonly negotiatedProtocol?: ProtocolVersion;
  /** How the handshake chose that version (one line: the method, the versions offered). */
  readonly negotiatedHow?: string;
  /** The name the server is configured under (client prefixes use it), overriding `serverInfo.name`. */
  readonly serverName?: string;
  /** What a live server said about itself in the handshake. */
  readonly serverInfo?: Record<string, unknown>;
  /** Findings of this input anchor to this pointer of a document (a client-config entry). */
  readonly anchor?: { readonly document: number; readonly pointer: string };
  /** The client group (index into `LintRequest.clients`) this server belongs to. */
  readonly client?: number;
}

/** A file that is not linted but that findings anchor to (a client config). */
export interface AnchorDocument {
  readonly name: string;
  readonly path: string;
  readonly text: string;
}

export interface LintRequest {
  readonly cwd: string;
  /** Paths, globs and `-` for stdin. */
  readonly files?: readonly string[];
  readonly memory?: readonly MemoryInput[];
  /** Files that memory inputs anchor their findings to (client configs). */
  readonly documents?: readonly AnchorDocument[];
  /** Client groups by name; memory inputs refer to them by index. */
  readonly clients?: readonly string[];
  readonly stdin?: () => Promise<Uint8Array>;
  /** `-c`: an explicit config file; `false` to use no config at all. */
  readonly configPath?: string | false;
  /** A config given in memory (the library API), used instead of any file. */
  readonly config?: UserConfig;
  readonly flags?: RuleFlags;
  readonly protocol?: ProtocolVersion;
  /** An earlier tool list to compare with (`--baseline`). */
  readonly baseline?: string;
  /** Extra settings handed to rules (`--tokens` → `{ tokens: true }`). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Today as YYYY-MM-DD (suppression expiry); defaults to the clock. */
  readonly today?: string;
  /** A bulk suppressions file (`--suppressions`): findings it records are not reported. */
  readonly suppressionsFile?: string;
  /** Globs that directory and glob inputs leave out (`--exclude`). */
  readonly exclude?: readonly string[];
  /** The name stdin's findings are reported under (`--stdin-filename`). */
  readonly stdinFilename?: string;
}

export function configVocabulary(): ConfigVocabulary {
  return {
    ruleIds: new Set(RULES_BY_ID.keys()),
    categories: new Set(ALL_RULES.map((rule) => rule.meta.category)),
    targets: new Set(ALL_RULES.flatMap((rule) => rule.meta.targets ?? [])),
  };
}

interface Loaded {
  readonly report: InputReport;
  readonly text?: string;
  readonly list?: ToolList;
  readonly negotiatedProtocol?: ProtocolVersion;
  readonly negotiatedHow?: string;
  /** Findings of this input are positioned at this pointer of another input. */
  readonly anchor?: { readonly inputIndex: number; readonly pointer: string };
}

/** Loads every input, runs the rules once over all of them, and returns findings with positions. */
export async function lint(request: LintRequest): Promise<LintResult> {
  const problems: string[] = [];
  const findings: Finding[] = [];
  const loaded: Loaded[] = [];

  // Configuration problems stop the run: the rule set itself is unknown.
  const vocabulary = configVocabulary();
  const { config, source: configSource } = request.config
    ? { config: request.config, source: undefined }
    : request.configPath === false
      ? { config: {}, source: undefined }
      : await loadConfig(request.configPath, request.cwd, vocabulary);
  await validateRuleOptions(ALL_RULES, config, configSource?.path ?? "config");
  const resolved = resolveRules(ALL_RULES, config, { ...request.flags, hasBaseline: request.baseline !== undefined });

  const addParsed = (
    base: Omit<InputReport, "toolCount" | "index">,
    text: string | undefined,
    value: unknown,
    extra: Partial<Loaded>,
    parseError?: { message: string; line: number; column: number },
  ): void => {
    const index = loaded.length;
    if (parseError) {
      loaded.push({ report: { ...base, index, toolCount: 0 }, ...(text !== undefined ? { text } : {}) });
      findings.push({
        ruleId: "parse-error",
        severity: "error",
        message: parseError.message,
        tool: undefined,
        pointer: "",
        inputIndex: index,
        line: parseError.line,
        column: parseError.column,
        endLine: parseError.line,
        endColumn: parseError.column + 1,
      });
      return;
    }
    const shape = recognizeShape(value);
    if (!shape.ok) {
      loaded.push({ report: { ...base, index, toolCount: 0 }, ...(text !== undefined ? { text } : {}) });
      findings.push({ ruleId: "parse-error", severity: "error", message: shape.message, tool: undefined, pointer: shape.pointer, inputIndex: index });
      return;
    }
    const list = shape.list;
    loaded.push({
      report: { ...base, index, shape: list.shape, toolCount: list.tools.length, ...(list.serverInfo ? { serverInfo: list.serverInfo } : {}) },
      list,
      ...(text !== undefined ? { text } : {}),
      ...extra,
    });
  };

  const { paths, failures, expanded } = await expandInputs(request.files ?? [], request.cwd, request.exclude);
  for (const failure of failures) problems.push(failure.message);
  const notes: string[] = [];
  const skipped: string[] = [];
  for (const path of paths) {
    const read = await readSource(path, request.cwd, request.stdin ?? (() => readStdin()), request.stdinFilename);
    if (read.ok === false) {
      problems.push(read.failure.message);
      continue;
    }
    if (read.ok === "invalid-utf8") {
      addParsed(
        { name: read.name, kind: read.kind, ...(read.path ? { path: read.path } : {}) },
        undefined,
        undefined,
        {},
        { message: "not valid UTF-8", line: read.line, column: read.column },
      );
      continue;
    }
    const { source } = read;
    const parsed = parseJson(source.text);
    // Valid JSON that a glob or directory found and that is no tool list (package.json,
    // tsconfig.json): not ours to judge. A file named on the command line is still checked.
    if (parsed.ok && expanded.has(path) && !isFoundToolList(parsed.value)) {
      skipped.push(source.name);
      continue;
    }
    addParsed(
      { name: source.name, kind: source.kind, ...(source.path ? { path: source.path } : {}) },
      source.text,
      parsed.ok ? parsed.value : undefined,
      {},
      parsed.ok ? undefined : parsed,
    );
  }
  const documentIndex = (request.documents ?? []).map((document) => {
    const index = loaded.length;
    loaded.push({ report: { index, name: document.name, kind: "config", path: document.path, toolCount: 0 }, text: document.text });
    return index;
  });
  const clientInputs = (request.clients ?? []).map(() => [] as number[]);
  for (const input of request.memory ?? []) {
    const anchorInput = input.anchor ? documentIndex[input.anchor.document] : undefined;
    if (input.client !== undefined) clientInputs[input.client]?.push(loaded.length);
    addParsed(
      {
        name: input.name,
        kind: input.kind,
        ...(input.path ? { path: input.path } : anchorInput !== undefined ? { path: request.documents![input.anchor!.document]!.path } : {}),
      },
      input.text,
      input.value,
      {
        ...(input.negotiatedProtocol ? { negotiatedProtocol: input.negotiatedProtocol } : {}),
        ...(input.negotiatedHow ? { negotiatedHow: input.negotiatedHow } : {}),
        ...(anchorInput !== undefined ? { anchor: { inputIndex: anchorInput, pointer: input.anchor!.pointer } } : {}),
      },
    );
    const added = loaded[loaded.length - 1]!;
    if (added.list && (input.serverName || input.serverInfo)) {
      const infoName = typeof input.serverInfo?.name === "string" ? input.serverInfo.name : undefined;
      const serverName = input.serverName ?? infoName ?? added.list.serverName;
      const list: ToolList = { ...added.list, ...(input.serverInfo ? { serverInfo: input.serverInfo } : {}), ...(serverName ? { serverName } : {}) };
      loaded[loaded.length - 1] = { ...added, list, report: { ...added.report, ...(input.serverInfo ? { serverInfo: input.serverInfo } : {}) } };
    }
  }

  if (skipped.length > 0) {
    const list = skipped.length > 3 ? `${skipped.slice(0, 3).join(", ")} and ${skipped.length - 3} more` : skipped.join(", ");
    if (loaded.length === 0 && (request.memory ?? []).length === 0 && problems.length === 0)
      problems.push(`no tool lists found: ${list} ${skipped.length === 1 ? "is" : "are"} JSON but not a tool list`);
    else
      notes.push(`skipped ${skipped.length === 1 ? "1 JSON file that is not a tool list" : `${skipped.length} JSON files that are not tool lists`}: ${list}`);
  }
  let baseline: ToolList | undefined;
  const listed = loaded.filter((input) => input.list).length;
  // One baseline is one earlier tool list: comparing several inputs with it would report every other input's tools as removed.
  if (request.baseline !== undefined && listed > 1)
    problems.push(`--baseline compares one tool list with its earlier version; ${listed} tool lists were loaded (run once per input)`);
  else if (request.baseline !== undefined) baseline = await loadBaseline(request.baseline, request.cwd, problems);

  const engineInputs: EngineInput[] = loaded.flatMap((input) =>
    input.list
      ? [
          {
            info: { index: input.report.index, name: input.report.name, kind: input.report.kind === "config" ? "file" : input.report.kind },
            list: input.list,
            ...(input.negotiatedProtocol ? { negotiatedProtocol: input.negotiatedProtocol } : {}),
            ...(input.negotiatedHow ? { negotiatedHow: input.negotiatedHow } : {}),
          },
        ]
      : [],
  );
  const enabled: EnabledRule[] = resolved.map((r) => ({ rule: RULES_BY_ID.get(r.id)!, severity: r.severity, options: r.options }));
  const protocol = request.protocol ?? config.protocol;
  const engineOptions = {
    rules: enabled,
    ...(protocol ? { protocol, protocolSource: request.protocol ? ("flag" as const) : ("config" as const) } : {}),
    targets: request.flags?.targets ?? config.targets ?? [],
    ...(baseline ? { baseline } : {}),
    settings: request.settings ?? {},
    clients: (request.clients ?? []).map((name, i) => ({ name, inputs: clientInputs[i] ?? [] })),
  };
  const prepared = await prepareRules(engineInputs, engineOptions);
  let tokenCounter = prepared.get("context-budget");
  if (request.settings?.tokens === true && tokenCounter === undefined) {
    const counter = await (await import("../cost/tokenizer.js")).loadTokenizer();
    if (counter) tokenCounter = { counter, all: true, perToolLimit: 0 };
  }
  const result = runRules(engineInputs, { ...engineOptions, prepared });
  for (const failure of result.failures) problems.push(`internal error: ${failure}`);
  // Not push(...spread): a large input has more findings than a call has room for arguments.
  for (const finding of result.findings) findings.push(finding);

  const reports: InputReport[] = loaded.map((input) => {
    const protocol = result.protocols.get(input.report.index);
    if (!protocol) return input.report;
    return { ...input.report, ...(protocol.version ? { protocolVersion: protocol.version } : {}), protocol };
  });

  // Suppressions from the config, then findings about the config itself.
  const severityOf = new Map(resolved.map((r) => [r.id, r.severity] as const));
  const enabledIds = new Set(resolved.map((r) => r.id));
  let kept = findings.filter((f) => f.ruleId === "parse-error" || enabledIds.has(f.ruleId));
  let suppressed = 0;
  const suppressions = config.ignore ?? [];
  if (suppressions.length > 0) {
    const toolPointers = new Map(loaded.map((input) => [input.report.index, new Set(input.list?.tools.map((t) => t.pointer) ?? [])]));
    const outcome = applySuppressions(kept, suppressions, {
      categoryOf: (id) => RULES_BY_ID.get(id)?.meta.category,
      toolRelative: (finding) => splitAtTool(finding.pointer, toolPointers.get(finding.inputIndex) ?? new Set())?.[1],
      today: request.today ?? new Date().toISOString().slice(0, 10),
    });
    kept = outcome.kept;
    suppressed = outcome.suppressed;
    const unusedSeverity = severityOf.get("unused-suppression");
    if (unusedSeverity && configSource && (outcome.unused.length > 0 || outcome.expired.length > 0)) {
      const configIndex = reports.length;
      reports.push({ index: configIndex, name: displayConfigName(configSource, request.cwd), kind: "config", path: configSource.path, toolCount: 0 });
      loaded.push({ report: reports[configIndex]!, text: configSource.format === "json" ? configSource.text : undefined });
      for (const s of outcome.unused) {
        kept.push({
          ruleId: "unused-suppression",
          severity: unusedSeverity,
          message: `Suppression of \`${s.rule}\`${s.tool ? ` for tool \`${s.tool}\`` : ""}${s.pointer ? ` at \`${s.pointer}\`` : ""} matched no finding; remove it.`,
          tool: undefined,
          pointer: s.configPointer,
          inputIndex: configIndex,
        });
      }
      for (const s of outcome.expired) {
        kept.push({
          ruleId: "unused-suppression",
          severity: unusedSeverity,
          message: `Suppression of \`${s.rule}\`${s.tool ? ` for tool \`${s.tool}\`` : ""} expired on ${s.expires}; fix the finding or renew the suppression with a reason.`,
          tool: undefined,
          pointer: s.configPointer,
          inputIndex: configIndex,
        });
      }
    }
  }

  const lists = new Map(loaded.flatMap((l) => (l.list ? [[l.report.index, l.list] as const] : [])));
  let bulkSuppressed: Finding[] = [];
  let suppressionsFile: LintResult["suppressionsFile"];
  if (request.suppressionsFile !== undefined) {
    const bulk = await applyBulkSuppressions(request.suppressionsFile, request.cwd, kept, { inputs: reports, lists }, severityOf.get("unused-suppression"));
    if ("problem" in bulk) problems.push(bulk.problem);
    else {
      kept = bulk.kept;
      bulkSuppressed = bulk.suppressed;
      suppressed += bulk.suppressed.length;
      suppressionsFile = { path: bulk.path, file: bulk.file, unused: bulk.unused };
      if (bulk.unusedFindings.length > 0) {
        const index = reports.length;
        reports.push({ index, name: bulk.name, kind: "config", path: bulk.path, toolCount: 0 });
        loaded.push({ report: reports[index]!, text: bulk.text });
        for (const finding of bulk.unusedFindings) kept.push({ ...finding, inputIndex: index });
      }
    }
  }

  const texts = new Map<number, string>();
  for (const input of loaded) if (input.text !== undefined) texts.set(input.report.index, input.text);
  for (const duplicate of resolvePositions(kept, loaded, texts)) kept.push(duplicate);
  sortFindings(kept);
  const tokens = toolTokenCounts(
    engineInputs.map((input) => ({ input: input.info, list: input.list })),
    tokenCounter,
  );
  return {
    inputs: reports,
    findings: kept,
    problems,
    ...(notes.length > 0 ? { notes } : {}),
    rules: resolved,
    suppressed,
    bulkSuppressed,
    ...(suppressionsFile ? { suppressionsFile } : {}),
    texts,
    lists,
    tokens,
  };
}

/** Applies a `--suppressions` file; entries that matched less than they record become findings in it. */
async function applyBulkSuppressions(
  path: string,
  cwd: string,
  findings: Finding[],
  run: Parameters<typeof findingLocator>[0],
  unusedSeverity: Severity | undefined,
): Promise<
  | { problem: string }
  | {
      kept: Finding[];
      suppressed: Finding[];
      unused: UnusedSuppression[];
      unusedFindings: Finding[];
      file: SuppressionFile;
      path: string;
      name: string;
      text: string;
    }
> {
  const { resolve } = await import("node:path");
  const read = await readSource(resolve(cwd, path), cwd, async () => new Uint8Array());
  if (read.ok !== true) return { problem: `--suppressions ${read.ok === false ? read.failure.message : `${path}: not valid UTF-8`}` };
  const parsed = parseSuppressionFile(read.source.text, read.source.name);
  if (!parsed.ok) return { problem: `--suppressions ${parsed.error}` };
  const { dirname } = await import("node:path");
  const outcome = applySuppressionFile(parsed.file, findings, findingLocator(run, dirname(resolve(cwd, path))));
  const unusedFindings: Finding[] = unusedSeverity
    ? outcome.unused.map((u) => ({
        ruleId: "unused-suppression",
        severity: unusedSeverity,
        message: describeUnused(u),
        tool: undefined,
        pointer: `/suppressions/${parsed.file.suppressions.indexOf(u.entry)}`,
        inputIndex: -1,
      }))
    : [];
  return { ...outcome, unusedFindings, file: parsed.file, path: read.source.path!, name: read.source.name, text: read.source.text };
}

function displayConfigName(source: ConfigSource, cwd: string): string {
  return source.path.startsWith(`${cwd}/`) ? source.path.slice(cwd.length + 1) : source.path;
}

async function loadBaseline(path: string, cwd: string, problems: string[]): Promise<ToolList | undefined> {
  const { resolve } = await import("node:path");
  const read = await readSource(resolve(cwd, path), cwd, async () => new Uint8Array());
  if (read.ok !== true) {
    problems.push(`--baseline ${read.ok === false ? read.failure.message : `${path}: not valid UTF-8`}`);
    return undefined;
  }
  const parsed = parseJson(read.source.text);
  if (!parsed.ok) {
    problems.push(`--baseline ${read.source.name}:${parsed.line}:${parsed.column}: ${parsed.message}`);
    return undefined;
  }
  const shape = recognizeShape(parsed.value);
  if (!shape.ok) {
    problems.push(`--baseline ${read.source.name}: ${shape.message}`);
    return undefined;
  }
  return shape.list;
}

/**
 * Fills in line and column for findings in inputs that have text, in one pass per input,
 * and returns the duplicate keys that pass found (JSON.parse kept the last value; another
 * client's parser may keep the first).
 */
function resolvePositions(findings: Finding[], loaded: readonly Loaded[], texts: ReadonlyMap<number, string>): Finding[] {
  const anchorOf = (f: Finding): { index: number; pointer: string } => {
    const anchor = loaded[f.inputIndex]?.anchor;
    return anchor ? { index: anchor.inputIndex, pointer: anchor.pointer } : { index: f.inputIndex, pointer: f.pointer };
  };
  const byInput = new Map<number, Finding[]>();
  for (const finding of findings) {
    if (finding.line !== undefined) continue;
    const { index } = anchorOf(finding);
    let group = byInput.get(index);
    if (!group) byInput.set(index, (group = []));
    group.push(finding);
  }
  const duplicates: Finding[] = [];
  for (const [index, text] of texts) {
    const input = loaded[index]!;
    const group = byInput.get(index) ?? [];
    if (group.length === 0 && !input.list) continue;
    let located;
    try {
      located = locate(
        text,
        group.map((f) => anchorOf(f).pointer),
        { allowComments: input.report.kind === "config" },
      );
    } catch {
      continue; // nesting too deep for the position scanner: findings keep their pointers
    }
    for (const finding of group) {
      const region = located.regions.get(anchorOf(finding).pointer);
      if (region) Object.assign(finding, region);
    }
    if (!input.list) continue;
    const toolByPointer = new Map(input.list.tools.map((tool) => [tool.pointer, tool]));
    const toolPointers = new Set(toolByPointer.keys());
    for (const duplicate of located.duplicateKeys) {
      const toolPointer = splitAtTool(duplicate.pointer, toolPointers)?.[0];
      duplicates.push({
        ruleId: "parse-error",
        severity: "error",
        message: `Duplicate key \`${duplicate.key}\` (first at line ${duplicate.firstLine}): clients that keep the first value and clients that keep the last see different definitions. Remove one.`,
        tool: toolPointer === undefined ? undefined : toolByPointer.get(toolPointer)?.name,
        pointer: duplicate.pointer,
        inputIndex: index,
        ...duplicate.region,
      });
    }
  }
  return duplicates;
}

/**
 * Whether a file a glob or directory found is a tool list: a `tools` result, a JSON-RPC response,
 * pages or a snapshot, or tools (objects with `inputSchema`) alone or in an array. A bare
 * `{"name": ...}` (package.json) or an array of other things is left alone.
 */
function isFoundToolList(value: unknown): boolean {
  const shape = recognizeShape(value);
  if (!shape.ok) return false;
  const hasSchema = (tool: unknown): boolean => typeof tool === "object" && tool !== null && Object.hasOwn(tool, "inputSchema");
  if (shape.list.shape === "tool") return hasSchema(value);
  if (shape.list.shape === "array") return shape.list.tools.some((tool) => hasSchema(tool.value));
  return true;
}

export { ConfigError };
export type { InputReport, LintResult } from "../model/result.js";
