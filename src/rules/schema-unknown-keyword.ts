import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { acceptedDialects, DIALECT_LABEL, type Dialect } from "../core/schema/dialect.js";
import { didYouMean } from "../core/util/did-you-mean.js";
import { code, declaredTypes } from "../core/schema/json-value.js";
import { valueFitsKeyword } from "../core/schema/keyword-shapes.js";
import { foreignKeywordAdvice, keywordsOf } from "../core/schema/keywords.js";
import { isAnnotationBlock } from "../helpers/params/annotation-block.js";
import { CONVERT_ZOD, isZodInternals } from "../helpers/params/leaked-zod.js";

/**
 * Containers of subschemas reached through `$ref`: a JSON pointer resolves into either name,
 * and ajv accepts both in every draft, so `$defs` under draft-07 (or `definitions` under
 * 2020-12) changes no validation.
 */
const DEFINITION_CONTAINERS = new Set(["$defs", "definitions"]);

/** Keywords whose presence makes an object read as a schema rather than data. */
const SCHEMA_MARKERS = ["type", "description", "enum", "$ref", "anyOf", "oneOf", "properties", "items"];

function dialectNames(dialects: readonly Dialect[]): string {
  return dialects
    .map((dialect) => DIALECT_LABEL[dialect])
    .join(" or ")
    .replace(/ or JSON Schema /g, " or ");
}

/** An object of keywords only, at least one of them typical of a property's schema. */
function looksLikeSchema(value: unknown, known: ReadonlySet<string>): boolean {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => known.has(k) || k.startsWith("x-")) && SCHEMA_MARKERS.some((k) => keys.includes(k));
}

/** Where the tool's annotations belong: clients read them there, and nowhere in the schema. */
const MOVE_ANNOTATIONS = "it holds the tool's annotations, which clients read only at the tool's level: move it to the tool's `annotations`";

/** What to do about an unknown keyword that is neither another dialect's nor OpenAPI's. */
function fixFor(key: string, value: unknown, holder: Readonly<Record<string, unknown>>, known: ReadonlySet<string>, dialects: readonly Dialect[]): string {
  if (key === "annotations" && isAnnotationBlock(value, true)) return MOVE_ANNOTATIONS;
  // Suggest only a keyword that could take this value: `"note": "…prose…"` is not a misspelt `not`.
  const fitting = [...known].filter((keyword) => dialects.some((dialect) => valueFitsKeyword(keyword, value, dialect)));
  const suggestion = didYouMean(key, fitting);
  if (suggestion) return `did you mean \`${suggestion}\`?`;
  const types = declaredTypes(holder);
  if ((types === undefined || types.includes("object")) && looksLikeSchema(value, known)) {
    return `its value reads as a property's schema: did you forget \`properties\`? Move it under \`properties\` (and list it in \`required\` if it must be sent).`;
  }
  if (typeof value === "string" && /\s/.test(value.trim())) return "it reads as a note to the reader; move the text into `description`.";
  return `remove it, or rename it ${code(`x-${key}`)} if it is a deliberate extension`;
}

export default defineRule({
  meta: {
    id: "schema-unknown-keyword",
    category: "schema",
    severity: "warning",
    description: "A keyword the dialect does not define (a typo, another dialect's, OpenAPI's), which validators silently ignore.",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        if (!isObject(node.value)) return;
        const dialects = acceptedDialects(node.dialectInfo, context.protocol);
        if (dialects.length === 0) return; // unknown `$schema`: its vocabulary is unknown too
        if (node.root === "inputSchema" && node.via === "properties" && isAnnotationBlock(node.value)) {
          // The annotations pasted in as a parameter: one finding for the block, not one per hint.
          context.report({
            pointer: node.pointer,
            message: `${code(node.key ?? "")} is not a parameter but the tool's annotations (${Object.keys(node.value)
              .map((k) => code(k))
              .join(", ")}), which clients read only at the tool's level: move it out of \`properties\` into the tool's \`annotations\`.`,
          });
          return;
        }
        // A zod schema listed as it is: its internals are not keywords, the schema as a whole is the defect. Said
        // once; as a tool's `inputSchema` it is input-schema-object's error.
        if (isZodInternals(node.value)) {
          if (node.depth > 0 || node.root !== "inputSchema") {
            context.report({
              pointer: node.pointer,
              message: `This schema is a zod schema serialised as JSON (\`_def\`, \`~standard\`), which validators read as no schema at all. ${CONVERT_ZOD}.`,
            });
          }
          return;
        }
        const known = keywordsOf(dialects);
        for (const key of Object.keys(node.value)) {
          if (known.has(key) || key.startsWith("x-")) continue;
          if (DEFINITION_CONTAINERS.has(key) && isObject(node.value[key])) continue;
          const fix = foreignKeywordAdvice(key, dialects) ?? fixFor(key, node.value[key], node.value, known, dialects);
          context.report({
            pointer: joinPointer(node.pointer, key),
            message: `${code(key)} is not a ${dialectNames(dialects)} keyword, so validators ignore it: ${fix}${/[.?]$/.test(fix) ? "" : "."}`,
          });
        }
      },
    };
  },
});
