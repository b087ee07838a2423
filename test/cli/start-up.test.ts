// What a start loads. The build takes Node's builtins with process.getBuiltinModule: an ES
// import of `node:fs` or `node:util` builds the builtin's whole namespace, reading every lazy
// getter (fs/promises, readline, streams, worker_threads), a share of every cold start.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";

const DIST = join(REPO, "dist");

describe("the bundle", () => {
  it("imports no builtin as an ES module from our own sources (only bundled packages may)", () => {
    const files = [...readdirSync(DIST).map((f) => join(DIST, f)), ...readdirSync(join(DIST, "chunks")).map((f) => join(DIST, "chunks", f))].filter((f) =>
      f.endsWith(".js"),
    );
    expect(files.length).toBeGreaterThan(10);
    const offenders: string[] = [];
    let rewritten = 0;
    for (const file of files) {
      // esbuild heads each bundled module with a `// path` comment: the import belongs to the last one.
      let module = "";
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (/^\/\/ (src|node_modules)\//.test(line)) module = line.slice(3);
        if (/^import .* from "node:/.test(line) && module.startsWith("src/")) offenders.push(`${module}: ${line}`);
        if (line.includes("process.getBuiltinModule(") && module.startsWith("src/")) rewritten++;
      }
    }
    expect(offenders).toEqual([]);
    expect(rewritten).toBeGreaterThan(20);
  });
});
