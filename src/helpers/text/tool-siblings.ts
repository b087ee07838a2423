/**
 * Look-alike tools in one list: those a model must choose between, because their names act on the same
 * thing (`get-tickets` / `get-interline-tickets`) or do the same thing in another form (`fetch_html` /
 * `fetch_markdown`). Only then is "when to use this rather than that" a real question.
 */
import { isObject, type ToolList } from "../../core/model/types.js";
import { hasCjk, isAscii } from "../../core/util/scripts.js";
import { nameAction, type NameActionOptions } from "./name-action.js";
import { listPrefixes } from "./namespace.js";
import { usableDescription } from "./description.js";
import { actionSlot } from "./name-scheme.js";
import { stem } from "./stem.js";
import { isStopWord } from "./stop-words.js";
import { isVerbModifier } from "./verbs.js";
import { splitName } from "./words.js";

/**
 * Words that name no object of their own: `get_module_details` acts on a module, and `providerDetails` and
 * `functionDetails` share nothing but the noun `details`.
 */
const GENERIC = new Set(["info", "information", "details", "detail", "metadata", "data", "status", "id", "ids", "by", "all", "item", "items", "tool", "mcp"]);
/**
 * Words that only say how many: `remove_item` and `batch_remove_items` are one tool for one or many, and
 * `get-specific-connector` and `get-connectors` are one connector and the list.
 */
const QUANTITY = new Set(["batch", "bulk", "mass", "multiple", "multi", "many", "all", "several", "specific", "single", "individual", "particular"].map(stem));
/**
 * What follows these names where the tool looks, not what it acts on: `find_text_in_document` finds text,
 * `get-items-on-board` gets items, `get_type_at_symbol` gets a type.
 */
const CONTAINER = new Set(["by", "in", "from", "within", "inside", "on", "at"]);
/** Below this overlap of their descriptions' content words, two tools say they do different things. */
const CLOSE_DESCRIPTIONS = 0.35;
/** Past this many content words a description has said what it does at length; whether it sets the tool apart is beyond a word count. */
const LONG = 18;
/** Output forms: `fetch_html` and `fetch_markdown` fetch the same thing in two forms. */
const FORMATS = new Set(["html", "markdown", "md", "txt", "text", "json", "xml", "csv", "pdf", "yaml", "yml", "raw", "plain"]);
/** Verbs that only fetch or look up (after `stem`, which maps `fetch`/`retrieve`/`show` to `get`, `find`/`query` to `search`). */
const RETRIEVAL = new Set(["get", "list", "search", "read"]);
/** A search takes a query and a get takes a key: the verb alone tells them apart (`find_text` / `get_paragraph_text`). */
const KEYED = new Set(["get", "read"]);

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
  /** Every word of the name after the namespace, stemmed, for telling what alone sets two names apart. */
  readonly words: readonly string[];
  /** The words of `words` that can tell two tools apart in their descriptions: no stop, generic or format word. */
  readonly telling: readonly string[];
  /** Whether the name says an output form (`html` in `fetch_html`, `text` in `delete-text-item`). */
  readonly hasFormat: boolean;
  /** Whether the name says where it looks (`on` in `get-items-on-board`). */
  readonly located: boolean;
}

function shapeOf(name: string, options: NameActionOptions): NameShape {
  const action = nameAction(name, options);
  const start = action.verbIndex >= 0 ? Math.min(action.verbIndex, action.bodyIndex) : action.bodyIndex;
  const words = action.words.map((w) => w.word);
  // What follows `by` is the key the tool looks up with, and what follows `in` the place it looks, not what it
  // acts on (`get_cards_by_list_id`, `find_text_in_document`).
  const by = words.findIndex((w, i) => i > start && CONTAINER.has(w));
  const objects = words
    .slice(start, by < 0 ? undefined : by)
    .filter((w, i) => i + start !== action.verbIndex && !(i + start < action.verbIndex && isVerbModifier(w)))
    .filter((w) => !isStopWord(w) && !GENERIC.has(w) && !FORMATS.has(w) && !/^(?:v?\d+|\w)$/.test(w))
    .map(stem)
    .filter((w) => !GENERIC.has(w));
  const all = words.slice(action.bodyIndex).map(stem);
  const telling = words
    .slice(action.bodyIndex)
    .filter((w) => !isStopWord(w) && !GENERIC.has(w) && !FORMATS.has(w) && !/^(?:v?\d+|\w)$/.test(w))
    .map(stem)
    .filter((w) => !GENERIC.has(w) && !QUANTITY.has(w));
  return {
    telling,
    hasFormat: words.slice(action.bodyIndex).some((w) => FORMATS.has(w)),
    located: by >= 0,
    name,
    rawVerb: action.verb,
    prefix: action.words
      .slice(0, action.bodyIndex)
      .map((w) => w.word)
      .join(" "),
    verb: action.verb === undefined ? undefined : stem(action.verb),
    objects,
    head: objects.at(-1),
    words: all,
  };
}

