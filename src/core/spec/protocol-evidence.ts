// Infers the protocol version a tool list speaks from the fields it uses, when no version is
// recorded. Each field of a later version bounds it from below, a field a later version dropped
// bounds it from above (tables in tool-fields.ts and list-result.ts, read off the official
// schemas). Bounds that leave no version (fields of two eras) or that leave every version
// (nothing version-specific) infer nothing: the caller lints version-neutral.
import { isObject, type JsonObject, type ToolList } from "../model/types.js";
import { PROTOCOL_VERSIONS, compareProtocol, versionsBetween, type ProtocolVersion } from "../model/protocol.js";
import { joinPointer } from "../positions/pointer.js";
import { CACHEABLE_RESULT_FIELDS, CACHEABLE_RESULT_SINCE } from "./list-result.js";
import { toolFieldAvailability, type Availability } from "./tool-fields.js";

const OLDEST = PROTOCOL_VERSIONS[0];
const NEWEST = PROTOCOL_VERSIONS[PROTOCOL_VERSIONS.length - 1]!;

/** The 2026-07-28 schema annotation that mirrors an argument into an HTTP header. */
const HEADER_KEYWORD = "x-mcp-header";
const HEADER_SINCE: ProtocolVersion = "2026-07-28";
/** How far into an inputSchema the header keyword is looked for (it is only honoured along `properties`). */
const MAX_SCHEMA_DEPTH = 8;
/** Tools looked at: enough to see every field a server's SDK emits, bounded for huge inputs. */
const MAX_TOOLS = 1000;

/** One field that bounds the version, with where it was seen. */
export interface VersionClue {
  /** How the field is named in messages: `execution`, `resultType`, `x-mcp-header`. */
  readonly field: string;
  readonly pointer: string;
  readonly since: ProtocolVersion;
  readonly until: ProtocolVersion;
}

export type Inference =
  | { readonly kind: "inferred"; readonly versions: ProtocolVersion[]; readonly clues: VersionClue[] }
  | { readonly kind: "mixed"; readonly newer: VersionClue; readonly older: VersionClue }
  | { readonly kind: "none" };

/** Every field of the list that some versions define and others do not, first sighting of each. */
function versionClues(list: ToolList): VersionClue[] {
  const clues = new Map<string, VersionClue>();
  const add = (field: string, pointer: string, availability: Availability): void => {
    if (clues.has(field)) return;
    const until = availability.until ?? NEWEST;
    if (availability.since === OLDEST && until === NEWEST) return;
    clues.set(field, { field, pointer, since: availability.since, until });
  };
  for (const envelope of list.envelopes) {
    for (const field of CACHEABLE_RESULT_FIELDS) {
      if (Object.hasOwn(envelope.value, field)) add(field, joinPointer(envelope.pointer, field), { since: CACHEABLE_RESULT_SINCE });
    }
  }
  for (const tool of list.tools.slice(0, MAX_TOOLS)) {
    if (!isObject(tool.value)) continue;
    for (const field of Object.keys(tool.value)) {
      const availability = toolFieldAvailability(field);
      if (availability) add(field, joinPointer(tool.pointer, field), availability);
    }
    if (!clues.has(HEADER_KEYWORD)) {
      const at = headerKeyword(tool.value.inputSchema, joinPointer(tool.pointer, "inputSchema"), 0);
      if (at !== undefined) add(HEADER_KEYWORD, at, { since: HEADER_SINCE });
    }
  }
  return [...clues.values()];
}

/** Keywords whose value maps names to subschemas, and those that hold one or a list of them. */
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions"];
const SCHEMA_ONE_OR_LIST = ["items", "additionalProperties", "anyOf", "oneOf", "allOf", "prefixItems"];

/**
 * Pointer of an `x-mcp-header` keyword below the root of an inputSchema, if any: anywhere, not
 * only where it is honoured, since a misplaced one also says the author writes for 2026-07-28.
 */
function headerKeyword(schema: unknown, pointer: string, depth: number): string | undefined {
  if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH) return undefined;
  if (depth > 0 && Object.hasOwn(schema, HEADER_KEYWORD)) return joinPointer(pointer, HEADER_KEYWORD);
  for (const keyword of SCHEMA_MAPS) {
    const map = schema[keyword];
    if (!isObject(map)) continue;
    for (const [name, child] of Object.entries(map as JsonObject)) {
      const found = headerKeyword(child, joinPointer(pointer, keyword, name), depth + 1);
      if (found !== undefined) return found;
    }
  }
  for (const keyword of SCHEMA_ONE_OR_LIST) {
    const value = schema[keyword];
    const children: Array<[unknown, string]> = Array.isArray(value)
      ? value.map((child, i) => [child, joinPointer(pointer, keyword, i)])
      : [[value, joinPointer(pointer, keyword)]];
    for (const [child, at] of children) {
      const found = headerKeyword(child, at, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The versions every clue allows; `mixed` names the two clues that exclude each other. */
export function inferProtocol(list: ToolList): Inference {
  const clues = versionClues(list);
  if (clues.length === 0) return { kind: "none" };
  // The clue with the latest `since` and the one with the earliest `until` decide the range.
  const newer = clues.reduce((a, b) => (compareProtocol(b.since, a.since) > 0 ? b : a));
  const older = clues.reduce((a, b) => (compareProtocol(b.until, a.until) < 0 ? b : a));
  if (compareProtocol(newer.since, older.until) > 0) return { kind: "mixed", newer, older };
  const versions = versionsBetween(newer.since, older.until);
  const deciding: VersionClue[] = [];
  if (newer.since !== OLDEST) deciding.push(newer);
  if (older.until !== NEWEST && older !== newer) deciding.push(older);
  return { kind: "inferred", versions, clues: deciding };
}
