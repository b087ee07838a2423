// The reference server published by the MCP maintainers, over stdio and Streamable HTTP.
import { afterEach, describe, expect, it } from "vitest";
import { captureServer, type LiveCapture } from "../../src/pipeline/live/index.js";
import { EVERYTHING, expectNoneRunning, freePort, newTag, startServer, type Started } from "./helpers.js";

let tag = newTag();
let servers: Started[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  expectNoneRunning(tag);
  tag = newTag();
});

const names = (capture: LiveCapture) => capture.pages.flatMap((page) => (page as { tools: Array<{ name: unknown }> }).tools.map((t) => t.name));

/** What server-everything 2026.8.31 lists for a client that declares no capabilities (its conditional tools need roots, sampling or elicitation). */
const TOOLS = [
  "echo",
  "get-annotated-message",
  "get-env",
  "get-resource-links",
  "get-resource-reference",
  "get-structured-content",
  "get-sum",
  "get-tiny-image",
  "gzip-file-as-resource",
  "toggle-simulated-logging",
  "toggle-subscriber-updates",
  "trigger-long-running-operation",
  "simulate-research-query",
];

describe("@modelcontextprotocol/server-everything", () => {
  it("over stdio", async () => {
    const capture = await captureServer(
      { name: "everything", transport: "stdio", command: process.execPath, args: [EVERYTHING, "stdio", tag] },
      { timeoutMs: 15_000 },
    );
    expect(capture.transport).toBe("stdio");
    expect(capture.protocolVersion).toBe("2025-11-25");
    expect(capture.serverInfo).toMatchObject({ name: "mcp-servers/everything", version: "2.0.0" });
    expect(capture.instructions).toEqual(expect.any(String));
    expect(names(capture)).toEqual(TOOLS);
    expect(capture.notes).toEqual([]);
  });

  it("over Streamable HTTP on 127.0.0.1", async () => {
    const port = await freePort();
    servers.push(await startServer(process.execPath, [EVERYTHING, "streamableHttp", tag], /listening on port \d+/, { PORT: String(port) }));
    const capture = await captureServer({ name: "everything", transport: "http", url: `http://127.0.0.1:${port}/mcp` }, { timeoutMs: 15_000 });
    expect(capture.transport).toBe("streamable-http");
    expect(capture.protocolVersion).toBe("2025-11-25");
    expect(names(capture)).toEqual(TOOLS);
    expect(capture.notes).toEqual([]);
  });
});
