// Live servers through the built CLI: --stdio, `--`, --url with --header, --mcp-config,
// --snapshot, timeouts and failures. Servers are the SDK-built fixtures in fixtures/servers.
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "../helpers/cli.js";
import { EVERYTHING, expectNoneRunning, fixture, newTag, startFixture, type Started } from "../live/helpers.js";

const started: Started[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

function json(args: string[], options: Parameters<typeof runCli>[1] = {}) {
  const run = runCli([...args, "-f", "json"], options);
  return { ...run, output: run.stdout ? JSON.parse(run.stdout) : undefined };
}

const node = JSON.stringify(process.execPath);

describe("--stdio", () => {
  it("lints a good server's tools with the protocol version it negotiated", () => {
    const tag = newTag();
    const { code, output, stderr } = json(["--stdio", `${node} ${fixture("good.mjs")} ${tag}`]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(output.inputs[0]).toMatchObject({ kind: "server", toolCount: 3, protocolVersion: "2025-11-25", serverInfo: { name: "fixture-good" } });
    expectNoneRunning(tag);
  });

  it("lints, field by field, tools the SDK's own client would reject", () => {
    const tag = newTag();
    const { code, output } = json(["--stdio", `${node} ${fixture("rejected.mjs")} ${tag}`]);
    expect(code).toBe(1);
    const rules = new Set(output.findings.map((f: { ruleId: string }) => f.ruleId));
    expect(rules).toContain("input-schema-object");
    expect(output.findings).toContainEqual(
      expect.objectContaining({ ruleId: "tool-shape", tool: "null_fields", pointer: expect.stringMatching(/\/tools\/\d+\/annotations$/) }),
    );
    expectNoneRunning(tag);
  });

  it("takes the command as separate words after --, with --env and --cwd", () => {
    const tag = newTag();
    const dir = tempDir();
    const run = runCli(["-f", "json", "--env", "FIXTURE_NAME=from-env", "--cwd", dir, "--", process.execPath, fixture("env-echo.mjs"), tag]);
    expect(run.stderr).toBe("");
    const output = JSON.parse(run.stdout);
    expect(output.inputs[0]).toMatchObject({ name: `${process.execPath} ${fixture("env-echo.mjs")} ${tag}`, serverInfo: { name: "from-env", version: dir } });
    expectNoneRunning(tag);
  });

  it("a server that never answers: exit 2 within the timeout plus a second, nothing left running", () => {
    const tag = newTag();
    const start = Date.now();
    const run = runCli(["--stdio", `${node} ${fixture("silent.mjs")} ${tag}`, "--timeout", "2"]);
    expect(Date.now() - start).toBeLessThan(3000 + 1500); // CLI start-up on a loaded machine
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-tool-lint: server ".*silent\.mjs.*": no answer to initialize within 2000 ms$/m);
    expectNoneRunning(tag);
  });

  it("a server that crashes in the handshake: exit 2 with its stderr tail, other inputs still linted", () => {
    const tag = newTag();
    const run = runCli(["fixtures/examples/bad-tools.json", "--stdio", `${node} ${fixture("crash.mjs")} ${tag}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/exited with code 3 during the handshake\n {2}server stderr \(last lines\):\n( {4}.*\n)* {4}Error: GITHUB_TOKEN is not set\n/);
    expect(run.stdout).toContain("fixtures/examples/bad-tools.json");
    expectNoneRunning(tag);
  });

  it("a server that prints garbage on stdout is still linted, with a note", () => {
    const tag = newTag();
    const run = runCli(["--stdio", `${node} ${fixture("garbage.mjs")} ${tag}`, "-f", "json"]);
    expect(run.stderr).toMatch(/note: .*(not JSON-RPC|skipped)/i);
    expect(JSON.parse(run.stdout).inputs[0].toolCount).toBeGreaterThan(0);
    expectNoneRunning(tag);
  });

  it("writes a --snapshot that lints offline with the same findings, at real positions", () => {
    const tag = newTag();
    const dir = tempDir();
    const live = json(["--stdio", `${node} ${fixture("rejected.mjs")} ${tag}`, "--snapshot", join(dir, "snap.json")]);
    const snapshot = JSON.parse(readFileSync(join(dir, "snap.json"), "utf8"));
    expect(snapshot).toMatchObject({
      mcpToolLintSnapshot: 2,
      protocolVersion: "2025-11-25",
      era: "legacy",
      toolsSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(live.output.findings.every((f: { line: number | null }) => f.line !== null)).toBe(true);
    const offline = json([join(dir, "snap.json")]);
    const key = (f: { ruleId: string; pointer: string; line: number }) => `${f.ruleId} ${f.pointer} ${f.line}`;
    expect(offline.output.findings.map(key)).toEqual(live.output.findings.map(key));
    expect(offline.output.inputs[0]).toMatchObject({ shape: "snapshot", protocolVersion: "2025-11-25" });
  });
});

describe("--url", () => {
  it("lints a Streamable HTTP server on 127.0.0.1", async () => {
    const tag = newTag();
    const server = await startFixture("http.mjs", tag);
    started.push(server);
    const { code, output } = json(["--url", server.firstLine]);
    expect(code).toBe(0);
    expect(output.inputs[0]).toMatchObject({ name: server.firstLine, kind: "server", toolCount: 3 });
  });

  it("falls back to HTTP+SSE", async () => {
    const server = await startFixture("sse.mjs", newTag());
    started.push(server);
    const { output, stderr } = json(["--url", server.firstLine]);
    expect(output.inputs[0].toolCount).toBe(3);
    expect(stderr).toMatch(/note: .*SSE/i);
  });

  it("sends --header values, taking $VARS from the environment", async () => {
    const server = await startFixture("http-bearer.mjs", newTag(), "--token=s3cret");
    started.push(server);
    const denied = runCli(["--url", server.firstLine]);
    expect(denied.code).toBe(2);
    expect(denied.stderr).toMatch(/401|unauthori[sz]ed/i);
    const allowed = json(["--url", server.firstLine, "--header", "Authorization: Bearer $FIXTURE_TOKEN"], { env: { FIXTURE_TOKEN: "s3cret" } });
    expect(allowed.code).toBe(0);
    expect(allowed.output.inputs[0].toolCount).toBe(3);
  });
});

describe("--mcp-config", () => {
  it("lints every server of a client config, reports the failing one, anchors findings to the entry, and checks the union", () => {
    const tag = newTag();
    const config = {
      mcpServers: {
        first: { command: process.execPath, args: [fixture("good.mjs"), tag] },
        second: { command: process.execPath, args: [fixture("good.mjs"), tag] },
        broken: { command: process.execPath, args: [fixture("crash.mjs"), tag] },
      },
    };
    const dir = tempDir({ "claude_desktop_config.json": JSON.stringify(config, null, 2) });
    const { code, output, stderr } = json(["--mcp-config", "claude_desktop_config.json"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toMatch(/server "broken".*exited with code 3/);
    const servers = output.inputs.filter((i: { kind: string }) => i.kind === "server");
    expect(servers.map((s: { name: string }) => s.name)).toEqual(["first", "second"]);
    const collisions = output.findings.filter((f: { ruleId: string; severity: string }) => f.ruleId === "tool-name-unique");
    expect(collisions).toHaveLength(3);
    const secondLine =
      JSON.stringify(config, null, 2)
        .split("\n")
        .findIndex((line) => line.includes('"second"')) + 1;
    expect(collisions[0]).toMatchObject({
      file: "claude_desktop_config.json",
      line: secondLine,
      column: 5,
      message: expect.stringContaining("also a tool of server `first`"),
    });
    expectNoneRunning(tag);
  });

  it("--server picks entries; an unknown name is a usage error", () => {
    const tag = newTag();
    const config = { mcpServers: { only: { command: process.execPath, args: [fixture("good.mjs"), tag] }, other: { command: "false" } } };
    const dir = tempDir({ ".mcp.json": JSON.stringify(config) });
    expect(
      json(["--mcp-config", ".mcp.json", "--server", "only"], { cwd: dir }).output.inputs.filter((i: { kind: string }) => i.kind === "server"),
    ).toHaveLength(1);
    const unknown = runCli(["--mcp-config", ".mcp.json", "--server", "nope"], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--server `nope` is not in .mcp.json");
    expectNoneRunning(tag);
  });
});

describe("a real published server", () => {
  it("lints @modelcontextprotocol/server-everything over stdio", () => {
    const tag = newTag();
    const { output, stderr } = json(["--stdio", `${node} ${EVERYTHING} stdio ${tag}`]);
    expect(stderr).toBe("");
    expect(output.inputs[0]).toMatchObject({ kind: "server", serverInfo: { name: "mcp-servers/everything" } });
    expect(output.inputs[0].toolCount).toBeGreaterThan(5);
    expect(output.problems).toEqual([]);
    expectNoneRunning(tag);
  });
});
