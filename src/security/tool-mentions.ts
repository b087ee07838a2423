import type { RunInfo } from "../engine/rule.js";

/**
 * Which tool names a description mentions. A name with a separator or an inner capital
 * (`send_email`, `get-library-docs`, `readAppInfo`) is taken wherever it stands as a word; a
 * plain word (`add`, `think`, `search`) only when quoted and called a tool ("the `add` tool",
 * "the tool 'think'"), since otherwise it is ordinary English ("a web search tool").
 */

export interface ToolDirectory {
  /** Names of the tools of the input being linted. */
  readonly siblings: ReadonlySet<string>;
  /** Names found only in other inputs of the run, with the display name of (the first) such input. */
  readonly foreign: ReadonlyMap<string, string>;
  /** Every name is made of ASCII letters, digits, `_`, `.` and `-` (as the spec asks). */
  readonly asciiNames: boolean;
  /** Bits set at the hashes of every name: a word whose bit is clear names no tool. */
  readonly nameFilter: Uint32Array;
}

export interface ToolMention {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** The other input (server) that owns the tool, when it is not a sibling. */
  readonly server: string | undefined;
}

export function toolDirectory(run: RunInfo, inputIndex: number): ToolDirectory {
  const siblings = new Set<string>();
  const foreign = new Map<string, string>();
  for (const { input, list } of run.lists) {
    for (const tool of list.tools) {
      if (tool.name === undefined) continue;
      if (input.index === inputIndex) siblings.add(tool.name);
      else if (!foreign.has(tool.name)) foreign.set(tool.name, list.serverName ?? input.name);
    }
  }
  for (const name of siblings) foreign.delete(name);
  const asciiNames = [...siblings, ...foreign.keys()].every((name) => /^[\w.-]*$/.test(name));
  const nameFilter = new Uint32Array(FILTER_BITS / 32);
  for (const name of [...siblings, ...foreign.keys()]) {
    const hash = hashOf(name, 0, name.length) & (FILTER_BITS - 1);
    nameFilter[hash >>> 5]! |= 1 << (hash & 31);
  }
  return { siblings, foreign, asciiNames, nameFilter };
}

/** Bits in a directory's name filter: with thousands of names, few words pass by chance. */
const FILTER_BITS = 1 << 20;

/** FNV-1a over the code units of `text[start, end)`. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A word-like run, taken whole (the lookbehind), at most one character longer than a tool name
 * may be. When every name is ASCII, forEachAsciiWord reads the same runs of `[\w.-]` far faster.
 */
const UNICODE_TOKEN = /(?<![\p{L}\p{N}_.-])[\p{L}\p{N}_.-]{1,129}/gu;
/** Longest tool name; a word is read up to one character more (`{1,129}` above). */
const MAX_NAME = 128;
/** Tool names met (and mentions returned) per string: plenty for any honest description, a bound on hostile ones. */
const MAX_CANDIDATES = 10_000;
const MAX_MENTIONS = 1000;
const EDGE = /^[.-]+|[.-]+$/g;
const DISTINCTIVE = /[_.-]|\p{Ll}\p{Lu}/u;
const OPENING_QUOTE = /['"`‘“]$/;
const CLOSING_QUOTE = /^['"`’”]/;
const CALLED_TOOL_AFTER = /^['"`’”]\s{0,3}(?:tool|function)\b/i;
const CALLED_TOOL_BEFORE = /\b(?:tool|function)\s{0,3}['"`‘“]$/i;

export function findToolMentions(text: string, directory: ToolDirectory, self: string | undefined): ToolMention[] {
  if (directory.siblings.size + directory.foreign.size <= 1) return [];
  const mentions: ToolMention[] = [];
  let candidates = 0;
  /** Judges the name at `text[start, end)`: false once the bounds are reached. */
  const consider = (start: number, end: number): boolean => {
    const hash = hashOf(text, start, end) & (FILTER_BITS - 1);
    if ((directory.nameFilter[hash >>> 5]! & (1 << (hash & 31))) === 0) return true;
    const name = text.slice(start, end);
    if (name === self) return true;
    const sibling = directory.siblings.has(name);
    const server = sibling ? undefined : directory.foreign.get(name);
    if (!sibling && server === undefined) return true;
    if (++candidates > MAX_CANDIDATES) return false;
    if (!DISTINCTIVE.test(name)) {
      const before = text.slice(Math.max(0, start - 16), start);
      const after = text.slice(end, end + 16);
      const quoted = OPENING_QUOTE.test(before) && CLOSING_QUOTE.test(after);
      if (!quoted || !(CALLED_TOOL_AFTER.test(after) || CALLED_TOOL_BEFORE.test(before))) return true;
    }
    mentions.push({ name, start, end, server });
    return mentions.length < MAX_MENTIONS;
  };
  if (directory.asciiNames) {
    forEachAsciiWord(text, consider);
    return mentions;
  }
  for (const match of text.matchAll(UNICODE_TOKEN)) {
    const raw = match[0];
    const name = raw.replace(EDGE, "");
    if (name === "") continue;
    const start = match.index + raw.indexOf(name);
    if (!consider(start, start + name.length)) break;
  }
  return mentions;
}

/** `_`, digits and ASCII letters, `.` and `-`: what the runs of ASCII names are made of. */
function isNameUnit(unit: number): boolean {
  return (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x30 && unit <= 0x39) || unit === 0x5f || unit === 0x2e || unit === 0x2d;
}

function isEdgeUnit(unit: number): boolean {
  return unit === 0x2e || unit === 0x2d;
}

/**
 * The words `/(?<![\w.-])[\w.-]{1,129}/g` matches, less EDGE, without a match object per word:
 * each run's first MAX_NAME + 1 characters (the rest of a longer run matches nowhere), less `.`
 * and `-` at either end, until `visit` says stop.
 */
function forEachAsciiWord(text: string, visit: (start: number, end: number) => boolean): void {
  let i = 0;
  while (i < text.length) {
    if (!isNameUnit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let runEnd = i + 1;
    while (runEnd < text.length && isNameUnit(text.charCodeAt(runEnd))) runEnd++;
    let start = i;
    let end = Math.min(runEnd, i + MAX_NAME + 1);
    while (start < end && isEdgeUnit(text.charCodeAt(start))) start++;
    while (end > start && isEdgeUnit(text.charCodeAt(end - 1))) end--;
    if (start < end && !visit(start, end)) return;
    i = runEnd;
  }
}
