// Source locations for findings about a live server's tools: the tools come from the running
// server, so each is known; this finds where in the project's source it is written.
import type { InputReport } from "../../core/model/result.js";
import type { Finding, ToolList } from "../../core/model/types.js";
import { splitAtTool } from "../../core/positions/pointer.js";
import { SourceIndex } from "./locate.js";

export { SourceIndex, type SourceSpan } from "./locate.js";

/**
 * The findings, each of a server input that `roots` names (input name → project folder) whose
 * tool is found in that project's source with its `source` set; the others as they are.
 */
export function locateSources(
  findings: readonly Finding[],
  inputs: readonly InputReport[],
  lists: ReadonlyMap<number, ToolList>,
  roots: ReadonlyMap<string, string>,
): Finding[] {
  const indexes = new Map<string, SourceIndex>();
  const byInput = new Map<number, { index: SourceIndex; toolPointers: Set<string>; tools: Map<string, unknown> }>();
  for (const input of inputs) {
    const root = input.kind === "server" ? roots.get(input.name) : undefined;
    const list = lists.get(input.index);
    if (root === undefined || !list) continue;
    let index = indexes.get(root);
    if (!index) {
      const names = [
        ...new Set(inputs.filter((i) => roots.get(i.name) === root).flatMap((i) => lists.get(i.index)?.tools.map((t) => t.name ?? "") ?? [])),
      ].filter((n) => n !== "");
      indexes.set(root, (index = new SourceIndex(root, names)));
    }
    byInput.set(input.index, { index, toolPointers: new Set(list.tools.map((t) => t.pointer)), tools: new Map(list.tools.map((t) => [t.pointer, t.value])) });
  }
  return findings.map((finding) => {
    const input = byInput.get(finding.inputIndex);
    const split = input ? splitAtTool(finding.pointer, input.toolPointers) : undefined;
    const located = input && split ? input.index.locate(input.tools.get(split[0]), split[1]) : undefined;
    return located ? { ...finding, source: located } : finding;
  });
}
