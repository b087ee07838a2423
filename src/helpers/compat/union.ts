import type { RunInfo } from "../../core/model/run.js";
import type { RuleReport, ToolNode } from "../../core/model/types.js";
import type { Profile } from "./profile.js";
import { constraintOf } from "./profile.js";
import { compatData, compatMessage } from "./message.js";

/** One tool of the run with the index of the input (server) it came from. */
export interface RunTool {
  readonly input: number;
  readonly tool: ToolNode;
}

/** Every tool of every input, in input order: what one client shows the model at once. */
export function runTools(run: RunInfo): RunTool[] {
  const tools: RunTool[] = [];
  for (const { input, list } of run.lists) for (const tool of list.tools) tools.push({ input: input.index, tool });
  return tools;
}

/**
 * Reports a tool count over a profile's limit once, at the first tool past the limit, counting
 * every input of the run (several servers linted for one client share one budget).
 */
export function reportToolCount(context: { report(report: RuleReport): void }, run: RunInfo, profile: Profile, fix: string): void {
  const constraint = constraintOf(profile, "tool-count");
  const limit = constraint.limit ?? Infinity;
  const tools = runTools(run);
  const first = tools[limit];
  if (first === undefined) return;
  const servers = run.lists.length > 1 ? ` across the ${run.lists.length} servers in this run` : "";
  context.report({
    pointer: first.tool.pointer,
    input: first.input,
    tool: first.tool.name,
    message: compatMessage(constraint, `${tools.length} tools${servers} (at most ${limit}); this is the first past the limit`, fix),
    data: compatData(profile, constraint),
  });
}
