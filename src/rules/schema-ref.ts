import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { getAtPointer, joinPointer, parentPointer, splitPointer } from "../core/positions/pointer.js";
import { DocumentTracker } from "../core/schema/documents.js";
import { didYouMean } from "../core/util/did-you-mean.js";
import { code } from "../core/schema/json-value.js";
import type { SchemaDocument } from "../core/schema/refs.js";

/** Reference keywords: 2020-12's `$dynamicRef` and 2019-09's `$recursiveRef` first resolve like `$ref`. */
const REFERENCE_KEYWORDS = ["$ref", "$dynamicRef", "$recursiveRef"] as const;

/** For a pointer that finds nothing: the nearest existing key, or `$defs` for `definitions` and back. */
function pointerHint(document: SchemaDocument, fragment: string): string {
  if (!fragment.startsWith("/")) return "";
  for (const [from, to] of [
    ["/definitions/", "/$defs/"],
    ["/$defs/", "/definitions/"],
  ] as const) {
    if (fragment.startsWith(from) && getAtPointer(document.root, to + fragment.slice(from.length)) !== undefined) {
      return ` The definitions are under \`${to.slice(1, -1)}\`: did you mean ${code(`#${to}${fragment.slice(from.length)}`)}?`;
    }
  }
  let segments: string[];
  try {
    segments = splitPointer(fragment);
  } catch {
    return "";
  }
  const parent = getAtPointer(document.root, parentPointer(fragment));
  const last = segments[segments.length - 1];
  if (!isObject(parent) || last === undefined) return "";
  const suggestion = didYouMean(last, Object.keys(parent));
  return suggestion ? ` Did you mean ${code(`#${joinPointer(parentPointer(fragment), suggestion)}`)}?` : "";
}

export default defineRule({
  meta: {
    id: "schema-ref",
    category: "schema",
    severity: "error",
    description: "Every `$ref` resolves inside the tool's own schema; a remote `$ref` is reported, never fetched.",
    defaultOptions: {},
  },
  create(context) {
    const documents = new DocumentTracker();
    return {
      schema(node) {
        if (!isObject(node.value)) return;
        for (const keyword of REFERENCE_KEYWORDS) {
          const reference = ownField(node.value, keyword);
          if (typeof reference !== "string") continue; // absent, or schema-valid's
          const document = documents.for(node);
          const result = document.resolve(reference, document.baseOf(node));
          const pointer = joinPointer(node.pointer, keyword);
          const shown = code(reference, 100);
          if (result.kind === "found") continue;
          if (result.kind === "invalid") {
            context.report({
              pointer,
              message: `\`${keyword}\` ${shown} is not a valid URI reference. Point at a subschema with a fragment such as \`#/$defs/Name\`.`,
            });
          } else if (result.kind === "external") {
            const what = result.remote ? "a schema on the network or disk" : "another document";
            context.report({
              pointer,
              message: `\`${keyword}\` ${shown} points at ${what}, outside this tool's schema: clients never fetch it, so its constraints are lost. Copy the referenced schema under \`$defs\` and point at it with \`#/$defs/…\`.`,
            });
          } else {
            let fragment = "";
            try {
              fragment = decodeURIComponent(reference.slice(reference.indexOf("#") + 1));
            } catch {
              // reported as missing without a hint
            }
            context.report({
              pointer,
              message: `\`${keyword}\` ${shown} does not resolve inside this schema: ${result.detail}, so validators fail on it or skip it.${pointerHint(document, fragment)} Fix the reference or add the subschema it names.`,
            });
          }
        }
      },
    };
  },
});
