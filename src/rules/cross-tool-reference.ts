import { defineRule } from "../engine/rule.js";
import { namesCalledTools, nearestName } from "../helpers/security/dangling.js";
import { describeField, excerpt } from "../helpers/security/excerpt.js";
import { imitationKey, imitationKind } from "../helpers/security/name-imitation.js";
import { findToolMentions, toolDirectory } from "../helpers/security/tool-mentions.js";
import { orderAboutTool } from "../helpers/security/tool-orders.js";

/** Only prose is read for references; enum values and defaults that name tools are data. */
const PROSE_FIELDS = new Set(["description", "title"]);

/** Words of the protocol and of every client, which a tool may be named after without being meant. */
const PROTOCOL_WORDS = new Set([
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "list_tools",
  "call_tool",
  "tools_list",
  "tools_call",
  "notifications",
  "sampling",
  "elicitation",
  "completion",
  "roots",
  "resources",
  "prompts",
  "logging",
]);

/** Dangling references given a suggestion per input, and the largest server searched for one. */
const MAX_SUGGESTIONS = 50;
const MAX_SUGGEST_SIBLINGS = 2000;

/** Parameter names of a tool (any depth up to a few levels), which a description may quote. */
function propertyNames(value: unknown, into: Set<string>, depth = 0): void {
  if (typeof value !== "object" || value === null || depth > 6) return;
  const props = (value as Record<string, unknown>).properties;
  if (typeof props === "object" && props !== null && !Array.isArray(props)) {
    for (const [key, sub] of Object.entries(props)) {
      into.add(key);
      propertyNames(sub, into, depth + 1);
    }
  }
  for (const key of ["items", "inputSchema", "outputSchema"]) propertyNames((value as Record<string, unknown>)[key], into, depth + 1);
}

/** How far a name strays from plain Latin letters: characters beyond ASCII count most, then digits. */
function oddness(name: string): number {
  return 10 * (name.match(/[^\x00-\x7f]/g)?.length ?? 0) + (name.match(/\d/g)?.length ?? 0);
}

