// Reads a closed set of values out of a parameter description: "one of: asc, desc",
// "`low` | `high`", "either 'json' or 'text'", "Valid periods: "1d", "5d"", "can be 'a' or 'b'".
// Tuned to stay quiet on examples ("e.g. 'json'", "such as", "like"), open lists ("etc.", "or any
// version tag"), formats ("in the format '/org/project' or …", "`user:ID` or `team:ID`"), other
// parameters' names ("either `path` or `url`") and the values of another parameter ("required
// when `type` is 'user' or 'group'"): an enum is suggested only where the text closes the set
// and the set is this parameter's.
import { lazy } from "../../core/util/lazy.js";
import { tokenize, type Token } from "../../core/util/prose-tokens.js";
import { readList, type ProseList } from "../../core/util/prose-list.js";

/** How the list was introduced, which decides how strict its shape must be. */
export type Cue = "label" | "one-of" | "either" | "can-be" | "bracket" | "none";

const MAX_VALUES = 50;

/** Words that start a phrase, not a value ("either a PubMed ID or a DOI", "can be the name of"). */
const STOPWORDS = new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "these",
  "those",
  "it",
  "its",
  "to",
  "of",
  "in",
  "on",
  "at",
  "for",
  "with",
  "by",
  "from",
  "not",
  "etc",
  "other",
  "others",
  "more",
  "both",
  "any",
  "each",
  "some",
  "such",
  "be",
  "is",
  "are",
  "you",
  "your",
  "we",
  "our",
  "so",
  "similar",
  "also",
  "only",
]);

const LABEL_ADJECTIVES = new Set(["valid", "allowed", "possible", "supported", "accepted", "permitted", "acceptable"]);
const LABEL_NOUNS = new Set(["options", "values", "choices"]);
const LABEL_NOT_WHOLE = new Set(["other", "more", "some", "example", "sample", "further", "additional"]);
const MODALS = new Set(["can", "could", "may", "must", "should"]);

/** Quoted values of a closed set look like codes or short labels, not paths, templates or sentences. */
const QUOTED_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} _.:+-]{0,39}$/u;

/** Words before a list that make it a list of examples or a format, not of allowed values. */
const EXAMPLE_CUE =
  /\be\.?\s?g\b\.?|\bfor (?:example|instance)\b|\bsuch as\b|\blike\b|\bexamples?\b|\bsamples?\b|\bincluding\b|\bincludes?\b|\btypically\b|\busually\b|\bcommon(?:ly)?\b|\bpopular\b|\bin the format\b|\bformat(?:ted)? (?:as|of|like)\b|\bpattern\b|\bformat\s*:|\bfull [\w-]+(?: [\w-]+)?\s*:|\bany\b(?! of)|比如|例如|譬如/gi;
