import { defineRule } from "../engine/rule.js";
import type { RuleContext } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject, type JsonObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { JSON_TYPE_NAMES, code, declaredTypes, hasAnyKeyword, hasType, jsonEqual, showValue } from "../core/schema/json-value.js";

/** Lower/upper bound pairs on one measure of a value. */
const COUNT_PAIRS = [
  ["minLength", "maxLength", "characters"],
  ["minItems", "maxItems", "items"],
  ["minProperties", "maxProperties", "properties"],
  ["minContains", "maxContains", "matching items"],
] as const;

function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
  readonly keyword: string;
}

/** The tightest lower and upper numeric bounds, in either dialect's spelling of exclusivity. */
function numericBounds(schema: JsonObject): { lower?: Bound; upper?: Bound } {
  const pick = (a: Bound | undefined, b: Bound | undefined, lower: boolean): Bound | undefined => {
    if (!a || !b) return a ?? b;
    if (a.value !== b.value) return (lower ? a.value > b.value : a.value < b.value) ? a : b;
    return a.exclusive ? a : b;
  };
  const minimum = finite(ownField(schema, "minimum"));
  const maximum = finite(ownField(schema, "maximum"));
  const exclusiveMinimum = ownField(schema, "exclusiveMinimum");
  const exclusiveMaximum = ownField(schema, "exclusiveMaximum");
  let lower: Bound | undefined = minimum === undefined ? undefined : { value: minimum, exclusive: exclusiveMinimum === true, keyword: "minimum" };
  let upper: Bound | undefined = maximum === undefined ? undefined : { value: maximum, exclusive: exclusiveMaximum === true, keyword: "maximum" };
  const exMin = finite(exclusiveMinimum);
  const exMax = finite(exclusiveMaximum);
  if (exMin !== undefined) lower = pick(lower, { value: exMin, exclusive: true, keyword: "exclusiveMinimum" }, true);
  if (exMax !== undefined) upper = pick(upper, { value: exMax, exclusive: true, keyword: "exclusiveMaximum" }, false);
  return { lower, upper };
}

/** A subschema no value satisfies: `false`, or `not` of everything. */
function forbids(schema: unknown): boolean {
  if (schema === false) return true;
  if (!isObject(schema) || !Object.hasOwn(schema, "not")) return false;
  const not = schema.not;
  return not === true || (isObject(not) && Object.keys(not).length === 0);
}

type Report = RuleContext["report"];

/**
 * The declared types when every one is a JSON Schema type name. A `type` naming something else
 * (`"enum"`, `"list"`) is schema-valid's error: read as a type here it would blame the `enum` or
 * `const`, which are fine, for the same defect.
 */
function knownTypes(schema: JsonObject): readonly string[] | undefined {
  const types = declaredTypes(schema);
  return types?.every((t) => (JSON_TYPE_NAMES as readonly string[]).includes(t)) ? types : undefined;
}

/** Keywords some check below reads: a subschema with none of them is skipped at once. */
const RELEVANT = new Set(["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "required", "const", "enum", ...COUNT_PAIRS.flat()]);

function checkBounds(schema: JsonObject, types: readonly string[] | undefined, pointer: string, report: Report): void {
  if (ownField(schema, "minimum") === undefined && ownField(schema, "exclusiveMinimum") === undefined) return;
  if (ownField(schema, "maximum") === undefined && ownField(schema, "exclusiveMaximum") === undefined) return;
  if (types && !types.some((t) => t === "number" || t === "integer")) return; // schema-keyword-applicable
  const { lower, upper } = numericBounds(schema);
  if (!lower || !upper) return;
  const empty = lower.value > upper.value || (lower.value === upper.value && (lower.exclusive || upper.exclusive));
  const onlyIntegers = types?.every((t) => t === "integer" || t === "null");
  const lowestInteger = lower.exclusive ? Math.floor(lower.value) + 1 : Math.ceil(lower.value);
  const highestInteger = upper.exclusive ? Math.ceil(upper.value) - 1 : Math.floor(upper.value);
  const noInteger = !empty && onlyIntegers && lowestInteger > highestInteger;
  if (!empty && !noInteger) return;
  report({
    pointer: joinPointer(pointer, lower.keyword),
    message: `${describeBound(lower)} and ${describeBound(upper)} leave no ${noInteger ? "integer" : "number"} between them, so no value is valid. Fix the bounds.`,
  });
}

/** A bound as written; draft-04's `exclusiveMinimum: true` beside `minimum` is named, since it is what empties the range. */
function describeBound(bound: Bound): string {
  const flag = bound.keyword === "minimum" ? "exclusiveMinimum" : bound.keyword === "maximum" ? "exclusiveMaximum" : undefined;
  return `\`${bound.keyword}\` ${bound.value}${bound.exclusive && flag ? ` (exclusive: \`${flag}: true\`)` : ""}`;
}

function checkCounts(schema: JsonObject, pointer: string, report: Report): void {
  for (const [minKey, maxKey, what] of COUNT_PAIRS) {
    const min = finite(ownField(schema, minKey));
    const max = min === undefined ? undefined : finite(ownField(schema, maxKey));
    if (min !== undefined && max !== undefined && min > max) {
      report({
        pointer: joinPointer(pointer, minKey),
        message: `\`${minKey}\` ${min} is greater than \`${maxKey}\` ${max}: no value can have that many ${what}. Fix the bounds.`,
      });
    }
  }
}

