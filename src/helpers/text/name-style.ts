/** Naming conventions of tool names: which one a name follows, and the same words written in another. */

export type NameStyle =
  | "snake_case"
  | "SCREAMING_SNAKE_CASE"
  | "kebab-case"
  | "dot.case"
  | "camelCase"
  | "PascalCase"
  /** One lowercase word (`search`): fits snake, kebab, dot and camel case alike. */
  | "lowercase"
  /** Several separators, or separators with mixed case (`get_userProfile`, `Get-Weather`). */
  | "mixed";

const SEPARATORS = /[_\-.]/g;

/** What decides a name's style: its separators, letter cases, and any character outside a name's alphabet. */
interface NameTraits {
  readonly separators: ReadonlySet<string>;
  readonly hasUpper: boolean;
  readonly hasLower: boolean;
  readonly startsUpper: boolean;
  readonly foreign: boolean;
}

/** The traits of an ASCII name in one scan, the common case; undefined outside ASCII. */
function asciiTraits(name: string): NameTraits | undefined {
  const separators = new Set<string>();
  let hasUpper = false;
  let hasLower = false;
  let startsUpper: boolean | undefined;
  let foreign = false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= 0x80) return undefined;
    if (code >= 0x41 && code <= 0x5a) {
      hasUpper = true;
      startsUpper ??= true;
    } else if (code >= 0x61 && code <= 0x7a) {
      hasLower = true;
      startsUpper ??= false;
    } else if (code === 0x5f || code === 0x2d || code === 0x2e) separators.add(name[i]!);
    else if (code < 0x30 || code > 0x39) foreign = true;
  }
  return { separators, hasUpper, hasLower, startsUpper: startsUpper === true, foreign };
}

function unicodeTraits(name: string): NameTraits {
  const letters = name.replace(/[^\p{L}]/gu, "");
  return {
    separators: new Set(name.match(SEPARATORS) ?? []),
    hasUpper: /\p{Lu}/u.test(letters),
    hasLower: /\p{Ll}/u.test(letters),
    startsUpper: /^\p{Lu}/u.test(letters),
    foreign: /[^\p{L}\p{N}\p{M}_\-.]/u.test(name),
  };
}

export function nameStyle(name: string): NameStyle {
  const { separators, hasUpper, hasLower, startsUpper, foreign } = asciiTraits(name) ?? unicodeTraits(name);
  if (separators.size > 1 || foreign) return "mixed";
  if (separators.size === 1) {
    const [separator] = separators;
    if (!hasUpper) return separator === "_" ? "snake_case" : separator === "-" ? "kebab-case" : "dot.case";
    if (separator === "_" && !hasLower) return "SCREAMING_SNAKE_CASE";
    return "mixed";
  }
  if (!hasUpper) return "lowercase";
  if (!hasLower) return "SCREAMING_SNAKE_CASE";
  return startsUpper ? "PascalCase" : "camelCase";
}

/** True when a name in style `style` fits a server whose convention is `convention`. */
export function fitsConvention(style: NameStyle, convention: NameStyle): boolean {
  if (style === convention) return true;
  return style === "lowercase" && convention !== "PascalCase" && convention !== "SCREAMING_SNAKE_CASE";
}

const capitalize = (word: string): string => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/** Lowercased words written in a style (`["get", "story"]` in camelCase → `getStory`). */
export function writeInStyle(words: readonly string[], style: NameStyle): string {
  switch (style) {
    case "snake_case":
    case "lowercase":
    case "mixed":
      return words.join("_");
    case "SCREAMING_SNAKE_CASE":
      return words.join("_").toUpperCase();
    case "kebab-case":
      return words.join("-");
    case "dot.case":
      return words.join(".");
    case "camelCase":
      return words.map((w, i) => (i === 0 ? w : capitalize(w))).join("");
    case "PascalCase":
      return words.map(capitalize).join("");
  }
}

/**
 * The shape of a name that mixes conventions on purpose (`user_v3_batchGetId`: snake_case segments ending in a
 * camelCase operation): its separators, then the case of its segments, so that a server writing every name
 * the same mixed way is seen to follow one convention.
 */
export function segmentSignature(name: string): string {
  const separators = [...new Set(name.match(SEPARATORS) ?? [])].sort().join("");
  const classes = new Set<string>();
  for (const segment of name.split(SEPARATORS)) {
    if (segment === "") continue;
    const upper = /\p{Lu}/u.test(segment);
    const lower = /\p{Ll}/u.test(segment);
    classes.add(!upper ? "lower" : !lower ? "upper" : /^\p{Lu}/u.test(segment) ? "pascal" : "camel");
  }
  return `${separators}|${[...classes].sort().join(",")}`;
}

/** True when a name of signature `signature` fits a server whose mixed convention has signature `convention`. */
export function fitsSignature(signature: string, convention: string): boolean {
  const [separators = "", classes = ""] = signature.split("|");
  const [mainSeparators = "", mainClasses = ""] = convention.split("|");
  const allowed = new Set([...mainClasses.split(","), "lower"]);
  return [...separators].every((c) => mainSeparators.includes(c)) && classes.split(",").every((c) => c === "" || allowed.has(c));
}

/**
 * The words of a name for rewriting it in another style, keeping what the name glues together: digits stay on
 * the word they touch (`v3`, `s3`, `ipv6`, `3d`), so `user_v3_batchGetId` becomes `user_v3_batch_get_id`.
 */
export function styleWords(words: ReadonlyArray<{ readonly word: string; readonly start: number; readonly end: number }>): string[] {
  const out: Array<{ word: string; end: number; digits: boolean }> = [];
  for (const w of words) {
    const previous = out[out.length - 1];
    const digits = /^\p{N}+$/u.test(w.word);
    if (previous !== undefined && previous.end === w.start && (digits || (previous.digits && /^\p{Ll}/u.test(w.word)))) {
      previous.word += w.word;
      previous.end = w.end;
      previous.digits = false;
    } else out.push({ word: w.word, end: w.end, digits });
  }
  return out.map((w) => w.word);
}
