// An output path that cannot be written ends the run at once: exit 2 and one line naming the
// path. Under /proc, Node's recursive mkdir used to retry forever at full CPU; the CLI's own
// timeout below turns such a hang into a failure instead of a stuck suite.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, tempDir } from "../helpers/cli.js";
import { expectNoneRunning, fixture, newTag } from "../live/helpers.js";

const TOOLS = `{ "tools": [{ "name": "search", "description": "Searches the catalogue.", "inputSchema": { "type": "object" } }] }\n`;

function writeTo(output: string, dir: string) {
  return runCli(["tools.json", "--no-config", "-f", "json", "-o", output], { cwd: dir, timeoutMs: 30_000 });
}

function expectOneLineFailure(run: ReturnType<typeof runCli>, output: string): void {
  expect(run.code).toBe(2);
  const lines = run.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`cannot write json output to ${output}: `);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe("-o to a path that cannot be written", () => {
  it.skipIf(!existsSync("/proc/self"))("fails fast under /proc, where no directory can be made", () => {
    const dir = tempDir({ "tools.json": TOOLS });
    expectOneLineFailure(writeTo("/proc/x/out.json", dir), "/proc/x/out.json");
    expectOneLineFailure(writeTo("/proc/x/y/z/out.json", dir), "/proc/x/y/z/out.json");
  });

  it("fails when a parent is a file, and when the output is a directory", () => {
    const dir = tempDir({ "tools.json": TOOLS, "plain-file": "x" });
    mkdirSync(join(dir, "a-directory"));
    expectOneLineFailure(writeTo("plain-file/sub/out.json", dir), "plain-file/sub/out.json");
    expectOneLineFailure(writeTo("plain-file/out.json", dir), "plain-file/out.json");
    expectOneLineFailure(writeTo("a-directory", dir), "a-directory");
  });

  it("still creates missing parent directories, and overwrites an existing file", () => {
    const dir = tempDir({ "tools.json": TOOLS, "old.json": "stale" });
    const created = writeTo("new/deeper/out.json", dir);
    expect(created.stderr).toBe("");
    expect(JSON.parse(readFileSync(join(dir, "new/deeper/out.json"), "utf8")).inputs).toHaveLength(1);
    writeFileSync(join(dir, "old.json"), "stale");
    expect(writeTo("old.json", dir).code).not.toBe(2);
    expect(JSON.parse(readFileSync(join(dir, "old.json"), "utf8")).version).toBe(1);
  });
});

describe("--snapshot to a path that cannot be written", () => {
  it.skipIf(!existsSync("/proc/self"))("is a problem of that server: exit 2, one line, the server stopped", () => {
    const tag = newTag();
    const run = runCli(["--stdio", `${JSON.stringify(process.execPath)} ${fixture("good.mjs")} ${tag}`, "--snapshot", "/proc/x/snap.json", "-f", "json"], {
      cwd: tempDir(),
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mcp-tool-lint: cannot write the snapshot of .* to \/proc\/x\/snap\.json: /);
    expectNoneRunning(tag);
  });
});
