import { isObject, type InputShape, type JsonObject, type ListEnvelope, type ToolList, type ToolNode } from "../../core/model/types.js";
import { isProtocolVersion } from "../../core/model/protocol.js";
import { joinPointer } from "../../core/positions/pointer.js";

/** The key that marks a file written by `--snapshot`. */
const SNAPSHOT_MARKER = "mcpToolLintSnapshot";

export type ShapeResult = { readonly ok: true; readonly list: ToolList } | { readonly ok: false; readonly message: string; readonly pointer: string };

function looksLikeTool(value: unknown): boolean {
  return isObject(value) && (Object.hasOwn(value, "name") || Object.hasOwn(value, "inputSchema"));
}

function isJsonRpc(value: unknown): value is JsonObject & { jsonrpc: "2.0" } {
  return isObject(value) && value.jsonrpc === "2.0" && ("result" in value || "error" in value);
}

function isListResult(value: unknown): value is JsonObject & { tools: unknown } {
  return isObject(value) && Object.hasOwn(value, "tools");
}

/** Finds the tools/list result inside a page: the page itself or a JSON-RPC response's result. */
function pageResult(page: unknown, pointer: string): { envelope?: ListEnvelope; error?: string } {
  if (isJsonRpc(page)) {
    if (isObject(page.error)) {
      const message = typeof page.error.message === "string" ? page.error.message : "no message";
      return { error: `the JSON-RPC response is an error, not a tool list: ${message}` };
    }
    if (isListResult(page.result)) return { envelope: { pointer: joinPointer(pointer, "result"), value: page.result } };
    return { error: "the JSON-RPC response's result has no `tools`" };
  }
  if (isListResult(page)) return { envelope: { pointer, value: page } };
  return {};
}

function toolsOf(envelopes: readonly ListEnvelope[]): ToolNode[] {
  const tools: ToolNode[] = [];
  for (const envelope of envelopes) {
    const list = envelope.value.tools;
    if (!Array.isArray(list)) continue;
    list.forEach((value, i) => {
      const name = isObject(value) && typeof value.name === "string" ? value.name : undefined;
      tools.push({ value, index: tools.length, pointer: joinPointer(envelope.pointer, "tools", i), name });
    });
  }
  return tools;
}

/** Members next to `tools` that may hold the handshake's result (or what a capture kept of it). */
const HANDSHAKE_KEYS = ["server", "serverInfo", "initialize", "initializeResult", "initialization", "handshake", "session"];

/** An InitializeResult: `protocolVersion` with `serverInfo` or `capabilities`. */
function isInitializeResult(value: unknown): value is JsonObject {
  return isObject(value) && typeof value.protocolVersion === "string" && (isObject(value.serverInfo) || isObject(value.capabilities));
}

/** The InitializeResult of a JSON-RPC response or a bare one, else undefined. */
function handshakeOf(value: unknown): { result: JsonObject; pointer: string } | undefined {
  if (isJsonRpc(value) && isInitializeResult(value.result)) return { result: value.result, pointer: "/result" };
  if (isInitializeResult(value)) return { result: value, pointer: "" };
  return undefined;
}

/**
 * Where a capture records the version: the root's `protocolVersion` (a snapshot), a tools/list
 * result's, a handshake object next to `tools` (`server`, `serverInfo`, `initialize`, or any
 * member shaped like an InitializeResult), or an initialize response among the pages.
 */
function recordedProtocol(
  root: unknown,
  envelopes: readonly ListEnvelope[],
): Pick<ToolList, "protocolVersion" | "unknownProtocolVersion" | "protocolRecordedAt"> {
  const candidates: Array<[unknown, string]> = [[root, ""], ...envelopes.map((e): [unknown, string] => [e.value, e.pointer])];
  if (isObject(root)) {
    for (const key of HANDSHAKE_KEYS) if (isObject(root[key])) candidates.push([root[key], joinPointer("", key)]);
    for (const [key, value] of Object.entries(root)) {
      const handshake = HANDSHAKE_KEYS.includes(key) ? undefined : handshakeOf(value);
      if (handshake) candidates.push([handshake.result, joinPointer("", key) + handshake.pointer]);
    }
  } else if (Array.isArray(root)) {
    root.forEach((value, i) => {
      const handshake = handshakeOf(value);
      if (handshake) candidates.push([handshake.result, joinPointer("", i) + handshake.pointer]);
    });
  }
  let unknown: string | undefined;
  for (const [candidate, pointer] of candidates) {
    if (!isObject(candidate)) continue;
    const version = candidate.protocolVersion;
    if (isProtocolVersion(version)) return { protocolVersion: version, protocolRecordedAt: joinPointer(pointer, "protocolVersion") };
    if (typeof version === "string" && unknown === undefined) unknown = version;
  }
  return unknown === undefined ? { protocolVersion: undefined } : { protocolVersion: undefined, unknownProtocolVersion: unknown };
}

