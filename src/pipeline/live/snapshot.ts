// The `--snapshot` file: what was loaded from a live server, as canonical JSON, so it can be
// linted offline later (the loader recognises `mcpToolLintSnapshot` plus `pages`) or kept as
// a baseline. It keeps every tools/list result whole (the 2026-07-28 result fields and the
// cursors are linted too) and how the protocol version was negotiated, so linting it offline
// gives the findings the live run gave. The hash lets a reader tell at a glance whether two
// snapshots hold the same tools.
import { createHash } from "node:crypto";
import { canonicalJson } from "../../core/util/canonical-json.js";
import type { LiveCapture } from "./types.js";
import { isObject } from "../../core/model/types.js";

/** 2: `pages` (whole results), `era` and `negotiation`; 1 had the tools alone. */
const SNAPSHOT_FORMAT = 2;

/** Every tool of every page, in the order the server sent them. */
export function toolsOf(pages: readonly unknown[]): unknown[] {
  const tools: unknown[] = [];
  for (const page of pages) {
    if (!isObject(page) || !Object.hasOwn(page, "tools")) continue;
    const list = page.tools;
    if (Array.isArray(list)) for (const tool of list) tools.push(tool);
  }
  return tools;
}

export function toolsSha256(tools: readonly unknown[]): string {
  return createHash("sha256").update(canonicalJson(tools), "utf8").digest("hex");
}

/** The snapshot object; write it with `canonicalJson(snapshot, 2)` (or without indent). */
export function snapshotOf(capture: LiveCapture, serverName: string): object {
  const { how, era, method, requested, supportedVersions } = capture.negotiation;
  return {
    mcpToolLintSnapshot: SNAPSHOT_FORMAT,
    server: { name: serverName },
    protocolVersion: capture.protocolVersion,
    era,
    negotiation: { method, requested, ...(supportedVersions ? { supportedVersions } : {}), how },
    ...(capture.serverInfo !== undefined ? { serverInfo: capture.serverInfo } : {}),
    pages: capture.pages,
    toolsSha256: toolsSha256(toolsOf(capture.pages)),
  };
}
