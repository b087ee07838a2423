import { defineRule } from "../engine/rule.js";
import type { ToolNode } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { listPrefixes, MAX_PREFIX_WORDS } from "../helpers/text/namespace.js";
import { fitsConvention, fitsSignature, nameStyle, segmentSignature, styleWords, writeInStyle, type NameStyle } from "../helpers/text/name-style.js";
import { isKnownVerb } from "../helpers/text/verbs.js";
import { nameWords } from "../helpers/text/words.js";
import { codeSpan } from "../core/spec/code-span.js";

/** A tool name split into the namespace the server's tools share and the part whose style is judged. */
interface NamePart {
  readonly tool: ToolNode;
  readonly name: string;
  readonly namespace: string;
  readonly local: string;
  readonly style: NameStyle;
  /** The style, or for a mixed name its segment signature (see `segmentSignature`). */
  readonly key: string;
}

/** A doubled separator ends an API-style namespace (`ServiceApiV2--CreateWidget`). */
const DOUBLED = /--|__|::/g;

/**
 * The part after a shared namespace prefix, so `drawing_generateCanvas` is judged as camelCase. A prefix with a
 * verb counts only before another verb (`get_` is the start of `get_user`), and only when a separator ends it.
 */
function splitNamespace(name: string, shared: ReadonlyMap<string, number>, sortedNames: readonly string[]): { namespace: string; local: string } {
  let doubledEnd = -1;
  for (const match of name.matchAll(DOUBLED)) doubledEnd = match.index + match[0].length;
  if (doubledEnd > 0 && doubledEnd < name.length) return { namespace: name.slice(0, doubledEnd), local: name.slice(doubledEnd) };
  // A version segment (`v2_getDomainVerifications`) is a namespace even on one tool.
  const version = /^v\d+[_\-.]/.exec(name);
  if (version && version[0].length < name.length) return { namespace: version[0], local: name.slice(version[0].length) };
  const words = nameWords(name);
  for (let k = Math.min(MAX_PREFIX_WORDS, words.length - 1); k >= 1; k--) {
    const prefix = words.slice(0, k);
    if (!shared.has(prefix.map((w) => w.word).join(" "))) continue;
    // `get_` before `user` is the start of a name; `reach_` before `getCampaign` is a namespace even if a verb.
    if (prefix.some((w) => isKnownVerb(w.word)) && !isKnownVerb(words[k]!.word)) continue;
    const cut = words[k]!.start;
    const namespace = name.slice(0, cut);
    // A namespace is written the same way by the names that share it (`get_` and `Get` are two starts, not one prefix).
    if (!twoStartWith(sortedNames, namespace)) continue;
    if (/^[_\-.]+$/.test(name.slice(prefix[k - 1]!.end, cut))) return { namespace, local: name.slice(cut) };
  }
  return { namespace: "", local: name };
}

/** Whether two names at least of a sorted list start with `prefix` (binary search: a list is read once, not once a name). */
function twoStartWith(sorted: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return sorted[low]?.startsWith(prefix) === true && sorted[low + 1]?.startsWith(prefix) === true;
}

/**
 * The convention most of the server's names follow: a style, or the signature of a mixed shape that two names at
 * least share; undefined when none shows one or two tie (with no majority, no name is the odd one out).
 */
function convention(parts: readonly NamePart[]): string | undefined {
  const counts = new Map<string, number>();
  for (const { style, key } of parts) if (style !== "lowercase") counts.set(key, (counts.get(key) ?? 0) + 1);
  let best: string | undefined;
  for (const [key, count] of counts) {
    if (key.includes("|") && count < 2) continue;
    if (best === undefined || count > counts.get(best)!) best = key;
  }
  if (best === undefined) return undefined;
  const top = counts.get(best)!;
  // Split roughly evenly, the server has no convention a name could be the odd one out of.
  // A mixed shape no other name shares is a slip, not a rival convention.
  const total = [...counts].reduce((sum, [key, count]) => sum + (key.includes("|") && count < 2 ? 0 : count), 0);
  if (top * 3 < total * 2) return undefined;
  for (const [key, count] of counts) if (key !== best && count === top && !(key.includes("|") && count < 2)) return undefined;
  return best;
}

/** The name without segments of digits only and the separators before them: `version_0_1_2` → `version`. */
function withoutDigitSegments(name: string): string {
  const stripped = name.replace(/[_\-.]\p{N}+(?=$|[_\-.])/gu, "");
  return stripped.length > 0 ? stripped : name;
}

/** Whether a namespace's words include a verb (`get_`): the start of a name rather than a product. */
const verbNamespace = (namespace: string): boolean => namespace !== "" && nameWords(namespace).some((w) => isKnownVerb(w.word));