function fromEnvelopes(shape: InputShape, envelopes: ListEnvelope[], root: unknown): ToolList {
  const serverInfo = isObject(root) && isObject(root.serverInfo) ? root.serverInfo : undefined;
  // A snapshot records the name the server was configured under, which clients use in prefixes.
  const configured = isObject(root) && isObject(root.server) && typeof root.server.name === "string" ? root.server.name : undefined;
  const serverName = configured ?? (serverInfo && typeof serverInfo.name === "string" ? serverInfo.name : undefined);
  return {
    shape,
    tools: toolsOf(envelopes),
    envelopes,
    ...recordedProtocol(root, envelopes),
    ...(serverInfo ? { serverInfo } : {}),
    ...(serverName ? { serverName } : {}),
  };
}

/** Recognises which of the accepted shapes a parsed input has; never demands one. */
export function recognizeShape(root: unknown): ShapeResult {
  if (Array.isArray(root)) {
    // An initialize response kept with the pages (a transcript) records the version; it is not a page.
    const pages = root.map((page, i) => (handshakeOf(page) ? {} : pageResult(page, joinPointer("", i))));
    const pageCount = pages.filter((p) => p.envelope || p.error).length;
    const handshakes = root.filter((page) => handshakeOf(page) !== undefined).length;
    if (root.length > 0 && pageCount > 0 && pageCount + handshakes === root.length) {
      const failed = pages.findIndex((p) => p.error);
      if (failed >= 0) return { ok: false, message: `page ${failed}: ${pages[failed]!.error}`, pointer: joinPointer("", failed) };
      return {
        ok: true,
        list: fromEnvelopes(
          "pages",
          pages.flatMap((p) => (p.envelope ? [p.envelope] : [])),
          root,
        ),
      };
    }
    const tools: ToolNode[] = root.map((value, i) => ({
      value,
      index: i,
      pointer: joinPointer("", i),
      name: isObject(value) && typeof value.name === "string" ? value.name : undefined,
    }));
    return { ok: true, list: { shape: "array", tools, envelopes: [], protocolVersion: undefined } };
  }
  if (!isObject(root)) {
    return { ok: false, message: `expected a tool list (an array or an object), got ${describe(root)}`, pointer: "" };
  }
  if (isJsonRpc(root)) {
    const page = pageResult(root, "");
    if (page.error) {
      // Point at the member that explains it, when it is there.
      const pointer = isObject(root.error) ? "/error" : Object.hasOwn(root, "result") ? "/result" : "";
      return { ok: false, message: page.error, pointer };
    }
    return { ok: true, list: fromEnvelopes("jsonrpc-response", [page.envelope!], root) };
  }
  // A snapshot of format 2 keeps each tools/list result whole under `pages`.
  const snapshotPages: unknown = root.pages;
  if (Object.hasOwn(root, SNAPSHOT_MARKER) && Array.isArray(snapshotPages)) {
    const envelopes: ListEnvelope[] = [];
    snapshotPages.forEach((page: unknown, i: number) => {
      if (isListResult(page)) envelopes.push({ pointer: joinPointer("", "pages", i), value: page });
    });
    return { ok: true, list: fromEnvelopes("snapshot", envelopes, root) };
  }
  if (isListResult(root)) {
    const shape: InputShape = Object.hasOwn(root, SNAPSHOT_MARKER) ? "snapshot" : "list-result";
    return { ok: true, list: fromEnvelopes(shape, [{ pointer: "", value: root }], root) };
  }
  if (looksLikeTool(root)) {
    const name = typeof root.name === "string" ? root.name : undefined;
    return {
      ok: true,
      list: { shape: "tool", tools: [{ value: root, index: 0, pointer: "", name }], envelopes: [], protocolVersion: undefined },
    };
  }
  return {
    ok: false,
    message: 'not a recognisable tool list: expected an array of tools, a tool, {"tools": [...]}, a JSON-RPC response or a snapshot',
    pointer: "",
  };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  return typeof value === "string" ? "a string" : typeof value === "number" ? "a number" : typeof value === "boolean" ? "a boolean" : typeof value;
}
