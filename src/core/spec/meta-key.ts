// The `_meta` key grammar (an optional prefix of dot-separated labels ending in `/`, then a
// name) and which prefixes each version reserves for MCP. Written from the spec's "General
// fields: `_meta`" text (2025-06-18, 2025-11-25) and the MetaObject description (2026-07-28).
import { atLeast, type ProtocolVersion } from "../model/protocol.js";
import { codeSpan } from "./code-span.js";

/** The key grammar and reserved prefixes exist from this version (the first with `_meta` on Tool). */
export const META_KEY_RULES_SINCE: ProtocolVersion = "2025-06-18";

export type MetaKeyCheck = { readonly ok: true; readonly labels: readonly string[]; readonly name: string } | { readonly ok: false; readonly reason: string };

const isLetter = (c: string): boolean => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");
const isDigit = (c: string): boolean => c >= "0" && c <= "9";
const isAlnum = (c: string): boolean => isLetter(c) || isDigit(c);

/** What is wrong with label `index` of a prefix of `count` labels, as a clause about the prefix. */
function labelProblem(label: string, index: number, count: number): string | undefined {
  if (label === "") {
    if (count === 1) return "is empty (nothing comes before the `/`)";
    if (index === 0) return "starts with a dot";
    return index === count - 1 ? "ends with a dot before the `/`" : "has two dots in a row";
  }
  if (!isLetter(label[0]!)) return `has a label ${codeSpan(label)} that does not start with a letter`;
  if (!isAlnum(label[label.length - 1]!)) return `has a label ${codeSpan(label)} that does not end with a letter or digit`;
  for (const c of label) if (!isAlnum(c) && c !== "-") return `has a label ${codeSpan(label)} with a character other than letters, digits and \`-\``;
  return undefined;
}

function nameProblem(name: string): string | undefined {
  if (name === "") return undefined;
  if (!isAlnum(name[0]!) || !isAlnum(name[name.length - 1]!)) return "must start and end with a letter or digit";
  for (const c of name) if (!isAlnum(c) && c !== "-" && c !== "_" && c !== ".") return "may contain only letters, digits, `-`, `_` and `.`";
  return undefined;
}

/** Splits and checks a key; linear in its length, no regular expressions. A failure's reason is a clause about the key. */
export function checkMetaKey(key: string): MetaKeyCheck {
  const slash = key.indexOf("/");
  if (slash >= 0 && key.indexOf("/", slash + 1) >= 0) return { ok: false, reason: "it has more than one `/` (only the prefix ends in one)" };
  const name = slash >= 0 ? key.slice(slash + 1) : key;
  const labels = slash >= 0 ? key.slice(0, slash).split(".") : [];
  for (const [index, label] of labels.entries()) {
    const problem = labelProblem(label, index, labels.length);
    if (problem) return { ok: false, reason: `its prefix ${problem}` };
  }
  const problem = nameProblem(name);
  if (problem) return { ok: false, reason: `its name${slash >= 0 ? " after the prefix" : ""} ${problem}` };
  return { ok: true, labels, name };
}

const MCP_LABELS = new Set(["modelcontextprotocol", "mcp"]);
const isMcpLabel = (label: string): boolean => MCP_LABELS.has(label.toLowerCase());

/**
 * Whether a prefix (its labels) is reserved for MCP under `version`. 2025-06-18: any label
 * but the last is `modelcontextprotocol` or `mcp` (`modelcontextprotocol.io/`, `tools.mcp.com/`).
 * 2025-11-25 on, with reverse DNS: the second label is (`io.modelcontextprotocol/`, `dev.mcp/`).
 */
export function isReservedPrefix(labels: readonly string[], version: ProtocolVersion): boolean {
  if (!atLeast(version, META_KEY_RULES_SINCE)) return false;
  if (atLeast(version, "2025-11-25")) return labels.length >= 2 && isMcpLabel(labels[1]!);
  return labels.slice(0, -1).some(isMcpLabel);
}

/** How the reserved-prefix rule reads in `version`, for messages. */
export function reservedRuleText(version: ProtocolVersion): string {
  return atLeast(version, "2025-11-25")
    ? "prefixes whose second label is `modelcontextprotocol` or `mcp` are reserved for MCP"
    : "prefixes with `modelcontextprotocol` or `mcp` as a label before the last are reserved for MCP";
}

/** Keys under reserved prefixes that the schema of each version defines itself. */
const DEFINED_KEYS: ReadonlyArray<readonly [ProtocolVersion, readonly string[]]> = [
  ["2025-11-25", ["io.modelcontextprotocol/related-task"]],
  [
    "2026-07-28",
    [
      "io.modelcontextprotocol/clientCapabilities",
      "io.modelcontextprotocol/clientInfo",
      "io.modelcontextprotocol/logLevel",
      "io.modelcontextprotocol/protocolVersion",
      "io.modelcontextprotocol/serverInfo",
      "io.modelcontextprotocol/subscriptionId",
    ],
  ],
];

export function isSpecDefinedKey(key: string, version: ProtocolVersion): boolean {
  return DEFINED_KEYS.some(([defined, keys]) => defined === version && keys.includes(key));
}

/**
 * Keys that a major client defines and reads on tools, written as that client documents them. OpenAI's Apps SDK
 * (ChatGPT) uses `openai/toolInvocation/invoking` and `…/invoked`, whose second `/` the spec's grammar does not
 * allow: true to the grammar's letter, but renaming them would only make ChatGPT stop reading them. MCP Apps'
 * flat `ui/resourceUri` fits the grammar and is listed so the table documents the ecosystem's keys in one place.
 */
const CLIENT_DEFINED_KEYS: ReadonlyMap<string, string> = new Map([
  ...[
    "openai/outputTemplate",
    "openai/widgetAccessible",
    "openai/toolInvocation/invoking",
    "openai/toolInvocation/invoked",
    "openai/resultCanProduceWidget",
    "openai/visibility",
    "openai/fileParams",
    "openai/widgetDescription",
    "openai/widgetCSP",
    "openai/widgetPrefersBorder",
    "openai/widgetDomain",
  ].map((key) => [key, "OpenAI's Apps SDK"] as const),
  ["ui/resourceUri", "MCP Apps"],
]);

/** The client that defines and reads `key` (matched exactly, as clients read it), or undefined. */
export function clientDefiningKey(key: string): string | undefined {
  return CLIENT_DEFINED_KEYS.get(key);
}