function verbsAgree(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || !RETRIEVAL.has(a) || !RETRIEVAL.has(b)) return false;
  return !((a === "search" && KEYED.has(b)) || (b === "search" && KEYED.has(a)));
}

/** True when one name says how many and the other does not: the single and the batch form of one tool. */
function onlyQuantity(a: NameShape, b: NameShape): boolean {
  if (a.words.some((w) => QUANTITY.has(w)) !== b.words.some((w) => QUANTITY.has(w))) return true;
  const differ = [...a.words.filter((w) => !b.words.includes(w)), ...b.words.filter((w) => !a.words.includes(w))];
  return differ.length > 0 && differ.every((w) => QUANTITY.has(w) || isStopWord(w));
}

/**
 * The content words of a description, stemmed; a run of CJK or Hangul counts character by character, since
 * those scripts put no spaces between words.
 */
function contentWords(text: string): ReadonlySet<string> {
  const words = new Set<string>();
  const lower = text.slice(0, 2000).toLowerCase();
  // ASCII text (most descriptions) without the Unicode classes: there they are exactly these.
  const ascii = isAscii(lower);
  for (const token of lower.match(ascii ? /[a-z0-9]+/g : /[\p{L}\p{N}]+/gu) ?? []) {
    if (!ascii && hasCjk(token)) {
      for (const char of token) words.add(char);
    } else if (!isStopWord(token)) words.add(stem(token));
  }
  return words;
}

/** A description word says a name word when one is the start of the other: `env` and `environment`, `relation` and `relat`. */
function says(text: ReadonlySet<string>, word: string): boolean {
  if (text.has(word)) return true;
  if (word.length < 3) return false;
  for (const w of text) if (w.length >= 3 && (w.startsWith(word) || (w.length >= 5 && word.startsWith(w)))) return true;
  return false;
}

/**
 * True when a word that only one of the names has appears in that tool's description and not in the other's:
 * `linear_rotateManagedOAuthApplicationWebhookSecret` says "webhook signing secret", `get_current_stock_price`
 * says "current". The descriptions already tell the two apart.
 */
function differenceStated(a: NameShape, b: NameShape, aText: ReadonlySet<string>, bText: ReadonlySet<string>): boolean {
  const stated = (own: NameShape, other: NameShape, ownText: ReadonlySet<string>, otherText: ReadonlySet<string>): boolean =>
    own.telling.some((w) => !other.telling.includes(w) && says(ownText, w) && !says(otherText, w));
  return stated(a, b, aText, bText) || stated(b, a, bText, aText);
}

/** Input properties read per tool at most (a hostile schema may declare thousands). */
const MAX_INPUTS = 50;

/**
 * The kinds of value a tool asks for: the last word of each required parameter's name (of every parameter when
 * none is required), stemmed, so `storyId` and `id` are one kind (an id) and `selector` and `text` are two.
 */
function inputKinds(tool: unknown): ReadonlySet<string> {
  const schema = isObject(tool) ? tool.inputSchema : undefined;
  const properties = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const required = isObject(schema) && Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];
  const names = (required.length > 0 ? required : properties).slice(0, MAX_INPUTS);
  const kinds = new Set<string>();
  for (const name of names) {
    const last = splitName(name).at(-1);
    if (last !== undefined) kinds.add(stem(last));
  }
  return kinds;
}

/**
 * `browser_click` (a `selector`) and `browser_click_text` (a `text`), `verify_text_visible` (a `text`) and
 * `verify_list_visible` (`items`): look-alikes that ask for no kind of value in common are chosen by what the
 * model holds, which their parameters already say.
 */
