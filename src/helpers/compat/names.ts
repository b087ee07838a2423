import { codeSpan } from "../../core/spec/code-span.js";
/** Tool-name rules of model APIs and clients. */

/** OpenAI, Anthropic and Claude Desktop: letters, digits, `_` and `-`, 1 to 64 characters. */
const PORTABLE_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const PORTABLE_CHAR = /[a-zA-Z0-9_-]/;

/** Gemini: starts with a letter or `_`; letters, digits and `_ . : -`. */
const GEMINI_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
const GEMINI_CHAR = /[A-Za-z0-9_.:-]/;

/** How to fix a name the portable pattern refuses. */
export const PORTABLE_NAME_FIX = "Rename the tool to letters, digits, `_` and `-` only, at most 64 characters.";

/** What is wrong with a name under the portable pattern, or undefined when it fits. */
export function portableNameProblem(name: string, maxLength: number): string | undefined {
  if (name.length === 0) return "the name is empty";
  if (name.length > maxLength) return `the name is ${name.length} characters long (at most ${maxLength})`;
  if (!PORTABLE_NAME.test(name)) return `the name contains ${foreign(name, PORTABLE_CHAR)} (only \`A-Z a-z 0-9 _ -\` are allowed)`;
  return undefined;
}

/** What is wrong with a name under Gemini's rule, or undefined when it fits. */
export function geminiNameProblem(name: string, maxLength: number): string | undefined {
  if (name.length === 0) return "the name is empty";
  if (name.length > maxLength) return `the name is ${name.length} characters long (at most ${maxLength})`;
  if (!/^[A-Za-z_]/.test(name)) return "the name does not start with a letter or `_`";
  if (!GEMINI_NAME.test(name)) return `the name contains ${foreign(name, GEMINI_CHAR)} (only \`A-Z a-z 0-9 _ . : -\` are allowed)`;
  return undefined;
}

/** A name problem with the name it is about; an empty name has nothing to show. */
export function inName(problem: string, name: string): string {
  return name === "" ? problem : `${problem} in ${codeSpan(name)}`;
}

/** Claude Code's name for a server's tool: `mcp__<server>__<tool>`, other characters as `_`. */
export function claudeCodeToolName(server: string, tool: string): string {
  const clean = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, "_");
  return `mcp__${clean(server)}__${clean(tool)}`;
}

/** The characters of `name` that `allowed` rejects, each once, quoted for a message. */
function foreign(name: string, allowed: RegExp): string {
  const found: string[] = [];
  for (const ch of name) {
    if (allowed.test(ch) || found.includes(ch)) continue;
    found.push(ch);
    if (found.length > 5) break;
  }
  const shown = found.slice(0, 5).map((ch) => (ch === " " ? "a space" : `\`${JSON.stringify(ch).slice(1, -1)}\``));
  return found.length > 5 ? `${shown.join(", ")} and more` : shown.join(", ");
}
