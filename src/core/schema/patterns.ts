// Compiles JSON Schema patterns the way the specification reads them (ECMA-262 with the `u`
// flag, unanchored) and runs them only where that is safe, caching each source once.
import { patternSafety, type PatternSafety } from "./regex-safety.js";

export interface CompiledPattern {
  /** The compiled expression, when the source is valid with the `u` flag. */
  readonly regex: RegExp | undefined;
  /** The engine's complaint when it is not. */
  readonly error: string | undefined;
  /** True when the source compiles without the `u` flag but not with it. */
  readonly validWithoutUnicode: boolean;
  readonly safety: PatternSafety;
}

/** Entries kept before the cache starts over (memory stays bounded on huge inputs). */
const CACHE_LIMIT = 4096;

function engineMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const at = text.lastIndexOf(": ");
  return at >= 0 ? text.slice(at + 2) : text;
}

function compilePattern(source: string): CompiledPattern {
  try {
    const regex = new RegExp(source, "u");
    return { regex, error: undefined, validWithoutUnicode: false, safety: patternSafety(source) };
  } catch (error) {
    let validWithoutUnicode = false;
    try {
      new RegExp(source);
      validWithoutUnicode = true;
    } catch {
      // invalid either way
    }
    return { regex: undefined, error: engineMessage(error), validWithoutUnicode, safety: { exponential: false, degree: 0, maxInput: 0 } };
  }
}

/** One per rule instance: patterns compiled once per run of an input. */
export class PatternCache {
  private readonly entries = new Map<string, CompiledPattern>();

  get(source: string): CompiledPattern {
    let entry = this.entries.get(source);
    if (entry === undefined) {
      if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
      entry = compilePattern(source);
      this.entries.set(source, entry);
    }
    return entry;
  }

  /** Whether `value` matches; undefined when the pattern is invalid or unsafe to run on it. */
  test(source: string, value: string): boolean | undefined {
    const entry = this.get(source);
    if (entry.regex === undefined || value.length > entry.safety.maxInput) return undefined;
    return entry.regex.test(value);
  }
}
