/**
 * Look-alike tools in one list: those a model must choose between, because their names act on the same
 * thing (`get-tickets` / `get-interline-tickets`) or do the same thing in another form (`fetch_html` /
 * `fetch_markdown`). Only then is "when to use this rather than that" a real question.
 */
import type { ToolList } from "../model/types.js";
import { nameAction, type NameActionOptions } from "./name-action.js";
import { listPrefixes } from "./namespace.js";
import { actionSlot } from "./name-scheme.js";
import { stem } from "./stem.js";
import { isStopWord } from "./stop-words.js";
import { isVerbModifier } from "./verbs.js";

/** Words that name no object of their own: `get_module_details` acts on a module. */
const GENERIC = new Set(["info", "id", "ids", "data", "by", "all", "item", "items", "tool", "mcp"]);
/** Output forms: `fetch_html` and `fetch_markdown` fetch the same thing in two forms. */
const FORMATS = new Set(["html", "markdown", "md", "txt", "text", "json", "xml", "csv", "pdf", "yaml", "yml", "raw", "plain"]);
/** Verbs that only fetch or look up (after `stem`, which maps `fetch`/`retrieve`/`show` to `get`, `find`/`query` to `search`). */
const RETRIEVAL = new Set(["get", "list", "search", "read"]);

interface NameShape {
  readonly name: string;
  /** The namespace words before the body, space-joined (`facebook` in `facebook_get_posts`); "" when none. */
  readonly prefix: string;
  readonly rawVerb: string | undefined;
  /** The action verb, stemmed; undefined when the name has none. */
  readonly verb: string | undefined;
  /** Stemmed object words, without namespace, generic words or output forms. */
  readonly objects: readonly string[];
  /** The main object noun: the last object word. */
  readonly head: string | undefined;
}

function shapeOf(name: string, options: NameActionOptions): NameShape {
  const action = nameAction(name, options);
  const start = action.verbIndex >= 0 ? Math.min(action.verbIndex, action.bodyIndex) : action.bodyIndex;
  const words = action.words.map((w) => w.word);
  // What follows `by` is the key the tool looks up with, not what it acts on (`get_cards_by_list_id`).
  const by = words.indexOf("by", start);
  const objects = words
    .slice(start, by < 0 ? undefined : by)
    .filter((w, i) => i + start !== action.verbIndex && !(i + start < action.verbIndex && isVerbModifier(w)))
    .filter((w) => !isStopWord(w) && !GENERIC.has(w) && !FORMATS.has(w) && !/^(?:v?\d+|\w)$/.test(w))
    .map(stem);
  return { name, rawVerb: action.verb, prefix: action.words.slice(0, action.bodyIndex).map((w) => w.word).join(" "), verb: action.verb === undefined ? undefined : stem(action.verb), objects, head: objects.at(-1) };
}

function verbsAgree(a: string | undefined, b: string | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && RETRIEVAL.has(a) && RETRIEVAL.has(b));
}

function within(small: readonly string[], large: readonly string[]): boolean {
  return small.every((word) => large.includes(word));
}

function lookAlike(a: NameShape, b: NameShape): boolean {
  // Tools of two namespaces act on two systems (`linkedin_get_company`, `job104_get_company`).
  if (a.prefix !== "" && b.prefix !== "" && a.prefix !== b.prefix) return false;
  if (!verbsAgree(a.verb, b.verb)) return false;
  // The same verb on nothing but another form: `fetch_html`, `fetch_markdown`.
  if (a.objects.length === 0 && b.objects.length === 0) return a.rawVerb !== undefined && a.rawVerb === b.rawVerb;
  // The same main object, one name narrowing the other (`get-tickets`, `get-interline-tickets`; `get_record`,
  // `list_records`). Two different narrowings (`create_commit_comment`, `create_issue_comment`) are two things.
  if (a.head === undefined || a.head !== b.head) return false;
  // `get_project` and `list_projects`, `get_snippet` and `get_snippets`: one item or the list, as a model knows.
  if (within(a.objects, b.objects) && within(b.objects, a.objects)) return false;
  return within(a.objects, b.objects) || within(b.objects, a.objects);
}

/** For each tool name of the list, the other names it may be confused with, in list order. */
export function toolSiblings(list: ToolList): ReadonlyMap<string, readonly string[]> {
  const shared = listPrefixes(list);
  const names = [...new Set(list.tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name])))];
  const slot = actionSlot(names, { shared });
  // A hostile list of thousands of tools would make the pairwise comparison quadratic; past this, say nothing.
  if (names.length > 1000) return new Map();
  const shapes = names.map((name) => shapeOf(name, { shared, slot }));
  const siblings = new Map<string, string[]>();
  for (const shape of shapes) {
    siblings.set(
      shape.name,
      shapes.filter((other) => other !== shape && lookAlike(shape, other)).map((other) => other.name),
    );
  }
  return siblings;
}
