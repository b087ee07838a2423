/** Words every tool's name or order may hold: they name no subject ("call before any other tools" and `webflow_guide_tool`). */
const GENERIC = new Set([
  "tool",
  "tools",
  "function",
  "functions",
  "server",
  "servers",
  "any",
  "all",
  "other",
  "every",
  "the",
  "and",
  "for",
  "before",
  "after",
  "calling",
  "call",
  "use",
  "using",
]);

/**
 * Whether a word of a match names the tool's subject: one of its name's words, its plural, or the
 * end of one written as a compound (`read_dotenv` and ".env", `read_kubeconfig_contexts` and
 * "~/.kube/config", `list_conversations` and "conversation"). Only the end: a compound's head is
 * what it is about, and a word inside another ("the" in `weather`, "etc" in `fetch`) is chance.
 * Both lower case; words shorter than three letters say nothing.
 */
export function namesSubject(word: string, nameWords: ReadonlySet<string>): boolean {
  if (word.length < 3 || GENERIC.has(word)) return false;
  if (nameWords.has(word) || nameWords.has(word.replace(/s$/, "")) || nameWords.has(`${word}s`)) return true;
  for (const own of nameWords) if (own.length >= word.length + 3 && own.endsWith(word)) return true;
  return false;
}
