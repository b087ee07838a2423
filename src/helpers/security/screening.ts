import { type ToolText, toolTextOf } from "./poison-features.js";

/**
 * Tools whose job is to recognise attacks (injection detectors, secret scanners, moderation
 * guards) quote attacks as a matter of course. The rule and the scorer's trainer both read such a
 * tool without its quotations, so the model is trained on what it scores.
 */
const SCREENING = /\b(?:detect|classif|scan|guard|moderat|sanitiz|firewall|shield|screen)\w*/i;
const ATTACK_TOPIC = /\b(?:inject|jailbreak|prompt|malicious|attack|threat|unsafe|toxic|poison|exploit|vulnerab|secur|leak|secret|password|credential)\w*/i;

export function isScreeningTool(value: unknown): boolean {
  const text = toolTextOf(value);
  const about = `${text.name.replace(/[_-]/g, " ")} ${text.description.slice(0, 300)}`;
  return SCREENING.test(about) && ATTACK_TOPIC.test(about);
}

/** Text with its quotations (up to a few hundred characters each) left out. */
export function withoutQuotes(text: string): string {
  return text.replace(/"[^"\n]{0,400}"|“[^”\n]{0,400}”|`[^`\n]{0,400}`/g, '""');
}

/** What the scorer reads of a tool: its text, without quotations when it is a screening tool. */
export function scorerText(value: unknown, screening: boolean = isScreeningTool(value)): ToolText {
  const text = toolTextOf(value);
  if (!screening) return text;
  return { ...text, description: withoutQuotes(text.description), params: text.params.map((p) => ({ ...p, description: withoutQuotes(p.description) })) };
}
