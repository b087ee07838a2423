/**
 * Which description rule speaks about a thin description, so one short description gets one finding that says
 * what to add instead of four (too short, restates the name, no usage guidance, no side effects). A missing one
 * is `description-present`'s; one under `JUDGEABLE_WORDS` words is `description-length`'s; one that only
 * restates the name is `description-restates-name`'s. The finer rules judge only what is left.
 */
import type { ToolList, ToolNode } from "../../core/model/types.js";
import { usableDescription } from "./description.js";
import { isFillerWord } from "./filler-words.js";
import { baseVerbs } from "./inflection.js";
import { sideEffectAsk, type SideEffectRisk } from "./side-effect-risk.js";
import { stem } from "./stem.js";
import { verbKind } from "./verbs.js";
import { isStopWord } from "./stop-words.js";
import { countWords, hasUnspacedText, someProseWord } from "./word-count.js";
import { splitName } from "./words.js";

/** Fewest words a description needs before the finer rules judge it: `description-length`'s default `minWords`. */
const JUDGEABLE_WORDS = 5;

const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * The means a sentence ends on, which says nothing of what the tool does or returns: "using ReviewWeb.site API",
 * "through the eBay Marketing API", "via WebSocket" (a name after `via`). "using JQL", "using regex" or "via
 * ripgrep" say what the tool takes or matches, and stay.
 */
const MEANS = /\b(?:(?:using|via|through|with) (?:the )?(?:[\w.-]+ ){1,2}(?:API|SDK)|via (?:the )?[A-Z][\w.-]*)(?=\s*(?:[.;:!?]|$))/g;

/**
 * True when every word of the description is a word of the name, a function word, filler ("Gets weather"), or
 * a word of `shared` (the server's own vocabulary, `serverWords`), once a closing means ("using X API") is set aside.
 */
export function restatesName(name: string, text: string, shared: ReadonlySet<string> = NO_WORDS): boolean {
  // Text in scripts without spaces cannot be split into words here, so it always counts as adding something.
  if (hasUnspacedText(text)) return false;
  const nameWords = splitName(name);
  const nameStems = new Set(nameWords.map(stem));
  const isVerb = (word: string) => baseVerbs(word).some((base) => verbKind(base) !== undefined);
  // A name without a verb (`seo_keyword_ideas`) reads as one that gets the thing: "Get keyword ideas" adds nothing.
  if (!nameWords.some(isVerb)) nameStems.add(stem("get"));
  // A name that is one verb (`create`, `delete`) names no thing: the thing the description names ("a task in
  // Google Tasks") is all it says beyond the name, even in the server's own words.
  const vocabulary = nameWords.length === 1 && isVerb(nameWords[0]!) ? NO_WORDS : shared;
  const says = (words: ReadonlySet<string>) => (word: string) => {
    if (isStopWord(word) || isFillerWord(word)) return false;
    const s = stem(word);
    return !nameStems.has(s) && !words.has(s);
  };
  // One word the name does not say is enough: stop there. What goes along with the thing ("Delete a category
  // and all its chunks") is news, even in the server's words.
  const along = text.search(ALONG);
  if (along < 0) return !someProseWord(text.replace(MEANS, " "), says(vocabulary));
  return !someProseWord(text.slice(0, along).replace(MEANS, " "), says(vocabulary)) && !someProseWord(text.slice(along), says(NO_WORDS));
}

/** "… and all its chunks", "… and their members": what a tool takes along with the thing its name says. */
const ALONG = /\band (?:all )?(?:its|their)\b/i;

/** A verb that says what a tool can do to state (`read`, `creating`), not the generic `get`/`list` of every tool. */
function saysCapability(word: string): boolean {
  return baseVerbs(word).some((base) => {
    const kind = verbKind(base);
    if (kind === undefined) return false;
    return word.endsWith("ing") || (kind !== "act" && base !== "get" && base !== "list");
  });
}

