// The parameters a tool's description tells the model to pass: "Pass `corpus` + `query`", "Single arg:
// `name`", "optional `max_files`", "Set allow_none=true", "the `limit` parameter". Only names the prose
// puts in an input position count: output fields ("returns `id`"), environment variables, HTTP and SQL
// words and plain English words ("provide context") are left alone, and so are names passed to another
// tool ("pass the `symbol` to create_crypto").
import { type Token, tokenize } from "../../core/util/prose-tokens.js";

export interface StatedParameter {
  readonly name: string;
  /** Offset of the name in the description. */
  readonly offset: number;
}

/** Verbs whose object is what the caller sends. */
const PASS_VERBS = new Set(["pass", "provide", "supply", "specify", "set", "takes", "accepts"]);
/** Headers of an argument list ("Single arg: `name`", "Args: …"). */
const ARG_HEADERS = new Set(["arg", "args", "argument", "arguments", "param", "params", "parameter", "parameters", "input", "inputs"]);
/** Words that say an input is optional or required ("optional `max_files`"). */
const ARITY = new Set(["optional", "required"]);
/** Nouns after a name that make it a parameter ("the `limit` parameter"); `field` and `property` name outputs too. */
const PARAM_NOUNS = new Set(["parameter", "parameters", "param", "params", "argument", "arguments", "arg", "args"]);
/** Words after a list (or after "in the") that make its names settings, not arguments ("set `apiKey` in your config"). */
const NOT_ARGUMENTS = new Set([
  "environment",
  "env",
  "variable",
  "variables",
  "config",
  "configuration",
  "settings",
  "header",
  "headers",
  "permission",
  "permissions",
  "scope",
  "scopes",
  "query",
  "body",
]);
/** Words between a verb and its first name ("pass EXACTLY ONE of: …", "provide either …"). */
const FILLER = new Set(["the", "a", "an", "either", "both", "exactly", "one", "of", "only", "optional", "optionally", "also", "just", "in"]);
/** Words that join names in a list. */
const JOINERS = new Set(["and", "or", "plus"]);
/** "other tool", "another tool": the sentence is about tools other than this one. */
const OTHER = new Set(["other", "another", "sibling", "downstream"]);
const TOOL_NOUNS = new Set(["tool", "tools"]);
/** Values, not names, when quoted after a verb ("pass `true`"). */
const LITERALS = new Set(["true", "false", "null", "undefined", "none", "nil"]);
/** Filler words skipped after a cue, at most. */
const MAX_FILLER = 4;
/** Names read in one list, at most. */
const MAX_LIST = 12;
/** Tokens of a parenthesised gloss skipped between two names, at most. */
const MAX_GLOSS = 40;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A quoted name, optionally with `[]`, `?`, or a value (`dry_run: false`, `allow_none=true`, `checks: [...]`). */
const QUOTED_NAME = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[\])?\??(?:\s*[:=].*)?$/;
/** An identifier that cannot be an English word: snake_case or camelCase. */
const CODE_SHAPED = /^(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)$/;

function lower(token: Token | undefined): string | undefined {
  return token?.kind === "word" ? token.text.toLowerCase() : undefined;
}

function isPunct(token: Token | undefined, char: string): boolean {
  return token?.kind === "punct" && token.text === char;
}

/** All capitals (an environment variable, `GET`, `SELECT`) or a literal value: not a parameter name. */
function isNameLike(name: string): boolean {
  return /[a-z]/.test(name) && !LITERALS.has(name.toLowerCase());
}

/** Whether a quoted token is code (`` `x` ``): names are written so, values in other quotes ("pass 'personal'"). */
function isCode(token: Token, text: string): boolean {
  return token.kind === "quoted" && text[token.start] === "`";
}

/** The parameter name a token stands for: a code-marked identifier, or a bare snake/camelCase word. */
function nameOf(token: Token | undefined, text: string): string | undefined {
  if (token === undefined) return undefined;
  if (token.kind === "quoted") {
    if (!isCode(token, text)) return undefined;
    const name = QUOTED_NAME.exec(token.text)?.[1];
    return name !== undefined && isNameLike(name) ? name : undefined;
  }
  if (token.kind === "word" && CODE_SHAPED.test(token.text)) return token.text;
  return undefined;
}

