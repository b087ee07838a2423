import { describe, expect, it } from "vitest";
import { judgeDiscover, MODERN_VERSIONS, requestMeta } from "../../src/pipeline/live/negotiate.js";

const discoverResult = (supportedVersions: unknown) => ({
  kind: "result" as const,
  result: { supportedVersions, capabilities: {}, resultType: "complete", ttlMs: 0, cacheScope: "private" },
});

describe("judgeDiscover", () => {
  it("knows 2026-07-28 as the newest version it can request", () => {
    expect(MODERN_VERSIONS[0]).toBe("2026-07-28");
  });

  it("takes the requested version when the server lists it", () => {
    expect(judgeDiscover(discoverResult(["2025-11-25", "2026-07-28"]), "2026-07-28", false, true)).toEqual({
      kind: "modern",
      version: "2026-07-28",
      supported: ["2025-11-25", "2026-07-28"],
    });
  });

  it("falls back to initialize when the list has no 2026-era version it knows, and keeps the list", () => {
    expect(judgeDiscover(discoverResult(["2025-06-18"]), "2026-07-28", false, true)).toMatchObject({ kind: "legacy", supported: ["2025-06-18"] });
  });

  it("fails when the server speaks only 2026-era versions this linter does not know", () => {
    expect(judgeDiscover(discoverResult(["2027-01-01"]), "2026-07-28", false, false)).toEqual({
      kind: "fail",
      reason: 'it supports only "2027-01-01", not "2026-07-28"',
    });
  });

  it("takes an answer that is not a discover result as a legacy server's", () => {
    expect(judgeDiscover({ kind: "result", result: {} }, "2026-07-28", false, true).kind).toBe("legacy");
    expect(judgeDiscover(discoverResult([]), "2026-07-28", false, true).kind).toBe("legacy");
  });

  it("falls back on method-not-found and on any other error of a legacy server", () => {
    expect(judgeDiscover({ kind: "error", code: -32601, message: "Method not found", data: undefined }, "2026-07-28", false, true)).toEqual({
      kind: "legacy",
      reason: "it does not know server/discover (method not found)",
    });
    expect(judgeDiscover({ kind: "error", code: -32002, message: "Server not initialized", data: undefined }, "2026-07-28", false, true)).toEqual({
      kind: "legacy",
      reason: "it answered server/discover with an error: Server not initialized (JSON-RPC error -32002)",
    });
  });

  it("retries once with a version from an unsupported-version error's list, and falls back when the list is legacy", () => {
    const refused = (supported: string[]) => ({
      kind: "error" as const,
      code: -32022,
      message: "Unsupported protocol version",
      data: { supported, requested: "2026-07-28" },
    });
    expect(judgeDiscover(refused(["2026-07-28"]), "2026-07-28", false, true)).toEqual({ kind: "retry", version: "2026-07-28", supported: ["2026-07-28"] });
    expect(judgeDiscover(refused(["2025-11-25"]), "2026-07-28", false, true)).toMatchObject({ kind: "legacy", supported: ["2025-11-25"] });
  });

  it("falls back on an HTTP status (a legacy Streamable HTTP server refusing a request before initialize)", () => {
    expect(judgeDiscover({ kind: "http", status: 400, detail: "" }, "2026-07-28", false, false)).toEqual({
      kind: "legacy",
      reason: "it answered server/discover with HTTP 400",
    });
  });

  it("falls back when a stdio server exits or stays silent, but not when an HTTP server times out", () => {
    expect(judgeDiscover({ kind: "closed" }, "2026-07-28", false, true).kind).toBe("legacy");
    expect(judgeDiscover({ kind: "timeout" }, "2026-07-28", false, true).kind).toBe("legacy");
    expect(judgeDiscover({ kind: "timeout" }, "2026-07-28", false, false)).toEqual({ kind: "fail", reason: "no answer to server/discover" });
  });

  it("with a pinned version takes no other one", () => {
    expect(judgeDiscover(discoverResult(["2027-01-01"]), "2026-07-28", true, true)).toMatchObject({ kind: "fail" });
  });
});

describe("requestMeta", () => {
  it("carries the version, empty capabilities and the client's name under the spec's keys", () => {
    expect(requestMeta("2026-07-28", { name: "mcp-tool-lint", version: "1" })).toEqual({
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
      "io.modelcontextprotocol/clientInfo": { name: "mcp-tool-lint", version: "1" },
    });
  });
});
