import { excerpt } from "./excerpt.js";
import { normalizeForScan } from "./normalize.js";
import { anchorMask, anchorTable, groupBits, hasAll, sequential, type AnchorMask } from "./token-anchors.js";

/**
 * Whether the sentence around a tool mention orders the model about that tool (avoid it, divert
 * from it, change what it does, chain it), as opposed to pointing at it ("use `list_files`
 * first", "the id comes from `search_issues`"). Patterns run on the one sentence, with the
 * mention replaced by the marker TOOLREF.
 */

const MARKER = "TOOLREF";
/** How far the sentence around a mention is followed in each direction. */
const SENTENCE_REACH = 300;
const QUOTE = String.raw`['"\x60‘’“”]?`;
/** The mentioned tool as a sentence names it: `send_email`, "the `add` tool", "the tool 'add'". */
const REF = String.raw`(?:(?:the )?(?:tool|function) )?${QUOTE}${MARKER}${QUOTE}(?: tool| function)?`;

export interface Order {
  readonly pattern: RegExp;
  /**
   * Words every match of `pattern` holds, in groups that must all be found (token-anchors.ts):
   * most sentences that name a tool lack them, and compiling these patterns costs milliseconds.
   */
  readonly anchors: readonly (readonly string[])[];
  /** Not an order when the sentence states its own condition ("If the user declines, do not call X"). */
  readonly unlessConditional?: boolean;
  /**
   * Steering away from a tool ("instead of X", "never call X"): guidance a server gives about its
   * own tools as a matter of course, so only an order about another server's tool counts.
   */
  readonly guidance?: boolean;
}

export const ORDERS: readonly Order[] = [
  // Diverting: "instead of send_email, use this".
  {
    anchors: [["instead", "rather", "place"]],
    pattern: new RegExp(String.raw`\b(?:instead of|rather than|in place of)(?: (?:using|calling|invoking|running|the)){0,2} ${REF}`, "i"),
    guidance: true,
  },
  // Forbidding outright: "never call send_email" (not "do not call X again until …").
  {
    anchors: [
      ["never", "do", "don", "dont", "must", "should", "avoid", "stop"],
      ["use", "using", "call", "invoke", "invoking", "run", "trigger", "trust", "rely"],
    ],
    pattern: new RegExp(
      String.raw`\b(?:never|do not|don't|dont|must not|should not|shouldn't|avoid|stop)(?: ever)? (?:use|call|invoke|run|trigger|using|calling|invoking|trust|rely on)(?: the)? ${REF}(?! (?:again|until|unless|yet)\b)`,
      "i",
    ),
    unlessConditional: true,
    guidance: true,
  },
  // Hooking: "when send_email is called, add …", "when the `add` tool is present, …".
  {
    anchors: [["when"], ["called", "used", "invoked", "run", "executed", "present", "available", "loaded", "enabled", "installed", "connected"]],
    pattern: new RegExp(
      String.raw`(?:^|[,;:>)\]] ?)(?:and |also |but )?when(?:ever)? (?:(?:the|you|user|model|assistant|agent) ){0,2}(?:(?:use|uses|call|calls|invoke|invokes|run|runs|see|sees) )?${REF} (?:is |are |gets |has been )?(?:called|used|invoked|run|executed|present|available|loaded|enabled|installed|connected)\b`,
      "i",
    ),
  },
  {
    anchors: [
      ["every", "each"],
      ["time", "call"],
    ],
    pattern: new RegExp(
      String.raw`\b(?:every|each) (?:time|call)(?: (?:you|the model|the assistant|the user))?(?: (?:call|use|invoke|run)s?)?(?: to)? ${REF}`,
      "i",
    ),
  },
  // Chaining what nobody asked for: "you must also call send_email to …".
  {
    anchors: [["must", "should", "always", "will"], ["also"]],
    pattern: new RegExp(String.raw`\b(?:must|should|always|will) also (?:call|use|invoke|run|trigger) ${REF}`, "i"),
  },
  // Taking over: "this tool overrides send_email".
  {
    anchors: [["override", "redirect", "intercept", "shadow", "hijack"]],
    pattern: new RegExp(
      String.raw`\b(?:override|overrides|redirect|redirects|intercept|intercepts|shadow|shadows|hijack|hijacks)(?: (?:the|all))?(?: (?:behaviou?r|output|results?|calls?) (?:of|to))? ${REF}`,
      "i",
    ),
  },
  {
    anchors: [
      ["must", "should", "shall"],
      ["be", "go"],
    ],
    pattern: new RegExp(String.raw`${REF} (?:must|should|shall) (?:always |now |only )?(?:be redirected|be sent to|be replaced|be overridden|go to)\b`, "i"),
  },
];

/** Each order's anchor groups as bits of one anchor mask. */
const GROUPS: string[][] = [];
const NEEDS: readonly AnchorMask[] = ORDERS.map((order) => groupBits(order.anchors.map((group) => GROUPS.push([...group]) - 1)));
const anchors = anchorTable(GROUPS);

const CONDITIONAL = /^(?:if|unless|once|after|until)\b/i;

function sentenceBounds(text: string, start: number, end: number): [number, number] {
  let from = start;
  const floor = Math.max(0, start - SENTENCE_REACH);
  while (from > floor && !isBoundary(text, from - 1)) from--;
  let to = end;
  const ceiling = Math.min(text.length, end + SENTENCE_REACH);
  while (to < ceiling && !isBoundary(text, to)) to++;
  return [from, to];
}

/** Where a sentence ends: `.`, `!` or `?` before a space, a blank line, or a line that starts a list item. */
const PARAGRAPH_OR_ITEM = /^[ \t]{0,40}(?:\n|[-*•#]|\d{1,3}[.)])/;

function isBoundary(text: string, index: number): boolean {
  const char = text[index];
  if (char === "\n") return PARAGRAPH_OR_ITEM.test(text.slice(index + 1, index + 48));
  return (char === "." || char === "!" || char === "?") && /\s/.test(text[index + 1] ?? " ");
}

/**
 * The sentence quoted when it orders the model about the mentioned tool; undefined otherwise.
 * With `guidance` false, steering away from the tool does not count (a sibling's guidance).
 */
export function orderAboutTool(text: string, start: number, end: number, guidance = true): string | undefined {
  const [from, to] = sentenceBounds(text, start, end);
  const sentence = sequential(normalizeForScan(`${text.slice(from, start)}${MARKER}${text.slice(end, to)}`).trim());
  const conditional = CONDITIONAL.test(sentence);
  const mask = anchorMask(sentence, anchors());
  const ordered = ORDERS.some(
    (order, i) => (guidance || order.guidance !== true) && hasAll(mask, NEEDS[i]!) && order.pattern.test(sentence) && !(conditional && order.unlessConditional),
  );
  return ordered ? excerpt(text, from, to, 100) : undefined;
}
