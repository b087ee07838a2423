import { defineRule } from "../engine/rule.js";
import { atLeast } from "../core/model/protocol.js";
import { joinPointer } from "../core/positions/pointer.js";
import { printable } from "../core/util/sanitize.js";
import { codeSpan } from "../core/spec/code-span.js";

/** The 2025-11-25 specification (Tools → Tool names) sets the format; earlier versions only ask for a string. */
const FORMAT_SINCE = "2025-11-25";
const MAX_LENGTH = 128;
const ALLOWED = /^[A-Za-z0-9_.-]$/;
/** Before 2025-11-25: what no name used as a programmatic identifier can carry. */
const NEVER_ALLOWED = /^[\s\p{Cc}\p{Cf}]$/u;

function describeCharacter(c: string): string {
  if (c === " ") return "space";
  const code = c.codePointAt(0)!;
  if (code < 0x21 || (code >= 0x7f && code <= 0xa0) || /\p{Cf}|\s/u.test(c) || printable(c) !== c)
    return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return c === "`" ? "backtick" : `\`${c}\``;
}

/** The characters of `name` that `allowed` rejects, deduplicated, in order, at most `limit`. */
function offending(name: string, rejected: (c: string) => boolean, limit = 6): string[] {
  const seen = new Set<string>();
  for (const c of name) {
    if (!rejected(c) || seen.has(c)) continue;
    seen.add(c);
    if (seen.size >= limit) break;
  }
  return [...seen].map(describeCharacter);
}

/**
 * A name in the allowed alphabet close to `name`, if any: letters with diacritics lose them
 * (`über` → `uber`, by compatibility decomposition), then runs of other characters become `_`.
 */
function suggestion(name: string): string | undefined {
  const fixed = name
    .slice(0, 2 * MAX_LENGTH)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9_.-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, MAX_LENGTH);
  return /[A-Za-z0-9]/.test(fixed) && fixed !== name ? fixed : undefined;
}

export default defineRule({
  meta: {
    id: "tool-name-format",
    category: "spec",
    severity: "warning",
    description: "The tool name is 1–128 characters of `A-Z a-z 0-9 _ - .` (protocol 2025-11-25 and later).",
    defaultOptions: {},
  },
  create(context) {
    const strict = atLeast(context.protocol, FORMAT_SINCE);
    return {
      tool(tool) {
        const name = tool.name;
        if (name === undefined) return;
        const report = (message: string): void => context.report({ pointer: joinPointer(tool.pointer, "name"), message });
        if (name.length === 0) {
          report("Tool name is empty; clients call tools by name. Give it a name of 1–128 characters of A-Z, a-z, 0-9, `_`, `-` and `.`.");
          return;
        }
        const rename = (): string => {
          const better = suggestion(name);
          return better === undefined ? "" : `, e.g. ${codeSpan(better)}`;
        };
        if (!strict) {
          const bad = offending(name, (c) => NEVER_ALLOWED.test(c));
          if (bad.length > 0) {
            report(
              `Tool name ${codeSpan(name)} contains ${bad.join(", ")}; a name is an identifier that clients and models pass back verbatim, and whitespace or control characters break that. Rename it using A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`${rename()}.`,
            );
          }
          return;
        }
        const bad = offending(name, (c) => !ALLOWED.test(c));
        if (bad.length > 0) {
          const tooLong = name.length > MAX_LENGTH ? ` and is ${name.length} characters long (at most ${MAX_LENGTH})` : "";
          report(
            `Tool name ${codeSpan(name)} contains characters protocol ${context.protocol} does not allow in names: ${bad.join(", ")}${tooLong}. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`${rename()}.`,
          );
        } else if (name.length > MAX_LENGTH) {
          report(`Tool name is ${name.length} characters long; protocol ${context.protocol} allows at most ${MAX_LENGTH}. Shorten it.`);
        }
      },
    };
  },
});
