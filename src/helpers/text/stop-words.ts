/** English function words: they carry no meaning of their own in names and descriptions. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the of for to in on at by with from into onto about as and or nor but if then than so via per
   this that these those it its is are was were be been being do does did has have had will would can could
   should may might must shall which who whom whose what when where how why all any each every some no not
   such own same other only also just very more most up out over under again further once both either neither
   you your we our they their them he she his her i me my`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
