// Source locations for findings about a live server's tools: the tools come from the running
// server, so each is known; this finds where in the project's source it is written.
import type { Finding } from "../model/types.js";
import { splitAtTool } from "../positions/pointer.js";
import type { LintResult } from "../model/result.js";
import { SourceIndex } from "./locate.js";

export { SourceIndex, type SourceSpan } from "./locate.js";

/**
 * Sets `source` on every finding of a server input that `roots` names (input name → project
 * folder) whose tool is found in that project's source. Findings stay as they are otherwise.
 */
export function attachSources(result: LintResult, roots: ReadonlyMap<string, string>): void {
  const indexes = new Map<string, SourceIndex>();
  const byInput = new Map<number, { index: SourceIndex; toolPointers: Set<string>; tools: Map<string, unknown> }>();
  for (const input of result.inputs) {
    const root = input.kind === "server" ? roots.get(input.name) : undefined;
    const list = result.lists.get(input.index);
    if (root === undefined || !list) continue;
    let index = indexes.get(root);
    if (!index) {
      const names = [
        ...new Set(result.inputs.filter((i) => roots.get(i.name) === root).flatMap((i) => result.lists.get(i.index)?.tools.map((t) => t.name ?? "") ?? [])),
      ].filter((n) => n !== "");
      indexes.set(root, (index = new SourceIndex(root, names)));
    }
    byInput.set(input.index, { index, toolPointers: new Set(list.tools.map((t) => t.pointer)), tools: new Map(list.tools.map((t) => [t.pointer, t.value])) });
  }
  for (const finding of result.findings) {
    const input = byInput.get(finding.inputIndex);
    if (!input) continue;
    const split = splitAtTool(finding.pointer, input.toolPointers);
    if (!split) continue;
    const located = input.index.locate(input.tools.get(split[0]), split[1]);
    if (located) (finding as Finding).source = located;
  }
}
