/**
 * A value made on first use. For module-level regular expressions that most runs never need: V8
 * parses an expression when it is created (looking up each Unicode property, `\p{…}`, in ICU), so
 * one created at import costs every start-up even where it never runs.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
