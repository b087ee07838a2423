// Reads a list of values written in prose out of a description's tokens: "asc, desc", "'a' or 'b'",
// "login, logout, status, or list", "`low` | `high`", "create/delete". The one reader of such lists:
// param-enum's closed sets and the operations a router tool's dispatch parameter lists are both read
// with it, each rule deciding for itself what may be a value and what the list must look like.
import type { Token } from "./prose-tokens.js";

export interface ProseList {
  readonly values: string[];
  /** Whether the first value was quoted (`'a'`, `` `a` ``). */
  readonly quoted: boolean;
  /** Separator before each value after the first: `,`, `|`, `/`, `or`, `and`. */
  readonly separators: string[];
  /** Token index just past the last value (past its gloss, if any). */
  readonly end: number;
}

export interface ListOptions {
  /** Whether `token` may be a value of a list whose first value was quoted (or not). */
  readonly isValue: (token: Token | undefined, quoted: boolean) => boolean;
  /** Values read at most. */
  readonly max: number;
  /** Quoted values may each carry a gloss: "'az' for Azure CLI, 'azd' for …". */
  readonly glosses?: boolean;
  /** `/` separates values too ("create/delete"). */
  readonly slash?: boolean;
}

/** Words of a gloss after a quoted value ("'az' for Azure CLI") read at most. */
const MAX_GLOSS_WORDS = 6;

function lower(token: Token | undefined): string | undefined {
  return token?.kind === "word" ? token.text.toLowerCase() : undefined;
}

function isPunct(token: Token | undefined, char: string): boolean {
  return token?.kind === "punct" && token.text === char;
}

/** Past a gloss "for <words>" at `j` ("'azd' for Azure Developer CLI"), else `j`. */
function skipGloss(tokens: readonly Token[], j: number): number {
  if (lower(tokens[j]) !== "for") return j;
  let k = j + 1;
  while (k <= j + MAX_GLOSS_WORDS && tokens[k]?.kind === "word" && lower(tokens[k]) !== "and" && lower(tokens[k]) !== "or") k++;
  return k > j + 1 ? k : j;
}

/**
 * The values from `start` on, separated by `,`, `|` (with `slash`, `/`), `or`, `and` (or `, or`), as long
 * as each is a value by `options.isValue`. Undefined when the token at `start` is not a value.
 */
export function readList(tokens: readonly Token[], start: number, options: ListOptions): ProseList | undefined {
  const first = tokens[start];
  if (first === undefined || (first.kind !== "quoted" && first.kind !== "word")) return undefined;
  const quoted = first.kind === "quoted";
  if (!options.isValue(first, quoted)) return undefined;
  const values = [first.text];
  const separators: string[] = [];
  const gloss = options.glosses === true && quoted;
  let i = gloss ? skipGloss(tokens, start + 1) : start + 1;
  while (values.length < options.max) {
    let j = i;
    let separator: string | undefined;
    if (isPunct(tokens[j], ",")) separator = ",";
    else if (isPunct(tokens[j], "|")) separator = "|";
    else if (options.slash === true && isPunct(tokens[j], "/")) separator = "/";
    if (separator !== undefined) j++;
    const conjunction = lower(tokens[j]);
    if (conjunction === "or" || conjunction === "and") {
      separator = conjunction;
      j++;
    }
    if (separator === undefined || !options.isValue(tokens[j], quoted)) break;
    values.push(tokens[j]!.text);
    separators.push(separator);
    i = gloss ? skipGloss(tokens, j + 1) : j + 1;
  }
  return { values, quoted, separators, end: i };
}
