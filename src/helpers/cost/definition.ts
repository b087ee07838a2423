import { isObject } from "../../core/model/types.js";

/** The fields of a tool that clients put in the model's context (title, annotations and outputSchema stay with the client). */
const MODEL_FIELDS = ["name", "description", "inputSchema"] as const;

/**
 * The JSON text a client sends the model for one tool, compact; undefined when the definition
 * cannot be serialised (nesting deep enough to exhaust the stack).
 */
export function definitionText(tool: unknown): string | undefined {
  const sent: Record<string, unknown> = {};
  if (isObject(tool)) {
    for (const field of MODEL_FIELDS) if (Object.hasOwn(tool, field)) sent[field] = tool[field];
  }
  try {
    return JSON.stringify(isObject(tool) ? sent : tool) ?? "";
  } catch {
    return undefined;
  }
}
