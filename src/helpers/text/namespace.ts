/** Namespace prefixes that a server's tool names share (`github_`, `playwright_`, `mcp_howtocook_`). */
import type { ToolList } from "../../core/model/types.js";
import { splitName } from "./words.js";
import { isStopWord } from "./stop-words.js";

/** Longest prefix considered, in words: `mcp_howtocook_getAllRecipes` needs two. */
export const MAX_PREFIX_WORDS = 3;

/**
 * The leading word sequences that count as a namespace in this server, with how many tools share each: those
 * that at least two tools share. A server with one tool has nobody to share with, so its first word counts
 * (`deepwiki_fetch`). Keys are the words joined by a space.
 */
export function sharedPrefixes(names: readonly string[]): ReadonlyMap<string, number> {
  const wordLists = names.map(splitName);
  const prefixes = new Map<string, number>();
  if (wordLists.length === 1) {
    const words = wordLists[0]!;
    if (words.length > 1) prefixes.set(words[0]!, 1);
    return prefixes;
  }
  const counts = new Map<string, number>();
  for (const words of wordLists) {
    // Only proper prefixes: a namespace is followed by at least one more word.
    let key = "";
    for (let k = 1; k <= Math.min(MAX_PREFIX_WORDS, words.length - 1); k++) {
      key = k === 1 ? words[0]! : `${key} ${words[k - 1]!}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of counts) {
    // `docx_to_pdf` and `docx_to_html` share `docx to`, which is part of a phrase, not a namespace.
    if (count >= 2 && !isStopWord(key.slice(key.lastIndexOf(" ") + 1))) prefixes.set(key, count);
  }
  return prefixes;
}

/** `sharedPrefixes` over the named tools of one server's list. */
export function listPrefixes(list: ToolList): ReadonlyMap<string, number> {
  return sharedPrefixes(list.tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name])));
}
