import type { ToolList } from "../../core/model/types.js";
import { toolTextOf } from "./poison-features.js";
import { MODEL, scoreTool } from "./poison-model.js";
import { scanForInstructions } from "./scan-instructions.js";

/**
 * Whether a tool that reads as poisoned now read as honest in the baseline listing: a
 * description that turned instruction-bearing after it was approved (a rug pull). Undefined
 * without a baseline or when the baseline has no tool of that name (a new tool is no rug pull).
 */
const cache = new WeakMap<ToolList, Map<string, boolean>>();

function cleanTools(baseline: ToolList): Map<string, boolean> {
  let clean = cache.get(baseline);
  if (clean !== undefined) return clean;
  clean = new Map();
  for (const tool of baseline.tools) {
    if (tool.name === undefined || clean.has(tool.name)) continue;
    const text = toolTextOf(tool.value);
    const strings = [text.description, ...text.params.map((p) => p.description)];
    const flagged = strings.some((s) => {
      const scan = scanForInstructions(s);
      return scan.hard.length > 0 || scan.soft.length > 0;
    });
    clean.set(tool.name, !flagged && scoreTool(text).probability < MODEL.threshold);
  }
  cache.set(baseline, clean);
  return clean;
}

export function wasCleanInBaseline(baseline: ToolList | undefined, name: string | undefined): boolean | undefined {
  if (baseline === undefined || name === undefined) return undefined;
  return cleanTools(baseline).get(name);
}

export const RUG_PULL_NOTE = " It was not there in the baseline listing: the server changed the tool after it was reviewed (a rug pull).";
