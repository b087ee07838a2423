// Finds where a tool that a running server listed is written in the project's source: its
// registration (the call or object that carries its name), and inside that registration the
// description, parameter or other part a finding is about. Only what is certain is reported:
// no registration, or two that cannot be told apart, is no source line at all.
import { readFileSync } from "node:fs";
import { isObject } from "../../core/model/types.js";
import { getAtPointer, splitPointer } from "../../core/positions/pointer.js";
import { listSourceFiles, type SourceFile } from "./files.js";
import { lineStarts, positionOf } from "../../core/positions/line-index.js";
import { MAX_SCANNED_CHARS, scan, type Scanned, type Token } from "./tokens.js";

export interface SourceSpan {
  /** Absolute path of the source file. */
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** Calls whose first argument (or `name` argument) is a tool's name, across the SDKs and frameworks. */
const REGISTER_CALLS = new Set([
  "registerTool",
  "registerToolTask",
  "tool",
  "addTool",
  "defineTool",
  "createTool",
  "NewTool",
  "NewToolWithRawSchema",
  "AddTool",
  "Tool",
  "add_tool",
]);
/** Keys that mark an object or call as a tool definition rather than any object with a `name`. */
const TOOL_KEYS = new Set(["description", "inputSchema", "input_schema", "parameters", "schema", "outputSchema", "annotations", "execute", "handler"]);
/** Keys whose value holds the parameters. */
const SCHEMA_KEYS = new Set(["inputSchema", "input_schema", "parameters", "schema", "argsSchema", "args"]);

interface File extends SourceFile {
  readonly scanned: Scanned;
  readonly starts: number[];
}

/** A tool's registration: the tokens [start, end] that hold it, and what to point at. */
interface Registration {
  readonly file: File;
  readonly start: number;
  readonly end: number;
  /** The name literal (or a Python function's name). */
  readonly name: number;
  /** The call or decorator that registers the tool. */
  readonly anchor: number;
  /** A Python function's parameter list `(` … `)`, for parameters declared as arguments. */
  readonly params?: number;
}

/** The source of one project, read once and searched for many tools. */
export class SourceIndex {
  private files: SourceFile[] | undefined;
  private readonly scanned = new Map<string, File | null>();
  private readonly registrations = new Map<string, Registration | null>();
  /** Files that mention each expected name, from one read of every file. */
  private mentions: Map<string, SourceFile[]> | undefined;

  /** `names`: the tool names that will be asked for, so every file is read once for all of them. */
  constructor(
    readonly root: string,
    private readonly names?: readonly string[],
  ) {}

