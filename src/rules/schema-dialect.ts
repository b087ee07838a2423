import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";
import { CANONICAL_URI, DIALECT_LABEL, isCanonicalUri } from "../core/schema/dialect.js";
import { showValue } from "../core/schema/json-value.js";

const USE_DEFAULT = `Write \`"$schema": "${CANONICAL_URI["2020-12"]}"\` or remove \`$schema\` (2020-12 is the default).`;

export default defineRule({
  meta: {
    id: "schema-dialect",
    category: "schema",
    severity: "warning",
    description: "`$schema`, when present, names a dialect clients support: 2020-12 (the default) or draft-07.",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        if (node.depth !== 0 || node.dialectInfo.implicit) return;
        const declared = node.dialectInfo.declared;
        const pointer = joinPointer(node.pointer, "$schema");
        if (typeof declared !== "string") {
          context.report({
            pointer,
            message: `\`$schema\` must be a URI naming a JSON Schema dialect, got ${showValue(declared)}, so the schema cannot be checked against a meta-schema. ${USE_DEFAULT}`,
          });
          return;
        }
        if (node.dialectInfo.unknown) {
          context.report({
            pointer,
            message: `\`$schema\` \`${showValue(declared, 80).slice(1, -1)}\` names no JSON Schema dialect this linter or MCP clients know, so the schema cannot be checked (and clients may refuse it). ${USE_DEFAULT}`,
          });
          return;
        }
        const dialect = node.dialect;
        if (dialect === "2019-09" || dialect === "draft-06" || dialect === "draft-04") {
          context.report({
            pointer,
            message: `\`$schema\` declares ${DIALECT_LABEL[dialect]}: MCP clients need only support 2020-12 (and draft-07), so some will reject or misread this schema. Move it to 2020-12.`,
          });
          return;
        }
        if (!isCanonicalUri(declared, dialect)) {
          context.report({
            pointer,
            message: `\`$schema\` \`${declared}\` is not how ${DIALECT_LABEL[dialect]} spells its URI: validators such as ajv match \`${CANONICAL_URI[dialect]}\` exactly and fail on this one. Write that instead.`,
          });
        }
      },
    };
  },
});
