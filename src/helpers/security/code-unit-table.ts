/**
 * A lookup table over the 65,536 UTF-16 code units, built once from character classes, for scans
 * that visit every character of strings of millions: a table read allocates nothing, where a
 * regex replacement allocates per match and a per-character regex test costs far more. Short
 * strings ask the regexes instead, so a small input never pays for the table.
 * Class 0 is "plain"; low surrogates are plain; high surrogates get HIGH_SURROGATE so the
 * caller can look at the whole astral character.
 */
export const HIGH_SURROGATE = 255;

/** Every BMP code unit but the surrogates, in order: one native regex pass finds a class's members. */
const SURROGATES = 0x800;
function everyUnit(): string {
  const units = new Uint16Array(0x10000 - SURROGATES);
  for (let i = 0; i < units.length; i++) units[i] = i < 0xd800 ? i : i + SURROGATES;
  const chunks: string[] = [];
  // In pieces: String.fromCharCode takes its units as arguments.
  for (let from = 0; from < units.length; from += 0x1000)
    chunks.push(String.fromCharCode.apply(null, units.subarray(from, from + 0x1000) as unknown as number[]));
  return chunks.join("");
}

export interface CodeUnitClasses {
  /** The class of one code unit, by regex: for short strings, where building the table costs more. */
  of(unit: number): number;
  /** The class of every code unit, built on first use (a few milliseconds). */
  table(): Uint8Array;
}

/**
 * Classes of code units: each gets the class of the first pattern (a one-character class such as
 * `/[\p{Cf}]/u`) it matches, 0 if none; both ways of asking give the same answer.
 */
export function codeUnitClasses(classes: ReadonlyArray<readonly [kind: number, pattern: RegExp]>): CodeUnitClasses {
  let table: Uint8Array | undefined;
  return {
    of(unit) {
      if (unit >= 0xd800 && unit <= 0xdbff) return HIGH_SURROGATE;
      if (unit >= 0xdc00 && unit <= 0xdfff) return 0;
      const char = String.fromCharCode(unit);
      for (const [kind, pattern] of classes) if (pattern.test(char)) return kind;
      return 0;
    },
    table() {
      if (table) return table;
      const built = new Uint8Array(0x10000);
      const units = everyUnit();
      // Later classes first, so that earlier ones win where both match.
      for (const [kind, pattern] of [...classes].reverse()) {
        for (const match of units.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))) {
          built[match.index < 0xd800 ? match.index : match.index + SURROGATES] = kind;
        }
      }
      built.fill(HIGH_SURROGATE, 0xd800, 0xdc00);
      table = built;
      return built;
    },
  };
}
