/**
 * A lookup table over the 65,536 UTF-16 code units, built once from a classifier, for scans
 * that visit every character of strings of millions: a table read allocates nothing, where a
 * regex replacement allocates per match and a per-character regex test costs far more.
 * Class 0 is "plain"; low surrogates are plain; high surrogates get HIGH_SURROGATE so the
 * caller can look at the whole astral character.
 */
export const HIGH_SURROGATE = 255;

export function codeUnitTable(classify: (char: string) => number): () => Uint8Array {
  let table: Uint8Array | undefined;
  return () => {
    if (table) return table;
    const built = new Uint8Array(0x10000);
    for (let unit = 0; unit < 0x10000; unit++) {
      if (unit >= 0xd800 && unit <= 0xdbff) built[unit] = HIGH_SURROGATE;
      else if (unit < 0xdc00 || unit > 0xdfff) built[unit] = classify(String.fromCharCode(unit));
    }
    table = built;
    return built;
  };
}
