import { defineRule, type RuleContext, type RunInfo } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";
import { CLIENT_TARGETS, constraintOf, limitOf, type Profile } from "../helpers/compat/profile.js";
import { claudeCode, claudeDesktop, cursor, vscode, windsurf } from "../helpers/compat/profiles/index.js";
import { chosenProfiles } from "../helpers/compat/targets.js";
import { compatData, compatMessage } from "../helpers/compat/message.js";
import { PORTABLE_NAME_FIX, claudeCodeToolName, inName, portableNameProblem } from "../helpers/compat/names.js";
import { descriptionOf } from "../helpers/compat/root.js";
import { ITEMS_FIX, isInputSchemaNode, lacksItems } from "../helpers/compat/schema-shape.js";
import { serverNameOf } from "../helpers/compat/server-name.js";
import { reportToolCount, runTools } from "../helpers/compat/union.js";
import { codeSpan } from "../core/spec/code-span.js";

export default defineRule({
  meta: {
    id: "compat-clients",
    category: "compat",
    severity: "error",
    description: "Limits of MCP clients: tool counts, prefixed name lengths, characters they reject, description truncation.",
    defaultOptions: {},
    targets: CLIENT_TARGETS,
  },
  create(context) {
    const chosen = new Set(chosenProfiles(context.run, CLIENT_TARGETS).map((profile) => profile.target));
    if (chosen.size === 0) return {};
    const report = (profile: Profile, id: string, pointer: string, what: string, fix: string): void => {
      const constraint = constraintOf(profile, id);
      context.report({ pointer, message: compatMessage(constraint, what, fix), data: compatData(profile, constraint) });
    };
    const server = serverNameOf(context.list, context.input);
    return {
      tool(tool) {
        const namePointer = joinPointer(tool.pointer, "name");
        if (tool.name !== undefined && chosen.has("cursor")) {
          const max = limitOf(cursor, "name-length");
          const combined = server.length + tool.name.length;
          if (combined > max) {
            report(
              cursor,
              "name-length",
              namePointer,
              `server name ${codeSpan(server)} and tool name ${codeSpan(tool.name)} are ${combined} characters together (at most ${max})`,
              "Shorten the tool name (or give the server a shorter name in the client config).",
            );
          }
        }
        if (tool.name !== undefined && chosen.has("claude-code")) {
          const max = limitOf(claudeCode, "prefixed-name-length");
          const prefixed = claudeCodeToolName(server, tool.name);
          if (prefixed.length > max) {
            report(
              claudeCode,
              "prefixed-name-length",
              namePointer,
              `\`${prefixed}\` is ${prefixed.length} characters long (at most ${max})`,
              "Shorten the tool name (or give the server a shorter name in the client config).",
            );
          }
        }
        if (tool.name !== undefined && chosen.has("claude-desktop")) {
          const problem = portableNameProblem(tool.name, limitOf(claudeDesktop, "name-pattern"));
          if (problem) report(claudeDesktop, "name-pattern", namePointer, inName(problem, tool.name), PORTABLE_NAME_FIX);
        }
        const description = descriptionOf(tool);
        const maxDescription = limitOf(claudeCode, "description-length");
        if (description !== undefined && chosen.has("claude-code") && description.length > maxDescription) {
          report(
            claudeCode,
            "description-length",
            joinPointer(tool.pointer, "description"),
            `the description is ${description.length} characters long, so the model never reads the end`,
            "Shorten it, and put what the model must know first.",
          );
        }
      },
      schema(node) {
        if (!chosen.has("vscode") || !isInputSchemaNode(node) || !lacksItems(node.value)) return;
        report(vscode, "array-items", node.pointer, "an array schema without `items`", ITEMS_FIX);
      },
      runEnd(run) {
        const fix = "Enable fewer tools (turn off unused tools or servers in the client).";
        for (const profile of [cursor, vscode, windsurf]) if (chosen.has(profile.target)) reportToolCount(context, run, profile, fix);
        if (chosen.has("claude-code")) reportClaudeCodeCollisions(context, run);
      },
    };
  },
});

/** Tools of the run whose Claude Code names coincide once other characters become `_`. */
function reportClaudeCodeCollisions(context: RuleContext, run: RunInfo): void {
  const constraint = constraintOf(claudeCode, "name-collision");
  const servers = new Map(run.lists.map(({ input, list }) => [input.index, serverNameOf(list, input)]));
  const seen = new Map<string, { input: number; name: string }>();
  for (const { input, tool } of runTools(run)) {
    if (tool.name === undefined) continue;
    const prefixed = claudeCodeToolName(servers.get(input) ?? "", tool.name);
    const first = seen.get(prefixed);
    if (first === undefined) {
      seen.set(prefixed, { input, name: tool.name });
      continue;
    }
    // The same name twice in one server is tool-name-unique's finding.
    if (first.input === input && first.name === tool.name) continue;
    context.report({
      pointer: joinPointer(tool.pointer, "name"),
      input,
      tool: tool.name,
      message: compatMessage(
        constraint,
        `${codeSpan(tool.name)} becomes ${codeSpan(prefixed)}, the same name as ${codeSpan(first.name)}${first.input === input ? "" : " of another server"}`,
        "Rename one of the tools, or give the servers different names in the client config.",
      ),
      data: compatData(claudeCode, constraint),
    });
  }
}
