import { type ToolText, toolTextOf } from "./poison-features.js";

/**
 * Tools whose job is to recognise attacks (injection detectors, secret scanners, moderation
 * guards) quote attacks as a matter of course. The rule and the scorer's trainer both read such a
 * tool without its quotations, so the model is trained on what it scores.
 */
const SCREENING = /\b(?:detect|d[ée]tect|classif|scan|guard|moderat|sanitiz|firewall|shield|screen|erkenn|pr[üu]f|rilev)\w*|\bflagg(?:ed|ing)\b/i;
const ATTACK_TOPIC =
  /\b(?:inject|injekt|inyec|inje[çc]|iniez|jailbreak|prompt|malicious|attack|threat|unsafe|toxic|poison|exploit|vulnerab|secur|leak|secret|password|credential|suspicious)\w*/i;
/** The same in scripts without word boundaries for `\b` (CJK, Cyrillic): a stem anywhere. */
const SCREENING_STEMS = /検査|検出|検知|检测|检查|扫描|검사|탐지|обнаруж|провер|анализ/;
const ATTACK_STEMS = /注入|インジェクション|인젝션|脱獄|越狱|탈옥|инъекц|атак|вредонос/;
/** Analysis is a detector's job only when what it analyses for is injection: "analyse … à la recherche d'injections de prompt". */
const ANALYSIS = /\b(?:analy[sz](?!t)|analiz|analis)\w*/i;
const INJECTION = /\b(?:inject|injekt|inyec|inje[çc]|iniez|jailbreak)\w*|注入|インジェクション|인젝션|инъекц/i;
/** Red-team kits: their job is to test agents with attacks, which they name. */
const TESTING = /\b(?:test|probe|red[ -]?team|pentest|fuzz)\w*/i;
const ATTACK = /\b(?:inject|jailbreak|attack|exploit|adversar)\w*/i;

export function isScreeningTool(value: unknown): boolean {
  const text = toolTextOf(value);
  const about = `${text.name.replace(/[_-]/g, " ")} ${text.description.slice(0, 300)}`;
  const screens = SCREENING.test(about) || SCREENING_STEMS.test(about);
  const aboutAttacks = ATTACK_TOPIC.test(about) || ATTACK_STEMS.test(about);
  return (screens && aboutAttacks) || (ANALYSIS.test(about) && INJECTION.test(about)) || (TESTING.test(about) && ATTACK.test(about));
}

/**
 * A quotation: in double, curly, back, French («») or CJK (「」『』) quotes, or in single quotes that open
 * after a space or bracket and close before one (so "don't" and "users' files" are not quotes), or a
 * parenthesis of examples ("(e.g. …)", "(for example …)").
 */
/** Quotation marks that open and close differently: an opening one after the last closing one leaves a quotation open. */
const PAIRED_QUOTES: ReadonlyArray<readonly [string, string]> = [
  ["“", "”"],
  ["‘", "’"],
  ["«", "»"],
  ["「", "」"],
  ["『", "』"],
];

const QUOTATION = new RegExp(
  [
    '"[^"\\n]{0,400}"',
    ...PAIRED_QUOTES.map(([open, close]) => `${open}[^${close}\\n]{0,400}${close}`),
    "`[^`\\n]{0,400}`",
    "(?<=^|[\\s([{:,=])'[^'\\n]{1,400}'(?=$|[\\s)\\]}.,;:!?])",
    "\\((?:e\\.g\\.|for example|for instance|such as)[^()\\n]{0,400}\\)",
  ].join("|"),
  "gi",
);

/** Text with its quotations (up to a few hundred characters each) left out. */
export function withoutQuotes(text: string): string {
  return text.replace(QUOTATION, '""');
}

/** Lead-ins to an example: what follows is quoted, not said. */
const EXAMPLE_BEFORE =
  /(?:\be\.g\.|\bi\.e\.|\bfor (?:example|instance)|\bexamples?|\bsuch as|\blike|\binputs?|\bpayloads?|\bpatterns?|\bphrases?)[\s:,]{0,3}['"`“‘(]\s?$/i;
/** An example parenthesis still open: "(e.g. 'a', fake <system> tags". */
const OPEN_EXAMPLES = /\((?:e\.g\.|for example|for instance|such as)[^()]*$/i;

/** Whether text that follows `before` is given as an example: right after a lead-in ("e.g. '"), or in a parenthesis of examples. */
export function exampleLeadIn(before: string): boolean {
  return EXAMPLE_BEFORE.test(before) || OPEN_EXAMPLES.test(before);
}

/**
 * Whether text that follows `before` is quoted rather than said: given as an example, inside a
 * quotation opened before it, or inside a parenthesis (a detector's list of what it detects: "(« ignore
 * … », fake <system> tags)"). Only a tool whose subject is attacks is read so (a quotation in an
 * attack's JSON, `{"role": "system", …}`, is the attack).
 */
export function quotedAsExample(before: string): boolean {
  if (exampleLeadIn(before) || /[(（][^()（）]*$/.test(before)) return true;
  const straight = before.match(/"/g)?.length ?? 0;
  if (straight % 2 === 1 || PAIRED_QUOTES.some(([open, close]) => before.lastIndexOf(open) > before.lastIndexOf(close))) return true;
  // A single quote opened (after a space or bracket) and not closed (before a space or punctuation) since.
  const opened = Math.max(-1, ...[...before.matchAll(/(?:^|[\s([{:,=])'(?=\S)/g)].map((m) => m.index + m[0].length - 1));
  return opened >= 0 && !/\S'(?=$|[\s)\]}.,;:!?])/.test(before.slice(opened + 1));
}

/** What the scorer reads of a tool: its text, without quotations when it is a screening tool. */
export function scorerText(value: unknown, screening: boolean = isScreeningTool(value)): ToolText {
  const text = toolTextOf(value);
  if (!screening) return text;
  return { ...text, description: withoutQuotes(text.description), params: text.params.map((p) => ({ ...p, description: withoutQuotes(p.description) })) };
}