  /** Where the part of `tool` at `pointer` (relative to the tool) is written, if certain. */
  locate(tool: unknown, pointer: string): SourceSpan | undefined {
    if (!isObject(tool) || typeof tool.name !== "string" || tool.name === "") return undefined;
    const registration = this.registrationOf(tool.name, typeof tool.description === "string" ? tool.description : undefined);
    if (!registration) return undefined;
    const token = partOf(registration, tool, pointer) ?? registration.anchor;
    const { file } = registration;
    const from = file.scanned.tokens[token]!;
    const to = token === registration.anchor && file.scanned.tokens[registration.anchor]!.kind !== "string" ? calleeEnd(file, registration.anchor) : from.end;
    const start = positionOf(file.starts, from.start);
    const end = positionOf(file.starts, to);
    return { path: file.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  }

  private sourceFiles(): SourceFile[] {
    return (this.files ??= listSourceFiles(this.root));
  }

  private file(source: SourceFile): File | null {
    let file = this.scanned.get(source.path);
    if (file === undefined) {
      file = null;
      try {
        const text = readFileSync(source.path, "utf8");
        if (text.length <= MAX_SCANNED_CHARS) file = { ...source, scanned: scan(text, source.language), starts: lineStarts(text) };
      } catch {
        // unreadable: not searched
      }
      this.scanned.set(source.path, file);
    }
    return file;
  }

  private filesMentioning(name: string): SourceFile[] {
    if (this.names && !this.mentions) {
      this.mentions = new Map(this.names.map((n) => [n, []]));
      for (const source of this.sourceFiles()) {
        const text = readText(source.path);
        if (text === undefined) continue;
        for (const [n, files] of this.mentions) if (text.includes(n)) files.push(source);
      }
    }
    const known = this.mentions?.get(name);
    if (known) return known;
    return this.sourceFiles().filter((source) => readText(source.path)?.includes(name) === true);
  }

  private registrationOf(name: string, description: string | undefined): Registration | undefined {
    const cached = this.registrations.get(name);
    if (cached !== undefined) return cached ?? undefined;
    const found: Registration[] = [];
    for (const source of this.filesMentioning(name)) {
      const file = this.file(source);
      if (file) found.push(...registrationsIn(file, name));
    }
    let chosen = found.length === 1 ? found[0] : undefined;
    if (found.length > 1 && description !== undefined) {
      // Two registrations of one name (two servers in one repository): the one whose
      // description is the one the server sent, if only one is.
      const matching = found.filter((r) => findString(r.file, description, r.start, r.end) !== undefined);
      if (matching.length === 1) chosen = matching[0];
    }
    this.registrations.set(name, chosen ?? null);
    return chosen;
  }
}

function registrationsIn(file: File, name: string): Registration[] {
  const { tokens, language } = file.scanned;
  const out: Registration[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.value !== name) continue;
    if (token.kind === "string") {
      const registration = stringRegistration(file, k);
      if (registration) out.push(registration);
    } else if (language === "python" && token.kind === "ident" && tokens[k - 1]?.value === "def" && tokens[k - 1]!.kind === "ident") {
      const registration = pythonFunction(file, k - 1, false);
      if (registration) out.push(registration);
    }
  }
  return out;
}

/** A name literal as the first argument of a registering call, or as the value of a `name` key in a tool definition. */
function stringRegistration(file: File, k: number): Registration | undefined {
  const { tokens, language } = file.scanned;
  const previous = tokens[k - 1];
  if (previous?.value === "(" && previous.kind === "punct") {
    const callee = tokens[k - 2];
    if (callee?.kind !== "ident" || !REGISTER_CALLS.has(callee.value!)) return undefined;
    return callRegistration(file, k - 1, k);
  }
  if (language === "js" && previous?.value === "=" && tokens[k - 2]?.kind === "ident" && ["const", "let", "var"].includes(tokens[k - 3]?.value ?? "")) {
    return variableRegistration(file, k);
  }
  if ((previous?.value === ":" || previous?.value === "=") && previous.kind === "punct" && tokens[k - 2]?.value === "name") {
    const open = enclosingOpen(tokens, k);
    if (open === undefined) return undefined;
    const close = tokens[open]!.close!;
    if (tokens[open]!.value === "(") {
      const callee = tokens[open - 1];
      if (callee?.kind === "ident" && REGISTER_CALLS.has(callee.value!)) return callRegistration(file, open, k);
    }
    if (!hasKey(tokens, open + 1, close, TOOL_KEYS, language)) return undefined;
    // A class-based tool (`name = "…"` in a class body) anchors to the class; an object passed
    // to a registering call (`server.addTool({ name, … })`) to the call; any other to its brace.
    const callee = tokens[open - 1]?.value === "(" ? tokens[open - 2] : undefined;
    const anchor =
      callee?.kind === "ident" && REGISTER_CALLS.has(callee.value!)
        ? calleeStart(tokens, open - 2)
        : language === "js"
          ? (classStart(tokens, open) ?? open)
          : open;
    return { file, start: open, end: close, name: k, anchor };
  }
  return undefined;
}

/**
 * `const name = "get-sum"; const config = {…}; server.registerTool(name, config, …)`: the
 * variable declared once and passed to exactly one registering call in the same file. The
 * registration spans from the declaration to the end of the call, where the config sits.
 */
function variableRegistration(file: File, k: number): Registration | undefined {
  const { tokens } = file.scanned;
  const variable = tokens[k - 2]!.value!;
  let declarations = 0;
  const calls: number[] = [];
  for (let j = 1; j < tokens.length; j++) {
    const token = tokens[j]!;
    if (token.kind !== "ident" || token.value !== variable) continue;
    if (tokens[j + 1]?.value === "=" && ["const", "let", "var"].includes(tokens[j - 1]?.value ?? "")) declarations++;
    const callee = tokens[j - 2];
    if (tokens[j - 1]?.value === "(" && callee?.kind === "ident" && REGISTER_CALLS.has(callee.value!) && [",", ")"].includes(tokens[j + 1]?.value ?? ""))
      calls.push(j - 1);
  }
  if (declarations !== 1 || calls.length !== 1 || calls[0]! < k) return undefined;
  const call = callRegistration(file, calls[0]!, k);
  return call ? { ...call, start: k - 3 } : undefined;
}

/** `receiver.registerTool(` at paren `open`: the call's extent, or for a Python decorator, the decorated function. */
function callRegistration(file: File, open: number, name: number): Registration | undefined {
  const { tokens, language } = file.scanned;
  const first = calleeStart(tokens, open - 1);
  if (language === "python" && tokens[first - 1]?.value === "@") {
    // `@mcp.tool(name="…")`: the function below is the tool.
    let after = tokens[open]!.close! + 1;
    while (tokens[after]?.value === "@") after = decoratorEnd(tokens, after) + 1;
    if (tokens[after]?.value === "async") after++;
    if (tokens[after]?.value !== "def") return undefined;
    const fn = pythonFunction(file, after, true);
    return fn ? { ...fn, name } : undefined;
  }
  return { file, start: open, end: tokens[open]!.close!, name, anchor: first };
}

/** A decorated Python function `def f(...)` at token `def`: a tool when a `…tool` decorator is on it. */
function pythonFunction(file: File, def: number, named: boolean): Registration | undefined {
  const { tokens, text } = file.scanned;
  let before = def - 1;
  if (tokens[before]?.value === "async") before--;
  let decorator: number | undefined;
  let isTool = false;
  while (before >= 0) {
    const start = decoratorStart(tokens, before);
    if (start === undefined) break;
    const calleeEnd = tokens[before]!.value === ")" ? openOf(tokens, before) - 1 : before;
    if (tokens[calleeEnd]?.value === "tool") {
      isTool = true;
      if (!named && tokens[before]!.value === ")") {
        // `@mcp.tool("other")` or `@mcp.tool(name="other")`: the function's own name is not the tool's.
        const open = calleeEnd + 1;
        if (tokens[open + 1]?.kind === "string" || hasKey(tokens, open + 1, before, new Set(["name"]), "python")) return undefined;
      }
    }
    decorator = start;
    before = start - 1;
  }
  if (!isTool || decorator === undefined) return undefined;
  const params = tokens[def + 2]?.value === "(" ? def + 2 : undefined;
  const indent = columnOf(text, tokens[decorator]!.start);
  let end = params !== undefined ? tokens[params]!.close! + 1 : def + 2;
  while (end < tokens.length && tokens[end]!.value !== ":") end++;
  let body = end + 1;
  while (body < tokens.length && !(startsLine(text, tokens[body]!.start) && columnOf(text, tokens[body]!.start) <= indent)) body++;
  return { file, start: decorator, end: body - 1, name: def + 1, anchor: decorator, ...(params !== undefined ? { params } : {}) };
}

/** The first token of the callee chain ending at `callee` (`server.registerTool` → `server`). */
function calleeStart(tokens: readonly Token[], callee: number): number {
  let first = callee;
  while (tokens[first - 1]?.value === "." && tokens[first - 2]?.kind === "ident") first -= 2;
  return first;
}

/** If `last` ends a decorator `@a.b(...)` / `@a.b`, the index of its `@`. */
function decoratorStart(tokens: readonly Token[], last: number): number | undefined {
  let j = tokens[last]!.value === ")" ? openOf(tokens, last) - 1 : last;
  if (tokens[j]?.kind !== "ident") return undefined;
  while (tokens[j - 1]?.value === "." && tokens[j - 2]?.kind === "ident") j -= 2;
  return tokens[j - 1]?.value === "@" ? j - 1 : undefined;
}

function decoratorEnd(tokens: readonly Token[], at: number): number {
  let j = at + 1;
  while (tokens[j + 1]?.value === "." && tokens[j + 2]?.kind === "ident") j += 2;
  return tokens[j + 1]?.value === "(" ? tokens[j + 1]!.close! : j;
}

function openOf(tokens: readonly Token[], close: number): number {
  for (let j = close - 1; j >= 0; j--) if (tokens[j]!.close === close) return j;
  return close;
}

function enclosingOpen(tokens: readonly Token[], k: number): number | undefined {
  for (let j = k - 1; j >= 0; j--) {
    const token = tokens[j]!;
    if (token.close !== undefined && token.close > k) return j;
  }
  return undefined;
}

/** `class X extends Y {` before brace `open`: the `class` token. */
function classStart(tokens: readonly Token[], open: number): number | undefined {
  for (let j = open - 1; j >= Math.max(0, open - 12); j--) {
    const value = tokens[j]!.value;
    if (value === "class" && tokens[j]!.kind === "ident") return j;
    if (tokens[j]!.kind === "punct" && value !== "." && value !== "<" && value !== ">" && value !== ",") return undefined;
  }
  return undefined;
}

/** The end offset of a registration call's callee (`server.registerTool`). */
function calleeEnd(file: File, anchor: number): number {
  const tokens = file.scanned.tokens;
  let j = anchor;
  while (tokens[j + 1]?.value === "." && tokens[j + 2]?.kind === "ident") j += 2;
  return tokens[j]!.end;
}

function hasKey(tokens: readonly Token[], from: number, to: number, keys: ReadonlySet<string>, language: string): boolean {
  for (let j = from; j < to; j++) if (isKey(tokens, j, language) && keys.has(tokens[j]!.value!)) return true;
  return false;
}

/** `key:` (JS, JSON, Python annotation) or `key=` (Python keyword, class field). */
function isKey(tokens: readonly Token[], j: number, language: string): boolean {
  const token = tokens[j]!;
  if (token.kind === "punct" || token.value === undefined) return false;
  const next = tokens[j + 1]?.value;
  return next === ":" || (next === "=" && (language === "python" || tokens[j + 2]?.value !== "="));
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf("\n", offset - 1) + 1);
}