/** Fewest described tools a server needs before the words most of them share count as its own vocabulary. */
const SERVER_WORDS_MIN_TOOLS = 4;
const serverWordsOf = new WeakMap<ToolList, ReadonlySet<string>>();

/**
 * Stems of the words at least half of a server's descriptions use ("SAP", "BRC", "ReviewWeb.site API"): its
 * product and boilerplate, which tell the model nothing about one tool that the server's other tools did not.
 * Verbs that read, change or destroy are left out, and so is any verb in `-ing`: "that can only read data",
 * "Supports reading, creating and deleting" say what this tool does. `get` and `list` stand for the tool's own
 * action, and a verb that acts is as often a noun ("Bad request", "Cloud Run"): those count.
 */
export function serverWords(list: ToolList): ReadonlySet<string> {
  const cached = serverWordsOf.get(list);
  if (cached !== undefined) return cached;
  const counts = new Map<string, number>();
  // Each distinct word judged and stemmed once for the whole list (a server's descriptions share most words).
  const stems = new Map<string, string | null>();
  let described = 0;
  for (const tool of list.tools) {
    const text = usableDescription(tool)?.text;
    if (text === undefined || hasUnspacedText(text)) continue;
    described++;
    const seen = new Set<string>();
    someProseWord(text, (word) => {
      let s = stems.get(word);
      if (s === undefined) stems.set(word, (s = isStopWord(word) || saysCapability(word) ? null : stem(word)));
      if (s !== null) seen.add(s);
      return false;
    });
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  // Half of the descriptions, and three at least: two of four tools sharing a word is no vocabulary.
  const shared = [...counts].filter(([, n]) => 2 * n >= described && n >= 3).map(([s]) => s);
  const words = described < SERVER_WORDS_MIN_TOOLS ? NO_WORDS : new Set(shared);
  serverWordsOf.set(list, words);
  return words;
}

/** True when the description is under `JUDGEABLE_WORDS` words: too short for anything but "say more". */
export function isTooShort(text: string): boolean {
  return countWords(text) < JUDGEABLE_WORDS;
}

/**
 * How far a tool's description can be judged: missing or unusable, under `JUDGEABLE_WORDS` words, only
 * restating the name in its server's words, or judgeable. Read once per tool: description-restates-name,
 * -usage-guidance and -side-effects all ask.
 */
type Depth = "none" | "short" | "restates" | "judgeable";
const depthOf = new WeakMap<ToolNode, Depth>();
function descriptionDepth(tool: ToolNode, list: ToolList): Depth {
  let depth = depthOf.get(tool);
  if (depth === undefined) {
    const description = usableDescription(tool);
    depth =
      description === undefined
        ? "none"
        : isTooShort(description.text)
          ? "short"
          : typeof tool.name === "string" && restatesName(tool.name, description.text, serverWords(list))
            ? "restates"
            : "judgeable";
    depthOf.set(tool, depth);
  }
  return depth;
}

/** True when a named tool's description is long enough to judge and only restates its name (`restatesName`). */
export function restatesOwnName(tool: ToolNode, list: ToolList): boolean {
  return descriptionDepth(tool, list) === "restates";
}

/** The description when it is long enough and says more than the name, so the finer rules may judge it. */
export function judgeableDescription(tool: ToolNode, list: ToolList): { readonly text: string; readonly pointer: string } | undefined {
  return descriptionDepth(tool, list) === "judgeable" ? usableDescription(tool) : undefined;
}

/**
 * What the one finding on a thin description asks for: the side effects first when the tool has any (they
 * matter most), then what it returns and when to use it.
 */
export function whatToAdd(risk: SideEffectRisk | undefined): string {
  const asks = ["what it does", "what it returns", "when to use it"];
  if (risk !== undefined) asks.splice(1, 0, sideEffectAsk(risk));
  return `${asks.slice(0, -1).join(", ")} and ${asks[asks.length - 1]}`;
}
