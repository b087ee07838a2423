import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { normalizeMediaType, parseDataUri, sniffImageType, svgScript } from "../helpers/security/data-uri.js";
import { excerpt } from "../helpers/security/excerpt.js";

const SCHEME = /^([a-z][a-z0-9+.-]{0,30}):/i;
/** Icons read from the tool list at most; past this the list is broken anyway. */
const MAX_ICONS = 1000;

export default defineRule({
  meta: {
    id: "icon-safe",
    category: "security",
    severity: "warning",
    description: "Icon `src` that is not `https:` or an image `data:` URI, or a `mimeType` that contradicts the data.",
    defaultOptions: {},
  },
  create(context) {
    return {
      tool(tool) {
        if (!isObject(tool.value) || !Object.hasOwn(tool.value, "icons")) return;
        const icons = tool.value.icons;
        if (!Array.isArray(icons)) return;
        icons.slice(0, MAX_ICONS).forEach((icon, i) => {
          if (!isObject(icon)) return;
          const at = (field: string): string => joinPointer(tool.pointer, "icons", i, field);
          const src = Object.hasOwn(icon, "src") ? icon.src : undefined;
          const declared = Object.hasOwn(icon, "mimeType") && typeof icon.mimeType === "string" ? icon.mimeType : undefined;
          const mimeType = declared === undefined ? undefined : normalizeMediaType(declared);
          if (declared !== undefined && !mimeType!.startsWith("image/")) {
            context.report({
              pointer: at("mimeType"),
              message: `Icon \`mimeType\` \`${excerpt(declared)}\` is not an image type; clients expect \`image/png\`, \`image/jpeg\`, \`image/svg+xml\` or \`image/webp\`. Give the type of the image.`,
            });
          }
          if (typeof src !== "string") return;
          const shown = excerpt(src);
          const scheme = SCHEME.exec(src)?.[1]?.toLowerCase();
          if (scheme === "https") return;
          if (scheme === undefined) {
            context.report({
              pointer: at("src"),
              message: `Icon \`src\` \`${shown}\` is not an absolute URI, so each client resolves it differently or not at all. Use an \`https:\` URL or an image \`data:\` URI.`,
            });
            return;
          }
          if (scheme !== "data") {
            const why =
              scheme === "http"
                ? "clients fetch icons without asking, and over plain HTTP anyone on the network can swap or track the image"
                : `\`${excerpt(scheme)}:\` is not a place clients should load an image from (it can run script or read local files)`;
            context.report({
              pointer: at("src"),
              message: `Icon \`src\` \`${shown}\` uses \`${excerpt(scheme)}:\`: ${why}. Use an \`https:\` URL or an image \`data:\` URI.`,
            });
            return;
          }
          const uri = parseDataUri(src);
          if (!uri?.mediaType.startsWith("image/")) {
            context.report({
              pointer: at("src"),
              message: `Icon \`src\` is a \`data:\` URI of type \`${excerpt(uri?.mediaType ?? "unknown")}\`, not an image. Embed the image itself (\`data:image/png;base64,…\`).`,
            });
            return;
          }
          if (mimeType?.startsWith("image/") && mimeType !== uri.mediaType) {
            context.report({
              pointer: at("mimeType"),
              message: `Icon \`mimeType\` \`${excerpt(declared!)}\` contradicts the data URI's \`${excerpt(uri.mediaType)}\`. Make them agree (or drop \`mimeType\`: the data URI already says it).`,
            });
          }
          const actual = sniffImageType(uri);
          if (actual !== undefined && actual !== uri.mediaType) {
            context.report({
              pointer: at("src"),
              message: `Icon data is ${actual} but the data URI says \`${excerpt(uri.mediaType)}\`. Label the image with its real type.`,
            });
          }
          const script = uri.mediaType === "image/svg+xml" || actual === "image/svg+xml" ? svgScript(uri) : undefined;
          if (script !== undefined) {
            context.report({
              pointer: at("src"),
              message: `Icon is an SVG that carries script (\`${excerpt(script)}\`), which runs in any client that renders it inline. Remove the script or ship a PNG.`,
            });
          }
        });
      },
    };
  },
});
