// What a start loads. The build takes Node's builtins with process.getBuiltinModule: an ES
// import of `node:fs` or `node:util` builds the builtin's whole namespace, reading every lazy
// getter (fs/promises, readline, streams, worker_threads), a share of every cold start.
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

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

// The CLI's code cache (src/shell/cli/code-cache.ts): written after a plain lint, read by later
// starts, and only ever from a directory and file of this user whose checksum holds.
describe("the code cache", () => {
  const tools = JSON.stringify({ tools: [{ name: "get_weather", description: "Returns the forecast for a city.", inputSchema: { type: "object" } }] });
  const setup = () => {
    const dir = tempDir({ "tools.json": tools });
    const cacheRoot = join(dir, "cache");
    const env = { NODE_COMPILE_CACHE: cacheRoot };
    const lint = () => runCli(["tools.json", "-f", "json"], { cwd: dir, env });
    const files = () => {
      try {
        return readdirSync(join(cacheRoot, "mcp-tool-lint")).filter((f) => f.endsWith(".cache"));
      } catch {
        return [];
      }
    };
    return { dir, cacheRoot, env, lint, files, cacheFile: () => join(cacheRoot, "mcp-tool-lint", files()[0]!) };
  };

  it("is written by a plain lint, then read: the next run gives the same report and leaves the file as it was", () => {
    const { lint, files, cacheFile } = setup();
    const first = lint();
    expect(first.code).toBe(0);
    expect(files()).toHaveLength(1);
    const bytes = readFileSync(cacheFile());
    expect(bytes.length).toBeGreaterThan(10_000);
    const second = lint();
    expect(second).toEqual(first);
    expect(readFileSync(cacheFile()).equals(bytes)).toBe(true);
  });

  it("a damaged cache is not used and is written again", () => {
    const { lint, files, cacheFile } = setup();
    const first = lint();
    const good = readFileSync(cacheFile());
    const bad = Buffer.from(good);
    const middle = bad.length >> 1;
    bad[middle] = bad[middle]! ^ 0xff;
    writeFileSync(cacheFile(), bad);
    expect(lint()).toEqual(first);
    expect(files()).toHaveLength(1);
    expect(readFileSync(cacheFile()).equals(bad)).toBe(false);
  });

  it("is not written by --help or a usage error, nor when NODE_DISABLE_COMPILE_CACHE is set", () => {
    const { dir, env, lint, files } = setup();
    expect(runCli(["--help"], { cwd: dir, env }).code).toBe(0);
    expect(runCli(["tools.json", "--no-such-flag"], { cwd: dir, env }).code).toBe(2);
    expect(runCli(["tools.json"], { cwd: dir, env: { ...env, NODE_DISABLE_COMPILE_CACHE: "1" } }).code).toBe(0);
    expect(files()).toEqual([]);
    lint();
    expect(files()).toHaveLength(1);
  });

  it.skipIf(process.platform === "win32")("is neither read nor written in a directory others can write to", () => {
    const { cacheRoot, lint, files } = setup();
    mkdirSync(join(cacheRoot, "mcp-tool-lint"), { recursive: true });
    chmodSync(join(cacheRoot, "mcp-tool-lint"), 0o777);
    expect(lint().code).toBe(0);
    expect(files()).toEqual([]);
    expect(statSync(join(cacheRoot, "mcp-tool-lint")).mode & 0o777).toBe(0o777);
  });
});
