/**
 * A crude English stemmer for comparing a description with a name: `Gets weather` and `get_weather`, `Retrieves
 * the stocks` and `get_stock`. Both sides go through the same function, so it only has to be consistent.
 */

/** Verbs that say the same thing as another in a one-line description; mapped to one stem. */
const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ...["retriev", "fetch", "obtain", "return", "show", "display", "provid", "giv", "view", "look"].map((w) => [w, "get"] as const),
  ...["enumerat"].map((w) => [w, "list"] as const),
  ...["find", "lookup", "query"].map((w) => [w, "search"] as const),
  ...["mak", "generat", "new"].map((w) => [w, "creat"] as const),
  ...["remov", "eras"].map((w) => [w, "delet"] as const),
  ...["modify", "modifi", "chang", "edit"].map((w) => [w, "updat"] as const),
  ...["enabl"].map((w) => [w, "activat"] as const),
  ...["disabl"].map((w) => [w, "deactivat"] as const),
  ...["information", "detail"].map((w) => [w, "info"] as const),
]);

function undouble(word: string): string {
  const n = word.length;
  return n > 2 && word[n - 1] === word[n - 2] && !"lsz".includes(word[n - 1]!) ? word.slice(0, -1) : word;
}

/** Strips common inflections, then any final `e`, so `update`, `updates`, `updated` and `updating` agree. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 3) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("sses")) w = w.slice(0, -2);
    else if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
    else if (w.endsWith("ed") && w.length > 4) w = undouble(w.slice(0, -2));
    else if (/(?:s|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return SYNONYMS.get(w) ?? w;
}