/** The case of one segment (`CSS` upper, `Debugger` pascal), as `segmentSignature` names it. */
const segmentCase = (segment: string): string =>
  !/\p{Lu}/u.test(segment) ? "lower" : !/\p{Ll}/u.test(segment) ? "upper" : /^\p{Lu}/u.test(segment) ? "pascal" : "camel";

/**
 * A name whose first segment no other tool shares (`Input_emulateTouch` beside `DOM_getDocument`,
 * `Page_reload`) follows a Domain_operation scheme when most of the names are a namespace then an operation: the
 * segment ends with the separator, is written like the namespaces are (`Input` like `Page`) and is no verb,
 * and the rest is in the style most operations are written in. Such a name is judged as its operation.
 */
function adoptLoneNamespaces(parts: NamePart[]): void {
  const spaced = parts.filter((p) => p.namespace !== "" && p.style !== "mixed" && p.style !== "lowercase");
  if (spaced.length < 3 || spaced.length * 2 < parts.length) return;
  const styles = new Map<NameStyle, number>();
  for (const p of spaced) styles.set(p.style, (styles.get(p.style) ?? 0) + 1);
  const [style, count] = [...styles].sort((a, b) => b[1] - a[1])[0]!;
  if (count * 3 < spaced.length * 2) return;
  const shapes = new Set(spaced.map((p) => `${segmentCase(p.namespace.slice(0, -1))}${p.namespace.slice(-1)}`));
  for (const [i, part] of parts.entries()) {
    if (part.namespace !== "" || part.style !== "mixed") continue;
    const match = /^(\p{L}[\p{L}\p{N}]*)([_\-.])(.+)$/u.exec(part.name);
    if (match === null || !shapes.has(`${segmentCase(match[1]!)}${match[2]!}`) || verbNamespace(match[1]!)) continue;
    if (nameStyle(withoutDigitSegments(match[3]!)) !== style) continue;
    parts[i] = { ...part, namespace: match[1]! + match[2]!, local: match[3]!, style, key: style };
  }
}

const isStyle = (key: string): key is NameStyle => !key.includes("|");

/**
 * A name generated from an HTTP method and a REST path (`get-v3-ip_pools-pool_id`): `-` between the path's segments,
 * which keep the API's own spelling. Where most of the server's names are built so, the underscores are the path's.
 */
const REST_PATH = /^(?:get|post|put|patch|delete|head|options)-v\d+(?:-[a-z0-9]+(?:_[a-z0-9]+)*)+$/;

/** Whether most of the server's names (three at least) follow the method-version-path scheme. */
const restPathScheme = (names: readonly string[]): boolean => {
  const using = names.filter((n) => REST_PATH.test(n)).length;
  return using >= 3 && using * 2 > names.length;
};

/** A name without case and separators: two names of one form differ only in how they are written. */
const fold = (name: string): string => name.toLowerCase().replace(/[_\-.\s]/g, "");

