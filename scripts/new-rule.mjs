// `npm run new-rule <id> [--category c]`: scaffolds a rule the way its siblings are written: the
// rule (src/rules/<id>.ts), its rule-tester table (test/rules/<id>.test.ts), its docs page
// (docs/rules/<id>.md) and its row in the severity table of docs/README.md. The example check
// (a description that still says TODO) passes its test and its page's examples, so the build
// stays green from the first minute; replace it, and every TODO, with the rule's own.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DOCS_DIR, RULE_ID, RULES_DIR, TESTS_DIR } from "./rule-files.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const USAGE = "usage: npm run new-rule <id> [--category <category>]";

function fail(message) {
  process.stderr.write(`new-rule: ${message}\n`);
  process.exit(2);
}

/** The categories the rules use, read from their files (so a new category needs no edit here). */
function categories() {
  const found = new Set();
  for (const file of readdirSync(join(ROOT, RULES_DIR)).filter((f) => f.endsWith(".ts") && !f.startsWith("_"))) {
    const category = /\bcategory:\s*"([a-z]+)"/.exec(readFileSync(join(ROOT, RULES_DIR, file), "utf8"))?.[1];
    if (category) found.add(category);
  }
  return [...found].sort();
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { category: { type: "string", default: "design" } } });
} catch (error) {
  fail(`${error.message.split(". ")[0]} (${USAGE})`);
}
const [id, ...extra] = parsed.positionals;
const { category } = parsed.values;
if (id === undefined || extra.length > 0) fail(USAGE);
if (!RULE_ID.test(id)) fail(`"${id}" is not a rule id: lower-case words joined by hyphens, like \`param-enum\``);
const known = categories();
if (!known.includes(category)) fail(`unknown category "${category}"; one of ${known.join(", ")}`);

const files = { rule: `${RULES_DIR}/${id}.ts`, test: `${TESTS_DIR}/${id}.test.ts`, docs: `${DOCS_DIR}/${id}.md` };
for (const file of Object.values(files)) if (existsSync(join(ROOT, file))) fail(`rule "${id}" already exists (${file})`);
const index = readFileSync(join(ROOT, "docs/README.md"), "utf8");
if (index.includes(`| [${id}](rules/${id}.md) |`)) fail(`rule "${id}" already exists (its row in docs/README.md)`);

// The strict preset raises design rules that are info to warning (src/pipeline/config/resolve.ts).
const strict = category === "design" ? "warning" : "info";
const description = "TODO: one line that says what the rule checks.";
const why = "TODO: why this severity";

const rule = `import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";

export default defineRule({
  meta: {
    id: "${id}",
    category: "${category}",
    severity: "info",
    description: "${description}",
    defaultOptions: {},
  },
  create(context) {
    return {
      tool(tool) {
        // TODO: the example check (a description that still says TODO); replace it with the rule's own.
        if (!isObject(tool.value) || typeof tool.value.description !== "string" || !/\\bTODO\\b/.test(tool.value.description)) return;
        context.report({
          pointer: joinPointer(tool.pointer, "description"),
          message: \`The description of \\\`\${tool.name ?? "this tool"}\\\` still says TODO; the model reads it to choose the tool. Finish it.\`,
        });
      },
    };
  },
});
`;

const test = `import rule from "../../src/rules/${id}.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

// TODO: one case per thing the rule flags and per thing it must leave alone.
ruleTester(rule).run({
  valid: [{ name: "a finished description", input: [tool()] }],
  invalid: [
    {
      name: "a description that still says TODO",
      input: [tool({ description: "TODO: say what it lists." })],
      errors: [
        {
          message: "The description of \`list_files\` still says TODO; the model reads it to choose the tool. Finish it.",
          pointer: "/0/description",
          line: 4,
          column: 5,
        },
      ],
    },
  ],
});
`;

const docs = `# ${id}

| category | default (\`recommended\`) | options |
|---|---|---|
| ${category} | info | none |

${description}

Severity: \`info\` in \`recommended\`, \`${strict}\` in \`strict\`: ${why}.

## Why

TODO: what goes wrong for clients or models when a definition has this problem, and why the
finding is true whenever it is reported.

## Failing example

\`\`\`json
{"tools": [{"name": "list_files", "description": "TODO: say what it lists.", "inputSchema": {"type": "object"}}]}
\`\`\`

## Passing example

\`\`\`json
{"tools": [{"name": "list_files", "description": "List the files in a directory of the workspace.", "inputSchema": {"type": "object"}}]}
\`\`\`

## Options

None.

## Source

TODO: the specification section, client documentation or measurement the rule rests on.
`;

/** The severity table's row, in id order. */
function withRow(text) {
  const row = `| [${id}](rules/${id}.md) | ${category} | info | ${strict} | ${why} |`;
  const lines = text.split("\n");
  const rows = lines.flatMap((line, at) => {
    const listed = /^\| \[([a-z0-9-]+)\]\(rules\//.exec(line)?.[1];
    return listed ? [{ listed, at }] : [];
  });
  if (rows.length === 0) fail("docs/README.md has no severity table to add the rule to");
  const next = rows.find(({ listed }) => listed > id);
  lines.splice(next ? next.at : rows[rows.length - 1].at + 1, 0, row);
  return lines.join("\n");
}

writeFileSync(join(ROOT, files.rule), rule);
writeFileSync(join(ROOT, files.test), test);
writeFileSync(join(ROOT, files.docs), docs);
writeFileSync(join(ROOT, "docs/README.md"), withRow(index));
process.stdout.write(
  `Created ${files.rule}, ${files.test} and ${files.docs}, and the rule's row in docs/README.md.\n` +
    `Next: write the check and its cases (every TODO), then \`npm run build\` and \`npx vitest run ${files.test} test/docs\`.\n`,
);