/** The keys of a quoted object literal (`{pack, slug}`, `{a: {…}, b: {…}}`, `{"path": …}`), top level only. */
function objectKeys(token: Token | undefined, text: string): string[] | undefined {
  if (token?.kind !== "quoted" || !isCode(token, text) || !token.text.startsWith("{")) return undefined;
  const keys: string[] = [];
  let depth = 0;
  let segment = "";
  const close = (): void => {
    const key = segment
      .split(":")[0]!
      .trim()
      .replace(/^["']|["']$/g, "");
    if (IDENTIFIER.test(key) && isNameLike(key)) keys.push(key);
    segment = "";
  };
  for (const c of token.text) {
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (--depth === 0) close();
    } else if (depth === 1 && c === ",") close();
    else if (depth === 1) segment += c;
  }
  return keys.length > 0 ? keys : undefined;
}

/** Past a parenthesised gloss at `i` ("`hypothesis_index` (0-based into …)"), else `i`. */
function skipGloss(tokens: readonly Token[], i: number): number {
  if (!isPunct(tokens[i], "(")) return i;
  let depth = 0;
  for (let j = i; j < tokens.length && j <= i + MAX_GLOSS; j++) {
    if (isPunct(tokens[j], "(")) depth++;
    else if (isPunct(tokens[j], ")") && --depth === 0) return j + 1;
  }
  return i;
}

/** Past what may follow a name before the next one: `[]`, `?`, `=value`, a gloss. */
function skipAfterName(tokens: readonly Token[], i: number): number {
  let j = i;
  if (isPunct(tokens[j], "[") && isPunct(tokens[j + 1], "]")) j += 2;
  if (isPunct(tokens[j], "?")) j++;
  if (isPunct(tokens[j], "=") && (tokens[j + 1]?.kind === "word" || tokens[j + 1]?.kind === "quoted")) j += 2;
  return skipGloss(tokens, j);
}

/** Past a separator between two names (`,`, `+`, `/`, `&`, `and`, `or`, `and/or`, then "optional"), or undefined. */
function skipSeparator(tokens: readonly Token[], i: number): number | undefined {
  let j = i;
  let found = false;
  for (let k = 0; k < 4; k++) {
    const t = tokens[j];
    if (isPunct(t, ",") || isPunct(t, "+") || isPunct(t, "/") || isPunct(t, "&") || JOINERS.has(lower(t) ?? "")) {
      found = true;
      j++;
    } else break;
  }
  if (!found) return undefined;
  while (ARITY.has(lower(tokens[j]) ?? "") || lower(tokens[j]) === "an" || lower(tokens[j]) === "the") j++;
  return j;
}

/** The names of a list starting at `i` (each as `nameOf`, or the keys of an object literal), and where it ends. */
function readNames(tokens: readonly Token[], i: number, text: string): { names: StatedParameter[]; end: number } {
  const names: StatedParameter[] = [];
  let j = i;
  while (names.length < MAX_LIST) {
    const token = tokens[j];
    const keys = objectKeys(token, text);
    const name = keys === undefined ? nameOf(token, text) : undefined;
    if (keys === undefined && name === undefined) break;
    for (const key of keys ?? [name!]) names.push({ name: key, offset: token!.start });
    const after = skipAfterName(tokens, j + 1);
    const next = skipSeparator(tokens, after);
    if (next === undefined) {
      j = after;
      break;
    }
    j = next;
  }
  return { names, end: j };
}

/** Whether the words after a list at `end` say its names are settings, headers or a request's fields. */
function namesSettings(tokens: readonly Token[], end: number): boolean {
  for (let j = end; j < end + 4 && j < tokens.length; j++) if (NOT_ARGUMENTS.has(lower(tokens[j]) ?? "")) return true;
  return false;
}

/** Past filler words (and a colon) after a cue. */
function skipFiller(tokens: readonly Token[], i: number): number {
  let j = i;
  for (let k = 0; k < MAX_FILLER && (FILLER.has(lower(tokens[j]) ?? "") || isPunct(tokens[j], ":")); k++) j++;
  return j;
}

/** The sentence boundaries of the tokens: each token's sentence index. */
function sentences(tokens: readonly Token[]): number[] {
  const index: number[] = [];
  let n = 0;
  for (const token of tokens) {
    index.push(n);
    if (isPunct(token, ".") || isPunct(token, ";") || isPunct(token, "!") || isPunct(token, "?")) n++;
  }
  return index;
}

export interface StatedOptions {
  /** Whether a word is another tool's name (its parameters are not this tool's). */
  readonly isToolName: (word: string) => boolean;
}

/**
 * The parameters `text` tells the model to pass, in order, each once. A list whose sentence names another
 * tool ("pass the `id` to get_item", "the `symbol` here is what create_crypto takes") is left out: it is
 * about that tool's input.
 */
export function statedParameters(text: string, options: StatedOptions): StatedParameter[] {
  const tokens = tokenize(text);
  const sentenceOf = sentences(tokens);
  const aboutOtherTool = new Set<number>();
  let depth = 0;
  tokens.forEach((token, i) => {
    if (isPunct(token, "(")) depth++;
    else if (isPunct(token, ")")) depth = Math.max(0, depth - 1);
    // A tool named in a gloss says where a value comes from: "`artifact_slug` (from list_artifacts)".
    if (depth === 0 && (token.kind === "word" || token.kind === "quoted") && options.isToolName(token.text)) aboutOtherTool.add(sentenceOf[i]!);
    // "the tabId you can pass to any other tool", "every other tool uses … when you do not pass tabId"
    if (TOOL_NOUNS.has(lower(token) ?? "") && OTHER.has(lower(tokens[i - 1]) ?? "")) aboutOtherTool.add(sentenceOf[i]!);
  });
  const found: StatedParameter[] = [];
  const add = (names: readonly StatedParameter[], at: number): void => {
    if (aboutOtherTool.has(sentenceOf[at]!)) return;
    for (const n of names) if (!options.isToolName(n.name) && !found.some((f) => f.name === n.name)) found.push(n);
  };
  for (let i = 0; i < tokens.length; i++) {
    const word = lower(tokens[i]);
    if (word === undefined) continue;
    let start: number | undefined;
    if (PASS_VERBS.has(word)) start = skipFiller(tokens, i + 1);
    // "Query param: `deleteSubtasks=true`" and "Header params: …" list a request's fields, not the tool's.
    else if (ARG_HEADERS.has(word) && isPunct(tokens[i + 1], ":") && !NOT_ARGUMENTS.has(lower(tokens[i - 1]) ?? "")) start = i + 2;
    else if (ARITY.has(word) && (tokens[i + 1]?.kind === "quoted" || isPunct(tokens[i + 1], ":"))) start = skipFiller(tokens, i + 1);
    else if (ARITY.has(word) && tokens[i + 1]?.kind === "word" && isPunct(tokens[i + 2], ":")) start = i + 3; // "Optional filters: `limit`, …"
    if (start !== undefined) {
      const { names, end } = readNames(tokens, start, text);
      if (!namesSettings(tokens, end)) add(names, i);
      continue;
    }
    // "`allowed_roots` (REQUIRED …)": a quoted name glossed as an input.
    if (ARITY.has(word) && isPunct(tokens[i - 1], "(") && tokens[i - 2]?.kind === "quoted") {
      const name = nameOf(tokens[i - 2], text);
      if (name !== undefined) add([{ name, offset: tokens[i - 2]!.start }], i);
      continue;
    }
    // "the `limit` parameter": a name followed by a parameter noun.
    if (PARAM_NOUNS.has(word) && i > 0) {
      const name = nameOf(tokens[i - 1], text);
      if (name !== undefined) add([{ name, offset: tokens[i - 1]!.start }], i);
    }
  }
  return found;
}