/** Whether a name fits the server's convention, a style or a mixed signature. */
function fits(part: NamePart, main: string): boolean {
  if (isStyle(main)) return part.style !== "mixed" && fitsConvention(part.style, main);
  return part.key === main || fitsSignature(segmentSignature(part.local), main);
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
    // How many of the list's names fold to each form: a name that shares its form with another is reported once, as a
    // look-alike, and never advised to become the other (`get-user` beside `get_user`).
    const foldCounts = new Map<string, number>();
    let nameSet: ReadonlySet<string> = new Set();
    // One finding a tool: the first that applies of look-alike, separators, convention.
    const reported = new Set<ToolNode>();
    let shared: ReadonlyMap<string, number> = new Map();
    let names: readonly string[] = [];
    let sortedNames: readonly string[] = [];
    // Doubled separators that most of the server's names use to end a namespace: a deliberate scheme, not a slip.
    const schemes = new Set<string>();
    // Named explicitly: listEnd reports after the walk, when no tool is current.
    const report = (tool: ToolNode, message: string): void => {
      reported.add(tool);
      context.report({ pointer: joinPointer(tool.pointer, "name"), message, ...(tool.name === undefined ? {} : { tool: tool.name }) });
    };
    return {
      list(list) {
        shared = listPrefixes(list);
        names = list.tools.flatMap((t) => (typeof t.name === "string" ? [t.name] : []));
        sortedNames = [...names].sort();
        nameSet = new Set(names);
        for (const name of nameSet) foldCounts.set(fold(name), (foldCounts.get(fold(name)) ?? 0) + 1);
        for (const separator of ["--", "__", "::"]) {
          const using = names.filter((n) => n.includes(separator)).length;
          if (using >= 2 && using * 2 >= names.length) schemes.add(separator);
        }
      },
      tool(tool) {
        const name = tool.name;
        if (name === undefined || name.length === 0) return;
        const folded = fold(name);
        const earlier = byFoldedName.get(folded);
        if (earlier === undefined) byFoldedName.set(folded, name);
        // Removing a separator could make it the look-alike's twin: the look-alike finding says what to do.
        if (earlier !== undefined && earlier !== name) {
          report(
            tool,
            `Tool name ${codeSpan(name)} differs from ${codeSpan(earlier)} only in case or separators; models and users confuse the two. Rename one so the names say how the tools differ.`,
          );
        } else if (/^[_\-.]|[_\-.]$/.test(name)) {
          report(tool, `Tool name ${codeSpan(name)} starts or ends with a separator; clients and models may drop or mangle it. Remove it.`);
        } else if (/[_\-.]{2}/.test(name) && /[_\-.]{2}/.test([...schemes].reduce((n, sep) => n.split(sep).join(" "), name))) {
          report(tool, `Tool name ${codeSpan(name)} has two separators in a row; some clients use \`__\` to join server and tool names. Use one.`);
        }
        const { namespace, local } = splitNamespace(name, shared, sortedNames);
        // Digit-only segments and their separators (`version_0_1_2`) spell a number, not a convention.
        const style = nameStyle(withoutDigitSegments(local));
        parts.push({ tool, name, namespace, local, style, key: style === "mixed" ? segmentSignature(local) : style });
      },
      listEnd() {
        adoptLoneNamespaces(parts);
        // Set namespaces aside only when the whole names agree too: `system_`, `quality_` taken as namespaces must not
        // make a server of 12 snake_case and 10 camelCase names look mostly camelCase.
        const whole = parts.map((p) => {
          const style = nameStyle(withoutDigitSegments(p.name));
          return { ...p, style, key: style === "mixed" ? segmentSignature(p.name) : style };
        });
        const main = convention(whole) === undefined ? undefined : convention(parts);
        const restPaths = restPathScheme(names);
        if (main === undefined) {
          // No clear majority: say once that the server mixes conventions, at the first name that differs.
          const styled = parts.filter((p) => p.style !== "lowercase" && p.style !== "mixed");
          const first = styled[0];
          const other = styled.find((p) => !reported.has(p.tool) && !fitsConvention(p.style, first!.style) && !fitsConvention(first!.style, p.style));
          if (first && other) {
            report(
              other.tool,
              `Tool names follow no one convention (none covers two thirds of them): ${codeSpan(first.name)} is ${first.style}, ${codeSpan(other.name)} is ${other.style}. Pick one convention for every tool so names are predictable.`,
            );
          }
        }
        for (const part of parts) {
          if (main !== undefined && fits(part, main)) continue;
          if (restPaths && REST_PATH.test(part.name)) continue;
          if (reported.has(part.tool) || (foldCounts.get(fold(part.name)) ?? 0) > 1) continue;
          const pure = main !== undefined && isStyle(main) ? main : undefined;
          // A verb taken as a namespace (`get_` of `get_add_command`) is kept only where its separator fits the
          // convention: the advice must itself be in the style it asks for (`get-add-command`, not `get_add-command`).
          const keep =
            pure === undefined ||
            !verbNamespace(part.namespace) ||
            pure === "camelCase" ||
            pure === "PascalCase" ||
            fitsConvention(nameStyle(`${part.namespace}x`), pure);
          const prefix = keep ? part.namespace : "";
          const words = styleWords(nameWords(keep ? part.local : part.name));
          const rewritten = pure === undefined ? undefined : prefix + writeInStyle(words, pure);
          // Never advise a rename onto a name the list already has.
          if (rewritten !== undefined && nameSet.has(rewritten)) continue;
          if (part.style === "mixed") {
            const fix = rewritten !== undefined ? ` Write it in ${pure} like the other tools: ${codeSpan(rewritten)}.` : " Pick one convention.";
            report(
              part.tool,
              `Tool name ${codeSpan(part.name)} mixes naming conventions${part.namespace ? ` after its namespace ${codeSpan(part.namespace)}` : ""}.${fix}`,
            );
          } else if (pure !== undefined && !fitsConvention(part.style, pure)) {
            const example = parts.find((p) => p.style === pure)!.name;
            report(
              part.tool,
              `Tool name ${codeSpan(part.name)} is ${part.style}, but this server's tools are mostly ${pure} (${codeSpan(example)}); ` +
                `use one convention so names are predictable: ${codeSpan(rewritten!)}.`,
            );
          }
        }
      },
    };
  },
});
