// Which Tool or ToolAnnotations field a stray key was meant to be: names other APIs use for the
// same thing (OpenAI's `parameters`, Anthropic's `input_schema`), then typos by edit distance.
import { didYouMean } from "../util/did-you-mean.js";
import { ALL_TOOL_FIELDS, ANNOTATION_FIELDS, ANNOTATION_HINTS } from "./tool-fields.js";

/** Names seen in the wild for Tool fields, folded (lower case, no `_`/`-`). */
const TOOL_FIELD_ALIASES: ReadonlyMap<string, string> = new Map([
  ["parameters", "inputSchema"],
  ["params", "inputSchema"],
  ["schema", "inputSchema"],
  ["input", "inputSchema"],
  ["args", "inputSchema"],
  ["arguments", "inputSchema"],
  ["argumentsschema", "inputSchema"],
  ["parametersschema", "inputSchema"],
  ["jsonschema", "inputSchema"],
  ["output", "outputSchema"],
  ["returns", "outputSchema"],
  ["responseschema", "outputSchema"],
  ["resultschema", "outputSchema"],
  ["returnschema", "outputSchema"],
  ["hints", "annotations"],
  ["metadata", "_meta"],
  ["displayname", "title"],
  ["label", "title"],
  ["desc", "description"],
]);

const fold = (key: string): string => key.toLowerCase().replace(/[_-]/g, "");

/** The Tool field `key` was probably meant to be, if any. */
export function suggestToolField(key: string): string | undefined {
  return TOOL_FIELD_ALIASES.get(fold(key)) ?? didYouMean(key, ALL_TOOL_FIELDS);
}

/** The ToolAnnotations field `key` was probably meant to be (`readOnly` → `readOnlyHint`). */
export function suggestAnnotationField(key: string): string | undefined {
  const folded = fold(key);
  const withHint = ANNOTATION_FIELDS.find((field) => fold(field) === `${folded}hint`);
  return withHint ?? didYouMean(key, ANNOTATION_FIELDS);
}

/**
 * The ToolAnnotations hint a top-level Tool key names (`readOnly`, `destructive`, `readOnlyHint`):
 * a hint written beside `name` instead of under `annotations`.
 */
export function suggestMisplacedHint(key: string): (typeof ANNOTATION_HINTS)[number] | undefined {
  const folded = fold(key);
  return ANNOTATION_HINTS.find((hint) => fold(hint) === folded || fold(hint) === `${folded}hint`);
}
