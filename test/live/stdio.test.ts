import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterEach, describe, expect, it } from "vitest";
import { captureServer, LiveError, type LiveCapture } from "../../src/pipeline/live/index.js";
import { expectNoneRunning, fixture, newTag, runningWith, stdioSpec } from "./helpers.js";

let tag = newTag();
afterEach(() => {
  expectNoneRunning(tag);
  tag = newTag();
});

function toolsOf(capture: LiveCapture): Array<Record<string, unknown>> {
  return capture.pages.flatMap((page) => (page as { tools: Array<Record<string, unknown>> }).tools);
}
const names = (capture: LiveCapture) => toolsOf(capture).map((tool) => tool.name);

async function failure(promise: Promise<unknown>): Promise<LiveError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LiveError);
  return error as LiveError;
}

describe("captureServer over stdio", () => {
  it("captures a well-made server: one page, the negotiated version, server info", async () => {
    const capture = await captureServer(stdioSpec("good.mjs", tag), { timeoutMs: 10_000 });
    expect(capture.transport).toBe("stdio");
    expect(capture.protocolVersion).toBe("2025-11-25");
    expect(capture.serverInfo).toEqual({ name: "fixture-good", version: "1.0.0" });
    expect(capture.capabilities).toEqual({ tools: { listChanged: true } });
    expect(capture.pages).toHaveLength(1);
    expect(names(capture)).toEqual(["search_issues", "get_issue", "add_comment"]);
    expect(capture.notes).toEqual([]);
  });

  it("records the protocol version the server negotiated, not the one offered", async () => {
    const capture = await captureServer(stdioSpec("old-protocol.mjs", tag), { timeoutMs: 10_000 });
    expect(capture.protocolVersion).toBe("2024-11-05");
    expect(capture.serverInfo).toEqual({ name: "fixture-old-protocol", version: "0.9.0" });
  });

  it("keeps every tool the SDK's own client rejects, exactly as sent", async () => {
    const sent = JSON.parse(readFileSync(fixture("lib/rejected-tools.json"), "utf8"));
    const capture = await captureServer(stdioSpec("rejected.mjs", tag), { timeoutMs: 10_000 });
    expect(capture.pages).toEqual([{ tools: sent }]);
    expect(toolsOf(capture)[1]).toHaveProperty("title", null);
    expect(toolsOf(capture)[4]).toHaveProperty("x-internal-owner", "search-team");
  });

  it("(the SDK's bare Client.listTools throws on the same server, which is why the capture is raw)", async () => {
    const client = new Client({ name: "sdk-check", version: "0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixture("rejected.mjs"), tag], stderr: "ignore" }));
    try {
      await expect(client.listTools()).rejects.toThrow();
    } finally {
      await client.close();
    }
  });

  it("follows nextCursor through three pages", async () => {
    const capture = await captureServer(stdioSpec("paginated.mjs", tag), { timeoutMs: 10_000 });
    expect(capture.pages.map((page) => (page as { tools: unknown[] }).tools.length)).toEqual([3, 3, 1]);
    expect(names(capture)).toEqual(["get_alpha", "get_bravo", "get_charlie", "get_delta", "get_echo", "get_foxtrot", "get_golf"]);
    expect((capture.pages[0] as { nextCursor?: unknown }).nextCursor).toEqual(expect.any(String));
    expect(capture.notes).toEqual([]);
  });

  it("stops on a repeated cursor and says so", async () => {
    const capture = await captureServer(stdioSpec("cursor-loop.mjs", tag), { timeoutMs: 10_000 });
    expect(names(capture)).toEqual(["first", "from_a", "from_b"]);
    // The loop itself is a list-shape finding (test/cli/live.test.ts); the capture just stops.
    expect(capture.notes).toEqual([]);
  });

  it("stops after 100 pages when every cursor is new", async () => {
    const capture = await captureServer(stdioSpec("cursor-loop.mjs", tag, "--endless"), { timeoutMs: 10_000 });
    expect(capture.pages).toHaveLength(100);
    expect(names(capture).at(-1)).toBe("tool_99");
    expect(capture.notes).toEqual([]);
  });

  it("fails within the timeout plus a second on a server that never answers, and ends it and its child", async () => {
    const started = Date.now();
    const promise = captureServer(stdioSpec("silent.mjs", tag), { timeoutMs: 2000 });
    // While it waits, the server and the helper it started are both running.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runningWith(tag)).toHaveLength(2);
    const error = await failure(promise);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.message).toBe('server "silent": no answer to initialize within 2000 ms');
  });

  it("reports a crash during the handshake with the exit code and the stderr tail", async () => {
    const error = await failure(captureServer(stdioSpec("crash.mjs", tag), { timeoutMs: 10_000 }));
    expect(error.message).toBe('server "crash": the server process exited with code 3 during the handshake');
    expect(error.stderrTail).toEqual(["fixture-crash: starting", "Error: GITHUB_TOKEN is not set", "    at loadConfig (server.js:12:11)"]);
  });

  it("skips lines on stdout that are not JSON-RPC messages, and notes them", async () => {
    const capture = await captureServer(stdioSpec("garbage.mjs", tag), { timeoutMs: 10_000 });
    expect(names(capture)).toEqual(["get_forecast"]);
    expect(capture.notes).toEqual([
      'ignored 5 line(s) on stdout that are not JSON-RPC messages (the first: "Weather MCP server v2 running on stdio"); ' +
        "a stdio server must write only MCP messages to stdout, and logs to stderr",
    ]);
  });

  it("reports a tools/list error with the server's message", async () => {
    const error = await failure(captureServer(stdioSpec("list-error.mjs", tag), { timeoutMs: 10_000 }));
    expect(error.message).toBe(
      'server "list-error": tools/list failed: MCP error -32603: tool catalogue unavailable: upstream returned 503 (JSON-RPC error -32603)',
    );
  });

  it("reports a command that does not exist", async () => {
    const error = await failure(
      captureServer({ name: "missing", transport: "stdio", command: "mcp-tool-lint-no-such-command", args: [tag] }, { timeoutMs: 5000 }),
    );
    expect(error.message).toBe(
      'server "missing": could not start `mcp-tool-lint-no-such-command`: not found (is it installed and on PATH, or is `cwd` wrong?)',
    );
  });

  it("passes env and cwd to the server", async () => {
    const spec = stdioSpec("env-echo.mjs", tag);
    const capture = await captureServer({ ...spec, env: { FIXTURE_NAME: "from-env" }, cwd: "/tmp" } as typeof spec, { timeoutMs: 5000 });
    expect(capture.serverInfo).toEqual({ name: "from-env", version: "/tmp" });
    expect(capture.pages).toEqual([{ tools: [] }]);
  });

  it("ends the server when the caller aborts", async () => {
    const controller = new AbortController();
    const promise = captureServer(stdioSpec("silent.mjs", tag), { timeoutMs: 30_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 500);
    const error = await failure(promise);
    // Which request it waits on depends on how fast the server starts: discover comes first.
    expect(error.message).toMatch(/^server "silent": interrupted while waiting for answer to (server\/discover|initialize)$/);
  });
});
