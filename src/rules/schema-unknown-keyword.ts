import { defineRule } from "../engine/rule.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { acceptedDialects, DIALECT_LABEL, type Dialect } from "../schema/dialect.js";
import { didYouMean } from "../schema/did-you-mean.js";
import { code } from "../schema/json-value.js";
import { foreignKeywordAdvice, keywordsOf } from "../schema/keywords.js";

function dialectNames(dialects: readonly Dialect[]): string {
  return dialects.map((dialect) => DIALECT_LABEL[dialect]).join(" or ").replace(/ or JSON Schema /g, " or ");
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
        const known = keywordsOf(dialects);
        for (const key of Object.keys(node.value)) {
          if (known.has(key) || key.startsWith("x-")) continue;
          const advice = foreignKeywordAdvice(key, dialects);
          const suggestion = advice === undefined ? didYouMean(key, known) : undefined;
          const fix =
            advice ?? (suggestion ? `did you mean \`${suggestion}\`?` : `remove it, or rename it ${code("x-" + key)} if it is a deliberate extension`);
          context.report({
            pointer: joinPointer(node.pointer, key),
            message: `${code(key)} is not a ${dialectNames(dialects)} keyword, so validators ignore it: ${fix}${/[.?]$/.test(fix) ? "" : "."}`,
          });
        }
      },
    };
  },
});
