// Every change between a baseline tool list and the current one, classified. Both change
// rules call this and keep their share: breaking and compatible changes, or drift.
import type { ToolList, ToolNode } from "../../core/model/types.js";
import { joinPointer } from "../../core/positions/pointer.js";
import { codeSpan } from "../../core/spec/code-span.js";
import type { Change } from "./change.js";
import { compareAnnotations } from "./compare-annotations.js";
import { compareSchemas, type Direction } from "./compare-schema.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { matchTools } from "./match-tools.js";
import { describeTextChange } from "./text-change.js";
import { ownField, hasOwnField, isObject } from "../../core/model/types.js";

/** Where a removed tool is reported: the current list's `tools` array (the root for a bare array). */
function toolsPointer(list: ToolList): string {
  const envelope = list.envelopes[0];
  if (!envelope) return "";
  return hasOwnField(envelope.value, "tools") ? joinPointer(envelope.pointer, "tools") : envelope.pointer;
}

/** A tool's name in a message: cut and escaped like every name (a definition is untrusted). */
const shown = (name: string | undefined): string => codeSpan(String(name));

function isSchema(value: unknown): boolean {
  return typeof value === "boolean" || isObject(value);
}

export function diffToolLists(baseline: ToolList, current: ToolList): Change[] {
  const match = matchTools(baseline, current);
  const changes: Change[] = [];
  for (const tool of match.removed) {
    changes.push({
      change: "breaking",
      kind: "tool-removed",
      tool: tool.name,
      pointer: toolsPointer(current),
      baselinePointer: tool.pointer,
      message: `Tool ${shown(tool.name)} was removed: agents and clients that call it will fail. Keep it (say it is deprecated in its description) until callers have moved, or announce the removal as a breaking release.`,
    });
  }
  const renamed = new Map(match.renamed.map((pair) => [pair.current, pair.baseline]));
  const added = new Set(match.added);
  const paired = new Map(match.pairs.map((pair) => [pair.current, pair.baseline]));
  for (const tool of current.tools) {
    const previous = renamed.get(tool);
    if (previous) {
      changes.push({
        change: "breaking",
        kind: "tool-renamed",
        tool: tool.name,
        pointer: joinPointer(tool.pointer, "name"),
        baselinePointer: joinPointer(previous.pointer, "name"),
        message: `Tool ${shown(previous.name)} is gone and ${shown(tool.name)} has the same description and input schema: it looks like a rename. Callers that call ${shown(previous.name)} will fail; keep the old name as an alias until they have moved.`,
        details: { previousName: previous.name },
      });
    } else if (added.has(tool)) {
      changes.push({
        change: "compatible",
        kind: "tool-added",
        tool: tool.name,
        pointer: tool.pointer,
        baselinePointer: toolsPointer(baseline),
        message: `Tool ${shown(tool.name)} was added. Existing callers keep working; review what it can do before approving it.`,
      });
    } else {
      const before = paired.get(tool);
      if (before) changes.push(...compareTool(before, tool));
    }
  }
  return changes;
}

function compareTool(baseline: ToolNode, current: ToolNode): Change[] {
  const name = current.name;
  const changes: Change[] = [];
  for (const field of ["title", "description"] as const) {
    const was = ownField(baseline.value, field);
    const now = ownField(current.value, field);
    if (canonicalJson(was) === canonicalJson(now)) continue;
    // Say what happened: a text that appeared or went away did not "change".
    const happened = was === undefined ? "was added" : now === undefined ? "was removed" : "changed";
    changes.push({
      change: "drift",
      kind: `${field}-changed`,
      tool: name,
      pointer: hasOwnField(current.value, field) ? joinPointer(current.pointer, field) : current.pointer,
      baselinePointer: hasOwnField(baseline.value, field) ? joinPointer(baseline.pointer, field) : baseline.pointer,
      message: `The ${field} of tool ${shown(name)} ${happened} since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: ${describeTextChange(was, now)}`,
    });
  }
  changes.push(...compareAnnotations(baseline, current, name));
  changes.push(...compareSchemaField(baseline, current, "inputSchema", "input"));
  const hadOutput = isSchema(ownField(baseline.value, "outputSchema"));
  const hasOutput = isSchema(ownField(current.value, "outputSchema"));
  if (hadOutput && !hasOutput) {
    changes.push({
      change: "breaking",
      kind: "output-schema-removed",
      tool: name,
      pointer: current.pointer,
      baselinePointer: joinPointer(baseline.pointer, "outputSchema"),
      message: `Tool ${shown(name)} no longer declares an \`outputSchema\`, so its results no longer promise \`structuredContent\` of that shape. Callers that read it will break; keep the schema, or ship this as a new tool.`,
    });
  } else if (!hadOutput && hasOutput) {
    changes.push({
      change: "compatible",
      kind: "output-schema-added",
      tool: name,
      pointer: joinPointer(current.pointer, "outputSchema"),
      baselinePointer: baseline.pointer,
      message: `Tool ${shown(name)} now declares an \`outputSchema\`. Existing callers keep working.`,
    });
  } else {
    changes.push(...compareSchemaField(baseline, current, "outputSchema", "output"));
  }
  return changes;
}

function compareSchemaField(baseline: ToolNode, current: ToolNode, field: "inputSchema" | "outputSchema", direction: Direction): Change[] {
  const was = ownField(baseline.value, field);
  const now = ownField(current.value, field);
  // A missing or malformed schema is input-schema-object's finding, not a change to classify.
  if (!isSchema(was) || !isSchema(now)) return [];
  return compareSchemas(
    { value: was, pointer: joinPointer(baseline.pointer, field) },
    { value: now, pointer: joinPointer(current.pointer, field) },
    direction,
    current.name,
  );
}
