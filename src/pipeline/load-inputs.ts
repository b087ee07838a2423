// Stage 2, inputs: every file, glob, stdin and in-memory tool list read and recognised as a tool
// list, the documents live servers anchor to, and the baseline, read through the same path. An
// input that is not one becomes a parse-error finding; a file that cannot be read is a problem.
import { resolve } from "node:path";
import { decodeAgain, expandInputs, readSource, readStdin } from "./input/read.js";
import { recognizeShape } from "./input/shape.js";
import { parseJsonBytes } from "../core/json/parse-bytes.js";
import { type ParsedJson, parseJson } from "../core/json/parse-json.js";
import { parseError } from "../core/model/builtin-findings.js";
import type { ProtocolVersion } from "../core/model/protocol.js";
import type { InputReport } from "../core/model/result.js";
import type { Finding, ToolList } from "../core/model/types.js";
import type { LintRequest } from "./request.js";

/** One input of the run as the later stages see it. */
export interface LoadedInput {
  readonly report: InputReport;
  readonly text?: string;
  /**
   * A tool list read from a file or stdin keeps the UTF-8 bytes of its strict JSON instead of its
   * text: half the memory of a text with any character beyond Latin-1, and positions are found
   * in the bytes (textOf decodes them again only when the text itself is asked for).
   */
  readonly bytes?: Uint8Array;
  readonly list?: ToolList;
  readonly negotiatedProtocol?: ProtocolVersion;
  readonly negotiatedHow?: string;
  /** Findings of this input are positioned at this pointer of another input. */
  readonly anchor?: { readonly inputIndex: number; readonly pointer: string };
}

export interface LoadedInputs {
  /** In index order: files, then anchor documents, then tool lists in memory. */
  readonly inputs: LoadedInput[];
  /** parse-error findings of the inputs that are no tool list. */
  readonly findings: Finding[];
  readonly problems: string[];
  readonly notes: string[];
  readonly baseline: ToolList | undefined;
  /** Input indexes of each client group of the request. */
  readonly clientInputs: number[][];
}

type Where = { readonly pointer: string } | { readonly line: number; readonly column: number };

/** A text read and recognised as a tool list, or what stopped it. */
type ReadList =
  | { readonly status: "unreadable"; readonly message: string }
  | {
      readonly status: "broken";
      readonly source: Omit<InputReport, "index" | "toolCount">;
      readonly text?: string;
      readonly message: string;
      readonly at: Where;
      /** Valid JSON, just not a tool list. */
      readonly json: boolean;
    }
  | {
      readonly status: "list";
      readonly source: Omit<InputReport, "index" | "toolCount">;
      readonly bytes: Uint8Array;
      readonly value: unknown;
      readonly list: ToolList;
    };

/** Reads a file (or stdin for `-`), parses it as JSON and recognises its shape: the one path for inputs and the baseline. */
async function readToolList(path: string, cwd: string, stdin: () => Promise<Uint8Array>, stdinFilename?: string): Promise<ReadList> {
  const read = await readSource(path, cwd, stdin, stdinFilename);
  if (read.ok === false) return { status: "unreadable", message: read.failure.message };
  if (read.ok === "invalid-utf8") {
    const source = { name: read.name, kind: read.kind, ...(read.path ? { path: read.path } : {}) };
    return { status: "broken", source, message: "not valid UTF-8", at: { line: read.line, column: read.column }, json: false };
  }
  const { bytes, name, kind } = read.source;
  const source = { name, kind, ...(read.source.path ? { path: read.source.path } : {}) };
  // The text is decoded only when the bytes do not parse (then for the error and its position).
  const fromBytes = parseJsonBytes(bytes);
  const text = fromBytes ? undefined : read.source.text;
  const parsed: ParsedJson = fromBytes ? { ok: true, value: fromBytes.value } : parseJson(text!);
  if (!parsed.ok) return { status: "broken", source, text, message: parsed.message, at: { line: parsed.line, column: parsed.column }, json: false };
  const shape = recognizeShape(parsed.value);
  if (!shape.ok) return { status: "broken", source, text: text ?? read.source.text, message: shape.message, at: { pointer: shape.pointer }, json: true };
  return { status: "list", source, bytes, value: parsed.value, list: shape.list };
}

