/**
 * "Tell the user to <verb>": advice the model passes on (or, negated, advice it should not give),
 * not a secret kept from the user. "… to avoid alarming them" (avoid, prevent, keep, spare, save,
 * not) is still a reason to keep quiet. One source for the concealment patterns of the rules
 * (instruction-signals), of the scorer (poison-features) and for its word classes (poison-concepts).
 */
const ADVICE_TAIL = String.raw` to (?!avoid|prevent|keep|spare|save|not\b)[a-z]`;

/** Regex source, placed after "tell the user": what follows is not advice. */
export const NOT_ADVICE = `(?!${ADVICE_TAIL})`;

/** "tell / ask / advise / instruct the user to <verb>" in a sentence. */
export const ADVICE = new RegExp(String.raw`\b(?:tell|telling|ask|asking|advise|advising|instruct|instructing) (?:the |your |any )?users?${ADVICE_TAIL}`, "i");
