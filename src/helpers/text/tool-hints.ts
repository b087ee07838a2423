/** The behaviour hints a tool declares in `annotations` (MCP 2025-03-26 and later), read defensively. */
import { isObject, type JsonObject, type ToolNode } from "../../core/model/types.js";

export interface ToolHints {
  /** The `annotations` object, when it is one. */
  readonly annotations: JsonObject | undefined;
  /** Each hint when it is a boolean; anything else (absent, `null`, a string) is undefined. */
  readonly readOnlyHint: boolean | undefined;
  readonly destructiveHint: boolean | undefined;
}

function booleanMember(object: JsonObject | undefined, key: string): boolean | undefined {
  if (object === undefined || !Object.hasOwn(object, key)) return undefined;
  const value = object[key];
  return typeof value === "boolean" ? value : undefined;
}

export function toolHints(tool: ToolNode): ToolHints {
  const raw = isObject(tool.value) && Object.hasOwn(tool.value, "annotations") ? tool.value.annotations : undefined;
  const annotations = isObject(raw) ? raw : undefined;
  return {
    annotations,
    readOnlyHint: booleanMember(annotations, "readOnlyHint"),
    destructiveHint: booleanMember(annotations, "destructiveHint"),
  };
}
