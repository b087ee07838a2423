// Through the built CLI: each server linted at the version it negotiated, cursor loops as
// findings that fail the run, and snapshots that re-lint offline with the same findings.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../helpers/cli.js";
import { expectNoneRunning, fixture, newTag, startFixture, type Started } from "./helpers.js";

const started: Started[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  tool: string | null;
  pointer: string;
}

function json(args: string[]) {
  const run = runCli([...args, "-f", "json"]);
  return { ...run, output: run.stdout ? JSON.parse(run.stdout) : undefined };
}

const node = JSON.stringify(process.execPath);
const stdio = (file: string, tag: string, ...args: string[]) => ["--stdio", `${node} ${fixture(file)} ${[...args, tag].join(" ")}`];
const same = (f: JsonFinding) => `${f.ruleId} ${f.severity} ${f.tool} ${f.message}`;

describe("the version each server is linted at", () => {
  it("an SDK v2 server over stdio: 2026-07-28, its 2026 result fields complete, its array outputSchema an era-compat warning", () => {
    const tag = newTag();
    const { code, output, stderr } = json(stdio("v2.mjs", tag));
    expect(stderr).toBe("");
    expect(output.inputs[0]).toMatchObject({ kind: "server", toolCount: 2, protocolVersion: "2026-07-28", serverInfo: { name: "fixture-v2" } });
    expect(output.findings.filter((f: JsonFinding) => f.ruleId === "list-shape")).toEqual([]);
    // Its array outputSchema is valid in 2026-07-28; 2025-era clients would reject it.
    expect(output.findings.map((f: JsonFinding) => [f.ruleId, f.severity, f.tool])).toEqual([["era-compat", "warning", "list_labels"]]);
    expect(code).toBe(0);
    expectNoneRunning(tag);
  });

  it("the same server with --protocol 2025-11-25 at the legacy view", () => {
    const tag = newTag();
    const { output } = json([...stdio("v2.mjs", tag), "--protocol", "2025-11-25"]);
    expect(output.inputs[0]).toMatchObject({ toolCount: 2, protocolVersion: "2025-11-25" });
    // The SDK v2 sends 2025-era clients the schema wrapped in an object: nothing to say in either rule.
    expect(output.findings.filter((f: JsonFinding) => f.ruleId === "era-compat" || f.ruleId === "output-schema-object")).toEqual([]);
    expectNoneRunning(tag);
  });

  it("an SDK v2 server over Streamable HTTP: 2026-07-28; a legacy HTTP server: 2025-11-25", async () => {
    const tag = newTag();
    const v2 = await startFixture("v2.mjs", tag, "--http");
    const legacy = await startFixture("http.mjs", tag);
    started.push(v2, legacy);
    const { output } = json(["--url", v2.firstLine, "--url", legacy.firstLine]);
    expect(output.inputs.map((input: { protocolVersion: string }) => input.protocolVersion)).toEqual(["2026-07-28", "2025-11-25"]);
  });

  it("--protocol 2026-07-28 on a legacy-only server: exit 2, one line saying why", () => {
    const tag = newTag();
    const run = runCli([...stdio("good.mjs", tag), "--protocol", "2026-07-28"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^mcp-tool-lint: server ".*good\.mjs.*": --protocol 2026-07-28 cannot be used: it does not know server\/discover \(method not found\)$/m,
    );
    expectNoneRunning(tag);
  });
});

describe("pagination that never ends", () => {
  it("a cycling nextCursor fails the run with a list-shape error, and the pages read are linted", () => {
    const tag = newTag();
    const { code, output, stderr } = json(stdio("cursor-loop.mjs", tag));
    expect(code).toBe(1);
    expect(stderr).toBe("");
    expect(output.inputs[0]).toMatchObject({ toolCount: 3 });
    const loops = output.findings.filter((f: JsonFinding) => f.ruleId === "list-shape");
    expect(loops).toEqual([
      expect.objectContaining({
        severity: "error",
        pointer: "/2/nextCursor",
        message: expect.stringContaining('Page 3 sends `nextCursor` "A" again (page 1 sent it)'),
      }),
    ]);
    expectNoneRunning(tag);
  });

  it("a list still going at the page cap fails the run the same way", () => {
    const tag = newTag();
    const { code, output } = json(stdio("cursor-loop.mjs", tag, "--endless"));
    expect(code).toBe(1);
    expect(output.inputs[0]).toMatchObject({ toolCount: 100 });
    expect(output.findings.filter((f: JsonFinding) => f.ruleId === "list-shape").map((f: JsonFinding) => f.pointer)).toEqual(["/99/nextCursor"]);
    expectNoneRunning(tag);
  });
});

describe("--snapshot", () => {
  it.each([
    ["an SDK v2 server (2026-07-28)", "v2.mjs", "2026-07-28", "2026-07-28"],
    ["a cycling cursor", "cursor-loop.mjs", "2025-11-25", "legacy"],
  ])("%s: records the version, era and how it was chosen; re-linted offline, the same findings", (_, file, version, era) => {
    const tag = newTag();
    const dir = tempDir();
    // A run with --snapshot lints the file it wrote, so the live findings come from a run without it.
    const live = json(stdio(file, tag));
    json([...stdio(file, tag), "--snapshot", join(dir, "snap.json")]);
    const snapshot = JSON.parse(readFileSync(join(dir, "snap.json"), "utf8"));
    expect(snapshot).toMatchObject({
      mcpToolLintSnapshot: 2,
      protocolVersion: version,
      era,
      negotiation: { how: expect.any(String) },
      pages: expect.any(Array),
    });
    const offline = json([join(dir, "snap.json")]);
    expect(live.output.findings.length).toBeGreaterThan(0);
    expect(offline.output.findings.map(same)).toEqual(live.output.findings.map(same));
    expect(offline.code).toBe(live.code);
    expect(offline.output.inputs[0]).toMatchObject({ shape: "snapshot", protocolVersion: version });
    expectNoneRunning(tag);
  });
});
