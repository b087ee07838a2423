import { EXCERPT_LENGTH, excerpt } from "./excerpt.js";
import { CONTEXT_WINDOW, INSTRUCTION_SIGNALS, SOFT_THRESHOLD, type InstructionSignal } from "./instruction-signals.js";
import { hiddenTexts } from "./hidden-text.js";
import { changesOnlyWhitespace, collapseWhitespace, normalizeForScan } from "./normalize.js";
import { anchorMask, anchorPositions, anchorTable, groupBits, hasAll, NON_ASCII, sequential, type AnchorMask } from "./token-anchors.js";

export interface SignalHit {
  readonly signal: InstructionSignal;
  /** A short printable quotation of what matched. */
  readonly quote: string;
  /** The (normalised) text just before the match, for the rule to judge how it is framed. */
  readonly before: string;
}

export interface InstructionScan {
  /** Hard signals found, at most one per signal. */
  readonly hard: readonly SignalHit[];
  /** Soft signals, only when at least SOFT_THRESHOLD different ones met in the text. */
  readonly soft: readonly SignalHit[];
}

/**
 * Matches examined per signal in one text. Context checks look at fixed windows, so this caps
 * the work a string full of decoys can cause; past it, a signal is considered absent.
 */
const MAX_MATCHES_PER_SIGNAL = 1000;

/** How far back `unlessBefore` looks: a few words. */
const UNLESS_WINDOW = 60;

function inContext(signal: InstructionSignal, text: string, start: number, end: number): boolean {
  if (signal.unlessBefore?.test(text.slice(Math.max(0, start - UNLESS_WINDOW), start))) return false;
  if (signal.unlessAround?.test(text.slice(Math.max(0, start - CONTEXT_WINDOW), end + CONTEXT_WINDOW))) return false;
  const before = text.slice(Math.max(0, start - CONTEXT_WINDOW), start);
  const after = text.slice(end, end + CONTEXT_WINDOW);
  return (signal.before ?? []).every((re) => re.test(before)) && (signal.after ?? []).every((re) => re.test(after));
}

