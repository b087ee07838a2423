// Annotation changes between two versions of a tool. Two hint changes break the promise a
// client acted on (auto-approving a read-only tool, not confirming a non-destructive one);
// every other annotation change is drift: what the user approved is not what is shown now.
import type { ToolNode } from "../../core/model/types.js";
import { joinPointer } from "../../core/positions/pointer.js";
import type { Change } from "./change.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { describeTextChange } from "./text-change.js";
import { ownField, hasOwnField, isObject } from "../../core/model/types.js";
import { ANNOTATION_HINT_DEFAULTS } from "../../core/spec/tool-fields.js";

function annotationsOf(tool: ToolNode): unknown {
  return ownField(tool.value, "annotations");
}

/** Pointer of an annotation key, else of `annotations`, else of the tool: the nearest node that exists. */
function hintPointer(tool: ToolNode, key: string): string {
  const annotations = annotationsOf(tool);
  if (hasOwnField(annotations, key)) return joinPointer(tool.pointer, "annotations", key);
  return isObject(annotations) ? joinPointer(tool.pointer, "annotations") : tool.pointer;
}

/** A hint set to the spec's default says nothing new, so absent ≡ default. */
function annotationValue(annotations: unknown, key: string): unknown {
  const value = ownField(annotations, key);
  return value === undefined && Object.hasOwn(ANNOTATION_HINT_DEFAULTS, key) ? ANNOTATION_HINT_DEFAULTS[key as keyof typeof ANNOTATION_HINT_DEFAULTS] : value;
}

/** `destructiveHint` is meaningful only when not read-only. */
function hints(tool: ToolNode): { readOnly: boolean; destructive: boolean } {
  const annotations = annotationsOf(tool);
  const readOnly = ownField(annotations, "readOnlyHint") === true;
  return { readOnly, destructive: !readOnly && ownField(annotations, "destructiveHint") !== false };
}

export function compareAnnotations(baseline: ToolNode, current: ToolNode, tool: string | undefined): Change[] {
  const changes: Change[] = [];
  const before = hints(baseline);
  const after = hints(current);
  const reported = new Set<string>();
  if (before.readOnly && !after.readOnly) {
    reported.add("readOnlyHint");
    changes.push({
      change: "breaking",
      kind: "read-only-hint-removed",
      tool,
      pointer: hintPointer(current, "readOnlyHint"),
      baselinePointer: hintPointer(baseline, "readOnlyHint"),
      message: `Tool \`${tool}\` was marked read-only (\`readOnlyHint: true\`) in the baseline and no longer is: clients that run it without confirmation because it only reads would now run a tool that changes state. Restore \`readOnlyHint: true\` if it still only reads; otherwise make the writing version a new tool.`,
    });
  } else if (!before.destructive && after.destructive) {
    reported.add("destructiveHint");
    changes.push({
      change: "breaking",
      kind: "destructive-hint-added",
      tool,
      pointer: hintPointer(current, "destructiveHint"),
      baselinePointer: hintPointer(baseline, "destructiveHint"),
      message: `Tool \`${tool}\` was non-destructive (\`destructiveHint: false\`) in the baseline and now may destroy data (\`destructiveHint\` is true or absent, which means true): clients that skip confirmation for it would now run destructive calls unasked. Restore \`destructiveHint: false\` if it is still additive; otherwise make the destructive version a new tool.`,
    });
  }

  // Annotations that are not an object (tool-shape reports them) count as none.
  const b = annotationsOf(baseline);
  const c = annotationsOf(current);
  const keys = [...new Set([...(isObject(c) ? Object.keys(c) : []), ...(isObject(b) ? Object.keys(b) : [])])];
  for (const key of keys) {
    if (reported.has(key)) continue;
    const was = annotationValue(b, key);
    const now = annotationValue(c, key);
    if (canonicalJson(was) !== canonicalJson(now)) changes.push(drift(tool, current, baseline, key, was, now));
  }
  return changes;
}

function drift(tool: string | undefined, current: ToolNode, baseline: ToolNode, key: string, was: unknown, now: unknown): Change {
  return {
    change: "drift",
    kind: "annotation-changed",
    tool,
    pointer: hintPointer(current, key),
    baselinePointer: hintPointer(baseline, key),
    message: `Annotation \`${key}\` of tool \`${tool}\` changed since the baseline; clients show annotations and decide on confirmation by them, so review it, then refresh the baseline: ${describeTextChange(was, now)}`,
  };
}
