import { EXCERPT_LENGTH, excerpt } from "./excerpt.js";
import { CONTEXT_WINDOW, INSTRUCTION_SIGNALS, SOFT_THRESHOLD, type InstructionSignal } from "./instruction-signals.js";
import { normalizeForScan } from "./normalize.js";

export interface SignalHit {
  readonly signal: InstructionSignal;
  /** A short printable quotation of what matched. */
  readonly quote: string;
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

function firstHit(signal: InstructionSignal, text: string): SignalHit | undefined {
  let examined = 0;
  for (const match of text.matchAll(signal.pattern)) {
    const end = match.index + match[0].length;
    if (inContext(signal, text, match.index, end)) return { signal, quote: quoteHit(signal, text, match.index, end) };
    if (++examined >= MAX_MATCHES_PER_SIGNAL) return undefined;
  }
  return undefined;
}

/**
 * Scans one string of a definition, plus any text hidden inside it (decoded tag characters or
 * variation-selector runs), for instructions aimed at the model.
 */
export function scanForInstructions(value: string, hiddenTexts: readonly string[] = []): InstructionScan {
  const texts = [value, ...hiddenTexts].map(normalizeForScan);
  const hard: SignalHit[] = [];
  const soft: SignalHit[] = [];
  for (const signal of INSTRUCTION_SIGNALS) {
    for (const text of texts) {
      const hit = firstHit(signal, text);
      if (!hit) continue;
      (signal.strength === "hard" ? hard : soft).push(hit);
      break;
    }
  }
  return { hard, soft: soft.length >= SOFT_THRESHOLD ? soft : [] };
}
