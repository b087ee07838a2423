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
  return { siblings, foreign, asciiNames };
}

/**
 * A word-like run, taken whole (the lookbehind), at most one character longer than a tool name
 * may be. The ASCII form is much faster on long non-ASCII text and serves when every name is ASCII.
 */
const ASCII_TOKEN = /(?<![\w.-])[\w.-]{1,129}/g;
const UNICODE_TOKEN = /(?<![\p{L}\p{N}_.-])[\p{L}\p{N}_.-]{1,129}/gu;
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
  for (const match of text.matchAll(directory.asciiNames ? ASCII_TOKEN : UNICODE_TOKEN)) {
    const raw = match[0];
    const name = raw.replace(EDGE, "");
    if (name === "" || name === self) continue;
    const sibling = directory.siblings.has(name);
    const server = sibling ? undefined : directory.foreign.get(name);
    if (!sibling && server === undefined) continue;
    if (++candidates > MAX_CANDIDATES) break;
    const start = match.index + raw.indexOf(name);
    const end = start + name.length;
    if (!DISTINCTIVE.test(name)) {
      const before = text.slice(Math.max(0, start - 16), start);
      const after = text.slice(end, end + 16);
      const quoted = OPENING_QUOTE.test(before) && CLOSING_QUOTE.test(after);
      if (!quoted || !(CALLED_TOOL_AFTER.test(after) || CALLED_TOOL_BEFORE.test(before))) continue;
    }
    mentions.push({ name, start, end, server });
    if (mentions.length >= MAX_MENTIONS) break;
  }
  return mentions;
}
