/** How a server lays out its tool names: where the action word sits, and tools that dispatch on an action. */
import { isObject, type ToolList, type ToolNode } from "../../core/model/types.js";
import { readList } from "../../core/util/prose-list.js";
import { tokenize, type Token } from "../../core/util/prose-tokens.js";
import { nameAction, type ActionSlot, type NameActionOptions } from "./name-action.js";
import { sharedPrefixes } from "./namespace.js";
import { isKnownVerb } from "./verbs.js";
import { nameWords } from "./words.js";

/**
 * Where this server's names put the action: `first` (`create_widget`, `list_widgets`) or `last` (`widget_create`,
 * `widget_list`, `monitor_delete`), or undefined when the names do not say. A resource-first scheme repeats a few
 * nouns before many different verbs, so it shows more distinct verbs at the end than at the start; most names
 * must follow it, and two at least (a namespace then a verb, `widget_create`, fits either).
 */
export function actionSlot(names: readonly string[], options: NameActionOptions): ActionSlot | undefined {
  const isVerb = (word: string): boolean => isKnownVerb(word) || (options.verbs?.has(word) ?? false);
  const firstVerbs = new Set<string>();
  const lastVerbs = new Set<string>();
  let considered = 0;
  let first = 0;
  let last = 0;
  let neutral = 0;
  for (const name of names) {
    const action = nameAction(name, { ...options, slot: undefined });
    const lastIndex = action.words.length - 1;
    if (lastIndex < 1) continue;
    considered++;
    const lastWord = action.words[lastIndex]!.word;
    // A namespace then a verb (`npmSearch`, `widget_create` where every tool starts `widget_`) reads the same
    // either way and says nothing about the scheme.
    if (action.verb !== undefined && action.verbIndex === lastIndex) {
      neutral++;
      continue;
    }
    if (action.verb !== undefined) {
      first++;
      firstVerbs.add(action.verb);
    }
    if (isVerb(lastWord)) {
      last++;
      lastVerbs.add(lastWord);
    }
  }
  // Names that read the same either way fit any scheme: they count towards the two names a scheme needs.
  const decisive = considered - neutral;
  if (last >= 1 && last + neutral >= 2 && last * 2 > decisive && lastVerbs.size > firstVerbs.size) return "last";
  if (first >= 1 && first + neutral >= 2 && first * 2 > decisive) return "first";
  return undefined;
}

/** A namespace shared by at least this share of a server's tools, whatever the word (`protect_`). */
const NAMESPACE_SHARE = 0.8;

/**
 * The prefix (words joined by a space) that nearly all of a server's tools share and then follow with a verb
 * (`protect_get_viewer`, `protect_list_cameras`): a namespace even when it reads as a verb. A server whose tools
 * nearly all start `get_` and go on with a noun (`get_component_api`) has none: there `get` is the verb.
 */
export function verbNamespace(names: readonly string[], shared: ReadonlyMap<string, number>): string | undefined {
  if (names.length < 3) return undefined;
  let best: string | undefined;
  for (const [key, count] of shared) {
    if (count < NAMESPACE_SHARE * names.length) continue;
    const length = key.split(" ").length;
    let followed = 0;
    let sharing = 0;
    for (const name of names) {
      const words = nameWords(name).map((w) => w.word);
      if (words.slice(0, length).join(" ") !== key || words.length <= length) continue;
      sharing++;
      if (isKnownVerb(words[length]!)) followed++;
    }
    if (sharing > 0 && followed * 2 > sharing && (best === undefined || length > best.split(" ").length)) best = key;
  }
  return best;
}

/** Verbs that open the rest of a name after a namespace (`trash_get_naming`), never the object of a verb before them. */
const OPENING_VERBS = new Set(["get", "list", "create", "update", "delete", "search", "set", "add", "remove", "fetch", "find", "query"]);

/**
 * The first words that several of a server's tools share and follow with a common opening verb (`trash_` of
 * `trash_get_naming`, `trash_list_profiles`): a namespace of part of the server, even when the word reads as a
 * verb. Three names at least share it, two at least go on with such a verb, and most of them do.
 */
export function verbPrefixes(names: readonly string[]): ReadonlySet<string> {
  const sharing = new Map<string, number>();
  const opened = new Map<string, number>();
  for (const name of names) {
    const words = nameWords(name).map((w) => w.word);
    if (words.length < 3) continue;
    sharing.set(words[0]!, (sharing.get(words[0]!) ?? 0) + 1);
    if (OPENING_VERBS.has(words[1]!)) opened.set(words[0]!, (opened.get(words[0]!) ?? 0) + 1);
  }
  const prefixes = new Set<string>();
  for (const [word, count] of opened) if (count >= 2 && (sharing.get(word) ?? 0) >= 3 && count * 2 > sharing.get(word)!) prefixes.add(word);
  return prefixes;
}

/** Parameters by which one tool dispatches to several operations (`{"action": {"enum": ["create", "list"]}}`). */
const DISPATCH_PARAMETERS = ["action", "operation", "op", "command", "subcommand", "mode"];

/**
 * The operations a multi-purpose tool offers through a dispatch parameter (`action: "list" | "delete"`):
 * the string values of each such parameter's closed set (`enum`, or a `oneOf`/`anyOf` of constants).
 */
export function dispatchOperations(tool: unknown): string[][] {
  return dispatchParameters(tool).map((property) =>
    (Array.isArray(property.enum) ? property.enum : constValues(property)).filter((v): v is string => typeof v === "string"),
  );
}