function checkRequired(schema: JsonObject, pointer: string, report: Report): void {
  const required = ownField(schema, "required");
  if (!Array.isArray(required)) return;
  const properties = ownField(schema, "properties");
  if (isObject(properties)) {
    required.forEach((name, i) => {
      if (typeof name === "string" && Object.hasOwn(properties, name) && forbids(properties[name])) {
        report({
          pointer: joinPointer(pointer, "required", i),
          message: `${code(name)} is required, but its schema in \`properties\` forbids every value: no object is valid. Remove it from \`required\` or allow a value.`,
        });
      }
    });
  }
  const maxProperties = finite(ownField(schema, "maxProperties"));
  if (maxProperties === undefined) return;
  const names = new Set(required.filter((name) => typeof name === "string")).size;
  if (names > maxProperties) {
    report({
      pointer: joinPointer(pointer, "maxProperties"),
      message: `\`maxProperties\` ${maxProperties} is less than the ${names} required properties: no object is valid. Raise it.`,
    });
  }
}

function checkConstAndEnum(schema: JsonObject, types: readonly string[] | undefined, pointer: string, report: Report): void {
  const value = ownField(schema, "const");
  const choices = ownField(schema, "enum");
  if (value !== undefined) {
    if (types && !types.some((t) => hasType(value, t))) {
      report({
        pointer: joinPointer(pointer, "const"),
        message: `\`const\` ${showValue(value)} is not of the declared \`type\` (${types.join(", ")}), so no value is valid. Make them agree.`,
      });
    } else if (Array.isArray(choices) && !choices.some((choice) => jsonEqual(choice, value))) {
      report({
        pointer: joinPointer(pointer, "const"),
        message: `\`const\` ${showValue(value)} is not among the \`enum\` values, so no value is valid. Make them agree.`,
      });
    }
  }
  if (types && Array.isArray(choices) && choices.length > 0 && !choices.some((choice) => types.some((t) => hasType(choice, t)))) {
    report({
      pointer: joinPointer(pointer, "enum"),
      message: `No \`enum\` value is of the declared \`type\` (${types.join(", ")}), so no value is valid. Make them agree.`,
    });
  }
}

export default defineRule({
  meta: {
    id: "schema-satisfiable",
    category: "schema",
    severity: "warning",
    description:
      "Constraints no value can meet: a lower bound above its upper bound, a required property the schema forbids, `enum`/`const` excluded by `type`.",
    defaultOptions: {},
  },
  create(context) {
    const report: Report = (finding) => context.report(finding);
    return {
      schema(node: SchemaNode) {
        const schema = node.value;
        if (!isObject(schema) || !hasAnyKeyword(schema, RELEVANT)) return;
        const types = knownTypes(schema);
        checkBounds(schema, types, node.pointer, report);
        checkCounts(schema, node.pointer, report);
        checkRequired(schema, node.pointer, report);
        checkConstAndEnum(schema, types, node.pointer, report);
      },
    };
  },
});
