// The generators refuse a rule whose file is not named by its id, or that has no test or docs page:
// run on a throw-away copy of the repository, one problem at a time.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoCopy, runNode } from "../helpers/repo-copy.js";

const copies: string[] = [];
function copy(): string {
  const root = repoCopy();
  copies.push(root);
  rmSync(join(root, "src/rules/_registry.ts"));
  return root;
}
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

const gen = (root: string) => runNode(root, "scripts/gen.mjs");

describe("scripts/gen.mjs", () => {
  it("writes the registry when every rule is named by its id and has a test and a docs page", () => {
    const root = copy();
    const run = gen(root);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(readFileSync(join(root, "src/rules/_registry.ts"), "utf8")).toContain('import rule_tool_count from "./tool-count.js";');
  });

  it("fails with one line when a rule file's name is not its id, and writes no registry", () => {
    const root = copy();
    const file = join(root, "src/rules/tool-count.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace('id: "tool-count"', 'id: "tool-total"'));
    const run = gen(root);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'gen: src/rules/tool-count.ts: the rule\'s id is "tool-total"; a rule file is named by its id (rename it to src/rules/tool-total.ts)\n',
    );
    expect(existsSync(join(root, "src/rules/_registry.ts"))).toBe(false);
  });

  it("fails with one line when a rule has no test", () => {
    const root = copy();
    rmSync(join(root, "test/rules/tool-count.test.ts"));
    const run = gen(root);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('gen: src/rules/tool-count.ts: rule "tool-count" has no test (test/rules/tool-count.test.ts)\n');
  });

  it("fails with one line when a rule has no docs page", () => {
    const root = copy();
    rmSync(join(root, "docs/rules/tool-count.md"));
    const run = gen(root);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('gen: src/rules/tool-count.ts: rule "tool-count" has no docs page (docs/rules/tool-count.md)\n');
  });

  it("fails with one line when a rule file declares no id", () => {
    const root = copy();
    writeFileSync(join(root, "src/rules/tool-count.ts"), "export default {};\n");
    const run = gen(root);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("gen: src/rules/tool-count.ts: no `meta.id` found; a rule file declares its id in `meta`\n");
  });
});