export default defineRule({
  meta: {
    id: "cross-tool-reference",
    category: "security",
    severity: "warning",
    description:
      "A description that takes over another tool, names a tool of another server the client loads, or names a tool the server does not have; a tool name that imitates another server's, or a sibling's with look-alike letters or digits.",
    defaultOptions: {},
  },
  create(context) {
    const directory = toolDirectory(context.run, context.input.index);
    // Every tool name of the run and every parameter name of this input: a quoted name among
    // them is not a dangling reference.
    let known: Set<string> | undefined;
    const knownNames = (): Set<string> => {
      if (known !== undefined) return known;
      known = new Set<string>();
      for (const { list } of context.run.lists) for (const tool of list.tools) if (tool.name !== undefined) known.add(tool.name);
      for (const tool of context.list.tools) propertyNames(tool.value, known);
      return known;
    };
    const fullList = context.list.tools.length >= 2;
    /** Suggestions cost an edit distance per sibling: bounded per input. */
    let suggestions = 0;
    /** This server's names by imitation key, for look-alikes among its own tools. */
    const ownKeys = new Map<string, { name: string; pointer: string }>();
    return {
      tool(tool) {
        if (tool.name === undefined || tool.name.length < 4) return;
        const key = imitationKey(tool.name);
        const first = ownKeys.get(key);
        if (first === undefined) {
          ownKeys.set(key, { name: tool.name, pointer: tool.pointer });
          return;
        }
        // Case and separators may be an honest alias (`getFile` kept for `get_file`); a letter
        // from another script or a digit for a letter is made to pass for the other tool.
        const kind = imitationKind(first.name, tool.name);
        if (first.name === tool.name || kind === "case or separators") return;
        // The copy is the name with more letters beyond ASCII or digits; on a tie, the later one.
        const [copy, original] = oddness(first.name) > oddness(tool.name) ? [first, { name: tool.name }] : [{ name: tool.name, pointer: tool.pointer }, first];
        context.report({
          tool: copy.name,
          pointer: `${copy.pointer}/name`,
          message: `Tool name \`${excerpt(copy.name)}\` imitates \`${excerpt(original.name)}\`, a tool of this same server (${kind}). The model tells tools apart by name, and a look-alike name is how calls meant for one tool reach another. Rename it, or remove the copy.`,
        });
      },
      text(node) {
        if (node.isKey || node.field === undefined || !PROSE_FIELDS.has(node.field)) return;
        const reported = new Set<string>();
        const field = describeField(node);
        for (const mention of findToolMentions(node.value, directory, node.tool.name)) {
          if (reported.has(mention.name) || PROTOCOL_WORDS.has(mention.name)) continue;
          // A server's guidance about its own tools ("use X instead", "never call X for Y") is
          // what good descriptions do: only an order that hooks or takes a sibling over counts.
          const order = orderAboutTool(node.value, mention.start, mention.end, mention.server !== undefined);
          if (mention.server === undefined && order === undefined) continue;
          reported.add(mention.name);
          const name = excerpt(mention.name);
          const quoted = order === undefined ? "" : `: "${order}"`;
          context.report({
            pointer: node.pointer,
            message:
              mention.server === undefined
                ? `${field} tells the model how to use another tool, \`${name}\`${quoted}. A description should describe its own tool; hooking or taking over another one is how tool shadowing works. Put the rule in \`${name}\`'s own description.`
                : `${field} names \`${name}\`, a tool of another server the same client loads (\`${excerpt(mention.server)}\`)${quoted}. A tool should not steer how the model uses tools it does not own; remove the reference.`,
          });
        }
        if (!fullList || node.field !== "description") return;
        for (const named of namesCalledTools(node.value)) {
          if (reported.has(named.name) || named.name === node.tool.name || PROTOCOL_WORDS.has(named.name) || knownNames().has(named.name)) continue;
          reported.add(named.name);
          const near =
            directory.siblings.size <= MAX_SUGGEST_SIBLINGS && suggestions++ < MAX_SUGGESTIONS ? nearestName(named.name, directory.siblings) : undefined;
          const meant = near === undefined ? "" : ` (did it mean \`${excerpt(near)}\`?)`;
          context.report({
            pointer: node.pointer,
            message: `${field} refers to a tool \`${excerpt(named.name)}\` that this server does not have${meant}. The model will look for it and fail, or call a tool of that name from another server. Name the tool as the server lists it, or drop the reference.`,
          });
        }
      },
      runEnd(run) {
        // Look-alike names among the servers one client loads: the model picks between them by
        // name and description, and an imitation is how a server captures another's calls.
        for (const client of run.clients) {
          const byKey = new Map<string, { name: string; input: number; server: string; pointer: string }>();
          for (const index of client.inputs) {
            const entry = run.lists.find((l) => l.input.index === index);
            if (entry === undefined) continue;
            for (const tool of entry.list.tools) {
              if (tool.name === undefined || tool.name.length < 4) continue;
              const key = imitationKey(tool.name);
              const first = byKey.get(key);
              if (first === undefined) {
                byKey.set(key, { name: tool.name, input: index, server: entry.list.serverName ?? entry.input.name, pointer: tool.pointer });
                continue;
              }
              // Same name is tool-name-unique's; same server is the server's own business.
              if (first.input === index || first.name === tool.name) continue;
              context.report({
                input: index,
                tool: tool.name,
                pointer: `${tool.pointer}/name`,
                message: `Tool name \`${excerpt(tool.name)}\` imitates \`${excerpt(first.name)}\` of server \`${excerpt(first.server)}\` in ${excerpt(client.name)} (${imitationKind(first.name, tool.name)}). The model tells tools apart by name, and a look-alike name is how a server captures calls meant for another. Rename it, or check that this server is the one you meant to install.`,
              });
            }
          }
        }
      },
    };
  },
});
