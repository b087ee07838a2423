/** MCP protocol versions this linter knows, oldest first. */
export const PROTOCOL_VERSIONS = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];
export const CURRENT_PROTOCOL: ProtocolVersion = "2026-07-28";

export function isProtocolVersion(value: unknown): value is ProtocolVersion {
  return typeof value === "string" && (PROTOCOL_VERSIONS as readonly string[]).includes(value);
}

/** Negative when a is older than b; versions are ISO dates so string order is date order. */
export function compareProtocol(a: ProtocolVersion, b: ProtocolVersion): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function atLeast(version: ProtocolVersion, minimum: ProtocolVersion): boolean {
  return compareProtocol(version, minimum) >= 0;
}
