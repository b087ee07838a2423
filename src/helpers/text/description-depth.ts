/**
 * Which description rule speaks about a thin description, so one short description gets one finding that says
 * what to add instead of four (too short, restates the name, no usage guidance, no side effects). A missing one
 * is `description-present`'s; one under `JUDGEABLE_WORDS` words is `description-length`'s; one that only
 * restates the name is `description-restates-name`'s. The finer rules judge only what is left.
 */
import type { ToolNode } from "../../core/model/types.js";
import { usableDescription } from "./description.js";
import { isFillerWord } from "./filler-words.js";
import { sideEffectAsk, type SideEffectRisk } from "./side-effect-risk.js";
import { stem } from "./stem.js";
import { isStopWord } from "./stop-words.js";
import { countWords, hasUnspacedText, someProseWord } from "./word-count.js";
import { splitName } from "./words.js";

/** Fewest words a description needs before the finer rules judge it: `description-length`'s default `minWords`. */
const JUDGEABLE_WORDS = 5;

/** True when every word of the description is a word of the name, a function word or filler ("Gets weather"). */
export function restatesName(name: string, text: string): boolean {
  // Text in scripts without spaces cannot be split into words here, so it always counts as adding something.
  if (hasUnspacedText(text)) return false;
  const nameStems = new Set(splitName(name).map(stem));
  // One word the name does not say is enough: stop there.
  return !someProseWord(text, (word) => !isStopWord(word) && !isFillerWord(word) && !nameStems.has(stem(word)));
}

/** True when the description is under `JUDGEABLE_WORDS` words: too short for anything but "say more". */
export function isTooShort(text: string): boolean {
  return countWords(text) < JUDGEABLE_WORDS;
}

/** The description when it is long enough and says more than the name, so the finer rules may judge it. */
export function judgeableDescription(tool: ToolNode): { readonly text: string; readonly pointer: string } | undefined {
  const description = usableDescription(tool);
  if (description === undefined || isTooShort(description.text)) return undefined;
  if (typeof tool.name === "string" && restatesName(tool.name, description.text)) return undefined;
  return description;
}

/**
 * What the one finding on a thin description asks for: the side effects first when the tool has any (they
 * matter most), then what it returns and when to use it.
 */
export function whatToAdd(risk: SideEffectRisk | undefined): string {
  const asks = ["what it does", "what it returns", "when to use it"];
  if (risk !== undefined) asks.splice(1, 0, sideEffectAsk(risk));
  return `${asks.slice(0, -1).join(", ")} and ${asks[asks.length - 1]}`;
}
