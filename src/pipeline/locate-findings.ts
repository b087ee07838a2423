// Stage 5, positions: line and column for every finding in an input that has text (one pass per
// input), the duplicate keys that pass finds, and, for live servers with a project folder, where
// in the project's source each tool is written. Returns new findings; none is changed in place.
import { duplicateKey } from "../core/model/builtin-findings.js";
import type { Finding } from "../core/model/types.js";
import { locate, type Region } from "../core/positions/locate.js";
import { splitAtTool } from "../core/positions/pointer.js";
import type { LoadedInput } from "./load-inputs.js";

export async function locateFindings(
  findings: readonly Finding[],
  inputs: readonly LoadedInput[],
  sourceRoots: ReadonlyMap<string, string> | undefined,
): Promise<Finding[]> {
  const { regions, duplicates } = positions(findings, inputs);
  const placed = findings.map((finding, i) => {
    const region = regions[i];
    return region ? { ...finding, ...region } : finding;
  });
  for (const duplicate of duplicates) placed.push(duplicate);
  if (!sourceRoots || sourceRoots.size === 0) return placed;
  // The source scanner loads only when a live server has a project folder.
  const lists = new Map(inputs.flatMap((input) => (input.list ? [[input.report.index, input.list] as const] : [])));
  return (await import("./source/index.js")).locateSources(
    placed,
    inputs.map((input) => input.report),
    lists,
    sourceRoots,
  );
}

/**
 * The region of each finding (by its index) that lies in an input with text, in one scan per
 * input, and the duplicate keys that scan found (JSON.parse kept the last value; another client's
 * parser may keep the first).
 */
function positions(findings: readonly Finding[], inputs: readonly LoadedInput[]): { regions: (Region | undefined)[]; duplicates: Finding[] } {
  const anchorOf = (f: Finding): { index: number; pointer: string } => {
    const anchor = inputs[f.inputIndex]?.anchor;
    return anchor ? { index: anchor.inputIndex, pointer: anchor.pointer } : { index: f.inputIndex, pointer: f.pointer };
  };
  // Findings by the index of the input they are placed in, as indices into `findings`.
  const byInput = new Map<number, number[]>();
  findings.forEach((finding, i) => {
    if (finding.line !== undefined) return;
    const { index } = anchorOf(finding);
    let group = byInput.get(index);
    if (!group) byInput.set(index, (group = []));
    group.push(i);
  });
  // An array by finding, not a map keyed by finding: 155,000 of them at 100,000 tools.
  const regions: (Region | undefined)[] = new Array(findings.length);
  const duplicates: Finding[] = [];
  for (const input of inputs) {
    const text = input.text ?? input.bytes;
    if (text === undefined) continue;
    const index = input.report.index;
    const group = byInput.get(index) ?? [];
    if (group.length === 0 && !input.list) continue;
    let located: ReturnType<typeof locate>;
    try {
      located = locate(
        text,
        group.map((i) => anchorOf(findings[i]!).pointer),
        { allowComments: input.report.kind === "config" },
      );
    } catch {
      continue; // nesting too deep for the position scanner: findings keep their pointers
    }
    for (const i of group) regions[i] = located.regions.get(anchorOf(findings[i]!).pointer);
    if (!input.list) continue;
    const toolByPointer = new Map(input.list.tools.map((tool) => [tool.pointer, tool]));
    const toolPointers = new Set(toolByPointer.keys());
    for (const duplicate of located.duplicateKeys) {
      const toolPointer = splitAtTool(duplicate.pointer, toolPointers)?.[0];
      duplicates.push(duplicateKey(index, duplicate, toolPointer === undefined ? undefined : toolByPointer.get(toolPointer)?.name));
    }
  }
  return { regions, duplicates };
}