/** The tool's top-level parameters named for a dispatch (`action`, `operation`…), as objects. */
function dispatchParameters(tool: unknown): Record<string, unknown>[] {
  if (!isObject(tool)) return [];
  const schema = tool.inputSchema;
  const properties = isObject(schema) ? schema.properties : undefined;
  if (!isObject(properties)) return [];
  return Object.entries(properties).flatMap(([key, property]) => (DISPATCH_PARAMETERS.includes(key.toLowerCase()) && isObject(property) ? [property] : []));
}

/** The first word of an operation (`clear_all` → clear, `deleteItem` → delete). */
export function operationVerb(operation: string): string {
  return nameWords(operation)[0]?.word ?? "";
}

/**
 * True for a namespace-router tool: its name is a namespace (`issues`, `github_repo`) and the action is an
 * argument, a closed set of values of which at least one starts with a verb. Such a name needs no verb.
 */
export function isRouterTool(tool: ToolNode): boolean {
  const sets = [...dispatchOperations(tool.value), ...describedOperations(tool.value)];
  return sets.some((set) => set.length >= 2 && set.some((v) => isKnownVerb(operationVerb(v)))) || isHttpPassthrough(tool.value);
}

/** HTTP methods: the action of a passthrough tool that takes one with the endpoint to call. */
const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);
/** Parameters naming what a passthrough tool calls. */
const ENDPOINT_PARAMETERS = new Set(["endpoint", "path", "url", "uri", "route"]);

/**
 * True for a passthrough to an HTTP API (`ha_supervisor_api`): a `method` parameter whose closed set is HTTP methods,
 * two at least, beside an `endpoint` (or `path`, `url`). The method and the endpoint carry the action, as an `action`
 * parameter does for a router, and any one verb in the name would mislabel the others.
 */
function isHttpPassthrough(tool: unknown): boolean {
  if (!isObject(tool) || !isObject(tool.inputSchema) || !isObject(tool.inputSchema.properties)) return false;
  const properties = tool.inputSchema.properties;
  const keys = Object.keys(properties).map((key) => key.toLowerCase());
  if (!keys.some((key) => ENDPOINT_PARAMETERS.has(key))) return false;
  return Object.entries(properties).some(([key, property]) => {
    if (key.toLowerCase() !== "method" || !isObject(property) || !Array.isArray(property.enum)) return false;
    const methods = property.enum.filter((v): v is string => typeof v === "string");
    return methods.length >= 2 && methods.length === property.enum.length && methods.every((m) => HTTP_METHODS.has(m.toLowerCase()));
  });
}

/** An operation written in a list: a bare or quoted word of letters, digits, `_` and `-` (`login`, `'clear_all'`). */
const OPERATION = /^[a-z][a-z0-9_-]*$/i;
/** Operations read at most from one clause (of 500 characters at most). */
const MAX_OPERATIONS = 250;

/** Any operation word, quoted or not (a list may quote some values and not others). */
const isOperation = (token: Token | undefined): boolean => (token?.kind === "word" || token?.kind === "quoted") && OPERATION.test(token.text);

/**
 * The operations an open string dispatch parameter lists in its own description only (`"action": {"type":
 * "string", "description": "Action: login, logout, status, or list"}`): a clause that is nothing but a list of
 * bare words, three at least, so prose (`Name of the action`) never reads as one.
 */
function describedOperations(tool: unknown): string[][] {
  const sets: string[][] = [];
  for (const property of dispatchParameters(tool)) {
    if (Array.isArray(property.enum) || typeof property.description !== "string") continue;
    for (const clause of property.description.slice(0, 500).split(/[.;:()\n]/)) {
      const tokens = tokenize(clause);
      const list = readList(tokens, 0, { isValue: isOperation, max: MAX_OPERATIONS, slash: true });
      if (list !== undefined && list.end === tokens.length && list.values.length >= 3) sets.push(list.values);
    }
  }
  return sets;
}

/** The `const` values of a `oneOf`/`anyOf` of constants, the other way to write a closed set. */
function constValues(property: Record<string, unknown>): unknown[] {
  const options = Array.isArray(property.oneOf) ? property.oneOf : Array.isArray(property.anyOf) ? property.anyOf : [];
  return options.flatMap((option: unknown) => (isObject(option) && "const" in option ? [option.const] : []));
}

/** How one server names its tools, read once per list by the rules that find a tool's action in its name. */
export interface ListNaming {
  /** Namespace prefixes the tools share, as from `sharedPrefixes`. */
  readonly shared: ReadonlyMap<string, number>;
  /** The namespace nearly every name starts with before its verb, as from `verbNamespace`. */
  readonly namespace: string | undefined;
  /** Where the names put the action, as from `actionSlot`. */
  readonly slot: ActionSlot | undefined;
}

/** Before a list is seen: no shared prefixes, no namespace, no known slot. */
export const NO_NAMING: ListNaming = { shared: new Map(), namespace: undefined, slot: undefined };

/** Each list's naming, read once for all the rules that ask (it is linear in the list, and lists reach 40,000 tools). */
const namings = new WeakMap<ToolList, ListNaming>();

export function listNaming(list: ToolList): ListNaming {
  let naming = namings.get(list);
  if (naming === undefined) {
    const names = list.tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name]));
    const shared = sharedPrefixes(names);
    naming = { shared, namespace: verbNamespace(names, shared), slot: actionSlot(names, { shared }) };
    namings.set(list, naming);
  }
  return naming;
}
