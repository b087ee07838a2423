import { defineRule } from "../engine/rule.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { declaredTypes } from "../core/schema/json-value.js";
import { valueFitsKeyword } from "../core/schema/keyword-shapes.js";
import { counterpartOf, familyApplies, typeFamilyOf } from "../core/schema/type-keywords.js";

const FAMILY_WORDS = { string: "strings", number: "numbers", array: "arrays", object: "objects" } as const;

const SCALARS: ReadonlySet<string> = new Set(["string", "number", "integer", "boolean", "null"]);

/**
 * Advice for a dead `items` whose subschema has the parent's own scalar type: a generator
 * wrapped the value's constraints (digitalocean's `Period` enum) in `items`, so they belong on
 * the parameter itself. Undefined for any other `items`.
 */
function hoistAdvice(keyword: string, value: unknown, types: readonly string[]): string | undefined {
  if (keyword !== "items" || !isObject(value) || !types.every((t) => SCALARS.has(t))) return undefined;
  const itemTypes = declaredTypes(value);
  if (itemTypes === undefined || !itemTypes.every((t) => types.includes(t) || (t === "integer" && types.includes("number")))) return undefined;
  const moved = Object.keys(value).filter((k) => k !== "type");
  if (moved.length === 0) return "Remove it: it only repeats the `type`.";
  const names = moved.map((k) => `\`${k}\``);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `It describes the value itself: move its ${listed} up onto this schema and remove \`items\`.`;
}

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
          const advice =
            hoistAdvice(keyword, node.value[keyword], types) ?? (counterpart ? `Did you mean \`${counterpart}\`?` : "Remove it or fix the `type`.");
          context.report({
            pointer: joinPointer(node.pointer, keyword),
            message: `\`${keyword}\` applies only to ${FAMILY_WORDS[family]}, but \`type\` is ${types.map((t) => `\`${t}\``).join(" or ")}, so validators ignore it. ${advice}`,
          });
        }
      },
    };
  },
});
