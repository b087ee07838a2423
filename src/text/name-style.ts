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

export function nameStyle(name: string): NameStyle {
  const separators = new Set(name.match(SEPARATORS) ?? []);
  const letters = name.replace(/[^\p{L}]/gu, "");
  const hasUpper = /\p{Lu}/u.test(letters);
  const hasLower = /\p{Ll}/u.test(letters);
  if (separators.size > 1 || /[^\p{L}\p{N}\p{M}_\-.]/u.test(name)) return "mixed";
  if (separators.size === 1) {
    const [separator] = separators;
    if (!hasUpper) return separator === "_" ? "snake_case" : separator === "-" ? "kebab-case" : "dot.case";
    if (separator === "_" && !hasLower) return "SCREAMING_SNAKE_CASE";
    return "mixed";
  }
  if (!hasUpper) return "lowercase";
  if (!hasLower) return "SCREAMING_SNAKE_CASE";
  return /^\p{Lu}/u.test(letters) ? "PascalCase" : "camelCase";
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