function disjointInputs(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  for (const kind of a) if (b.has(kind)) return false;
  return true;
}

/** What a tool asks for: nothing at all, some required value, or only optional ones. */
type InputNeed = "none" | "required" | "optional";

function inputNeed(tool: unknown): InputNeed {
  const schema = isObject(tool) ? tool.inputSchema : undefined;
  const properties = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  if (properties.length === 0) return "none";
  return isObject(schema) && Array.isArray(schema.required) && schema.required.length > 0 ? "required" : "optional";
}

/**
 * `retrieve-bot-user` (no parameters: the integration's own user) beside `retrieve-user` (a required `user_id`): the
 * one that takes nothing and the one that needs a value are chosen by whether the model holds that value.
 */
function nothingBesideRequired(a: InputNeed, b: InputNeed): boolean {
  return (a === "none" && b === "required") || (a === "required" && b === "none");
}

/** Jaccard overlap of two sets of words. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function within(small: readonly string[], large: readonly string[]): boolean {
  return small.every((word) => large.includes(word));
}

function lookAlike(a: NameShape, b: NameShape): boolean {
  // Tools of two namespaces act on two systems (`linkedin_get_company`, `job104_get_company`).
  if (a.prefix !== "" && b.prefix !== "" && a.prefix !== b.prefix) return false;
  if (!verbsAgree(a.verb, b.verb)) return false;
  // The same verb on nothing but another form: `fetch_html` and `fetch_markdown`, `delete-item` and
  // `delete-text-item`; not what a tool finds in a place (`get-items-on-board`, whose only object is generic).
  if (a.objects.length === 0 && b.objects.length === 0) {
    return a.rawVerb !== undefined && a.rawVerb === b.rawVerb && (a.hasFormat || b.hasFormat) && !a.located && !b.located;
  }
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
  const described = new Map<string, ReadonlySet<string>>();
  const texts = new Map<string, string>();
  const quiet = new Set<string>();
  const inputs = new Map<string, ReadonlySet<string>>();
  const needs = new Map<string, InputNeed>();
  for (const tool of list.tools) {
    if (tool.name === undefined || described.has(tool.name)) continue;
    inputs.set(tool.name, inputKinds(tool.value));
    needs.set(tool.name, inputNeed(tool.value));
    // A leading "[Project Management]" names the server's area, shared by its tools, not what this one does.
    const text = (usableDescription(tool)?.text ?? "").slice(0, 4000).replace(/^\s*\[[^\]\n]{1,60}\]\s*/, "");
    texts.set(tool.name, text);
    described.set(tool.name, contentWords(text));
    if (hasCjk(text) || /\bdeprecated\b/i.test(text) || described.get(tool.name)!.size > LONG) quiet.add(tool.name);
  }
  // Look-alike names are a real choice only when the descriptions say much the same too; when they name
  // different things (`update-topic` / `update-contact-topics`), the text already settles it. The single and
  // batch forms of a tool are told apart by their number, as a model knows.
  // Whether a CJK description states the difference cannot be read against English names; a deprecated tool
  // is already settled; a long description explains itself in ways these word counts cannot read: say nothing.
  // When the look-alike's description names this tool, it already draws the line between the two; when the two
  // ask for different kinds of value (a selector or a text), the model picks by the one it has.
  const confusable = (a: NameShape, b: NameShape): boolean =>
    lookAlike(a, b) &&
    !quiet.has(a.name) &&
    !quiet.has(b.name) &&
    !texts.get(b.name)!.includes(a.name) &&
    !onlyQuantity(a, b) &&
    !disjointInputs(inputs.get(a.name)!, inputs.get(b.name)!) &&
    !nothingBesideRequired(needs.get(a.name)!, needs.get(b.name)!) &&
    overlap(described.get(a.name)!, described.get(b.name)!) >= CLOSE_DESCRIPTIONS &&
    !differenceStated(a, b, described.get(a.name)!, described.get(b.name)!);
  const siblings = new Map<string, string[]>();
  for (const shape of shapes) {
    siblings.set(
      shape.name,
      shapes.filter((other) => other !== shape && confusable(shape, other)).map((other) => other.name),
    );
  }
  return siblings;
}
