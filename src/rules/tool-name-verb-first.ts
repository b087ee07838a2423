import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../positions/pointer.js";
import { verbOfAgentNoun } from "../text/agent-noun.js";
import { stringList } from "../text/config-lists.js";
import { nameAction, type ActionSlot, type NameAction } from "../text/name-action.js";
import { actionSlot, isRouterTool } from "../text/name-scheme.js";
import { joinerOf } from "../text/name-separator.js";
import { sharedPrefixes } from "../text/namespace.js";
import { isKnownVerb } from "../text/verbs.js";

interface Options {
  /** Extra words to accept as verbs (matched ignoring case). */
  verbs: string[];
  /** Namespace prefixes to skip before the verb, matched at the start of the name ignoring case (`github_`). */
  prefixes: string[];
}

export default defineRule<Options>({
  meta: {
    id: "tool-name-verb-first",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "The name starts with an action verb, after any namespace prefix the server's tools share.",
    defaultOptions: { verbs: [], prefixes: [] },
    optionsSchema: {
      type: "object",
      properties: {
        verbs: { type: "array", items: { type: "string", minLength: 1 }, description: "Extra words to accept as verbs." },
        prefixes: { type: "array", items: { type: "string", minLength: 1 }, description: "Namespace prefixes to skip before the verb." },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const settings = context.run.settings;
    const verbs = new Set([...stringList(context.options.verbs), ...stringList(settings["verbs"])].map((v) => v.toLowerCase()));
    const prefixes = [...stringList(context.options.prefixes), ...stringList(settings["prefixes"])];
    let shared: ReadonlyMap<string, number> = new Map();
    let slot: ActionSlot | undefined;
    let sibling = "";
    let toolCount = 0;
    return {
      list(list) {
        const names = list.tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name]));
        shared = sharedPrefixes(names);
        // A server that names its tools resource-first throughout (`widget_create`, `widget_list`) is consistent:
        // its names end with the action, and only a name with no action where its siblings have one is reported.
        slot = actionSlot(names, { shared, prefixes, verbs });
        sibling = slot === "last" ? (names.find((n) => nameAction(n, { shared, prefixes, verbs, slot }).verb !== undefined) ?? "") : "";
        toolCount = names.length;
      },
      tool(tool) {
        if (tool.name === undefined) return;
        const action = nameAction(tool.name, { shared, prefixes, verbs, slot });
        if (action.verb !== undefined || action.words.length === 0) return;
        // A namespace-router tool takes its action as an argument (`{"action": {"enum": ["create", "list"]}}`).
        if (isRouterTool(tool)) return;
        if (slot === "last") {
          const last = action.words[action.words.length - 1]!.word;
          context.report({
            pointer: joinPointer(tool.pointer, "name"),
            message: `Tool name \`${tool.name}\` names no action: this server's tools end with theirs (\`${sibling}\`), but \`${last}\` is not a verb. End it with what the tool does, as its siblings do; if \`${last}\` is a verb in your domain, add it to this rule's \`verbs\` option.`,
          });
          return;
        }
        // Call the prefix a namespace only when the config names it or most of the server's tools (two at least)
        // carry it: a prefix a few tools share (`pdf_`, `html_`) or a lone tool's first word is more often the object.
        const key = action.words.slice(0, action.bodyIndex).map((w) => w.word).join(" ");
        const sharing = shared.get(key) ?? 0;
        const configured = prefixes.some((p) => action.prefix.toLowerCase() === p.toLowerCase());
        const doubled = /(?:--|__|::)$/.test(action.prefix);
        const namespace = configured || doubled || (sharing >= 2 && sharing * 2 >= toolCount) ? action.prefix : "";
        context.report({ pointer: joinPointer(tool.pointer, "name"), message: message(tool.name, action, namespace) });
      },
    };
  },
});

/** How the name could start: the namespace it keeps, then the verb, in the name's own style. */
function start(name: string, namespace: string, verb: string): string {
  const local = name.slice(namespace.length);
  // A one-word rest (`widget-status`) shows no separator of its own: take the namespace's.
  const joiner = /[_\-.]/.test(local) || !/[_\-.]$/.test(namespace) ? joinerOf(local) : namespace[namespace.length - 1]!;
  // camelCase after a bare namespace (`npmVersions` → `npmGet…`); lowercase after a separator.
  const head = joiner === "" && /[\p{L}\p{N}]$/u.test(namespace) ? verb[0]!.toUpperCase() + verb.slice(1) : verb;
  return `\`${namespace}${head}${joiner}…\``;
}

function message(name: string, action: NameAction, namespace: string): string {
  const where = namespace ? ` after its namespace \`${namespace}\`` : "";
  const problem = `Tool name \`${name}\` does not start with an action verb${where}`;
  const words = namespace ? action.words.slice(action.bodyIndex) : action.words;
  const last = words[words.length - 1]!.word;
  const agentVerb = words.length > 1 ? verbOfAgentNoun(last) : undefined;
  if (agentVerb !== undefined) {
    return `${problem}: \`${last}\` names a doer, not an action. Name the action first, e.g. ${start(name, namespace, agentVerb)}.`;
  }
  if (words.length > 1 && isKnownVerb(last)) {
    return `${problem}. If \`${last}\` is the action, put it first, e.g. ${start(name, namespace, last)}.`;
  }
  const suggestions = ["get", "list", "create"].map((verb) => start(name, namespace, verb)).join(", ");
  return `${problem}. Start with what the tool does, e.g. ${suggestions}; if \`${words[0]!.word}\` is a verb in your domain, add it to this rule's \`verbs\` option.`;
}
