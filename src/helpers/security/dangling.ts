import { editDistance } from "../../core/util/did-you-mean.js";

/**
 * Names a description calls a tool ("the `search_issues` tool", "call `get_file`"), for finding
 * references to tools the server does not have. Only names written as identifiers (a separator
 * or an inner capital) and quoted, next to the word tool or function or a verb of calling: a
 * field or a format in quotes is none of these.
 */
const QUOTED_NAME = /[`'"‘“]([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+)[`'"’”]/g;
const TOOL_AFTER = /^\s{0,2}(?:tool|function|mcp tool)\b/i;
const CALLED_BEFORE = /(?:\b(?:call|calling|calls|invoke|invoking|invokes)\s{1,2}(?:the\s{1,2})?(?:tool\s{1,2})?|\b(?:the\s{1,2})?(?:tool|function)\s{1,2})$/i;
/** A sentence about methods of code, not tools ("do not invoke `take_damage`, `respawn`, or any other game-logic method"). */
const METHOD_WORD = /\bmethods?\b/i;
const TOOL_WORD = /\btools?\b/i;
/**
 * The description saying the tool does not exist yet: after the name ("A separate `update_database` tool may be added
 * later", "`x` is not yet available") or before it ("there is no `x` tool"). It tells the model not to look for it.
 */
const NOT_THERE_AFTER =
  /^\s{0,2}(?:tool\s|function\s)?\s{0,2}(?:(?:is|are)\s)?\s{0,2}(?:not (?:yet )?(?:available|implemented)|(?:does not|doesn't|do not|don't) (?:yet )?exist|(?:may|might|will|could) be added|coming soon)\b/i;
const NOT_THERE_BEFORE = /\b(?:there(?: is|'s| are) no|no such)\s{1,2}(?:separate\s{1,2})?(?:tool\s{1,2})?$/i;
/** How far either side of a name its sentence is read. */
const SENTENCE_REACH = 200;
/** Names looked at in one string, at most. */
const MAX_NAMES = 50;

export interface NamedTool {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

export function namesCalledTools(text: string): NamedTool[] {
  const out: NamedTool[] = [];
  if (text.length > 100_000) return out;
  for (const match of text.matchAll(QUOTED_NAME)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 16);
    const called = TOOL_AFTER.test(after) || (CALLED_BEFORE.test(before) && !aboutMethods(text, start, end));
    if (called && !NOT_THERE_AFTER.test(text.slice(end, end + 48)) && !NOT_THERE_BEFORE.test(before)) {
      out.push({ name: match[1]!, start, end });
    }
    if (out.length >= MAX_NAMES) break;
  }
  return out;
}

/** Whether the sentence around a called name speaks of methods and never of tools: the name is code the tool runs. */
function aboutMethods(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - SENTENCE_REACH), start);
  const after = text.slice(end, end + SENTENCE_REACH);
  const sentence = before.slice(before.search(/[^.!?\n]*$/)) + after.slice(0, Math.max(0, after.search(/[.!?\n]|$/)));
  return METHOD_WORD.test(sentence) && !TOOL_WORD.test(sentence);
}

/** The sibling nearest to `name` within a few edits, if one is clearly nearest. */
export function nearestName(name: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 4;
  for (const candidate of names) {
    // Names from prose are bounded before the quadratic distance is computed.
    if (name.length > 128 || candidate.length > 128) continue;
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase(), 3);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
