/**
 * "Tell the user to <verb>": advice the model passes on (or, negated, advice it should not give),
 * not a secret kept from the user. "… to avoid alarming them" (avoid, prevent, keep, spare, save,
 * not) is still a reason to keep quiet. One source for the concealment patterns of the rules
 * (instruction-signals), of the scorer (poison-features) and for its word classes (poison-concepts).
 */
const ADVICE_TAIL = String.raw` to (?!avoid|prevent|keep|spare|save|not\b)[a-z]`;

/** Regex source, placed after "tell the user": what follows is not advice. */
export const NOT_ADVICE = `(?!${ADVICE_TAIL})`;

/** Verbs that pass something on to the user: "tell / ask / advise / instruct the user …". */
const ADVISES = String.raw`tell|telling|ask|asking|advise|advising|instruct|instructing`;
/** The user they address. */
const THE_USER = String.raw`(?:the |your |any )?users?`;

/** "tell / ask / advise / instruct the user (never) to <verb>" in a sentence ("tell the user never to share MFA codes"). */
export const ADVICE = new RegExp(String.raw`\b(?:${ADVISES}) ${THE_USER}(?: never)?${ADVICE_TAIL}`, "i");

/**
 * "Tell the user never to share MFA codes": a warning passed on to the user about what the user
 * sends, not something the model is told to send. ADVICE's verbs, and reminding and warning.
 */
export const WARNS_USER = new RegExp(String.raw`\b(?:${ADVISES}|remind|reminding|warn|warning) ${THE_USER} (?:never|not) to [a-z]`, "i");
