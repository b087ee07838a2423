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
/** Names of a query in a query language, and the tool names that language ("Run a SQL query" with `sql`). */
const QUERY_LANGUAGE_NAME = /^(?:sql|cypher|graphql|gql|jql|sparql|promql|kql)$/i;
/** A value whose format the tool's sentence does not settle: absolute or relative, which date format. */
const FORMAT_NAME = /(?:path|file|filename|dir|directory|folder|date|time|timestamp|datetime)s?$/i;
/** Last words of a key a tool looks its thing up "by" ("by username", "by title"): a name the model already holds. */
const LOOKUP_KEY = /(?:^|[_-]|[a-z])(?:name|Name|username|slug|Slug|title|Title|email|Email|handle|Handle|login)$/;
/** Words after a thing's noun that make the phrase its identifier ("a model ID", "the package name"). */
const IDENTIFIER_AFTER = "(?:id|ids|uuid|name|identifier|slug|key)";

/**
 * Whether `name` is the tool's only parameter and its tool already says what it is: a search
 * text on a tool that searches, an address on one that names pages or URLs, `<thing>_id` where the
 * tool's name or description, or a tool of the list (`listWords`, from `nameWordsOf`), names the thing (so the model knows
 * what the id is and where it comes from), and it is required where the server declares `required` (`declaresRequired`).
 */
export function selfEvidentLoneParameter(name: string, tool: unknown, listWords: ReadonlySet<string>, declaresRequired = false): boolean {
  if (!isObject(tool)) return false;
  const properties = isObject(tool.inputSchema) ? tool.inputSchema.properties : undefined;
  if (!isObject(properties) || Object.keys(properties).length !== 1 || !Object.hasOwn(properties, name)) return false;
  const description = typeof tool.description === "string" ? tool.description : "";
  if (description.trim() === "") return false;
  if (SEARCH_NAME.test(name)) return SEARCHES.test(description);
  if (ADDRESS_NAME.test(name)) return ADDRESSES.test(description);
  // A bare `id` on a tool that says what it fetches "by ID" ("Returns a single registry credential by ID").
  if (/^id$/i.test(name)) return /\bby (?:its )?id\b/i.test(description);
  if (namedByToolSentence(name, description)) return true;
  const words = wordsOf(name);
  if (words.length < 2 || !ID_WORDS.has(words[words.length - 1]!)) return false;
  // An optional id (`sessionId` of `browser_get_console`) leaves open what omitting it means: which session then?
  // Only on a server that declares `required` elsewhere: one that never does (generated) says nothing by omitting it.
  const required = isObject(tool.inputSchema) ? tool.inputSchema.required : undefined;
  if (declaresRequired && !(Array.isArray(required) && required.includes(name))) return false;
  const thing = singular(words[words.length - 2]!);
  const toolName = typeof tool.name === "string" ? tool.name : "";
  return listWords.has(thing) || [...wordsOf(description), ...wordsOf(toolName)].some((w) => singular(w) === thing);
}

/**
 * The tool's sentence says what its only parameter is: the key it looks the thing up "by" ("Get a user profile by
 * username"), the name of the one thing it acts on ("Push a model to a registry" with `name`), the thing's
 * identifier ("Check if a model ID exists" with `model`), a query in the language it names ("Run a SQL query" with
 * `sql`), or what it does when the parameter is given ("If headers are provided, returns only matching headers").
 * A path, a file or a date is left to its description: absolute or relative, which format, is not said there.
 */
function namedByToolSentence(name: string, description: string): boolean {
  if (name.length > 64 || !/^[A-Za-z][\w-]*$/.test(name) || FORMAT_NAME.test(name)) return false;
  const spoken = wordsOf(name).join("[\\s_-]?");
  if (LOOKUP_KEY.test(name) && new RegExp(`\\bby (?:its |their |the )?\`?${spoken}\`?(?![\\w-])`, "i").test(description)) return true;
  if (/^name$/i.test(name)) return /\b(?:a|an|the|one|specific|given|single)\s+[A-Za-z]/i.test(description);
  if (QUERY_LANGUAGE_NAME.test(name)) return new RegExp(`\\b${name}\\b`, "i").test(description);
  if (wordsOf(name).length === 1 && new RegExp(`\\b${name}s?\\s+${IDENTIFIER_AFTER}\\b`, "i").test(description)) return true;
  return new RegExp(`\\bif (?:the |a |an )?\`?${spoken}\`? (?:is|are) (?:provided|given|specified|set|passed)\\b`, "i").test(description);
}

/** Whether some tool of the list declares a `required` parameter: then leaving one out of `required` means something. */
export function declaresRequired(tools: Iterable<unknown>): boolean {
  for (const tool of tools) {
    const schema = isObject(tool) ? tool.inputSchema : undefined;
    if (isObject(schema) && Array.isArray(schema.required) && schema.required.length > 0) return true;
  }
  return false;
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
    // A tool named by a plural noun alone (`pipelines`, `commits`) lists those things, REST-style.
    if (words.length === 1 && singular(words[0]!) !== words[0]) things.add(singular(words[0]!));
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

/** Verbs of a tool that starts a session (`gdb_start`, `browser_new_session`, `terminal_create`). */
const STARTING_VERBS = new Set(["start", "new", "create", "open", "launch", "init", "initialize", "begin"]);
/** Words a session id's description may hold besides its qualifier ("The GDB session ID"). */
const SESSION_ID_WORDS = new Set(["the", "a", "an", "session", "sessions", "id", "ids", "identifier"]);

/**
 * The words of each tool of the list that starts a session ("Start a new GDB session" on `gdb_start`):
 * its name's and its description's first sentence's. Read once per list.
 */
export function sessionStartersOf(tools: Iterable<{ readonly name: string | undefined; readonly value: unknown }>): Set<string>[] {
  const starters: Set<string>[] = [];
  for (const tool of tools) {
    const nameWords = wordsOf(tool.name ?? "");
    if (!nameWords.some((w) => STARTING_VERBS.has(w))) continue;
    const description = isObject(tool.value) && typeof tool.value.description === "string" ? tool.value.description : "";
    const words = new Set([...nameWords, ...wordsOf(description.split(/[.\n]/, 1)[0] ?? "")]);
    if (words.has("session") || words.has("sessions")) starters.push(words);
  }
  return starters;
}

/**
 * A `session_id` ("GDB session ID") that a tool of the list starts: the session the model opened with
 * `gdb_start` is the one it passes on, so where it comes from needs no saying. Only when the
 * description's qualifier ("GDB", "terminal") is that tool's too: a terminal session is not a
 * hooks session.
 */
export function sessionFromStarter(name: string, description: string, starters: readonly ReadonlySet<string>[]): boolean {
  const words = wordsOf(name);
  if (words.length < 2 || words.at(-1) !== "id" || words.at(-2) !== "session") return false;
  const qualifiers = wordsOf(description).filter((w) => !SESSION_ID_WORDS.has(w) && !words.includes(w));
  return starters.some((starter) => qualifiers.every((w) => starter.has(w)));
}