export async function loadInputs(request: LintRequest): Promise<LoadedInputs> {
  const inputs: LoadedInput[] = [];
  const findings: Finding[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const broken = (source: Omit<InputReport, "index" | "toolCount">, text: string | undefined, message: string, at: Where): void => {
    const index = inputs.length;
    inputs.push({ report: { ...source, index, toolCount: 0 }, ...(text !== undefined ? { text } : {}) });
    findings.push(parseError(index, message, at));
  };
  const listed = (source: Omit<InputReport, "index" | "toolCount">, list: ToolList, extra: Partial<LoadedInput> = {}): void => {
    const index = inputs.length;
    const report = { ...source, index, shape: list.shape, toolCount: list.tools.length, ...(list.serverInfo ? { serverInfo: list.serverInfo } : {}) };
    inputs.push({ report, list, ...extra });
  };

  const { paths, failures, expanded } = await expandInputs(request.files ?? [], request.cwd, request.exclude);
  for (const failure of failures) problems.push(failure.message);
  const skipped: string[] = [];
  for (const path of paths) {
    const read = await readToolList(path, request.cwd, request.stdin ?? (() => readStdin()), request.stdinFilename);
    if (read.status === "unreadable") {
      problems.push(read.message);
      continue;
    }
    // Valid JSON that a glob or directory found and that is no tool list (package.json,
    // tsconfig.json): not ours to judge. A file named on the command line is still checked.
    if (expanded.has(path) && (read.status === "broken" ? read.json : !isFoundToolList(read.value, read.list))) {
      skipped.push(read.source.name);
      continue;
    }
    if (read.status === "broken") broken(read.source, read.text, read.message, read.at);
    else listed(read.source, read.list, { bytes: read.bytes });
  }

  const documentIndex = (request.documents ?? []).map((document) => {
    const index = inputs.length;
    inputs.push({ report: { index, name: document.name, kind: "config", path: document.path, toolCount: 0 }, text: document.text });
    return index;
  });
  const clientInputs = (request.clients ?? []).map(() => [] as number[]);
  for (const input of request.memory ?? []) {
    const anchorInput = input.anchor ? documentIndex[input.anchor.document] : undefined;
    if (input.client !== undefined) clientInputs[input.client]?.push(inputs.length);
    const source = {
      name: input.name,
      kind: input.kind,
      ...(input.path ? { path: input.path } : anchorInput !== undefined ? { path: request.documents![input.anchor!.document]!.path } : {}),
    };
    const shape = recognizeShape(input.value);
    if (!shape.ok) {
      broken(source, input.text, shape.message, { pointer: shape.pointer });
      continue;
    }
    // A live server's configured name and handshake override what the list says of itself.
    const infoName = typeof input.serverInfo?.name === "string" ? input.serverInfo.name : undefined;
    const serverName = input.serverName || input.serverInfo ? (input.serverName ?? infoName ?? shape.list.serverName) : undefined;
    const list: ToolList = { ...shape.list, ...(input.serverInfo ? { serverInfo: input.serverInfo } : {}), ...(serverName ? { serverName } : {}) };
    listed(source, list, {
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.negotiatedProtocol ? { negotiatedProtocol: input.negotiatedProtocol } : {}),
      ...(input.negotiatedHow ? { negotiatedHow: input.negotiatedHow } : {}),
      ...(anchorInput !== undefined ? { anchor: { inputIndex: anchorInput, pointer: input.anchor!.pointer } } : {}),
    });
  }

  if (skipped.length > 0) {
    const list = skipped.length > 3 ? `${skipped.slice(0, 3).join(", ")} and ${skipped.length - 3} more` : skipped.join(", ");
    if (inputs.length === 0 && (request.memory ?? []).length === 0 && problems.length === 0)
      problems.push(`no tool lists found: ${list} ${skipped.length === 1 ? "is" : "are"} JSON but not a tool list`);
    else
      notes.push(`skipped ${skipped.length === 1 ? "1 JSON file that is not a tool list" : `${skipped.length} JSON files that are not tool lists`}: ${list}`);
  }

  let baseline: ToolList | undefined;
  const lists = inputs.filter((input) => input.list).length;
  // One baseline is one earlier tool list: comparing several inputs with it would report every other input's tools as removed.
  if (request.baseline !== undefined && lists > 1)
    problems.push(`--baseline compares one tool list with its earlier version; ${lists} tool lists were loaded (run once per input)`);
  else if (request.baseline !== undefined) {
    const read = await readToolList(resolve(request.cwd, request.baseline), request.cwd, async () => new Uint8Array());
    if (read.status === "list") baseline = read.list;
    else problems.push(`--baseline ${baselineProblem(read, request.baseline)}`);
  }
  return { inputs, findings, problems, notes, baseline, clientInputs };
}

/** An input's text: kept, or decoded again from its bytes. */
export function textOf(input: LoadedInput): string | undefined {
  return input.text !== undefined || input.bytes === undefined ? input.text : decodeAgain(input.bytes);
}

/** The baseline is not linted: what stops it reading is one problem line, not a finding. */
function baselineProblem(read: Exclude<ReadList, { status: "list" }>, path: string): string {
  if (read.status === "unreadable") return read.message;
  if ("pointer" in read.at) return `${read.source.name}: ${read.message}`;
  return read.text === undefined ? `${path}: ${read.message}` : `${read.source.name}:${read.at.line}:${read.at.column}: ${read.message}`;
}

/**
 * Whether a file a glob or directory found is a tool list: a `tools` result, a JSON-RPC response,
 * pages or a snapshot, or tools (objects with `inputSchema`) alone or in an array. A bare
 * `{"name": ...}` (package.json) or an array of other things is left alone.
 */
function isFoundToolList(value: unknown, list: ToolList): boolean {
  const hasSchema = (tool: unknown): boolean => typeof tool === "object" && tool !== null && Object.hasOwn(tool, "inputSchema");
  if (list.shape === "tool") return hasSchema(value);
  if (list.shape === "array") return list.tools.some((tool) => hasSchema(tool.value));
  return true;
}
