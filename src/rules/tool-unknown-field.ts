import { defineRule } from "../engine/rule.js";
import { isObject, type JsonObject } from "../model/types.js";
import { PROTOCOL_VERSIONS, describeVersions } from "../model/protocol.js";
import { joinPointer } from "../positions/pointer.js";
import { codeSpan } from "../spec/code-span.js";
import { suggestAnnotationField, suggestToolField } from "../spec/field-suggestion.js";
import { ANNOTATION_FIELDS, describeAvailability, isDefinedIn, isToolField, toolFieldAvailability } from "../spec/tool-fields.js";

const has = (object: JsonObject, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** Past this many unknown fields in one object the rest are not reported (a hostile tool may have thousands). */
const MAX_REPORTS = 50;

export default defineRule({
  meta: {
    id: "tool-unknown-field",
    category: "spec",
    severity: "warning",
    description: "A Tool or annotations field the protocol version does not define: a typo (with a did-you-mean) or a field of another version.",
    defaultOptions: {},
  },
  create(context) {
    // A field is known when some version the input may speak defines it (all of them in
    // version-neutral mode): only fields no such version defines are reported.
    const versions = context.protocols;
    const version = describeVersions(versions);
    const inVersion = versions.length === PROTOCOL_VERSIONS.length ? "in any protocol version" : `in protocol ${version}`;
    const defined = (field: string): boolean => versions.some((v) => isToolField(field, v));
    const report = (pointer: string, message: string): void => context.report({ pointer, message });

    const unknownToolField = (tool: JsonObject, key: string): string => {
      const field = codeSpan(key);
      const availability = toolFieldAvailability(key);
      if (availability) {
        return `${field} is ${describeAvailability(availability)}; this list is checked as ${version}, whose clients ignore it. Remove it, or lint with \`--protocol\` set to the version the server negotiates.`;
      }
      const intended = suggestToolField(key);
      if (intended !== undefined) {
        const intendedAvailability = toolFieldAvailability(intended)!;
        if (!versions.some((v) => isDefinedIn(intendedAvailability, v))) {
          return `${field} is not a Tool field; did you mean \`${intended}\` (${describeAvailability(intendedAvailability)}; this list is checked as ${version})?`;
        }
        if (has(tool, intended)) {
          return `${field} is not a Tool field ${inVersion}, so clients ignore it; the tool already has \`${intended}\`. Remove ${field}.`;
        }
        return `${field} is not a Tool field ${inVersion}, so clients ignore it; did you mean \`${intended}\`? Rename it.`;
      }
      const elsewhere = defined("_meta")
        ? " Put custom data under `_meta`, with a key prefix you own (e.g. `com.example/…`), or remove it."
        : " Remove it.";
      return `${field} is not a Tool field ${inVersion}; clients ignore it.${elsewhere}`;
    };

    return {
      tool(tool) {
        const value = tool.value;
        if (!isObject(value)) return;
        let reported = 0;
        for (const key of Object.keys(value)) {
          if (defined(key)) continue;
          if (reported++ >= MAX_REPORTS) break;
          report(joinPointer(tool.pointer, key), unknownToolField(value, key));
        }
        const annotations = value["annotations"];
        if (!defined("annotations") || !has(value, "annotations") || !isObject(annotations)) return;
        reported = 0;
        for (const key of Object.keys(annotations)) {
          if (ANNOTATION_FIELDS.includes(key)) continue;
          if (reported++ >= MAX_REPORTS) break;
          const intended = suggestAnnotationField(key);
          const field = codeSpan(`annotations.${key}`);
          report(
            joinPointer(tool.pointer, "annotations", key),
            intended !== undefined
              ? `${field} is not a ToolAnnotations field, so clients ignore it; did you mean \`${intended}\`? Rename it.`
              : `${field} is not a ToolAnnotations field (\`title\`, \`readOnlyHint\`, \`destructiveHint\`, \`idempotentHint\`, \`openWorldHint\`); clients ignore it. Remove it${defined("_meta") ? ", or move it to the tool's `_meta`" : ""}.`,
          );
        }
      },
    };
  },
});
