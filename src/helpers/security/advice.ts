/**
 * "Tell the user to <verb>": advice the model passes on (or, negated, advice it should not give),
 * not a secret kept from the user. "… to avoid alarming them" (avoid, prevent, keep, spare, save,
 * not) is still a reason to keep quiet. One source for the concealment patterns of the rules
 * (instruction-signals), of the scorer (poison-features) and for its word classes (poison-concepts).
 */
const ADVICE_TAIL = String.raw` to (?!avoid|prevent|keep|spare|save|not\b)[a-z]`;

/** Regex source, placed after "tell the user": what follows is not advice. */
export const NOT_ADVICE = `(?!${ADVICE_TAIL})`;

/** "tell / ask / advise / instruct the user (never) to <verb>" in a sentence ("tell the user never to share MFA codes"). */
export const ADVICE = new RegExp(
  String.raw`\b(?:tell|telling|ask|asking|advise|advising|instruct|instructing) (?:the |your |any )?users?(?: never)?${ADVICE_TAIL}`,
  "i",
);

/**
 * "Tell the user never to share MFA codes": a warning passed on to the user about what the user
 * sends, not something the model is told to send.
 */
export const WARNS_USER =
  /\b(?:tell|telling|ask|asking|advise|advising|instruct|instructing|remind|reminding|warn|warning) (?:the |your |any )?users? (?:never|not) to [a-z]/i;
