import type { RunInfo } from "../../core/model/run.js";
import { lazy } from "../../core/util/lazy.js";

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
  /** Bits set at the hashes of every name (a power of two of them): a word whose bit is clear names no tool. */
  readonly nameFilter: Uint32Array;
  /** Every name, when there are few enough to look for each in a text (FEW_NAMES). */
  readonly fewNames: readonly string[] | undefined;
}

/** Up to this many names, a text that contains none of them is passed over without reading its words. */
const FEW_NAMES = 64;

export interface ToolMention {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** The other input (server) that owns the tool, when it is not a sibling. */
  readonly server: string | undefined;
}

/**
 * The inputs one client loads together with `inputIndex` (the servers of its client configs),
 * itself excluded: unrelated files linted in one run never see each other's tools.
 */
export function companionsOf(run: RunInfo, inputIndex: number): ReadonlySet<number> {
  const companions = new Set<number>();
  for (const group of run.clients) {
    if (!group.inputs.includes(inputIndex)) continue;
    for (const index of group.inputs) if (index !== inputIndex) companions.add(index);
  }
  return companions;
}

export function toolDirectory(run: RunInfo, inputIndex: number): ToolDirectory {
  const siblings = new Set<string>();
  const foreign = new Map<string, string>();
  const companions = companionsOf(run, inputIndex);
  for (const { input, list } of run.lists) {
    if (input.index !== inputIndex && !companions.has(input.index)) continue;
    for (const tool of list.tools) {
      if (tool.name === undefined) continue;
      if (input.index === inputIndex) siblings.add(tool.name);
      else if (!foreign.has(tool.name)) foreign.set(tool.name, list.serverName ?? input.name);
    }
  }
  for (const name of siblings) foreign.delete(name);
  const names = [...siblings, ...foreign.keys()];
  // About 64 bits per name, so that few words pass by chance; a small input gets a small filter.
  let filterBits = 1 << 10;
  while (filterBits < names.length * 64 && filterBits < 1 << 24) filterBits *= 2;
  const nameFilter = new Uint32Array(filterBits / 32);
  for (const name of names) {
    const hash = hashOf(name, 0, name.length) & (filterBits - 1);
    nameFilter[hash >>> 5]! |= 1 << (hash & 31);
  }
  return {
    siblings,
    foreign,
    asciiNames: names.every((name) => /^[\w.-]*$/.test(name)),
    nameFilter,
    fewNames: names.length <= FEW_NAMES ? names : undefined,
  };
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the code units of `text[start, end)`. */
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}

/**
 * A word-like run, taken whole (the lookbehind), at most one character longer than a tool name
 * may be. When every name is ASCII, forEachAsciiWord reads the same runs of `[\w.-]` far faster.
 */
const UNICODE_TOKEN = lazy(() => /(?<![\p{L}\p{N}_.-])[\p{L}\p{N}_.-]{1,129}/gu);
/** Longest tool name; a word is read up to one character more (`{1,129}` above). */
const MAX_NAME = 128;
/** Tool names met (and mentions returned) per string: plenty for any honest description, a bound on hostile ones. */
const MAX_CANDIDATES = 10_000;
const MAX_MENTIONS = 1000;
const EDGE = /^[.-]+|[.-]+$/g;
/** Made on first use: asked only of a name met in the text. */
const DISTINCTIVE = lazy(() => /[_.-]|\p{Ll}\p{Lu}/u);
const OPENING_QUOTE = /['"`‘“]$/;
const CLOSING_QUOTE = /^['"`’”]/;
const CALLED_TOOL_AFTER = /^['"`’”]\s{0,3}(?:tool|function)\b/i;
const CALLED_TOOL_BEFORE = /\b(?:tool|function)\s{0,3}['"`‘“]$/i;

/** No mention: the answer for almost every text, shared. */
const NONE: readonly ToolMention[] = [];

export function findToolMentions(text: string, directory: ToolDirectory, self: string | undefined): readonly ToolMention[] {
  if (directory.siblings.size + directory.foreign.size <= 1) return NONE;
  // A mention is a name written out: without one in the text there is none.
  if (directory.fewNames?.every((name) => name === self || name === "" || !text.includes(name))) return NONE;
  const mentions: ToolMention[] = [];
  let candidates = 0;
  /** Judges the name at `text[start, end)`, whose hashOf is `fullHash`: false once the bounds are reached. */
  const consider = (start: number, end: number, fullHash: number): boolean => {
    const hash = fullHash & (directory.nameFilter.length * 32 - 1);
    if ((directory.nameFilter[hash >>> 5]! & (1 << (hash & 31))) === 0) return true;
    const name = text.slice(start, end);
    if (name === self) return true;
    const sibling = directory.siblings.has(name);
    const server = sibling ? undefined : directory.foreign.get(name);
    if (!sibling && server === undefined) return true;
    if (++candidates > MAX_CANDIDATES) return false;
    if (!DISTINCTIVE().test(name)) {
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
  for (const match of text.matchAll(UNICODE_TOKEN())) {
    const raw = match[0];
    const name = raw.replace(EDGE, "");
    if (name === "") continue;
    const start = match.index + raw.indexOf(name);
    if (!consider(start, start + name.length, hashOf(name, 0, name.length))) break;
  }
  return mentions;
}

/** Per ASCII unit: 0 outside a name, WORD for `_`, digits and letters, EDGE_UNIT for `.` and `-`. */
const NAME_UNITS = new Uint8Array(128);
const WORD = 1;
const EDGE_UNIT = 2;
for (let unit = 0; unit < 128; unit++) {
  if (/\w/.test(String.fromCharCode(unit))) NAME_UNITS[unit] = WORD;
  else if (unit === 0x2e || unit === 0x2d) NAME_UNITS[unit] = EDGE_UNIT;
}

/**
 * The words `/(?<![\w.-])[\w.-]{1,129}/g` matches, less EDGE, without a match object per word:
 * each run's first MAX_NAME + 1 characters (the rest of a longer run matches nowhere), less `.`
 * and `-` at either end, with their hash (as hashOf), until `visit` says stop.
 */
function forEachAsciiWord(text: string, visit: (start: number, end: number, hash: number) => boolean): void {
  let i = 0;
  while (i < text.length) {
    let unit = text.charCodeAt(i);
    if (unit >= 128 || NAME_UNITS[unit] === 0) {
      i++;
      continue;
    }
    const limit = i + MAX_NAME + 1;
    let start = -1;
    let end = -1;
    let hash = FNV_OFFSET;
    let hashToEnd = 0;
    for (; i < text.length && (unit = text.charCodeAt(i)) < 128 && NAME_UNITS[unit] !== 0; i++) {
      if (i >= limit) continue;
      const edge = NAME_UNITS[unit] === EDGE_UNIT;
      if (start < 0 && edge) continue;
      if (start < 0) start = i;
      hash = Math.imul(hash ^ unit, FNV_PRIME);
      if (!edge) {
        end = i + 1;
        hashToEnd = hash;
      }
    }
    if (start >= 0 && !visit(start, end, hashToEnd >>> 0)) return;
  }
}
