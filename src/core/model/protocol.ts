/** MCP protocol versions this linter knows, oldest first. */
export const PROTOCOL_VERSIONS = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

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

/** Where the version an input was checked under came from. */
export type ProtocolSource = "flag" | "config" | "negotiated" | "recorded" | "inferred" | "neutral";

/**
 * The protocol version an input is checked under. `versions` are the versions it may speak,
 * oldest first: one when the version is known, several when the fields only bound it (a tool
 * with `title` speaks 2025-06-18 or later), every version in neutral mode. A check that needs
 * a version fires only when it holds under all of them; a field is known when any defines it.
 */
export interface ProtocolResolution {
  /** The one version, when it is known; undefined when several remain. */
  readonly version: ProtocolVersion | undefined;
  readonly versions: readonly ProtocolVersion[];
  readonly source: ProtocolSource;
  /** Why, in one line with pointers: the flag, where the version was recorded, the fields it was inferred from. */
  readonly evidence: string;
  /** Why, in a few words, for headers: "inferred from `execution`", "--protocol". */
  readonly reason: string;
}

/** The version part of a report's header: "protocol 2025-11-25 (inferred from `execution`)". */
export function protocolLabel(resolution: ProtocolResolution): string {
  if (resolution.source === "neutral") return `protocol version-neutral (${resolution.reason})`;
  return `protocol ${describeVersions(resolution.versions)} (${resolution.reason})`;
}

/** The versions from `from` to `to`, inclusive, oldest first. */
export function versionsBetween(from: ProtocolVersion, to: ProtocolVersion): ProtocolVersion[] {
  return PROTOCOL_VERSIONS.filter((v) => compareProtocol(v, from) >= 0 && compareProtocol(v, to) <= 0);
}

/** "2025-11-25", "2025-06-18 or later", "2025-03-26 to 2025-11-25", "any version". */
export function describeVersions(versions: readonly ProtocolVersion[]): string {
  if (versions.length === 1) return versions[0]!;
  if (versions.length === PROTOCOL_VERSIONS.length) return "any version";
  const newest = PROTOCOL_VERSIONS[PROTOCOL_VERSIONS.length - 1];
  return versions[versions.length - 1] === newest ? `${versions[0]} or later` : `${versions[0]} to ${versions[versions.length - 1]}`;
}
