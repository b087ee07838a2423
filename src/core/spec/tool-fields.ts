// The Tool contract per protocol version, read off the official schema-<version>.json files
// (definitions Tool, ToolAnnotations, Icon, ToolExecution). Kept as data: the product ships
// without the schemas.
import { atLeast, compareProtocol, type ProtocolVersion } from "../model/protocol.js";

/** The first and (when a later version removed it) last protocol version that defines a field. */
export interface Availability {
  readonly since: ProtocolVersion;
  readonly until?: ProtocolVersion;
}

const TOOL_FIELDS: ReadonlyMap<string, Availability> = new Map<string, Availability>([
  ["name", { since: "2024-11-05" }],
  ["description", { since: "2024-11-05" }],
  ["inputSchema", { since: "2024-11-05" }],
  ["annotations", { since: "2025-03-26" }],
  ["title", { since: "2025-06-18" }],
  ["outputSchema", { since: "2025-06-18" }],
  ["_meta", { since: "2025-06-18" }],
  ["icons", { since: "2025-11-25" }],
  // Dropped by 2026-07-28, where task support became an extension.
  ["execution", { since: "2025-11-25", until: "2025-11-25" }],
]);

/** Every name any version uses for a Tool field. */
export const ALL_TOOL_FIELDS: readonly string[] = [...TOOL_FIELDS.keys()];

export function toolFieldAvailability(field: string): Availability | undefined {
  return TOOL_FIELDS.get(field);
}

export function isDefinedIn(availability: Availability, version: ProtocolVersion): boolean {
  return atLeast(version, availability.since) && (availability.until === undefined || compareProtocol(version, availability.until) <= 0);
}

/** True when `field` is a Tool field in `version` (own names only: `constructor` is not a field). */
export function isToolField(field: string, version: ProtocolVersion): boolean {
  const availability = TOOL_FIELDS.get(field);
  return availability !== undefined && isDefinedIn(availability, version);
}

/** "defined from 2025-11-25", "defined only in 2025-11-25", "defined from 2025-03-26 to 2025-11-25". */
export function describeAvailability(availability: Availability): string {
  if (availability.until === undefined) return `defined from protocol ${availability.since}`;
  if (availability.until === availability.since) return `defined only in protocol ${availability.since}`;
  return `defined from protocol ${availability.since} to ${availability.until}`;
}

/** ToolAnnotations, unchanged from 2025-03-26 to 2026-07-28. */
export const ANNOTATION_HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;
export const ANNOTATION_FIELDS: readonly string[] = ["title", ...ANNOTATION_HINTS];
/** What a client assumes of each hint the tool leaves out. */
export const ANNOTATION_HINT_DEFAULTS: Readonly<Record<(typeof ANNOTATION_HINTS)[number], boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/** ToolExecution.taskSupport (2025-11-25). */
export const TASK_SUPPORT_VALUES: readonly string[] = ["forbidden", "optional", "required"];

/** Icon.theme (2025-11-25 and later). */
export const ICON_THEMES: readonly string[] = ["light", "dark"];

/** Icon.sizes entries: "WxH" (e.g. "48x48") or "any". */
export function isIconSize(value: string): boolean {
  return value === "any" || /^[1-9][0-9]{0,5}x[1-9][0-9]{0,5}$/.test(value);
}
