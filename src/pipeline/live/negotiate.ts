// Protocol-version negotiation as 2026-07-28 clients do it: ask `server/discover` first (the
// version travels in each request's `_meta`), use the newest version both sides support, and
// fall back to the `initialize` handshake for a server that does not know the method. Pure:
// capture.ts sends the messages, this module judges the answers.
import { PROTOCOL_VERSIONS } from "../../core/model/protocol.js";
import { isObject } from "../../core/model/types.js";

/** The first version without `initialize`; versions are ISO dates, so string order is date order. */
const FIRST_MODERN_VERSION = "2026-07-28";
/** The 2026-era versions this linter can request, newest first. */
export const MODERN_VERSIONS: readonly string[] = PROTOCOL_VERSIONS.filter((v) => v >= FIRST_MODERN_VERSION).reverse();
/** What `initialize` offers when nothing else is asked for: the newest version of the legacy era. */
export const LEGACY_LATEST_VERSION = "2025-11-25";
/** JSON-RPC error code of UnsupportedProtocolVersionError (2026-07-28). */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
const METHOD_NOT_FOUND = -32601;

const META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
const META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
const META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
export const META_SERVER_INFO = "io.modelcontextprotocol/serverInfo";

export function isModernVersion(version: string): boolean {
  return version >= FIRST_MODERN_VERSION;
}

/** How the version a server was linted at was chosen; recorded in captures and snapshots. */
export interface Negotiation {
  /** The request that settled it. */
  readonly method: "server/discover" | "initialize";
  /** The version the linter asked for. */
  readonly requested: string;
  /** The version used for tools/list (2026 era) or the one the server answered initialize with. */
  readonly version: string;
  readonly era: "2026-07-28" | "legacy";
  /** The versions the server listed in `server/discover` (or in an unsupported-version error). */
  readonly supportedVersions?: readonly string[];
  /** One line: how the version was chosen. */
  readonly how: string;
}

/** What came back for `server/discover`. */
export type DiscoverReply =
  | { readonly kind: "result"; readonly result: unknown }
  | { readonly kind: "error"; readonly code: unknown; readonly message: string; readonly data: unknown }
  | { readonly kind: "http"; readonly status: number; readonly detail: string }
  | { readonly kind: "closed" }
  | { readonly kind: "timeout" };

export type Verdict =
  | { readonly kind: "modern"; readonly version: string; readonly supported: readonly string[] }
  | { readonly kind: "retry"; readonly version: string; readonly supported: readonly string[] }
  | { readonly kind: "legacy"; readonly reason: string; readonly supported?: readonly string[] }
  | { readonly kind: "fail"; readonly reason: string };

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string") ? (value as string[]) : undefined;
}

const shown = (versions: readonly string[]): string => versions.map((v) => JSON.stringify(v.slice(0, 40))).join(", ");

/**
 * Judges the answer to `server/discover` sent with `requested`. With `pinned` (the user chose
 * the version with --protocol) no other 2026-era version is taken; the caller fails rather than
 * fall back to `initialize`, since the user asked for that version's view.
 */
export function judgeDiscover(reply: DiscoverReply, requested: string, pinned: boolean, stdio: boolean): Verdict {
  switch (reply.kind) {
    case "result": {
      const supported = isObject(reply.result) ? stringList(reply.result.supportedVersions) : undefined;
      if (!supported) return { kind: "legacy", reason: "its answer to server/discover has no `supportedVersions` list" };
      return choose(supported, requested, pinned, false);
    }
    case "error": {
      if (reply.code === UNSUPPORTED_PROTOCOL_VERSION) {
        const supported = isObject(reply.data) ? stringList(reply.data.supported) : undefined;
        if (supported) return choose(supported, requested, pinned, true);
      }
      if (reply.code === METHOD_NOT_FOUND) return { kind: "legacy", reason: "it does not know server/discover (method not found)" };
      const code = typeof reply.code === "number" ? ` (JSON-RPC error ${reply.code})` : "";
      return { kind: "legacy", reason: `it answered server/discover with an error: ${reply.message}${code}` };
    }
    case "http":
      return { kind: "legacy", reason: `it answered server/discover with HTTP ${reply.status}${reply.detail ? `: ${reply.detail}` : ""}` };
    case "closed":
      return { kind: "legacy", reason: "it exited when sent server/discover" };
    case "timeout":
      // A stdio server of the legacy era may ignore any request before initialize.
      return stdio ? { kind: "legacy", reason: "it did not answer server/discover" } : { kind: "fail", reason: "no answer to server/discover" };
  }
}

function choose(supported: readonly string[], requested: string, pinned: boolean, wasError: boolean): Verdict {
  if (supported.includes(requested)) return wasError ? { kind: "retry", version: requested, supported } : { kind: "modern", version: requested, supported };
  const mutual = pinned ? undefined : MODERN_VERSIONS.find((v) => supported.includes(v));
  if (mutual) return wasError ? { kind: "retry", version: mutual, supported } : { kind: "modern", version: mutual, supported };
  const theirsModern = supported.filter(isModernVersion);
  if (theirsModern.length > 0 && theirsModern.length === supported.length) {
    return { kind: "fail", reason: `it supports only ${shown(theirsModern)}, not ${pinned ? requested : shown(MODERN_VERSIONS)}` };
  }
  return { kind: "legacy", reason: `its server/discover lists ${shown(supported)}`, supported };
}

/** The `_meta` every 2026-07-28 request carries. */
export function requestMeta(version: string, clientInfo: { name: string; version: string }): Record<string, unknown> {
  return { [META_PROTOCOL_VERSION]: version, [META_CLIENT_CAPABILITIES]: {}, [META_CLIENT_INFO]: clientInfo };
}
