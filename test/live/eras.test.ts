// Live servers of each era, over stdio and Streamable HTTP: the version each is linted at and
// how it was chosen. Fixtures: v2.mjs (official SDK v2, both eras; --modern-only answers only
// server/discover), good.mjs and http.mjs (SDK 1.x, legacy only), exits-on-discover.mjs.
import { afterEach, describe, expect, it } from "vitest";
import { captureServer, LiveError, type LiveCapture, type ServerSpec } from "../../src/pipeline/live/index.js";
import { expectNoneRunning, newTag, startFixture, stdioSpec, type Started } from "./helpers.js";

let tag = newTag();
let servers: Started[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  expectNoneRunning(tag);
  tag = newTag();
});

async function httpSpec(file: string, ...args: string[]): Promise<ServerSpec> {
  const server = await startFixture(file, tag, ...args);
  servers.push(server);
  return { name: file, transport: "http", url: server.firstLine };
}

const tools = (capture: LiveCapture) => capture.pages.flatMap((page) => (page as { tools: Array<Record<string, unknown>> }).tools);
const outputSchemaOf = (capture: LiveCapture, name: string) => tools(capture).find((tool) => tool.name === name)?.outputSchema as Record<string, unknown>;

async function failure(promise: Promise<unknown>): Promise<LiveError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LiveError);
  return error as LiveError;
}

describe.each([
  ["stdio", async (file: string, ...args: string[]) => stdioSpec(file, tag, ...args)],
  ["Streamable HTTP", async (file: string, ...args: string[]) => (file === "good.mjs" ? httpSpec("http.mjs") : httpSpec(file, "--http", ...args))],
] as const)("over %s", (_transport, spec) => {
  it("an SDK v2 server (both eras): 2026-07-28 from server/discover, the 2026 result fields, its array outputSchema", async () => {
    const capture = await captureServer(await spec("v2.mjs"), { timeoutMs: 10_000 });
    expect(capture.protocolVersion).toBe("2026-07-28");
    expect(capture.negotiation).toMatchObject({
      method: "server/discover",
      requested: "2026-07-28",
      version: "2026-07-28",
      era: "2026-07-28",
      supportedVersions: ["2026-07-28"],
    });
    expect(capture.negotiation.how).toBe("server/discover: the server supports 2026-07-28; 2026-07-28 is the newest version both support");
    expect(capture.serverInfo).toEqual({ name: "fixture-v2", version: "2.0.0" });
    expect(capture.pages).toHaveLength(1);
    expect(capture.pages[0]).toMatchObject({ resultType: "complete", ttlMs: 0, cacheScope: "private" });
    expect(tools(capture).map((tool) => tool.name)).toEqual(["get_issue", "list_labels"]);
    expect(outputSchemaOf(capture, "list_labels")).toMatchObject({ type: "array" });
  });

  it("the same server with --protocol 2025-11-25: the legacy view, by initialize, with the outputSchema wrapped in an object", async () => {
    const capture = await captureServer(await spec("v2.mjs"), { timeoutMs: 10_000, protocol: "2025-11-25" });
    expect(capture.protocolVersion).toBe("2025-11-25");
    expect(capture.negotiation).toMatchObject({
      method: "initialize",
      requested: "2025-11-25",
      era: "legacy",
      how: "initialize: --protocol asked for 2025-11-25",
    });
    expect(capture.pages[0]).not.toHaveProperty("resultType");
    expect(outputSchemaOf(capture, "list_labels")).toMatchObject({ type: "object", required: ["result"] });
  });

  it("a server that answers only server/discover: 2026-07-28, and a clear failure when asked for 2025-11-25", async () => {
    const capture = await captureServer(await spec("v2.mjs", "--modern-only"), { timeoutMs: 10_000 });
    expect(capture.negotiation).toMatchObject({ method: "server/discover", version: "2026-07-28" });
    expect(capture.serverInfo).toEqual({ name: "fixture-v2-modern-only", version: "2.0.0" });
    expect(tools(capture)).toHaveLength(2);
    const error = await failure(captureServer(await spec("v2.mjs", "--modern-only"), { timeoutMs: 10_000, protocol: "2025-11-25" }));
    expect(error.message).toMatch(
      /^server "v2(\.mjs)?": (initialize|the handshake) failed: Unsupported protocol version: 2025-11-25 \(JSON-RPC error -32022\)$/,
    );
  });

  it("a legacy-only server: falls back to initialize, says why, and refuses --protocol 2026-07-28", async () => {
    const capture = await captureServer(await spec("good.mjs"), { timeoutMs: 10_000 });
    expect(capture.protocolVersion).toBe("2025-11-25");
    expect(capture.negotiation).toMatchObject({ method: "initialize", requested: "2025-11-25", version: "2025-11-25", era: "legacy" });
    expect(capture.negotiation.how).toMatch(/^initialize: it (does not know server\/discover \(method not found\)|answered server\/discover with HTTP 400.*)$/);
    expect(tools(capture)).toHaveLength(3);
    const error = await failure(captureServer(await spec("good.mjs"), { timeoutMs: 10_000, protocol: "2026-07-28" }));
    expect(error.message).toMatch(/--protocol 2026-07-28 cannot be used: it (does not know server\/discover|answered server\/discover with HTTP 400)/);
  });
});

describe("a legacy stdio server that exits on server/discover", () => {
  it("is started again and linted through initialize", async () => {
    const capture = await captureServer(stdioSpec("exits-on-discover.mjs", tag), { timeoutMs: 10_000 });
    expect(capture.negotiation).toMatchObject({ method: "initialize", era: "legacy", how: "initialize: it exited when sent server/discover" });
    expect(capture.serverInfo).toEqual({ name: "fixture-exits-on-discover", version: "1.0.0" });
    expect(tools(capture)).toHaveLength(3);
  });
});
