import type { ProtocolVersion } from "./protocol.js";

export type Severity = "error" | "warning" | "info";
export type SeveritySetting = Severity | "off";
export const SEVERITY_ORDER: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

export type Category = "spec" | "schema" | "design" | "security" | "compat" | "cost" | "change" | "meta";

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The value of `key` when `value` is an object that has it as an own property: never one
 * inherited from Object.prototype (untrusted definitions carry keys like `__proto__` and
 * `constructor`). The plain read comes first: keys are mostly absent.
 */
export function ownField(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  const found = (value as JsonObject)[key];
  return found !== undefined && !Array.isArray(value) && Object.hasOwn(value, key) ? found : undefined;
}

/** True when `value` is an object with `key` as an own property. */
export function hasOwnField(value: unknown, key: string): boolean {
  return isObject(value) && Object.hasOwn(value, key);
}

/** How the tools sat in the input; recorded so reports can say what was recognised. */
export type InputShape = "array" | "tool" | "list-result" | "jsonrpc-response" | "pages" | "snapshot" | "unknown";

/** One tool as it appears in an input: the raw value plus where it is. */
export interface ToolNode {
  /** The raw JSON value (may be anything: a definition from an untrusted server). */
  readonly value: unknown;
  /** Position of the tool in the flattened list, 0-based. */
  readonly index: number;
  /** JSON Pointer to the tool inside its input. */
  readonly pointer: string;
  /** The tool's name when it is a string, for messages and grouping. */
  readonly name: string | undefined;
}

/** A tools/list result envelope found in the input (one per page). */
export interface ListEnvelope {
  /** JSON Pointer of the object that holds `tools` (the result), "" for the root. */
  readonly pointer: string;
  readonly value: JsonObject;
}

/** The normalised form every rule receives, whatever the input's shape. */
export interface ToolList {
  readonly shape: InputShape;
  readonly tools: readonly ToolNode[];
  /** tools/list results (pages) that carried the tools; empty for bare arrays and single tools. */
  readonly envelopes: readonly ListEnvelope[];
  readonly protocolVersion: ProtocolVersion | undefined;
  /** JSON Pointer of the recorded `protocolVersion`, when there is one. */
  readonly protocolRecordedAt?: string;
  /** A protocol version recorded in the input that this linter does not know. */
  readonly unknownProtocolVersion?: string;
  readonly serverInfo?: JsonObject;
  /** The server's name when known (snapshot, live server or client config entry). */
  readonly serverName?: string;
}

/** A finding as a rule reports it. */
export interface RuleReport {
  readonly message: string;
  /** JSON Pointer into the input; the nearest existing node when the problem is something missing. */
  readonly pointer: string;
  /** Defaults to the tool whose visitor is running (if any). */
  readonly tool?: string;
  /** Overrides the configured severity (rare: e.g. a rule with two levels of signal). */
  readonly severity?: Severity;
  /** Machine-readable extras (e.g. `{ change: "breaking" }`), carried into JSON output. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Index of the input the finding belongs to; defaults to the input being linted. */
  readonly input?: number;
}

export interface Finding {
  readonly ruleId: string;
  readonly severity: Severity;
  readonly message: string;
  readonly tool: string | undefined;
  readonly pointer: string;
  /** Index into the run's inputs. */
  readonly inputIndex: number;
  readonly data?: Readonly<Record<string, unknown>>;
  /** 1-based; present once positions are resolved for inputs that have text. */
  readonly line?: number;
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** Where the thing the finding is about is written in the project's source (a live server's tools). */
  readonly source?: SourceLocation;
}

/** A place in a source file: absolute path, 1-based line and UTF-16 column, end exclusive. */
export interface SourceLocation {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}
