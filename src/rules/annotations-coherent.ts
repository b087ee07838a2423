import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { codeSpan } from "../core/spec/code-span.js";
import { isToolField } from "../core/spec/tool-fields.js";

/** The hints the spec calls "meaningful only when `readOnlyHint == false`". */
const WRITE_HINTS = ["destructiveHint", "idempotentHint"] as const;

export default defineRule({
  meta: {
    id: "annotations-coherent",
    category: "spec",
    severity: "warning",
    description: "Annotations that contradict each other: `readOnlyHint: true` with `destructiveHint: true`, or `annotations.title` differing from `title`.",
    defaultOptions: { ignoredHints: false },
    strictOptions: { ignoredHints: true },
    optionsSchema: {
      type: "object",
      properties: {
        ignoredHints: {
          type: "boolean",
          description: "Also report any `destructiveHint`/`idempotentHint` set next to `readOnlyHint: true`, which clients ignore.",
        },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const ignoredHints = context.options.ignoredHints === true;
    return {
      tool(tool) {
        const value = tool.value;
        if (!context.protocols.some((version) => isToolField("annotations", version)) || !isObject(value)) return;
        const annotations = value.annotations;
        if (!Object.hasOwn(value, "annotations") || !isObject(annotations)) return;
        const at = (key: string): string => joinPointer(tool.pointer, "annotations", key);

        if (ownField(annotations, "readOnlyHint") === true) {
          for (const hint of WRITE_HINTS) {
            const hintValue = ownField(annotations, hint);
            // null and other non-booleans are tool-shape's to report.
            if (typeof hintValue !== "boolean") continue;
            if (hint === "destructiveHint" && hintValue) {
              context.report({
                pointer: at(hint),
                message:
                  "`readOnlyHint: true` says the tool changes nothing, but `destructiveHint: true` says it may destroy data; clients that read either one get it wrong. If the tool only reads, remove `destructiveHint`; if it writes, set `readOnlyHint: false`.",
              });
            } else if (ignoredHints) {
              context.report({
                pointer: at(hint),
                message: `\`${hint}: ${String(hintValue)}\` means nothing next to \`readOnlyHint: true\`: the spec makes it meaningful only when \`readOnlyHint\` is false, and clients ignore it. Remove it.`,
              });
            }
          }
        }

        const hasTitle = context.protocols.some((version) => isToolField("title", version)) && Object.hasOwn(value, "title");
        const title = hasTitle ? value.title : undefined;
        const annotationTitle = ownField(annotations, "title");
        if (typeof title === "string" && typeof annotationTitle === "string" && title.trim() !== annotationTitle.trim()) {
          context.report({
            pointer: at("title"),
            message: `\`annotations.title\` (${codeSpan(annotationTitle)}) differs from \`title\` (${codeSpan(title)}); clients show \`title\` and ignore the other, so readers of the two disagree. Make them equal, or remove \`annotations.title\`.`,
          });
        }
      },
    };
  },
});
