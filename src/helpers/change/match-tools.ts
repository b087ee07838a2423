// Pairs the tools of the baseline with those of the current list: by name first, then a
// tool that disappeared and one that appeared with the same description and input schema
// are taken for a rename (only when that pairing is unambiguous).
import type { ToolList, ToolNode } from "../../core/model/types.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { ownField, hasOwnField } from "../../core/model/types.js";

export interface ToolPair {
  readonly baseline: ToolNode;
  readonly current: ToolNode;
}

export interface ToolMatch {
  /** Same name in both lists. */
  readonly pairs: ToolPair[];
  /** Different names, same description and input schema: looks like a rename. */
  readonly renamed: ToolPair[];
  /** In the baseline only. */
  readonly removed: ToolNode[];
  /** In the current list only. */
  readonly added: ToolNode[];
}

/** The first tool of each name; unnamed tools and later duplicates are other rules' business. */
function byName(list: ToolList): Map<string, ToolNode> {
  const tools = new Map<string, ToolNode>();
  for (const tool of list.tools) {
    if (tool.name !== undefined && !tools.has(tool.name)) tools.set(tool.name, tool);
  }
  return tools;
}

/** What must be equal for two differently named tools to be one renamed tool. */
function renameFingerprint(tool: ToolNode): string | undefined {
  const description = ownField(tool.value, "description");
  if (typeof description !== "string" || description.trim() === "" || !hasOwnField(tool.value, "inputSchema")) return undefined;
  return canonicalJson([description, ownField(tool.value, "inputSchema")]);
}

function groupByFingerprint(tools: readonly ToolNode[]): Map<string, ToolNode[]> {
  const groups = new Map<string, ToolNode[]>();
  for (const tool of tools) {
    const fingerprint = renameFingerprint(tool);
    if (fingerprint === undefined) continue;
    const group = groups.get(fingerprint);
    if (group) group.push(tool);
    else groups.set(fingerprint, [tool]);
  }
  return groups;
}

export function matchTools(baseline: ToolList, current: ToolList): ToolMatch {
  const before = byName(baseline);
  const after = byName(current);
  const pairs: ToolPair[] = [];
  const removed: ToolNode[] = [];
  for (const [name, tool] of before) {
    const match = after.get(name);
    if (match) pairs.push({ baseline: tool, current: match });
    else removed.push(tool);
  }
  const added = [...after.values()].filter((tool) => !before.has(tool.name!));

  const addedGroups = groupByFingerprint(added);
  const renamed: ToolPair[] = [];
  for (const [fingerprint, group] of groupByFingerprint(removed)) {
    const candidates = addedGroups.get(fingerprint);
    if (group.length === 1 && candidates?.length === 1) renamed.push({ baseline: group[0]!, current: candidates[0]! });
  }
  const renamedFrom = new Set(renamed.map((pair) => pair.baseline));
  const renamedTo = new Set(renamed.map((pair) => pair.current));
  return {
    pairs,
    renamed,
    removed: removed.filter((tool) => !renamedFrom.has(tool)),
    added: added.filter((tool) => !renamedTo.has(tool)),
  };
}
