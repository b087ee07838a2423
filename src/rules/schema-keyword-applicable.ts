import { defineRule } from "../engine/rule.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { declaredTypes } from "../schema/json-value.js";
import { valueFitsKeyword } from "../schema/keyword-shapes.js";
import { counterpartOf, familyApplies, typeFamilyOf } from "../schema/type-keywords.js";

const FAMILY_WORDS = { string: "strings", number: "numbers", array: "arrays", object: "objects" } as const;

export default defineRule({
  meta: {
    id: "schema-keyword-applicable",
    category: "schema",
    severity: "warning",
    description: "A keyword that cannot apply to the declared `type` (`maxLength` on an integer, `minimum` on a string).",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        if (!isObject(node.value)) return;
        const types = declaredTypes(node.value);
        if (types === undefined) return;
        for (const keyword of Object.keys(node.value)) {
          const family = typeFamilyOf(keyword);
          if (family === undefined || familyApplies(family, types)) continue;
          // A value of the wrong shape is schema-valid's finding (`"required": true` on a property).
          if (!valueFitsKeyword(keyword, node.value[keyword], node.dialect)) continue;
          const counterpart = counterpartOf(keyword, types);
          context.report({
            pointer: joinPointer(node.pointer, keyword),
            message: `\`${keyword}\` applies only to ${FAMILY_WORDS[family]}, but \`type\` is ${types.map((t) => `\`${t}\``).join(" or ")}, so validators ignore it. ${counterpart ? `Did you mean \`${counterpart}\`?` : "Remove it or fix the `type`."}`,
          });
        }
      },
    };
  },
});
