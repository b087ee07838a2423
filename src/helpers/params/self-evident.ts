// A tool's only parameter whose meaning its tool already states: the search text of a search tool,
// the address of a page fetcher, the id of the thing the tool acts on. A description there could
// only repeat the tool's (measured on real servers: judged not worth an author's time).
import { isObject } from "../../core/model/types.js";

/** Lower-case words of a name or a text: `customPolicyId` → custom, policy, id. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

const singular = (w: string): string => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);

/** Names of search text, and what a description says when the tool searches. */
const SEARCH_NAME = /^(?:q|query|search|search_?(?:query|term|text)|keywords?|term)$/i;
const SEARCHES = /\b(?:search(?:es|ing)?|find(?:s|ing)?|look(?:s|ing)? ?up|lookup|query|queries)\b/i;
/** Names of an address, and what a description says when the tool fetches or opens one. */
const ADDRESS_NAME = /^(?:url|uri|link|page_?url|website)$/i;
const ADDRESSES = /\b(?:url|uri|web ?pages?|pages?|websites?|links?|sites?)\b/i;
/** The last word of an identifier's name. */
const ID_WORDS = new Set(["id", "uuid"]);

/**
 * Whether `name` is the tool's only parameter and its tool already says what it is: a search
 * text on a tool that searches, an address on one that names pages or URLs, `<thing>_id` where the
 * tool's name or description, or a tool of the list (`listWords`, from `nameWordsOf`), names the thing (so the model knows
 * what the id is and where it comes from).
 */
export function selfEvidentLoneParameter(name: string, tool: unknown, listWords: ReadonlySet<string>): boolean {
  if (!isObject(tool)) return false;
  const properties = isObject(tool.inputSchema) ? tool.inputSchema.properties : undefined;
  if (!isObject(properties) || Object.keys(properties).length !== 1 || !Object.hasOwn(properties, name)) return false;
  const description = typeof tool.description === "string" ? tool.description : "";
  if (description.trim() === "") return false;
  if (SEARCH_NAME.test(name)) return SEARCHES.test(description);
  if (ADDRESS_NAME.test(name)) return ADDRESSES.test(description);
  // A bare `id` on a tool that says what it fetches "by ID" ("Returns a single registry credential by ID").
  if (/^id$/i.test(name)) return /\bby (?:its )?id\b/i.test(description);
  const words = wordsOf(name);
  if (words.length < 2 || !ID_WORDS.has(words[words.length - 1]!)) return false;
  const thing = singular(words[words.length - 2]!);
  const toolName = typeof tool.name === "string" ? tool.name : "";
  return listWords.has(thing) || [...wordsOf(description), ...wordsOf(toolName)].some((w) => singular(w) === thing);
}

/** The words of every tool name in a list, singular: read once per list, not once per tool (a registry has tens of thousands). */
export function nameWordsOf(names: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const name of names) for (const word of wordsOf(name)) words.add(singular(word));
  return words;
}

/** Verbs of a tool that lists or reads things: the place an id of that thing comes from. */
const LISTING_VERBS = new Set(["list", "get", "search", "find", "fetch", "read", "retrieve"]);

/** The things some tool of the list lists or reads (`kit_list_forms` → form), singular: read once per list. */
export function listedThingsOf(names: Iterable<string>): Set<string> {
  const things = new Set<string>();
  for (const name of names) {
    const words = wordsOf(name);
    if (!words.some((w) => LISTING_VERBS.has(w))) continue;
    for (const word of words) if (!LISTING_VERBS.has(word)) things.add(singular(word));
  }
  return things;
}

/**
 * `form_id` on a tool named for forms (`add_subscriber_to_form`) when another tool lists or reads
 * them: the names say which id and where it comes from. An id of a thing the tool is not named for
 * (`spreadsheetId` on `autoResizeRows`) is left to its description: its format may be the news.
 */
export function idOfListedThing(name: string, toolName: string, things: ReadonlySet<string>): boolean {
  const words = wordsOf(name);
  if (words.length < 2 || !ID_WORDS.has(words[words.length - 1]!)) return false;
  const thing = singular(words[words.length - 2]!);
  return things.has(thing) && wordsOf(toolName).some((w) => singular(w) === thing);
}
