// The logical key of a finding in a bulk suppressions file: input + rule + tool name + the
// pointer relative to the tool. No line numbers and no tool index, so a finding keeps its key
// when the file is reformatted or a tool is inserted above it.
import type { Finding, ToolList } from "../../core/model/types.js";
import { isAbsolute, relative, sep } from "node:path";
import { splitAtTool } from "../../core/positions/pointer.js";
import type { FindingKey } from "../../core/model/suppressions.js";

export type { FindingKey } from "../../core/model/suppressions.js";

export type FindingLocator = (finding: Finding) => FindingKey;

/** What the locator needs from a run: each input's name (and path) and, for those that loaded, its tool list. */
export interface RunInputs {
  readonly inputs: ReadonlyArray<{ readonly index: number; readonly name: string; readonly kind?: string; readonly path?: string }>;
  readonly lists: ReadonlyMap<number, ToolList>;
}

/**
 * Keys findings by their tool's name and their place inside it (a `LintResult` is a `RunInputs`).
 * With `baseDir` (the suppressions file's folder), a file input is named relative to it, so the
 * keys hold whichever folder the linter runs from.
 */
export function findingLocator(run: RunInputs, baseDir?: string): FindingLocator {
  const nameOf = (input: RunInputs["inputs"][number]): string => {
    if (baseDir === undefined || input.kind !== "file" || input.path === undefined || !isAbsolute(input.path)) return input.name;
    const rel = relative(baseDir, input.path).split(sep).join("/");
    return rel === "" ? input.name : rel;
  };
  const names = new Map(run.inputs.map((input) => [input.index, nameOf(input)]));
  const toolsByInput = new Map<number, { pointers: Set<string>; names: Map<string, string | undefined> }>();
  for (const [index, list] of run.lists) {
    toolsByInput.set(index, {
      pointers: new Set(list.tools.map((tool) => tool.pointer)),
      names: new Map(list.tools.map((tool) => [tool.pointer, tool.name])),
    });
  }
  return (finding) => {
    const input = names.get(finding.inputIndex) ?? `#${finding.inputIndex}`;
    const tools = toolsByInput.get(finding.inputIndex);
    const split = tools ? splitAtTool(finding.pointer, tools.pointers) : undefined;
    const name = split ? tools!.names.get(split[0]) : undefined;
    // An unnamed tool has nothing stable to key on but its place: keep the absolute pointer.
    if (split && name !== undefined) return { input, rule: finding.ruleId, tool: name, pointer: split[1] };
    return { input, rule: finding.ruleId, ...(finding.tool !== undefined ? { tool: finding.tool } : {}), pointer: finding.pointer };
  };
}

/** One string per key, for maps. */
export function keyText(key: FindingKey): string {
  return JSON.stringify([key.input, key.rule, key.tool ?? null, key.pointer]);
}

/** Sort order of keys: input, tool, rule, pointer, by code unit (the same on every machine). */
export function compareKeys(a: FindingKey, b: FindingKey): number {
  for (const [x, y] of [
    [a.input, b.input],
    [a.tool ?? "", b.tool ?? ""],
    [a.rule, b.rule],
    [a.pointer, b.pointer],
  ] as const) {
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
