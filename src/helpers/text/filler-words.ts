/**
 * Words a one-line description adds without saying anything the name does not: "Get information about a
 * specific presentation" says no more than `get_presentation_info`.
 */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  `tool function method mcp api endpoint operation data info information details detail given specific specified
   provided particular certain relevant corresponding current currently available existing one single multiple
   based via simply just basic full complete entire whole feature`
    .split(/\s+/)
    .filter(Boolean),
);

export function isFillerWord(word: string): boolean {
  return FILLER_WORDS.has(word);
}
