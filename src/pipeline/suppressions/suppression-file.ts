// The bulk suppressions file (`--write-suppressions` writes it, `--suppressions` applies it):
// a committed JSON file of logical keys with a count and a reason each. Written sorted and
// without timestamps, so regenerating it gives the same bytes and diffs show only real changes.
//
//   { "version": 1,
//     "suppressions": [
//       { "input": "tools.json", "tool": "search", "rule": "param-description",
//         "pointer": "/inputSchema/properties/q", "count": 1, "reason": "…" } ] }
import { parseJson } from "../../core/json/parse-json.js";
import { compareKeys, keyText } from "./finding-key.js";
import type { SuppressionEntry, SuppressionFile } from "../../core/model/suppressions.js";
import { isObject } from "../../core/model/types.js";

export const SUPPRESSION_FILE_VERSION: SuppressionFile["version"] = 1;

export type { SuppressionEntry, SuppressionFile } from "../../core/model/suppressions.js";

export type ParsedSuppressionFile = { readonly ok: true; readonly file: SuppressionFile } | { readonly ok: false; readonly error: string };

/** The file's text: fixed key order, entries sorted, two-space indent, final newline. */
export function formatSuppressionFile(file: SuppressionFile): string {
  const suppressions = [...file.suppressions].sort(compareKeys).map((entry) => ({
    input: entry.input,
    ...(entry.tool !== undefined ? { tool: entry.tool } : {}),
    rule: entry.rule,
    pointer: entry.pointer,
    count: entry.count,
    reason: entry.reason,
  }));
  return `${JSON.stringify({ version: SUPPRESSION_FILE_VERSION, suppressions }, null, 2)}\n`;
}

const ENTRY_KEYS = new Set(["input", "tool", "rule", "pointer", "count", "reason"]);

/** Reads a suppressions file; every problem is one line naming the file and the place. */
export function parseSuppressionFile(text: string, path: string): ParsedSuppressionFile {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: `${path}:${parsed.line}:${parsed.column}: ${parsed.message}` };
  const root = parsed.value;
  const fail = (where: string, message: string): ParsedSuppressionFile => ({ ok: false, error: `${path}: ${where ? `${where}: ` : ""}${message}` });
  if (!isObject(root)) return fail("", "expected an object with `version` and `suppressions`");
  for (const key of Object.keys(root)) {
    if (key !== "version" && key !== "suppressions") return fail("", `unknown key \`${key}\` (expected \`version\` and \`suppressions\`)`);
  }
  if (root.version !== SUPPRESSION_FILE_VERSION) {
    return fail("/version", `unsupported version ${JSON.stringify(root.version) ?? "(missing)"}; this linter reads version ${SUPPRESSION_FILE_VERSION}`);
  }
  const list = root.suppressions;
  if (!Array.isArray(list)) return fail("/suppressions", "must be an array");
  const entries: SuppressionEntry[] = [];
  const firstAt = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const at = `/suppressions/${i}`;
    const entry = list[i];
    if (!isObject(entry)) return fail(at, "must be an object");
    for (const key of Object.keys(entry)) {
      if (!ENTRY_KEYS.has(key)) return fail(at, `unknown key \`${key}\` (expected ${[...ENTRY_KEYS].map((k) => `\`${k}\``).join(", ")})`);
    }
    const { input, tool, rule, pointer, count, reason } = entry;
    if (typeof input !== "string") return fail(at, "`input` must be a string");
    if (typeof rule !== "string" || rule === "") return fail(at, "`rule` must be a rule id");
    if (Object.hasOwn(entry, "tool") && typeof tool !== "string") return fail(at, "`tool` must be a string when present");
    if (typeof pointer !== "string" || (pointer !== "" && !pointer.startsWith("/")))
      return fail(at, '`pointer` must be a JSON Pointer (`""` or starting with `/`)');
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1) return fail(at, "`count` must be a positive integer");
    if (typeof reason !== "string" || reason.trim() === "") return fail(at, "`reason` must say why the findings are accepted");
    const parsedEntry: SuppressionEntry = { input, rule, ...(typeof tool === "string" ? { tool } : {}), pointer, count, reason };
    const key = keyText(parsedEntry);
    const first = firstAt.get(key);
    if (first !== undefined) return fail(at, `repeats the entry at /suppressions/${first} (same input, tool, rule and pointer); merge them and add the counts`);
    firstAt.set(key, i);
    entries.push(parsedEntry);
  }
  return { ok: true, file: { version: SUPPRESSION_FILE_VERSION, suppressions: entries } };
}
