// The shape of the pattern screen's table, built ahead of time by scripts/gen-pattern-screen.mjs: its own module,
// so the generated table and the screen that reads it do not import each other.

/** A need over literal ids: an id, ALWAYS, or [ALL | ANY, ...parts]. */
export type Program = number | readonly Program[];

/** The screen of a list of expressions, built ahead of time: typed arrays as base64 (little-endian). */
export interface ScreenTable {
  /** keyOf() of each expression, and its program over `literals`. */
  readonly keys: readonly string[];
  readonly programs: readonly Program[];
  readonly literals: readonly string[];
  /** The automaton: its alphabet's code units (symbol i + 1 is units[i]), and per state (Uint16) its parent, symbol, fail link, literal + 1 and dictionary link + 1. */
  readonly units: string;
  readonly parent: string;
  readonly symbol: string;
  readonly fail: string;
  readonly output: string;
  readonly dictionary: string;
}
