// The names of a tool's parameters, for rules that must tell this parameter's text from
// mentions of the others ("provide either `path` or `url`", "`limit` defaults to 10").
import { isObject, ownField } from "../../core/model/types.js";

/** Property names met while collecting (bounded for hostile schemas). */
const MAX_NAMES = 2000;

const namesByRoot = new WeakMap<object, Set<string>>();

/** Every property name of a tool's input schema, lower-cased, at any depth (`$defs` included); once per schema. */
export function propertyNames(root: unknown): Set<string> {
  if (!isObject(root)) return new Set();
  const known = namesByRoot.get(root);
  if (known !== undefined) return known;
  const names = new Set<string>();
  const stack: unknown[] = [root];
  let seen = 0;
  while (stack.length > 0 && seen++ < MAX_NAMES) {
    const value = stack.pop();
    if (Array.isArray(value)) for (const v of value) stack.push(v);
    else if (isObject(value)) {
      const properties = ownField(value, "properties");
      if (isObject(properties)) for (const key of Object.keys(properties)) names.add(key.toLowerCase());
      for (const key of Object.keys(value)) if (key !== "enum" && key !== "const" && key !== "default" && key !== "examples") stack.push(value[key]);
    }
  }
  namesByRoot.set(root, names);
  return names;
}