/** Words before a list that make it a condition on another value ("required when `type` is 'a' or 'b'"). */
const CONDITION_CUE = /\b(?:when|whenever|if|unless|while|only for|applies to)\b|(?:^|[.;(]\s*)for [\w-]+(?: [\w-]+)?\s*:/gi;
/** Right after a list: examples ("…, for example") or an open end ("or any version tag", "or a custom one"). */
const OPEN_AFTER =
  /^\s*[,;(]?\s*(?:e\.?\s?g\b|for (?:example|instance)\b|etc\b|and so on\b|or (?:any|an?|another|other|others|some|custom|arbitrary|your own|whatever|similar)\b|(?:and|or|plus) \d+\+? (?:more|others)\b)/i;
/** A sentence or clause boundary between a cue and the list ends the cue's reach. */
const BOUNDARY = /[.!?;]\s|\n/;
/** How far back from a list an example cue is looked for (to the clause boundary, at most this far). */
const EXAMPLE_WINDOW = 200;
/** Parts of a format template, not of a value: `user:ID`, `YYYY-MM-DD`, `HH:mm`. */
const TEMPLATE_PART = /^(?:Y{2,4}|M{1,2}|D{1,2}|H{1,2}|h{1,2}|m{1,2}|s{1,2}|S{1,3}|ID|IDS|NAME|NUMBER|NUM|KEY|VALUE|N|X+|T|Z)$/;
/** Dates, times and versions written out are examples of a format, not members of a set. */
const LITERAL_EXAMPLE = /^\d{4}-\d{2}|^\d{1,2}:\d{2}|^v?\d+\.\d+\.\d+/;
/** Structured values (`02.03.problem`, `nodes-base.httpRequest`, `text/plain`, `a:b`): templates or samples of an open space, not codes. */
const STRUCTURED = lazy(() => /[\p{L}\p{N}][./:]\p{L}|\p{L}[./:][\p{L}\p{N}]/u);
/** The word just before a list that makes it something other than this parameter's values: a source ("from `get_x` or `get_y`"), a refusal ("not `prompt` or `q`"). */
const NOT_VALUES_BEFORE = new Set(["from", "via", "not", "using", "call", "calling", "see"]);
/** Elsewhere in the description: the value may also be free-form (an ID, an integer, a dated version), or the text shows examples or a modifier to add. */
const FREE_FORM_ELSEWHERE =
  /\bIDs?\b|\bintegers?\b|\bYYYY|\be\.\s?g\.|\bfor example\b|\bappend(?:ing|ed)?\b|\bprepend(?:ing|ed)?\b|\bprefix(?:ed)? (?:it )?with\b|\bsuffix(?:ed)? with\b/;
/** Words that may stand before "can be" for this parameter ("It can be…"); another noun is the subject ("The cell can be either vertex or edge"). */
const OWN_SUBJECTS = new Set(["it", "this", "which", "that", "value", "values", "parameter", "field", "option", "argument", "input"]);

function lower(token: Token | undefined): string | undefined {
  return token?.kind === "word" ? token.text.toLowerCase() : undefined;
}

function isPunct(token: Token | undefined, char: string): boolean {
  return token?.kind === "punct" && token.text === char;
}

function isValue(token: Token | undefined, quoted: boolean): boolean {
  if (token === undefined) return false;
  if (quoted) return token.kind === "quoted";
  return token.kind === "word" && !STOPWORDS.has(token.text.toLowerCase());
}

/** Opening bracket → closing bracket, around a list that glosses the words before it ("Image size (small, medium, large)"). */
const CLOSING_BRACKETS: Readonly<Record<string, string>> = { "(": ")", "[": "]" };
/** Words of the opening phrase before a bracketed list, at most ("Sort direction by date (asc or desc)"). */
const MAX_HEAD_WORDS = 8;

/**
 * Nouns that name a choice among values ("Image size", "Sort direction", "Type of operation"). Before a bracket,
 * other nouns are glossed with the kinds of value they take, an open set: "Repository owner (username or
 * organization)", "Search query (name or email)", "Value to store (string or object)", "paths (files or directories)".
 */
const CHOICE_NOUNS = new Set([
  "type",
  "kind",
  "mode",
  "status",
  "state",
  "size",
  "shape",
  "priority",
  "level",
  "order",
  "direction",
  "sort",
  "format",
  "scope",
  "tier",
  "strategy",
  "depth",
  "period",
  "range",
  "interval",
  "category",
  "topology",
  "alignment",
  "style",
  "layout",
  "protocol",
  "template",
  "intent",
  "engine",
  "severity",
  "visibility",
  "granularity",
  "orientation",
]);

const FILE_WORDS = new Set(["file", "files", "extension", "extensions", "mime", "filetype"]);
/**
 * Extensions of packaged, media and office files: a bracket that lists only these ("Packaging type (jar, war, pom)",
 * "Image (png, jpg, gif)") names kinds of file the user has, an open family (`ear`, `aar`, `bundle`, … are packagings
 * too). Data formats a server renders or parses (`json`, `csv`, `markdown`) are left out: that list is the server's own.
 */
const FILE_TYPES = new Set(
  "jar war ear aar pom zip tar tgz gz rar 7z whl gem nupkg deb rpm apk ipa dmg msi exe png jpg jpeg gif svg webp bmp tiff ico heic mp3 mp4 wav mov avi mkv webm ogg flac m4a pdf doc docx xls xlsx ppt pptx odt ods epub".split(
    " ",
  ),
);

/**
 * "Image size (small, medium, large)": the bracket follows the description's opening phrase, words only, that
 * names a choice (one of CHOICE_NOUNS, and no "or": "Cron expression or keyword (hourly, daily)" is open), so the
 * list glosses what the parameter is; a bracket later in the text may gloss anything the text names.
 */
function namesThenBracket(tokens: readonly Token[], i: number): boolean {
  if (i === 0 || i > MAX_HEAD_WORDS) return false;
  let choice = false;
  for (let j = 0; j < i; j++) {
    const word = lower(tokens[j]);
    // "File type (jpg, png, gif, svg)": file types are an open family, whatever the list names.
    if (word === undefined || word === "or" || FILE_WORDS.has(word)) return false;
    if (CHOICE_NOUNS.has(word) || CHOICE_NOUNS.has(word.replace(/s$/, "")) || CHOICE_NOUNS.has(word.replace(/es$/, ""))) choice = true;
  }
  return choice;
}

/** "Sort direction (ascending or descending). Use 'desc' …": values quoted elsewhere are the real ones; the bracket glosses them. */
function quotesOthers(tokens: readonly Token[], values: readonly string[]): boolean {
  return tokens.some((t) => t.kind === "quoted" && !values.includes(t.text));
}

/** The list found after a bracket cue fills the brackets: the closing one comes right after its last value. */
function fillsBrackets(tokens: readonly Token[], cueIndex: number, end: number): boolean {
  return isPunct(tokens[end], CLOSING_BRACKETS[tokens[cueIndex]!.text] ?? "");
}

/** The token index just past a cue starting at `i`, and which cue it is. */
function cueAt(tokens: readonly Token[], i: number): { cue: Cue; next: number } | undefined {
  // The kind first: a keyed read with a word that is no property name costs more than the whole test.
  if (tokens[i]?.kind === "punct" && CLOSING_BRACKETS[tokens[i]!.text] !== undefined && namesThenBracket(tokens, i)) return { cue: "bracket", next: i + 1 };
  const word = lower(tokens[i]);
  if (word === undefined) return undefined;
  const colonOrAre = (j: number): number | undefined => {
    if (isPunct(tokens[j], ":")) return j + 1;
    if (lower(tokens[j]) === "are") return isPunct(tokens[j + 1], ":") ? j + 2 : j + 1;
    return undefined;
  };
  if (LABEL_ADJECTIVES.has(word) && tokens[i + 1]?.kind === "word") {
    const next = colonOrAre(i + 2);
    if (next !== undefined) return { cue: "label", next };
  }
  // "Other values: …" lists the rest of a set whose first member was named before: not the whole set.
  if (LABEL_NOUNS.has(word) && !LABEL_NOT_WHOLE.has(lower(tokens[i - 1]) ?? "")) {
    const next = colonOrAre(i + 1);
    if (next !== undefined) return { cue: "label", next };
  }
  if (word === "one" && lower(tokens[i + 1]) === "of") {
    let next = i + 2;
    if (lower(tokens[next]) === "the" && lower(tokens[next + 1]) === "following") next += 2;
    if (isPunct(tokens[next], ":")) next++;
    return { cue: "one-of", next };
  }
  if (word === "either") return { cue: "either", next: i + 1 };
  if (MODALS.has(word)) {
    let next = i + 1;
    if (lower(tokens[next]) === "only") next++;
    if (lower(tokens[next]) !== "be") return undefined;
    next++;
    if (isPunct(tokens[next], ":")) next++;
    return { cue: "can-be", next };
  }
  return undefined;
}

/** Values separated by `,`, `|`, `or`, `and`, all quoted or all bare like the first; after a label, quoted values may carry a gloss. */
function parseList(tokens: readonly Token[], start: number, glosses = false): ProseList | undefined {
  return readList(tokens, start, { isValue, max: MAX_VALUES, glosses });
}

/** The text offset just past the list (where the token after it starts, else the end). */
function listEndOffset(text: string, tokens: readonly Token[], end: number): number {
  return tokens[end]?.start ?? text.length;
}

/** An ellipsis at `j`: `…` or `...`. */
function isEllipsis(tokens: readonly Token[], j: number): boolean {
  return isPunct(tokens[j], "…") || (isPunct(tokens[j], ".") && isPunct(tokens[j + 1], ".") && isPunct(tokens[j + 2], "."));
}

/** "etc.", "...", "and more", "or others" right after a list: the set is open. */
function isOpenEnded(tokens: readonly Token[], end: number): boolean {
  let j = end;
  // "'a' | 'b' | …", "a, b, or …": the ellipsis stands where the next value would.
  if (isPunct(tokens[j], ",") || isPunct(tokens[j], "|")) j++;
  const word = lower(tokens[j]);
  if ((word === "or" || word === "and") && isEllipsis(tokens, j + 1)) return true;
  if (word === "etc") return true;
  // "…, uae, and 30+ more": the count was read as a value; the set is open.
  if (word === "more" || (isPunct(tokens[j], "+") && lower(tokens[j + 1]) === "more")) return true;
  if (isEllipsis(tokens, j)) return true;
  if (word === "and" || word === "or") {
    const after = lower(tokens[j + 1]);
    return after === "more" || after === "other" || after === "others" || after === "so" || after === "similar";
  }
  return false;
}

/** A plural noun ("checkboxes", "radio buttons"): kinds of thing, not a gloss of the values ("for ascending order"). */
const PLURAL = /^[a-z]{2,}[^isu]s$/i;
/** How many words of a trailing "for …" clause are read. */
const CASE_WORDS = 4;

/**
 * "\"true\" or \"false\" for checkboxes and toggles": a trailing "for <kinds>" scopes the set to one
 * case of a value that is free in the others (text for inputs), so the set is not the parameter's.
 */
function scopedToCase(tokens: readonly Token[], end: number): boolean {
  if (lower(tokens[end]) !== "for") return false;
  for (let j = end + 1; j <= end + CASE_WORDS; j++) {
    const word = lower(tokens[j]);
    if (word === undefined) return false;
    if (word === "each" || word === "every" || word === "all" || PLURAL.test(word)) return true;
  }
  return false;
}

/** A bare list must end the clause: "either position or line, not both" ends at `line`; "can be red or blue shapes" does not end at `blue`. */
function endsClause(tokens: readonly Token[], end: number): boolean {
  const next = tokens[end];
  return next === undefined || (next.kind === "punct" && next.text !== "'" && next.text !== "(");
}

/** Bare values must look like codes written one way: all lower case (`asc`, `1d`) or all upper case (`ON_HOLD`). */
function bareValuesLookLikeCodes(values: readonly string[]): boolean {
  const allLower = values.every((v) => !/[A-Z]/.test(v));
  const allUpper = values.every((v) => !/[a-z]/.test(v));
  return allLower || allUpper;
}

function shapeFits(match: ProseList, cue: Cue): boolean {
  if (new Set(match.values).size < 2) return false;
  if (match.quoted ? !match.values.every((v) => QUOTED_VALUE.test(v)) : !bareValuesLookLikeCodes(match.values)) return false;
  const piped = match.separators.every((s) => s === "|");
  const endsWithOr = match.separators[match.separators.length - 1] === "or";
  switch (cue) {
    case "label":
    case "one-of":
      return true;
    case "either":
      return match.separators.includes("or");
    // "(asc or desc)", "(tall, wide, square)": alternatives, not a tuple ("(x and y)", "(lat, lng)") or letters ("(x, y, z)").
    case "bracket":
      return (
        !match.separators.includes("and") &&
        (match.values.length > 2 || match.separators[0] === "or" || match.separators[0] === "|") &&
        match.values.some((v) => v.length > 1)
      );
    case "can-be":
      return endsWithOr || piped;
    case "none":
      return piped || (match.quoted && endsWithOr);
  }
}

/** True when a cue of `kind` precedes `offset` within the same clause. */
function followsCue(text: string, offset: number, kind: RegExp): boolean {
  const from = Math.max(0, offset - EXAMPLE_WINDOW);
  const window = text.slice(from, offset);
  let lastEnd = -1;
  kind.lastIndex = 0;
  for (let m = kind.exec(window); m !== null; m = kind.exec(window)) lastEnd = m.index + m[0].length;
  return lastEnd >= 0 && !BOUNDARY.test(window.slice(lastEnd));
}

/** Liquid, Jinja, Handlebars and Mustache markup: `{{ … }}`, `{% … %}`. */
const TEMPLATE_MARKUP = /\{\{[^{}]{0,500}\}\}|\{%[^{}]{0,500}%\}/g;

/** `user:ID`, `YYYY-MM-DD`, `2024-01-31`: a value that shows a format rather than being one. */
function isTemplate(value: string): boolean {
  if (LITERAL_EXAMPLE.test(value)) return true;
  const parts = value.split(/[:/\-_. ]+/).filter((p) => p !== "");
  return parts.length > 1 && parts.some((p) => TEMPLATE_PART.test(p));
}

/** What the description is read for: the parameter's own name and the names of the tool's other parameters. */
export interface SetContext {
  readonly self?: string;
  /** Every property name of the tool's input schema, lower-cased. */
  readonly names?: ReadonlySet<string>;
}

/** Words between a subject and its values: "`type` must be one of", "`mode` is set to". */
const SUBJECT_LINKS = new Set([
  "is",
  "are",
  "was",
  "equals",
  "equal",
  "to",
  "set",
  "be",
  "must",
  "can",
  "could",
  "may",
  "should",
  "only",
  "either",
  "one",
  "of",
  "the",
  "following",
]);

/** "`type` is 'a' or 'b'", "`mode` must be one of": the subject named just before the cue is another parameter. */
function subjectIsOtherParameter(tokens: readonly Token[], cueIndex: number, context: SetContext): boolean {
  if (context.names === undefined) return false;
  let j = cueIndex - 1;
  let assigned = false;
  while (j >= 0) {
    const t = tokens[j]!;
    const word = t.kind === "word" ? t.text.toLowerCase() : undefined;
    if ((word !== undefined && SUBJECT_LINKS.has(word)) || (t.kind === "punct" && (t.text === "=" || t.text === ":"))) {
      if (t.kind === "punct" && t.text === "=" && j === cueIndex - 1) assigned = true;
      j--;
    } else break;
  }
  const subject = tokens[j];
  if (subject === undefined || (subject.kind !== "word" && subject.kind !== "quoted")) return false;
  // Written as code (`type`, page_size, sortBy, or `display='chart'`), not a prose word that happens to be a name ("sort order, either …").
  if (subject.kind === "word" && !assigned && !/_|[a-z][A-Z]/.test(subject.text)) return false;
  const name = subject.text.toLowerCase();
  return name !== context.self?.toLowerCase() && context.names.has(name);
}

/**
 * Values that name parameters rather than values: one is this parameter's own name ("provide
 * either `command` or `argv`" on `command`), or all are names of the tool's parameters at any
 * depth ("only 1 of `exact`, `prefix`, or `regex` must be set" on sibling fields).
 */
function namesParameters(values: readonly string[], context: SetContext): boolean {
  const self = context.self?.toLowerCase();
  if (self !== undefined && values.some((v) => v.toLowerCase() === self)) return true;
  if (context.names === undefined) return false;
  return values.every((v) => context.names!.has(v.toLowerCase()));
}

/** The last word of a parameter name: `sort_order` → `order`, `cellId` → `id`. */
function lastNameWord(name: string): string {
  const words = name.split(/[_\-.\s]+|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== "");
  return (words[words.length - 1] ?? name).toLowerCase();
}

/** "The cell can be either vertex or edge" on `cell_id`: the noun before "can be" is not this parameter. */
function canBeSubjectIsOther(tokens: readonly Token[], cueIndex: number, context: SetContext): boolean {
  let j = cueIndex - 1;
  while (j >= 0 && (lower(tokens[j]) === "be" || lower(tokens[j]) === "only")) j--;
  if (!MODALS.has(lower(tokens[cueIndex]) ?? "") && !MODALS.has(lower(tokens[j]) ?? "")) return false;
  if (MODALS.has(lower(tokens[j]) ?? "")) j--;
  const subject = lower(tokens[j]);
  if (subject === undefined || OWN_SUBJECTS.has(subject) || STOPWORDS.has(subject)) return false;
  const self = context.self;
  if (self === undefined) return false;
  return subject !== self.toLowerCase() && subject !== lastNameWord(self);
}

/** The word before the whole list that a list found at `i` ends: quoted values and separators before `i` are part of it. */
function wordBeforeList(tokens: readonly Token[], i: number, quoted: boolean): string | undefined {
  let j = i - 1;
  const separator = (t: Token | undefined) => isPunct(t, ",") || isPunct(t, "|") || lower(t) === "or" || lower(t) === "and";
  if (!quoted) return lower(tokens[j]);
  while (j >= 0 && (separator(tokens[j]) || tokens[j]!.kind === "quoted")) j--;
  return lower(tokens[j]);
}

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/**
 * Sort keys signed for direction ("score | -score | name | -name"): a `-` or `+` set right before a word, after a
 * space or a separator, belongs to the value. Merged into one word token so the list is read whole.
 */
function joinSigns(tokens: readonly Token[], text: string): Token[] {
  const joined: Token[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const sign = tokens[k]!;
    const next = tokens[k + 1];
    const before = sign.start > 0 ? text[sign.start - 1]! : " ";
    if (
      sign.kind === "punct" &&
      (sign.text === "-" || sign.text === "+") &&
      next?.kind === "word" &&
      next.start === sign.start + 1 &&
      /[\s|,([]/.test(before)
    ) {
      joined.push({ kind: "word", text: sign.text + next.text, start: sign.start });
      k++;
    } else joined.push(sign);
  }
  return joined;
}

/**
 * The `|` list at `start`…`end` is part of a longer list (a separator before it, or a `|` after it not followed by a
 * value): not read whole, so no `enum` is suggested rather than one with fewer values than the list has.
 */
function cutFromLongerList(tokens: readonly Token[], start: number, end: number): boolean {
  return (
    isPunct(tokens[start - 1], "|") ||
    (start > 0 && isPunct(tokens[start - 1], ",") && isPunct(tokens[start + 1], "|")) ||
    (isPunct(tokens[end], "|") && tokens[end + 1] !== undefined && !isEllipsis(tokens, end + 1))
  );
}

/**
 * The first closed set of values the description states, or undefined. A set needs at
 * least two distinct values and an explicit cue (a label, "one of", "either", "can be"),
 * quoted values joined by "or", or values joined by `|`.
 */
export function closedSetIn(description: string, context: SetContext = {}): readonly string[] | undefined {
  return closedSetMatch(description, context)?.values;
}

/** The set `closedSetIn` reads, whether its values were quoted (`'a' or 'b'`) or bare words (`a or b`), and its cue. */
export function closedSetMatch(description: string, context: SetContext = {}): { values: readonly string[]; quoted: boolean; cue: Cue } | undefined {
  // Template markup (`{{ title | default: name }}`, `{% if x %}`) holds the tokens of a template, not values: blanked, offsets kept.
  const text = description.replace(TEMPLATE_MARKUP, (m) => " ".repeat(m.length));
  const tokens = joinSigns(tokenize(text), text);
  let i = 0;
  while (i < tokens.length) {
    const found = cueAt(tokens, i);
    // Without a cue, a list of bare words needs `|` right after its first value (quoted ones are tried in full).
    if (found === undefined && tokens[i]!.kind !== "quoted" && !isPunct(tokens[i + 1], "|")) {
      i++;
      continue;
    }
    const cue: Cue = found?.cue ?? "none";
    const listStart = found?.next ?? i;
    const match = parseList(tokens, listStart, cue === "label");
    const fits =
      match !== undefined &&
      shapeFits(match, cue) &&
      (cue !== "bracket" ||
        (fillsBrackets(tokens, i, match.end) && !quotesOthers(tokens, match.values) && !match.values.every((v) => FILE_TYPES.has(v.toLowerCase())))) &&
      (match.quoted || endsClause(tokens, match.end)) &&
      !isOpenEnded(tokens, match.end) &&
      !cutFromLongerList(tokens, listStart, match.end) &&
      !scopedToCase(tokens, match.end) &&
      !OPEN_AFTER.test(text.slice(listEndOffset(text, tokens, match.end), listEndOffset(text, tokens, match.end) + 40)) &&
      !followsCue(text, tokens[i]!.start, EXAMPLE_CUE) &&
      !followsCue(text, tokens[i]!.start, CONDITION_CUE) &&
      !match.values.some(isTemplate) &&
      !match.values.some((v) => STRUCTURED().test(v)) &&
      !namesParameters(match.values, context) &&
      !subjectIsOtherParameter(tokens, i, context) &&
      !NOT_VALUES_BEFORE.has(wordBeforeList(tokens, i, match.quoted) ?? "") &&
      !canBeSubjectIsOther(tokens, i, context) &&
      // "user ID (integer), 'none', or 'any'", "'YYYY-MM', e.g. '2026-07' … or 'v1.0'", "… by appending 'desc'".
      !(match.values.some((v) => !NUMERIC.test(v)) && FREE_FORM_ELSEWHERE.test(text));
    if (fits) return { values: match.values, quoted: match.quoted, cue };
    // Lists are capped at MAX_VALUES, so trying every start stays linear in the text.
    i++;
  }
  return undefined;
}