function startsLine(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const c = text[i];
    if (c === "\n") return true;
    if (c !== " " && c !== "\t" && c !== "\r") return false;
  }
  return true;
}

/** Collapses white space, so a docstring's indentation or a wrapped literal compares equal. */
function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The first string literal (joined with `+` or Python's adjacent literals) in [from, to] equal to `value`. */
function findString(file: File, value: string, from: number, to: number): number | undefined {
  const tokens = file.scanned.tokens;
  const wanted = normalize(value);
  if (wanted === "") return undefined;
  for (let j = from; j <= to && j < tokens.length; j++) {
    const token = tokens[j]!;
    if (token.kind !== "string" || token.value === undefined) continue;
    let joined = token.value;
    let k = j;
    for (;;) {
      const next = tokens[k + 1];
      if (next?.kind === "string" && next.value !== undefined && file.language === "python") {
        joined += next.value;
        k++;
      } else if (next?.value === "+" && tokens[k + 2]?.kind === "string" && tokens[k + 2]!.value !== undefined) {
        joined += tokens[k + 2]!.value;
        k += 2;
      } else break;
      if (normalize(joined).length > wanted.length) break;
    }
    if (normalize(token.value) === wanted || normalize(joined) === wanted) return j;
  }
  return undefined;
}

/** The first key token named `key` in [from, to]; for Python parameters, a bare name in the parameter list too. */
function findKey(file: File, key: string, from: number, to: number, params?: number): number | undefined {
  const { tokens, language } = file.scanned;
  const paramsEnd = params !== undefined ? tokens[params]!.close! : -1;
  for (let j = from; j <= to && j < tokens.length; j++) {
    const token = tokens[j]!;
    if (token.value !== key || token.kind === "punct") continue;
    if (isKey(tokens, j, language)) return j;
    // mcp-go `mcp.WithString("units", …)`: the parameter's name opens a call.
    if (token.kind === "string" && tokens[j - 1]?.value === "(" && tokens[j - 2]?.kind === "ident" && /^With/.test(tokens[j - 2]!.value!)) return j;
    if (
      params !== undefined &&
      j > params &&
      j < paramsEnd &&
      token.kind === "ident" &&
      [",", ")"].includes(tokens[j + 1]!.value!) &&
      [",", "("].includes(tokens[j - 1]!.value!)
    )
      return j;
  }
  return undefined;
}

/** The tokens a key's value spans: to the next `,`/`;` at its level, or the end of its call. */
function valueEnd(tokens: readonly Token[], key: number, limit: number): number {
  if (tokens[key - 1]?.value === "(") return Math.min(openClose(tokens, key - 1), limit);
  let j = key + 1;
  while (j <= limit && j < tokens.length) {
    const token = tokens[j]!;
    if (token.kind === "punct" && (token.value === "," || token.value === ";" || token.value === ")" || token.value === "}" || token.value === "]")) return j;
    j = token.close !== undefined && token.close > j ? token.close + 1 : j + 1;
  }
  return limit;
}

function openClose(tokens: readonly Token[], open: number): number {
  return tokens[open]!.close ?? open;
}

/** The token a finding at `pointer` (relative to the tool) is about, inside the registration. */
function partOf(registration: Registration, tool: Record<string, unknown>, pointer: string): number | undefined {
  const { file, start, end } = registration;
  const tokens = file.scanned.tokens;
  let segments: string[];
  try {
    segments = splitPointer(pointer);
  } catch {
    return undefined;
  }
  if (segments.length === 0) return undefined;
  const [head] = segments;
  if (head === "name") return registration.name;
  if (head === "description" || head === "title") {
    const value = tool[head];
    return typeof value === "string" ? findString(file, value, start, end) : undefined;
  }
  if (head === "inputSchema" || head === "outputSchema") {
    // The parameters: after the schema key (or in a Python function's parameter list).
    let from = start;
    let to = end;
    let schemaKey: number | undefined;
    for (let j = start; j <= end; j++) {
      if (isKey(tokens, j, file.language) && (head === "outputSchema" ? tokens[j]!.value === "outputSchema" : SCHEMA_KEYS.has(tokens[j]!.value!))) {
        schemaKey = j;
        break;
      }
    }
    const params = head === "inputSchema" ? registration.params : undefined;
    if (schemaKey !== undefined) {
      from = schemaKey + 1;
      to = valueEnd(tokens, schemaKey, end);
      // `inputSchema: GetSumSchema` (or `.shape`): the schema declared once in the same file.
      const declared = tokens[schemaKey + 2]?.kind === "ident" ? declarationOf(tokens, tokens[schemaKey + 2]!.value!) : undefined;
      if (declared && [",", "}", ".", ")"].includes(tokens[schemaKey + 3]?.value ?? "")) [from, to] = declared;
    } else if (params === undefined && file.language !== "go") return undefined;
    // mcp-go declares parameters as `mcp.WithString("units", …)` arguments of the registration itself.
    let at: number | undefined = schemaKey;
    let rest = segments.slice(1);
    let schema: unknown = tool[head];
    while (rest[0] === "properties" && rest[1] !== undefined) {
      const name = rest[1];
      const key = findKey(file, name, at === undefined || at === schemaKey ? from : at + 1, to, at === schemaKey ? params : undefined);
      if (key === undefined) return at;
      at = key;
      to = valueEnd(tokens, key, to);
      schema = isObject(schema) && isObject(schema.properties) ? schema.properties[name] : undefined;
      rest = rest.slice(2);
    }
    if (rest.length === 1 && rest[0] === "description" && at !== schemaKey && isObject(schema) && typeof schema.description === "string") {
      return findString(file, schema.description, at! + 1, to) ?? at;
    }
    if (rest.length > 0 && rest[0] !== "properties") {
      // `required: ["color"]`, `enum: ["a"]`: the literal written there, else the key that holds it.
      const inside = at === undefined ? from : at + 1;
      const value = getAtPointer(tool, pointer);
      const literal = typeof value === "string" && value !== "" ? findString(file, value, inside, to) : undefined;
      if (literal !== undefined) return literal;
      const key = findKey(file, rest[0]!, inside, to);
      if (key !== undefined) return key;
    }
    return at;
  }
  // Anything else (annotations, _meta, icons): a string written as such, or the key that holds it.
  const value = getAtPointer(tool, pointer);
  if (typeof value === "string" && value.length >= 3) {
    const literal = findString(file, value, start, end);
    if (literal !== undefined) return literal;
  }
  const last = segments[segments.length - 1]!;
  for (const key of [last, head!]) {
    const found = findKey(file, key, start, end);
    if (found !== undefined) return found;
  }
  return undefined;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** `const X = z.object({ … })` declared exactly once: the tokens inside its first bracket. */
function declarationOf(tokens: readonly Token[], name: string): [number, number] | undefined {
  let found: [number, number] | undefined;
  for (let j = 1; j < tokens.length - 2; j++) {
    if (
      tokens[j]!.value !== name ||
      tokens[j]!.kind !== "ident" ||
      tokens[j + 1]?.value !== "=" ||
      !["const", "let", "var"].includes(tokens[j - 1]?.value ?? "")
    )
      continue;
    if (found) return undefined;
    let open = j + 2;
    while (open < tokens.length && tokens[open]!.close === undefined && open < j + 8) open++;
    if (tokens[open]?.close === undefined) return undefined;
    found = [open + 1, tokens[open]!.close!];
  }
  return found;
}
