// A tool's annotations misplaced into its inputSchema (`"annotations": {"readOnlyHint": true}`
// beside `properties`, or pasted in as one of them): clients read hints only at the tool's level.
import { isObject } from "../../core/model/types.js";
import { ANNOTATION_FIELDS, ANNOTATION_HINTS } from "../../core/spec/tool-fields.js";

/** An object whose keys are ToolAnnotations fields only, one hint among them at least (`{}` when `allowEmpty`). */
export function isAnnotationBlock(value: unknown, allowEmpty = false): boolean {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length === 0) return allowEmpty;
  return keys.every((k) => ANNOTATION_FIELDS.includes(k)) && keys.some((k) => (ANNOTATION_HINTS as readonly string[]).includes(k));
}
