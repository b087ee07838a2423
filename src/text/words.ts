/** Splitting tool names into words, whatever their convention (snake_case, camelCase, kebab-case, dot.case, acronyms). */

/** One word of a name with where it sits, so callers can cut the raw name at a word boundary. */
export interface NameWord {
  /** Lowercased. */
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** Names are at most 128 characters by the spec; a hostile one is cut here so splitting stays cheap. */
const MAX_NAME_LENGTH = 512;

/**
 * A word inside a run of letters and digits: an acronym before a capitalised word (`UI` in `getUIComponents`),
 * a capitalised or lowercase word, an acronym, or digits. Each alternative is a single character class repeated,
 * so matching stays linear.
 */
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{M}]+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu;
/** Runs of letters and digits; anything else (`_`, `-`, `.`, spaces, `/`, `:`) separates words. */
const RUN = /[\p{L}\p{N}\p{M}]+/gu;

export function nameWords(name: string): NameWord[] {
  const text = name.length > MAX_NAME_LENGTH ? name.slice(0, MAX_NAME_LENGTH) : name;
  const words: NameWord[] = [];
  for (const run of text.matchAll(RUN)) {
    const base = run.index;
    for (const match of run[0].matchAll(WORD)) {
      const start = base + match.index;
      words.push({ word: match[0].toLowerCase(), start, end: start + match[0].length });
    }
  }
  return words;
}

/** The lowercased words of a name: `getUIComponents` → get, ui, components; `mcp_howtocook_getAllRecipes` → mcp, howtocook, get, all, recipes. */
export function splitName(name: string): string[] {
  return nameWords(name).map((w) => w.word);
}
