/** Finding the action verb of a tool name, after any namespace prefix and modifier. */
import { isKnownVerb, isVerbModifier, verbKind, type VerbKind } from "./verbs.js";
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
}

export interface NameActionOptions {
  /** Namespace prefixes the server's tools share, as from `sharedPrefixes`. */
  readonly shared: ReadonlyMap<string, number>;
  /** Raw prefixes named by the config (`github_`, `mcp__`), matched ignoring case. */
  readonly prefixes?: readonly string[];
  /** Extra verbs named by the config, lowercased. */
  readonly verbs?: ReadonlySet<string>;
}

/** At most this many modifiers are skipped before the verb (`auto_`, `bulk_`). */
const MAX_MODIFIERS = 2;

export function nameAction(name: string, options: NameActionOptions): NameAction {
  const words = nameWords(name);
  const isVerb = (word: string): boolean => isKnownVerb(word) || (options.verbs?.has(word) ?? false);

  // Where the verb may start: at the beginning, after a configured prefix, after a shared namespace.
  const starts: number[] = [0];
  const lower = name.toLowerCase();
  for (const prefix of options.prefixes ?? []) {
    if (prefix.length === 0 || !lower.startsWith(prefix.toLowerCase())) continue;
    const next = words.findIndex((w) => w.start >= prefix.length);
    if (next > 0) starts.push(next);
  }
  let key = "";
  for (let k = 1; k <= Math.min(MAX_PREFIX_WORDS, words.length - 1); k++) {
    key = k === 1 ? words[0]!.word : `${key} ${words[k - 1]!.word}`;
    if (options.shared.has(key)) starts.push(k);
  }

  for (const start of starts) {
    let at = start;
    while (at < words.length - 1 && at - start < MAX_MODIFIERS && isVerbModifier(words[at]!.word)) at++;
    const word = words[at]?.word;
    if (word !== undefined && isVerb(word)) {
      return { words, prefix: name.slice(0, words[at]!.start), verb: word, verbIndex: at, kind: verbKind(word), bodyIndex: start };
    }
  }
  const bodyIndex = Math.max(...starts);
  const prefix = bodyIndex > 0 && bodyIndex < words.length ? name.slice(0, words[bodyIndex]!.start) : "";
  return { words, prefix, verb: undefined, verbIndex: -1, kind: undefined, bodyIndex };
}
