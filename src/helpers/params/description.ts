// Where a parameter's description may sit besides its own `description` keyword.
import { fieldThroughRef, followRefs } from "./schema-fields.js";
import type { SchemaDocument } from "../../core/schema/refs.js";
import { ownField } from "../../core/model/types.js";

/** Composition keywords whose members describe the same value (a nullable `anyOf` from pydantic, say). */
const ALTERNATIVES = ["anyOf", "oneOf", "allOf"] as const;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * The text that describes a parameter: its own `description`, else the one its local `$ref`
 * leads to, else the first one on a direct `anyOf`/`oneOf`/`allOf` member.
 */
export function parameterDescription(schema: unknown, document: SchemaDocument): string | undefined {
  const direct = nonEmpty(fieldThroughRef(schema, document, "description"));
  if (direct !== undefined) return direct;
  const target = followRefs(schema, document);
  for (const keyword of ALTERNATIVES) {
    const members = ownField(target, keyword);
    if (!Array.isArray(members)) continue;
    for (const member of members) {
      const text = nonEmpty(fieldThroughRef(member, document, "description"));
      if (text !== undefined) return text;
    }
  }
  return undefined;
}
