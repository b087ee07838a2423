import { defineRule } from "../engine/rule.js";
import type { ToolNode } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { listPrefixes, MAX_PREFIX_WORDS } from "../text/namespace.js";
import { fitsConvention, nameStyle, writeInStyle, type NameStyle } from "../text/name-style.js";
import { isKnownVerb } from "../text/verbs.js";
import { nameWords } from "../text/words.js";

/** A tool name split into the namespace the server's tools share and the part whose style is judged. */
interface NamePart {
  readonly tool: ToolNode;
  readonly name: string;
  readonly namespace: string;
  readonly local: string;
  readonly style: NameStyle;
}

/**
 * The part after a shared namespace prefix, so `drawing_generateCanvas` is judged as camelCase. Only a prefix
 * without a verb counts (`get_` is the start of a name, not a namespace) and only when a separator ends it.
 */
function splitNamespace(name: string, shared: ReadonlyMap<string, number>): { namespace: string; local: string } {
  const words = nameWords(name);
  for (let k = Math.min(MAX_PREFIX_WORDS, words.length - 1); k >= 1; k--) {
    const prefix = words.slice(0, k);
    if (!shared.has(prefix.map((w) => w.word).join(" ")) || prefix.some((w) => isKnownVerb(w.word))) continue;
    const cut = words[k]!.start;
    if (/^[_\-.]+$/.test(name.slice(prefix[k - 1]!.end, cut))) return { namespace: name.slice(0, cut), local: name.slice(cut) };
  }
  return { namespace: "", local: name };
}

/** The convention most of the server's names follow (ties go to the first met); undefined when none shows one. */
function convention(parts: readonly NamePart[]): NameStyle | undefined {
  const counts = new Map<NameStyle, number>();
  for (const { style } of parts) if (style !== "lowercase" && style !== "mixed") counts.set(style, (counts.get(style) ?? 0) + 1);
  let best: NameStyle | undefined;
  for (const [style, count] of counts) if (best === undefined || count > counts.get(best)!) best = style;
  return best;
}

export default defineRule({
  meta: {
    id: "tool-name-style",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "One naming convention across the server; no leading, trailing or doubled separators; no names equal but for case or separators.",
    defaultOptions: {},
  },
  create(context) {
    const parts: NamePart[] = [];
    const byFoldedName = new Map<string, string>();
    let shared: ReadonlyMap<string, number> = new Map();
    // Named explicitly: listEnd reports after the walk, when no tool is current.
    const report = (tool: ToolNode, message: string): void =>
      context.report({ pointer: joinPointer(tool.pointer, "name"), message, ...(tool.name === undefined ? {} : { tool: tool.name }) });
    return {
      list(list) {
        shared = listPrefixes(list);
      },
      tool(tool) {
        const name = tool.name;
        if (name === undefined || name.length === 0) return;
        if (/^[_\-.]|[_\-.]$/.test(name)) {
          report(tool, `Tool name \`${name}\` starts or ends with a separator; clients and models may drop or mangle it. Remove it.`);
        } else if (/[_\-.]{2}/.test(name)) {
          report(tool, `Tool name \`${name}\` has two separators in a row; some clients use \`__\` to join server and tool names. Use one.`);
        }
        const folded = name.toLowerCase().replace(/[_\-.\s]/g, "");
        const earlier = byFoldedName.get(folded);
        if (earlier !== undefined && earlier !== name) {
          report(tool, `Tool name \`${name}\` differs from \`${earlier}\` only in case or separators; models and users confuse the two. Rename one so the names say how the tools differ.`);
        } else if (earlier === undefined) byFoldedName.set(folded, name);
        const { namespace, local } = splitNamespace(name, shared);
        parts.push({ tool, name, namespace, local, style: nameStyle(local) });
      },
      listEnd() {
        const main = convention(parts);
        for (const part of parts) {
          const words = nameWords(part.local).map((w) => w.word);
          if (part.style === "mixed") {
            const fix = main ? ` Write it in ${main} like the other tools: \`${part.namespace}${writeInStyle(words, main)}\`.` : " Pick one convention.";
            report(part.tool, `Tool name \`${part.name}\` mixes naming conventions${part.namespace ? ` after its namespace \`${part.namespace}\`` : ""}.${fix}`);
          } else if (main !== undefined && !fitsConvention(part.style, main)) {
            const example = parts.find((p) => p.style === main)!.name;
            report(
              part.tool,
              `Tool name \`${part.name}\` is ${part.style}, but this server's tools are mostly ${main} (\`${example}\`); ` +
                `use one convention so names are predictable: \`${part.namespace}${writeInStyle(words, main)}\`.`,
            );
          }
        }
      },
    };
  },
});
