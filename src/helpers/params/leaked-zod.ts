// A tool whose parameters landed in the wrong slot: a zod object handed to an SDK that wanted its shape (the
// TypeScript SDK's `tool(name, z.object({...}), handler)`) is taken for the annotations, so `annotations` holds the
// zod internals and `inputSchema` comes out empty. The empty schema is lost content, not a tool without parameters.
import { isObject } from "../../core/model/types.js";

/** A zod schema serialised as JSON: its `~standard` marker (zod 4) or its definition (`def`, zod 3's `_def`). */
export function isZodInternals(value: unknown): boolean {
  if (!isObject(value)) return false;
  const standard = value["~standard"];
  if (isObject(standard) && standard.vendor === "zod") return true;
  const def = isObject(value.def) ? value.def : value._def;
  return isObject(def) && (isObject(def.shape) || (typeof def.typeName === "string" && def.typeName.startsWith("Zod")));
}

/** True when the tool's `annotations` hold a zod schema's internals: its parameters were lost in generation. */
export function hasLeakedZodSchema(tool: unknown): boolean {
  return isObject(tool) && isZodInternals(tool.annotations);
}

/** How a zod schema listed as it is becomes JSON Schema: the advice every rule that meets one gives. */
export const CONVERT_ZOD =
  "Convert it to JSON Schema before listing it (`z.toJSONSchema(schema)` in zod 4, `zod-to-json-schema` in zod 3), or register the tool through the SDK, which converts it";
