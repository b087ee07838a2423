// Names a JSON value's type the way findings say what was found ("a string", "`null`", "an array");
// the literals `null`, `true` and `false` are code, as every message writes them.
export function jsonKind(value: unknown): string {
  if (value === null) return "`null`";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return "a string";
    case "number":
      return Number.isInteger(value) ? "an integer" : "a number";
    case "boolean":
      return `\`${String(value)}\``;
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}