/** Characters a path is made of, for quoting the whole of `~/.ssh/id_rsa` rather than `.ssh`. */
const PATH_CHAR = /[^\s'"`()<>,;]/;
/** Furthest a quotation is widened on either side. */
const QUOTE_REACH = 40;

function quoteHit(signal: InstructionSignal, text: string, start: number, end: number): string {
  if (signal.quote === "lead-in") {
    let from = Math.max(0, start - QUOTE_REACH);
    while (from > 0 && from < start && text[from - 1] !== " ") from++;
    return excerpt(text, from, end, EXCERPT_LENGTH + QUOTE_REACH);
  }
  if (signal.quote === "path") {
    let from = start;
    while (from > 0 && start - from < QUOTE_REACH && PATH_CHAR.test(text[from - 1]!)) from--;
    let to = end;
    while (to < text.length && to - end < QUOTE_REACH && PATH_CHAR.test(text[to]!)) to++;
    return excerpt(text, from, to - (/[.:]$/.test(text.slice(from, to)) ? 1 : 0));
  }
  return excerpt(text, start, end);
}

if (INSTRUCTION_SIGNALS.length > 31) throw new Error("signal sets are bit masks of at most 31 signals");
/** Every signal, as bits over INSTRUCTION_SIGNALS (as every set of signals below). */
const ALL = (1 << INSTRUCTION_SIGNALS.length) - 1;
/** The soft signals. */
const SOFT = INSTRUCTION_SIGNALS.reduce((bits, signal, i) => (signal.strength === "soft" ? bits | (1 << i) : bits), 0);

/**
 * The anchor groups: signal i's first group is group i, so the low lane's first bits are the
 * signals whose first group was found; the other groups follow. EXTRA[i] holds signal i's other
 * groups as anchor-mask bits, when it has any.
 */
const GROUPS: string[][] = INSTRUCTION_SIGNALS.map((signal) => [...signal.anchors[0]!]);
const EXTRA: readonly (AnchorMask | undefined)[] = INSTRUCTION_SIGNALS.map((signal) =>
  signal.anchors.length === 1 ? undefined : groupBits(signal.anchors.slice(1).map((group) => GROUPS.push([...group]) - 1)),
);
const anchors = anchorTable(GROUPS);
/** Signals that have groups beyond their first. */
const WITH_EXTRA = EXTRA.reduce((bits, extra, i) => (extra === undefined ? bits : bits | (1 << i)), 0);

/** The `starts` anchors of every signal, signal i as group i, so found groups are signals. */
const startAnchors = anchorTable(INSTRUCTION_SIGNALS.map((signal) => signal.starts ?? []));
/** Signals whose matches start only at their `starts` anchors. */
const STARTED = INSTRUCTION_SIGNALS.reduce((bits, signal, i) => (signal.starts === undefined ? bits : bits | (1 << i)), 0);
/** Each signal's pattern, sticky, for trying it at those places only. */
const STICKY: readonly (RegExp | undefined)[] = INSTRUCTION_SIGNALS.map((signal) =>
  signal.starts === undefined ? undefined : new RegExp(signal.pattern.source, `${signal.pattern.flags.replace("g", "")}y`),
);

const NOTHING: InstructionScan = { hard: [], soft: [] };

/** The signals whose anchor groups are all in `mask`. */
function possibleSignals(mask: AnchorMask): number {
  let signals = mask[0] & ALL;
  let unsure = signals & WITH_EXTRA;
  while (unsure !== 0) {
    const i = 31 - Math.clz32(unsure);
    unsure &= ~(1 << i);
    if (!hasAll(mask, EXTRA[i]!)) signals &= ~(1 << i);
  }
  return signals;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Soft signals count only when SOFT_THRESHOLD different ones meet: with fewer possible, none is looked for. */
function withoutLoneSoft(signals: number): number {
  return bitCount(signals & SOFT) < SOFT_THRESHOLD ? signals & ~SOFT : signals;
}

/**
 * The first match of signal `index` in `text` that stands in its context, taking matches in
 * order as `matchAll` does. Given `starts` (as anchorPositions gives them), a signal that has
 * `starts` is tried only there: a scan from every character costs far more on long
 * descriptions, and finds the same matches.
 */
function firstHit(index: number, text: string, starts: readonly number[] | undefined): SignalHit | undefined {
  const signal = INSTRUCTION_SIGNALS[index]!;
  const sticky = STICKY[index];
  let examined = 0;
  if (sticky === undefined || starts === undefined) {
    for (const match of text.matchAll(signal.pattern)) {
      const end = match.index + match[0].length;
      if (inContext(signal, text, match.index, end))
        return { signal, quote: quoteHit(signal, text, match.index, end), before: text.slice(Math.max(0, match.index - UNLESS_WINDOW), match.index) };
      if (++examined >= MAX_MATCHES_PER_SIGNAL) return undefined;
    }
    return undefined;
  }
  const bit = 1 << index;
  let from = 0;
  for (let k = 0; k < starts.length; k += 3) {
    const start = starts[k]!;
    if ((starts[k + 1]! & bit) === 0 || start < from) continue;
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null) continue;
    const end = start + match[0].length;
    if (inContext(signal, text, start, end))
      return { signal, quote: quoteHit(signal, text, start, end), before: text.slice(Math.max(0, start - UNLESS_WINDOW), start) };
    if (++examined >= MAX_MATCHES_PER_SIGNAL) return undefined;
    // As matchAll: on after the match, and past an empty one.
    from = end === start ? start + 1 : end;
  }
  return undefined;
}

/**
 * Scans one string of a definition, plus any text hidden inside it (decoded tag characters or
 * variation-selector runs), for instructions aimed at the model.
 */
export function scanForInstructions(value: string): InstructionScan {
  const mask = anchorMask(value, anchors());
  if ((mask[1] & NON_ASCII) === 0 || changesOnlyWhitespace(value)) {
    // Normalising changes only whitespace, which no anchor spans (ASCII text is its own NFKC
    // form): the anchors found are those of the text the patterns will read.
    const signals = withoutLoneSoft(possibleSignals(mask));
    if (signals === 0) return NOTHING;
    const collapsed = collapseWhitespace(value);
    const text = collapsed === value ? value : sequential(collapsed);
    return collectHits([text], [signals], [startsIn(text, signals)]);
  }
  // Normalising can make words (full-width letters, invisible characters inside a word) and
  // hidden text can carry them: take the anchors of what the patterns will read.
  const texts = textsToScan(value).map(sequential);
  let perText = texts.map((text) => possibleSignals(anchorMask(text, anchors())));
  const possible = withoutLoneSoft(perText.reduce((all, signals) => all | signals, 0));
  if (possible === 0) return NOTHING;
  perText = perText.map((signals) => signals & possible);
  return collectHits(
    texts,
    perText,
    texts.map((text, t) => startsIn(text, perText[t]!)),
  );
}

/** Where in `text` the matches of those of `signals` that have `starts` can start (anchorPositions). */
function startsIn(text: string, signals: number): number[] {
  return (signals & STARTED) === 0 ? [] : anchorPositions(text, startAnchors(), [signals & STARTED, 0]);
}

/**
 * The same scan with every signal tried from every character of every text: what
 * scanForInstructions must find, and what tests compare it with.
 */
export function scanExhaustively(value: string): InstructionScan {
  const texts = textsToScan(value);
  return collectHits(
    texts,
    texts.map(() => ALL),
    undefined,
  );
}

/** The string and the text hidden in it, as the patterns read them. */
function textsToScan(value: string): string[] {
  return [value, ...hiddenTexts(value)].map(normalizeForScan);
}

/** The first hit of each signal in `perText[t]` over the texts, in signal order. */
function collectHits(texts: readonly string[], perText: readonly number[], starts: readonly (readonly number[])[] | undefined): InstructionScan {
  const hard: SignalHit[] = [];
  const soft: SignalHit[] = [];
  INSTRUCTION_SIGNALS.forEach((signal, i) => {
    for (let t = 0; t < texts.length; t++) {
      if ((perText[t]! & (1 << i)) === 0) continue;
      const hit = firstHit(i, texts[t]!, starts?.[t]);
      if (!hit) continue;
      (signal.strength === "hard" ? hard : soft).push(hit);
      break;
    }
  });
  return { hard, soft: soft.length >= SOFT_THRESHOLD ? soft : [] };
}
