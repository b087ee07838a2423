/** Finding the action verb of a tool name, after any namespace prefix and modifier. */
import { isKnownVerb, isNounLike, isVerbModifier, verbKind, type VerbKind } from "./verbs.js";
import { MAX_PREFIX_WORDS } from "./namespace.js";
import { nameWords, type NameWord } from "./words.js";

export interface NameAction {
  readonly words: readonly NameWord[];
  /** The raw text skipped before the verb (namespace prefix and modifiers), "" when the name starts with its verb. */
  readonly prefix: string;
  /** The action verb, lowercased; undefined when the name has none where a verb belongs. */
  readonly verb: string | undefined;
  /** Index of the verb in `words`, -1 when none. */
  readonly verbIndex: number;
  /** What the verb does to state; undefined for verbs only the config knows, or no verb. */
  readonly kind: VerbKind | undefined;
  /** Index of the first word after the namespace prefix (where the verb should be). */
  readonly bodyIndex: number;
  /**
   * The name's last word when it may be the action instead: the verb found first is as often a noun
   * (`test_run`, `sort_range`) and the last word is a verb of another kind. Undefined when the reading is clear.
   */
  readonly alternative: string | undefined;
}

/** Where a server's names put the action word (see `actionSlot`). */
export type ActionSlot = "first" | "last";

export interface NameActionOptions {
  /** Namespace prefixes the server's tools share, as from `sharedPrefixes`. */
  readonly shared: ReadonlyMap<string, number>;
  /** Raw prefixes named by the config (`github_`, `mcp__`), matched ignoring case. */
  readonly prefixes?: readonly string[];
  /** Extra verbs named by the config, lowercased. */
  readonly verbs?: ReadonlySet<string>;
  /** `last` when the server names its tools resource-first (`widget_create`): the last word is the action. */
  readonly slot?: ActionSlot | undefined;
  /**
   * The server's namespace as from `verbNamespace` (words joined by a space): a prefix nearly all its tools share
   * and follow with a verb (`protect_` on a UniFi Protect server), skipped even when it reads as a verb.
   */
  readonly namespace?: string | undefined;
}

/** A doubled separator ends an API-style namespace (`ServiceApiV2--CreateWidget`, `mcp__github__create_issue`). */
const DOUBLED_SEPARATOR = /--|__|::/g;

/** At most this many modifiers are skipped before the verb (`auto_`, `bulk_`). */
const MAX_MODIFIERS = 2;

export function nameAction(name: string, options: NameActionOptions): NameAction {
  const words = nameWords(name);
  const isVerb = (word: string): boolean => isKnownVerb(word) || (options.verbs?.has(word) ?? false);
  const kindOf = (word: string): VerbKind | undefined => verbKind(word);

  // Where the verb may start: at the beginning, after a configured prefix or a doubled separator, after a shared namespace.
  const starts: number[] = [0];
  const lower = name.toLowerCase();
  for (const prefix of options.prefixes ?? []) {
    if (prefix.length === 0 || !lower.startsWith(prefix.toLowerCase())) continue;
    const next = words.findIndex((w) => w.start >= prefix.length);
    if (next > 0) starts.push(next);
  }
  let doubledEnd = -1;
  for (const match of name.matchAll(DOUBLED_SEPARATOR)) doubledEnd = match.index + match[0].length;
  if (doubledEnd > 0) {
    const next = words.findIndex((w) => w.start >= doubledEnd);
    // The operation after the namespace is where the verb is: tried before anything else.
    if (next > 0) starts.unshift(next);
  }
  const explicit = starts.filter((start) => start > 0);
  let key = "";
  let dominant = 0;
  for (let k = 1; k <= Math.min(MAX_PREFIX_WORDS, words.length - 1); k++) {
    key = k === 1 ? words[0]!.word : `${key} ${words[k - 1]!.word}`;
    if (options.shared.has(key)) starts.push(k);
    if (key === options.namespace) dominant = k;
  }
  // `protect_get_viewer` where nearly every tool starts `protect_` and goes on with a verb: the verb is `get`.
  if (dominant > 0 && isVerb(words[dominant]!.word)) starts.unshift(dominant);

  const lastIndex = words.length - 1;
  const namespaceEnd = explicit.length > 0 ? Math.max(...explicit) : 0;
  if (options.slot === "last" && lastIndex > namespaceEnd && isVerb(words[lastIndex]!.word)) {
    const verb = words[lastIndex]!.word;
    return {
      words,
      prefix: name.slice(0, words[lastIndex]!.start),
      verb,
      verbIndex: lastIndex,
      kind: kindOf(verb),
      bodyIndex: namespaceEnd,
      alternative: undefined,
    };
  }

  for (const start of starts) {
    let at = start;
    while (at < words.length - 1 && at - start < MAX_MODIFIERS && isVerbModifier(words[at]!.word)) at++;
    const word = words[at]?.word;
    if (word !== undefined && isVerb(word)) {
      const last = words[lastIndex]!.word;
      const alternative = at < lastIndex && isNounLike(word) && isVerb(last) && kindOf(last) !== kindOf(word) ? last : undefined;
      return { words, prefix: name.slice(0, words[at]!.start), verb: word, verbIndex: at, kind: kindOf(word), bodyIndex: start, alternative };
    }
  }
  const bodyIndex = Math.max(...starts);
  const prefix = bodyIndex > 0 && bodyIndex < words.length ? name.slice(0, words[bodyIndex]!.start) : "";
  return { words, prefix, verb: undefined, verbIndex: -1, kind: undefined, bodyIndex, alternative: undefined };
}
