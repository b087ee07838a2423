import { readFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { captureServer, LiveError, type LiveCapture } from "../../src/pipeline/live/index.js";
import { expectNoneRunning, fixture, freePort, newTag, startFixture, type Started } from "./helpers.js";

let tag = newTag();
let servers: Started[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  expectNoneRunning(tag);
  tag = newTag();
});

async function start(file: string, ...args: string[]): Promise<string> {
  const server = await startFixture(file, tag, ...args);
  servers.push(server);
  return server.firstLine;
}

const names = (capture: LiveCapture) => capture.pages.flatMap((page) => (page as { tools: Array<{ name: unknown }> }).tools.map((t) => t.name));

async function failure(promise: Promise<unknown>): Promise<LiveError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LiveError);
  return error as LiveError;
}

describe("captureServer over HTTP", () => {
  it("captures a Streamable HTTP server on 127.0.0.1", async () => {
    const url = await start("http.mjs");
    const capture = await captureServer({ name: "http", transport: "http", url }, { timeoutMs: 10_000 });
    expect(capture.transport).toBe("streamable-http");
    expect(capture.protocolVersion).toBe("2025-11-25");
    expect(capture.serverInfo).toEqual({ name: "fixture-http", version: "1.0.0" });
    expect(names(capture)).toEqual(["search_issues", "get_issue", "add_comment"]);
    expect(capture.notes).toEqual([]);
  });

  it("keeps every tool the SDK's own client rejects, exactly as sent, over HTTP too", async () => {
    const url = await start("http.mjs", "--tools=rejected");
    const capture = await captureServer({ name: "http", transport: "http", url }, { timeoutMs: 10_000 });
    expect(capture.pages).toEqual([{ tools: JSON.parse(readFileSync(fixture("lib/rejected-tools.json"), "utf8")) }]);
  });

  it("listens on the port it is given", async () => {
    const port = await freePort();
    expect(await start("http.mjs", String(port))).toBe(`http://127.0.0.1:${port}/mcp`);
  });

  it("falls back to HTTP+SSE when Streamable HTTP is refused with a 4xx, and says so", async () => {
    const url = await start("sse.mjs");
    const capture = await captureServer({ name: "sse", transport: "http", url }, { timeoutMs: 10_000 });
    expect(capture.transport).toBe("sse");
    expect(capture.serverInfo).toEqual({ name: "fixture-sse", version: "1.0.0" });
    expect(names(capture)).toEqual(["search_issues", "get_issue", "add_comment"]);
    expect(capture.notes).toEqual([
      `Streamable HTTP was refused (HTTP 405 from ${url}: {"jsonrpc":"2.0","error":{"code":-32000,"message":"not found"},"id":null}); connected with the older HTTP+SSE transport`,
    ]);
  });

  it("goes straight to HTTP+SSE when the config says `sse`", async () => {
    const url = await start("sse.mjs");
    const capture = await captureServer({ name: "sse", transport: "http", url, legacySse: true }, { timeoutMs: 10_000 });
    expect(capture.transport).toBe("sse");
    expect(capture.notes).toEqual([]);
  });

  it("reports a 401 without trying SSE, and names the fix", async () => {
    const url = await start("http-bearer.mjs", "--token=s3cret");
    const error = await failure(captureServer({ name: "bearer", transport: "http", url }, { timeoutMs: 10_000 }));
    expect(error.message).toBe(
      `server "bearer": the handshake failed: HTTP 401 from ${url}: {"jsonrpc":"2.0","error":{"code":-32000,"message":"missing or wrong bearer token"},"id":null}; ` +
        "send credentials in a header, e.g. --header 'Authorization: Bearer $TOKEN'",
    );
    expect(error.stderrTail).toEqual([]);
  });

  it("sends the headers it is given", async () => {
    const url = await start("http-bearer.mjs", "--token=s3cret");
    const capture = await captureServer({ name: "bearer", transport: "http", url, headers: { Authorization: "Bearer s3cret" } }, { timeoutMs: 10_000 });
    expect(capture.serverInfo).toEqual({ name: "fixture-http-bearer", version: "1.0.0" });
    expect(names(capture)).toHaveLength(3);
  });

  it("reports a server that is not there", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/mcp`;
    const error = await failure(captureServer({ name: "nobody", transport: "http", url }, { timeoutMs: 5000 }));
    expect(error.message).toMatch(new RegExp(`^server "nobody": the handshake failed: cannot reach ${url.replace(/[.]/g, "\\.")}: .*ECONNREFUSED`));
  });

  it("times out on an HTTP server that accepts the connection and never answers", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/mcp`;
    try {
      const started = Date.now();
      const error = await failure(captureServer({ name: "silent-http", transport: "http", url }, { timeoutMs: 1000 }));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(error.message).toBe('server "silent-http": no answer to server/discover within 1000 ms');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("rejects a URL that is not http(s)", async () => {
    const error = await failure(captureServer({ name: "ftp", transport: "http", url: "ftp://127.0.0.1/mcp" }, { timeoutMs: 5000 }));
    expect(error.message).toBe('server "ftp": ftp://127.0.0.1/mcp is not an http:// or https:// URL');
    const bad = await failure(captureServer({ name: "bad", transport: "http", url: "not a url" }, { timeoutMs: 5000 }));
    expect(bad.message).toBe('server "bad": "not a url" is not a valid URL');
  });
});
