/** Reading the word lists (extra verbs, prefixes) that a rule's options or the run's settings may carry. */

/** The strings of a list option; anything else in it is ignored (the options schema rejects it earlier). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.length > 0) : [];
}
