// Where a rule lives: its code, its test and its docs page, each named by the rule's id. Shared by
// the generator's checks (gen-rule-checks.mjs) and the scaffold (new-rule.mjs).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const RULES_DIR = "src/rules";
export const TESTS_DIR = "test/rules";
export const DOCS_DIR = "docs/rules";

/** Lower-case words joined by single hyphens: `param-enum`, `compat-openai-strict`. */
export const RULE_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The ids the rule files are named by (what the registry imports), sorted. */
export function ruleFileIds(root) {
  return readdirSync(join(root, RULES_DIR))
    .filter((f) => f.endsWith(".ts") && !f.startsWith("_") && !f.endsWith(".test.ts") && f !== "index.ts")
    .map((f) => f.slice(0, -3))
    .sort();
}

/** The id a rule file declares in its `meta`, read from the text (the generator runs before any build). */
export function declaredId(text) {
  return /\bmeta:\s*\{[^}]*?\bid:\s*["']([^"']+)["']/.exec(text)?.[1];
}

/** One line per rule whose file is not named by its id, or that has no test or docs page. */
export function ruleFileProblems(root) {
  const problems = [];
  for (const id of ruleFileIds(root)) {
    const file = `${RULES_DIR}/${id}.ts`;
    const declared = declaredId(readFileSync(join(root, file), "utf8"));
    if (declared === undefined) problems.push(`${file}: no \`meta.id\` found; a rule file declares its id in \`meta\``);
    else if (declared !== id)
      problems.push(`${file}: the rule's id is "${declared}"; a rule file is named by its id (rename it to ${RULES_DIR}/${declared}.ts)`);
    if (!existsSync(join(root, TESTS_DIR, `${id}.test.ts`))) problems.push(`${file}: rule "${id}" has no test (${TESTS_DIR}/${id}.test.ts)`);
    if (!existsSync(join(root, DOCS_DIR, `${id}.md`))) problems.push(`${file}: rule "${id}" has no docs page (${DOCS_DIR}/${id}.md)`);
  }
  return problems;
}
