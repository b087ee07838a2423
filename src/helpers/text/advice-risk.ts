/**
 * The side effect a short or name-restating description should be asked to state (`description-length`,
 * `description-restates-name`): `sideEffectRisk`, with two corrections judged on real tools. Verbs that
 * change state though the vocabulary leaves them uncertain (`place_order`, `mark_done`, `execute_trade`) still
 * ask what the tool changes; arithmetic `add(a, b)` on two numbers changes nothing.
 */
import { isObject, type ToolNode } from "../../core/model/types.js";
import type { NameAction } from "./name-action.js";
import { sideEffectRisk, type SideEffectRisk } from "./side-effect-risk.js";
import { toolHints } from "./tool-hints.js";

const WRITE_VERBS: ReadonlySet<string> = new Set(["place", "submit", "execute", "send", "mark", "move", "set"]);
const ARITHMETIC_VERBS: ReadonlySet<string> = new Set(["add", "subtract", "multiply", "divide", "sum"]);

/** Exactly two parameters, both numbers: `add(a, b)`. */
function takesTwoNumbers(tool: ToolNode): boolean {
  const schema = isObject(tool.value) ? tool.value.inputSchema : undefined;
  const properties = isObject(schema) ? schema.properties : undefined;
  if (!isObject(properties)) return false;
  const values = Object.values(properties);
  return values.length === 2 && values.every((p) => isObject(p) && (p.type === "number" || p.type === "integer"));
}

export function adviceRisk(tool: ToolNode, action: NameAction | undefined): SideEffectRisk | undefined {
  const hints = toolHints(tool);
  const risk = sideEffectRisk(hints, action, "destructive");
  const verb = action?.verb;
  if (verb === undefined) return risk;
  if (risk?.kind === "changes" && ARITHMETIC_VERBS.has(verb) && takesTwoNumbers(tool)) return undefined;
  if (risk === undefined && hints.readOnlyHint !== true && WRITE_VERBS.has(verb)) return { kind: "changes", verb, reason: `\`${verb}\` in its name` };
  return risk;
}
