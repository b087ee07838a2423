import { defineRule } from "../engine/rule.js";
import { isObject, type JsonObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { jsonKind } from "../core/spec/json-kind.js";
import { nullFieldMessage } from "../core/spec/null-field.js";
import { ANNOTATION_HINTS, ICON_THEMES, isIconSize, isToolField, TASK_SUPPORT_VALUES } from "../core/spec/tool-fields.js";

/** Icons past this many are not checked one by one (a hostile list could hold millions). */
const MAX_ICONS = 100;

export default defineRule({
  meta: {
    id: "tool-shape",
    category: "spec",
    severity: "error",
    description: "Each Tool field has the type its protocol version requires; no optional field is sent as `null`.",
    defaultOptions: {},
  },
  create(context) {
    const report = (pointer: string, message: string): void => context.report({ pointer, message });
    // A field's shape is checked when some version the input may speak defines it.
    const defined = (field: string): boolean => context.protocols.some((version) => isToolField(field, version));

    /** Reports a member that is not of the wanted kind; returns true when it is. */
    const expect = (object: JsonObject, key: string, pointer: string, label: string, wanted: "string" | "object" | "array" | "boolean"): boolean => {
      const value = object[key];
      const ok = wanted === "object" ? isObject(value) : wanted === "array" ? Array.isArray(value) : typeof value === wanted;
      if (ok) return true;
      if (value === null) report(pointer, nullFieldMessage(label));
      else if (wanted === "boolean" && (value === "true" || value === "false")) {
        report(pointer, `\`${label}\` is the string "${value}"; use the boolean \`${value}\` without quotes.`);
      } else report(pointer, `\`${label}\` is ${jsonKind(value)}; it must be ${article(wanted)}. Fix the value or omit the field.`);
      return false;
    };

    const checkAnnotations = (tool: JsonObject, pointer: string): void => {
      if (!expect(tool, "annotations", pointer, "annotations", "object")) return;
      const annotations = tool.annotations as JsonObject;
      if (Object.hasOwn(annotations, "title")) expect(annotations, "title", joinPointer(pointer, "title"), "annotations.title", "string");
      for (const hint of ANNOTATION_HINTS) {
        if (Object.hasOwn(annotations, hint)) expect(annotations, hint, joinPointer(pointer, hint), `annotations.${hint}`, "boolean");
      }
    };

    const checkIcon = (icon: unknown, pointer: string, label: string): void => {
      if (!isObject(icon)) {
        report(pointer, `\`${label}\` is ${jsonKind(icon)}; each icon must be an object with at least \`src\`.`);
        return;
      }
      if (!Object.hasOwn(icon, "src")) report(pointer, `\`${label}\` has no \`src\`; add the icon's https: URL or data: URI.`);
      else if (expect(icon, "src", joinPointer(pointer, "src"), `${label}.src`, "string")) {
        const src = icon.src as string;
        if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(src)) {
          report(joinPointer(pointer, "src"), `\`${label}.src\` is not an absolute URI; use an https: URL or a data: URI.`);
        }
      }
      if (Object.hasOwn(icon, "mimeType")) expect(icon, "mimeType", joinPointer(pointer, "mimeType"), `${label}.mimeType`, "string");
      if (Object.hasOwn(icon, "sizes") && expect(icon, "sizes", joinPointer(pointer, "sizes"), `${label}.sizes`, "array")) {
        (icon.sizes as unknown[]).slice(0, MAX_ICONS).forEach((size, i) => {
          const at = joinPointer(pointer, "sizes", i);
          if (typeof size !== "string") report(at, `\`${label}.sizes[${i}]\` is ${jsonKind(size)}; sizes are strings such as "48x48" or "any".`);
          else if (!isIconSize(size)) {
            const hint = /\s/.test(size.trim()) ? "; list each size as its own string" : "";
            report(at, `\`${label}.sizes[${i}]\` is ${JSON.stringify(size.slice(0, 40))}; a size is "WxH" (e.g. "48x48") or "any"${hint}.`);
          }
        });
      }
      if (Object.hasOwn(icon, "theme") && expect(icon, "theme", joinPointer(pointer, "theme"), `${label}.theme`, "string")) {
        if (!ICON_THEMES.includes(icon.theme as string)) {
          report(
            joinPointer(pointer, "theme"),
            `\`${label}.theme\` is ${JSON.stringify(String(icon.theme).slice(0, 40))}; it must be "light" or "dark", or omitted.`,
          );
        }
      }
    };

    const checkExecution = (tool: JsonObject, pointer: string): void => {
      if (!expect(tool, "execution", pointer, "execution", "object")) return;
      const execution = tool.execution as JsonObject;
      if (!Object.hasOwn(execution, "taskSupport")) return;
      const at = joinPointer(pointer, "taskSupport");
      if (expect(execution, "taskSupport", at, "execution.taskSupport", "string") && !TASK_SUPPORT_VALUES.includes(execution.taskSupport as string)) {
        report(
          at,
          `\`execution.taskSupport\` is ${JSON.stringify(String(execution.taskSupport).slice(0, 40))}; it must be one of "forbidden", "optional", "required".`,
        );
      }
    };

    return {
      tool(tool) {
        const value = tool.value;
        if (!isObject(value)) {
          report(
            tool.pointer,
            `Tool #${tool.index + 1} is ${jsonKind(value)}, not an object; every entry of \`tools\` must be a Tool object with \`name\` and \`inputSchema\`. Replace or remove it.`,
          );
          return;
        }
        const at = (field: string): string => joinPointer(tool.pointer, field);
        if (!Object.hasOwn(value, "name")) report(tool.pointer, "Tool has no `name`; clients call tools by name, so this one cannot be called. Add a `name`.");
        else if (value.name === null || typeof value.name !== "string") {
          report(at("name"), `\`name\` is ${jsonKind(value.name)}; it is required and must be a string. Give the tool a string name.`);
        }
        for (const field of ["title", "description"]) {
          if (defined(field) && Object.hasOwn(value, field)) expect(value, field, at(field), field, "string");
        }
        if (defined("annotations") && Object.hasOwn(value, "annotations")) checkAnnotations(value, at("annotations"));
        if (defined("icons") && Object.hasOwn(value, "icons") && expect(value, "icons", at("icons"), "icons", "array")) {
          (value.icons as unknown[]).slice(0, MAX_ICONS).forEach((icon, i) => checkIcon(icon, joinPointer(tool.pointer, "icons", i), `icons[${i}]`));
        }
        if (defined("execution") && Object.hasOwn(value, "execution")) checkExecution(value, at("execution"));
        if (defined("_meta") && Object.hasOwn(value, "_meta")) expect(value, "_meta", at("_meta"), "_meta", "object");
      },
    };
  },
});

function article(kind: string): string {
  return kind === "object" || kind === "array" ? `an ${kind}` : `a ${kind}`;
}
