// `npm run new-rule` scaffolds a rule, its test and its docs page that build, typecheck, lint and
// pass their tests as they stand; it refuses ids that exist or are not kebab-case. Run on a
// throw-away copy of the repository.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoCopy, runNode } from "../helpers/repo-copy.js";

let root: string;
beforeAll(() => {
  root = repoCopy();
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const newRule = (...args: string[]) => runNode(root, "scripts/new-rule.mjs", args);
const read = (path: string) => readFileSync(join(root, path), "utf8");
const SCAFFOLD = ["src/rules/tool-title-todo.ts", "test/rules/tool-title-todo.test.ts", "docs/rules/tool-title-todo.md"];

describe("scripts/new-rule.mjs", () => {
  it("scaffolds the rule, its tester table, its docs page and its row in the severity table", () => {
    const run = newRule("tool-title-todo", "--category", "design");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    for (const file of SCAFFOLD) expect(existsSync(join(root, file)), file).toBe(true);
    expect(read("src/rules/tool-title-todo.ts")).toContain('id: "tool-title-todo",\n    category: "design",');
    expect(read("test/rules/tool-title-todo.test.ts")).toContain("ruleTester(rule).run({");
    expect(read("docs/rules/tool-title-todo.md").split("\n")[8]).toBe("Severity: `info` in `recommended`, `warning` in `strict`: TODO: why this severity.");
    const listed = [...read("docs/README.md").matchAll(/^\| \[([a-z0-9-]+)\]\(rules\//gm)].map((match) => match[1]);
    expect(listed.slice(listed.indexOf("tool-shape"), listed.indexOf("tool-shape") + 3)).toEqual(["tool-shape", "tool-title-todo", "tool-unknown-field"]);
    expect(listed).toHaveLength(new Set(listed).size);
  });

  it("leaves a scaffold the generator accepts, that typechecks and passes Biome", () => {
    expect(runNode(root, "scripts/gen.mjs")).toMatchObject({ code: 0, stderr: "" });
    expect(read("src/rules/_registry.ts")).toContain('import rule_tool_title_todo from "./tool-title-todo.js";');
    writeFileSync(join(root, "tsconfig.scaffold.json"), JSON.stringify({ extends: "./tsconfig.json", include: SCAFFOLD.slice(0, 2) }));
    expect(runNode(root, "node_modules/typescript/bin/tsc", ["--noEmit", "-p", "tsconfig.scaffold.json"], 120_000)).toMatchObject({ code: 0, stdout: "" });
    expect(runNode(root, "node_modules/@biomejs/biome/bin/biome", ["check", ...SCAFFOLD.slice(0, 2)])).toMatchObject({ code: 0 });
  });

  it("leaves a scaffold whose test, docs layout, severity row and docs examples pass", () => {
    const tests = ["test/rules/tool-title-todo.test.ts", "test/docs/rule-docs.test.ts", "test/docs/severity-policy.test.ts", "test/docs/rule-examples.test.ts"];
    const run = runNode(
      root,
      "node_modules/vitest/vitest.mjs",
      ["run", ...tests, "-t", "tool-title-todo|lists every rule once|holds a page for each rule"],
      120_000,
    );
    expect(run.stdout + run.stderr).toMatch(/Tests {2}7 passed/);
    expect(run.code).toBe(0);
  });

  it.each([
    ["an id that exists", ["tool-count"], 'new-rule: rule "tool-count" already exists (src/rules/tool-count.ts)'],
    ["an id just scaffolded", ["tool-title-todo"], 'new-rule: rule "tool-title-todo" already exists (src/rules/tool-title-todo.ts)'],
    ["an id in snake case", ["tool_title"], 'new-rule: "tool_title" is not a rule id: lower-case words joined by hyphens, like `param-enum`'],
    ["an id in capitals", ["Tool-Title"], 'new-rule: "Tool-Title" is not a rule id: lower-case words joined by hyphens, like `param-enum`'],
    ["an id with a double hyphen", ["tool--title"], 'new-rule: "tool--title" is not a rule id: lower-case words joined by hyphens, like `param-enum`'],
    [
      "an unknown category",
      ["tool-title", "--category", "style"],
      'new-rule: unknown category "style"; one of change, compat, cost, design, meta, schema, security, spec',
    ],
    ["no id", [], "new-rule: usage: npm run new-rule <id> [--category <category>]"],
    ["an unknown option", ["tool-title", "--force"], "new-rule: Unknown option '--force' (usage: npm run new-rule <id> [--category <category>])"],
  ])("refuses %s with one line and exit code 2, writing nothing", (_, args, line) => {
    const index = read("docs/README.md");
    const run = newRule(...args);
    expect(run).toMatchObject({ code: 2, stdout: "", stderr: `${line}\n` });
    expect(existsSync(join(root, "src/rules/tool-title.ts"))).toBe(false);
    expect(read("docs/README.md")).toBe(index);
  });
});
