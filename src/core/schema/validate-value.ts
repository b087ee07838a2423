// A small JSON Schema interpreter for checking the values a schema carries (`default`,
// `const`, `enum`, `examples`) against their own subschema. Compiling an ajv validator per
// subschema costs about a millisecond each; interpreting the handful of keywords such values
// meet costs microseconds and keeps nothing alive after the check.
//
// It answers in three values: true, false, or undefined when it cannot tell (a remote or
// dynamic `$ref`, a pattern unsafe to run, `unevaluated*`, a budget exhausted). It is never
// stricter than the specification, so "false" is always a real violation.
import type { Dialect } from "./dialect.js";
import type { FormatChecker } from "./formats.js";
import { declaredTypes, hasType, jsonEqual, jsonType, showValue } from "./json-value.js";
import type { PatternCache } from "./patterns.js";
import type { SchemaDocument } from "./refs.js";
import { joinPointer } from "../positions/pointer.js";
import { ownField, isObject } from "../model/types.js";

export interface ValueProblem {
  /** Pointer inside the checked value ("" for the value itself). */
  readonly at: string;
  /** The keyword that rejected it. */
  readonly keyword: string;
  readonly message: string;
}

export interface ValueCheckEnv {
  readonly dialect: Dialect;
  readonly document: SchemaDocument;
  readonly patterns: PatternCache;
  readonly formats: FormatChecker | undefined;
}

export type ValueVerdict = { readonly valid: true } | { readonly valid: false; readonly problem: ValueProblem } | { readonly valid: undefined };

/** Subschema evaluations allowed per check: enough for any honest schema, bounded for hostile ones. */
const STEP_BUDGET = 20_000;
const MAX_DEPTH = 64;
/** `uniqueItems` compares pairs: larger arrays are not checked. */
const MAX_UNIQUE = 500;

class OutOfBudget extends Error {}

type Outcome = boolean | undefined;

/** A keyword's value when it is a non-negative integer (a count), else undefined. */
function ownCount(schema: Record<string, unknown>, key: string): number | undefined {
  const v = ownField(schema, key);
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined;
}

/** A keyword's value when it is a finite number, else undefined. */
function ownNumber(schema: Record<string, unknown>, key: string): number | undefined {
  const v = ownField(schema, key);
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

/** Three-valued "and": false wins, then undefined. */
function and(a: Outcome, b: Outcome): Outcome {
  if (a === false || b === false) return false;
  return a === undefined || b === undefined ? undefined : true;
}

function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) count++;
    else {
      const next = text.charCodeAt(i + 1);
      count++;
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

function list(values: readonly unknown[]): string {
  const shown = values.slice(0, 6).map((v) => showValue(v, 30));
  return shown.join(", ") + (values.length > 6 ? ", …" : "");
}

/**
 * Checks `value` against `schema`, a subschema of `env.document` whose base URI is `base`,
 * ignoring the keywords in `ignore` at the top (`enum` when checking the members of an `enum`).
 */
export function checkValue(value: unknown, schema: unknown, base: string, env: ValueCheckEnv, ignore: readonly string[] = []): ValueVerdict {
  const checker = new Checker(env, ignore);
  try {
    const outcome = checker.check(value, schema, base, "", 0, false);
    if (outcome === true) return { valid: true };
    if (outcome === false && checker.problem) return { valid: false, problem: checker.problem };
    return { valid: undefined };
  } catch (error) {
    if (error instanceof OutOfBudget) return { valid: undefined };
    throw error;
  }
}

// Which checks a subschema needs, from one pass over its keys: most subschemas hold a `type`
// and annotations only, and looking up every keyword of every group would cost more.
const GENERIC = 1;
const NUMBER = 2;
const STRING = 4;
const ARRAY = 8;
const OBJECT = 16;
const COMPOSITION = 32;
const REF = 64;
const ID = 128;
const GROUPS = new Map<string, number>([
  ...["type", "enum", "const"].map((k) => [k, GENERIC] as const),
  ...["multipleOf", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum"].map((k) => [k, NUMBER] as const),
  ...["maxLength", "minLength", "pattern", "format"].map((k) => [k, STRING] as const),
  ...["items", "prefixItems", "additionalItems", "contains", "minContains", "maxContains", "minItems", "maxItems", "uniqueItems", "unevaluatedItems"].map(
    (k) => [k, ARRAY] as const,
  ),
  ...[
    "properties",
    "patternProperties",
    "additionalProperties",
    "propertyNames",
    "required",
    "minProperties",
    "maxProperties",
    "dependentRequired",
    "dependentSchemas",
    "dependencies",
    "unevaluatedProperties",
  ].map((k) => [k, OBJECT] as const),
  ...["allOf", "anyOf", "oneOf", "not", "if"].map((k) => [k, COMPOSITION] as const),
  ...["$ref", "$dynamicRef", "$recursiveRef"].map((k) => [k, REF] as const),
  ...["$id", "id"].map((k) => [k, ID] as const),
]);

function groupsOf(schema: Record<string, unknown>): number {
  let groups = 0;
  const keys = Object.keys(schema);
  for (let i = 0; i < keys.length; i++) groups |= GROUPS.get(keys[i]!) ?? 0;
  return groups;
}

class Checker {
  problem: ValueProblem | undefined;
  private steps = 0;
  private readonly modern: boolean;

  /** The schema whose keywords in `ignore` are skipped: the top one, until it is entered. */
  private ignoredIn: unknown = undefined;

  constructor(
    private readonly env: ValueCheckEnv,
    private readonly ignore: readonly string[],
  ) {
    this.modern = env.dialect === "2020-12" || env.dialect === "2019-09";
  }

  /** Records the first problem outside compositions (`quiet`), and returns false. */
  private fail(quiet: boolean, at: string, keyword: string, message: string): false {
    if (!quiet && this.problem === undefined) this.problem = { at, keyword, message };
    return false;
  }

  check(value: unknown, schema: unknown, outerBase: string, at: string, depth: number, quiet: boolean): Outcome {
    if (++this.steps > STEP_BUDGET || depth > MAX_DEPTH) throw new OutOfBudget();
    if (schema === true) return true;
    if (schema === false) return this.fail(quiet, at, "false", "is not allowed here (the schema is `false`)");
    if (!isObject(schema)) return undefined;
    if (depth === 0 && this.ignore.length > 0) this.ignoredIn = schema;
    const groups = groupsOf(schema);
    const base = groups & ID ? this.env.document.baseWith(outerBase, schema) : outerBase;
    let outcome: Outcome = true;
    if (groups & REF) {
      const ref = ownField(schema, "$ref");
      if (typeof ref === "string") {
        outcome = this.checkRef(value, ref, base, at, depth, quiet);
        // Before 2019-09, keywords beside `$ref` are ignored.
        if (!this.modern || outcome === false) return outcome;
      }
      if (ownField(schema, "$dynamicRef") !== undefined || ownField(schema, "$recursiveRef") !== undefined) outcome = and(outcome, undefined);
    }
    if (groups & GENERIC) outcome = and(outcome, this.checkGeneric(value, schema, at, quiet));
    if (outcome === false) return false;
    const type = jsonType(value);
    if (type === "integer" || type === "number") {
      if (groups & NUMBER) outcome = and(outcome, this.checkNumber(value as number, schema, at, quiet));
    } else if (type === "string") {
      if (groups & STRING) outcome = and(outcome, this.checkString(value as string, schema, at, quiet));
    } else if (type === "array") {
      if (groups & ARRAY) outcome = and(outcome, this.checkArray(value as unknown[], schema, base, at, depth, quiet));
    } else if (type === "object") {
      if (groups & OBJECT) outcome = and(outcome, this.checkObject(value as Record<string, unknown>, schema, base, at, depth, quiet));
    }
    if (outcome === false || !(groups & COMPOSITION)) return outcome;
    return and(outcome, this.checkCompositions(value, schema, base, at, depth, quiet));
  }

  private checkRef(value: unknown, ref: string, base: string, at: string, depth: number, quiet: boolean): Outcome {
    const target = this.env.document.resolve(ref, base);
    if (target.kind !== "found") return undefined;
    return this.check(value, target.value, target.base, at, depth + 1, quiet);
  }

  private checkGeneric(value: unknown, schema: Record<string, unknown>, at: string, quiet: boolean): Outcome {
    const types = declaredTypes(schema);
    if (types && !types.some((type) => hasType(value, type))) {
      const expected = types.length === 1 ? `of type \`${types[0]}\`` : `one of the types ${types.map((t) => `\`${t}\``).join(", ")}`;
      return this.fail(quiet, at, "type", `must be ${expected}, got ${showValue(value)}`);
    }
    const ignored = schema === this.ignoredIn ? this.ignore : undefined;
    const choices = ignored?.includes("enum") ? undefined : ownField(schema, "enum");
    if (Array.isArray(choices) && !choices.some((choice) => jsonEqual(choice, value))) {
      return this.fail(quiet, at, "enum", `must be one of ${list(choices)}, got ${showValue(value)}`);
    }
    if (!ignored?.includes("const") && Object.hasOwn(schema, "const") && !jsonEqual(schema.const, value)) {
      return this.fail(quiet, at, "const", `must equal ${showValue(schema.const)}, got ${showValue(value)}`);
    }
    return true;
  }

  private checkNumber(value: number, schema: Record<string, unknown>, at: string, quiet: boolean): Outcome {
    const multipleOf = ownNumber(schema, "multipleOf");
    if (multipleOf !== undefined && multipleOf > 0) {
      const quotient = value / multipleOf;
      const nearest = Math.round(quotient);
      if (Number.isFinite(quotient) && Math.abs(quotient - nearest) > 1e-9 * Math.max(1, Math.abs(quotient))) {
        return this.fail(quiet, at, "multipleOf", `must be a multiple of ${multipleOf}, got ${value}`);
      }
    }
    const maximum = ownNumber(schema, "maximum");
    const minimum = ownNumber(schema, "minimum");
    if (this.env.dialect === "draft-04") {
      const exclusiveMax = ownField(schema, "exclusiveMaximum") === true;
      const exclusiveMin = ownField(schema, "exclusiveMinimum") === true;
      if (maximum !== undefined && (exclusiveMax ? value >= maximum : value > maximum)) {
        return this.fail(quiet, at, "maximum", `must be ${exclusiveMax ? "<" : "≤"} ${maximum}, got ${value}`);
      }
      if (minimum !== undefined && (exclusiveMin ? value <= minimum : value < minimum)) {
        return this.fail(quiet, at, "minimum", `must be ${exclusiveMin ? ">" : "≥"} ${minimum}, got ${value}`);
      }
      return true;
    }
    if (maximum !== undefined && value > maximum) return this.fail(quiet, at, "maximum", `must be ≤ ${maximum}, got ${value}`);
    if (minimum !== undefined && value < minimum) return this.fail(quiet, at, "minimum", `must be ≥ ${minimum}, got ${value}`);
    const exclusiveMaximum = ownNumber(schema, "exclusiveMaximum");
    if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) {
      return this.fail(quiet, at, "exclusiveMaximum", `must be < ${exclusiveMaximum}, got ${value}`);
    }
    const exclusiveMinimum = ownNumber(schema, "exclusiveMinimum");
    if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) {
      return this.fail(quiet, at, "exclusiveMinimum", `must be > ${exclusiveMinimum}, got ${value}`);
    }
    return true;
  }

  private checkString(value: string, schema: Record<string, unknown>, at: string, quiet: boolean): Outcome {
    const maxLength = ownCount(schema, "maxLength");
    const minLength = ownCount(schema, "minLength");
    if (maxLength !== undefined || minLength !== undefined) {
      const length = codePoints(value);
      if (maxLength !== undefined && length > maxLength) {
        return this.fail(quiet, at, "maxLength", `must be at most ${maxLength} characters long, got ${length}`);
      }
      if (minLength !== undefined && length < minLength) {
        return this.fail(quiet, at, "minLength", `must be at least ${minLength} characters long, got ${length}`);
      }
    }
    let outcome: Outcome = true;
    const pattern = ownField(schema, "pattern");
    if (typeof pattern === "string") {
      const matches = this.env.patterns.test(pattern, value);
      if (matches === false)
        return this.fail(quiet, at, "pattern", `must match the pattern \`${showValue(pattern, 50).slice(1, -1)}\`, got ${showValue(value)}`);
      outcome = and(outcome, matches);
    }
    const format = ownField(schema, "format");
    if (typeof format === "string") {
      const ok = format === "regex" ? this.validRegex(value) : this.env.formats?.(format, value);
      if (ok === false) return this.fail(quiet, at, "format", `must be a valid \`${format}\`, got ${showValue(value)}`);
    }
    return outcome;
  }

  private validRegex(value: string): boolean | undefined {
    return value.length > 2048 ? undefined : this.env.patterns.get(value).regex !== undefined;
  }

  private checkArray(value: unknown[], schema: Record<string, unknown>, base: string, at: string, depth: number, quiet: boolean): Outcome {
    const maxItems = ownCount(schema, "maxItems");
    if (maxItems !== undefined && value.length > maxItems) return this.fail(quiet, at, "maxItems", `must have at most ${maxItems} items, got ${value.length}`);
    const minItems = ownCount(schema, "minItems");
    if (minItems !== undefined && value.length < minItems) return this.fail(quiet, at, "minItems", `must have at least ${minItems} items, got ${value.length}`);
    let outcome: Outcome = true;
    if (ownField(schema, "uniqueItems") === true) {
      if (value.length > MAX_UNIQUE) outcome = undefined;
      else {
        for (let i = 0; i < value.length; i++) {
          for (let j = i + 1; j < value.length; j++) {
            if (jsonEqual(value[i], value[j])) return this.fail(quiet, at, "uniqueItems", `must not repeat items, but items ${i} and ${j} are equal`);
          }
        }
      }
    }
    const items = ownField(schema, "items");
    const prefix = this.env.dialect === "2020-12" ? ownField(schema, "prefixItems") : Array.isArray(items) ? items : undefined;
    const tuple = Array.isArray(prefix) ? prefix : [];
    for (let i = 0; i < Math.min(tuple.length, value.length); i++) {
      outcome = and(outcome, this.check(value[i], tuple[i], base, joinPointer(at, i), depth + 1, quiet));
      if (outcome === false) return false;
    }
    const rest = this.env.dialect === "2020-12" ? items : Array.isArray(items) ? ownField(schema, "additionalItems") : items;
    if (rest !== undefined && !Array.isArray(rest)) {
      for (let i = Array.isArray(prefix) ? tuple.length : 0; i < value.length; i++) {
        outcome = and(outcome, this.check(value[i], rest, base, joinPointer(at, i), depth + 1, quiet));
        if (outcome === false) return false;
      }
    }
    const contains = ownField(schema, "contains");
    if (contains !== undefined && this.env.dialect !== "draft-04") {
      let matches = 0;
      let unknown = false;
      for (const item of value) {
        const result = this.check(item, contains, base, at, depth + 1, true);
        if (result === true) matches++;
        else if (result === undefined) unknown = true;
      }
      const min = this.modern ? (ownCount(schema, "minContains") ?? 1) : 1;
      const max = this.modern ? ownCount(schema, "maxContains") : undefined;
      if (!unknown && matches < min)
        return this.fail(quiet, at, "contains", `must contain ${min === 1 ? "an item" : `at least ${min} items`} matching \`contains\`, got ${matches}`);
      if (!unknown && max !== undefined && matches > max)
        return this.fail(quiet, at, "maxContains", `must contain at most ${max} items matching \`contains\`, got ${matches}`);
      if (unknown) outcome = and(outcome, undefined);
    }
    if (ownField(schema, "unevaluatedItems") !== undefined && ownField(schema, "unevaluatedItems") !== true && value.length > 0)
      outcome = and(outcome, undefined);
    return outcome;
  }

  private checkObject(value: Record<string, unknown>, schema: Record<string, unknown>, base: string, at: string, depth: number, quiet: boolean): Outcome {
    const keys = Object.keys(value);
    const maxProperties = ownCount(schema, "maxProperties");
    if (maxProperties !== undefined && keys.length > maxProperties)
      return this.fail(quiet, at, "maxProperties", `must have at most ${maxProperties} properties, got ${keys.length}`);
    const minProperties = ownCount(schema, "minProperties");
    if (minProperties !== undefined && keys.length < minProperties)
      return this.fail(quiet, at, "minProperties", `must have at least ${minProperties} properties, got ${keys.length}`);
    const required = ownField(schema, "required");
    if (Array.isArray(required)) {
      for (const name of required) {
        if (typeof name === "string" && !Object.hasOwn(value, name)) {
          return this.fail(quiet, at, "required", `lacks the required property \`${name}\``);
        }
      }
    }
    let outcome: Outcome = true;
    const dependentRequired = this.modern ? ownField(schema, "dependentRequired") : undefined;
    const dependencies = this.modern ? undefined : ownField(schema, "dependencies");
    for (const map of [dependentRequired, dependencies]) {
      if (!isObject(map)) continue;
      for (const key of Object.keys(map)) {
        if (!Object.hasOwn(value, key)) continue;
        const needed = map[key];
        if (Array.isArray(needed)) {
          const missing = needed.find((name) => typeof name === "string" && !Object.hasOwn(value, name));
          if (missing !== undefined)
            return this.fail(quiet, at, "dependentRequired", `has \`${key}\` but lacks \`${String(missing)}\`, which must come with it`);
        } else if (map === dependencies) {
          outcome = and(outcome, this.check(value, needed, base, at, depth + 1, quiet));
          if (outcome === false) return false;
        }
      }
    }
    const dependentSchemas = this.modern ? ownField(schema, "dependentSchemas") : undefined;
    if (isObject(dependentSchemas)) {
      for (const key of Object.keys(dependentSchemas)) {
        if (!Object.hasOwn(value, key)) continue;
        outcome = and(outcome, this.check(value, dependentSchemas[key], base, at, depth + 1, quiet));
        if (outcome === false) return false;
      }
    }
    const properties = ownField(schema, "properties");
    const patternProperties = ownField(schema, "patternProperties");
    const additional = ownField(schema, "additionalProperties");
    const propertyNames = this.env.dialect === "draft-04" ? undefined : ownField(schema, "propertyNames");
    for (const key of keys) {
      const member = value[key];
      const where = joinPointer(at, key);
      let matched: Outcome = false;
      if (isObject(properties) && Object.hasOwn(properties, key)) {
        matched = true;
        outcome = and(outcome, this.check(member, properties[key], base, where, depth + 1, quiet));
      }
      if (isObject(patternProperties)) {
        for (const pattern of Object.keys(patternProperties)) {
          const hit = this.env.patterns.test(pattern, key);
          if (hit === undefined) {
            matched = matched === true ? true : undefined;
            outcome = and(outcome, undefined);
          } else if (hit) {
            matched = true;
            outcome = and(outcome, this.check(member, patternProperties[pattern], base, where, depth + 1, quiet));
          }
        }
      }
      if (outcome === false) return false;
      if (matched === false && additional !== undefined) {
        if (additional === false) {
          return this.fail(quiet, where, "additionalProperties", `is a property the schema does not allow (\`additionalProperties: false\`)`);
        }
        outcome = and(outcome, this.check(member, additional, base, where, depth + 1, quiet));
      } else if (matched === undefined && additional !== undefined && additional !== true) outcome = and(outcome, undefined);
      if (propertyNames !== undefined) outcome = and(outcome, this.check(key, propertyNames, base, where, depth + 1, quiet));
      if (outcome === false) return false;
    }
    if (ownField(schema, "unevaluatedProperties") !== undefined && ownField(schema, "unevaluatedProperties") !== true && keys.length > 0)
      outcome = and(outcome, undefined);
    return outcome;
  }

  private checkCompositions(value: unknown, schema: Record<string, unknown>, base: string, at: string, depth: number, quiet: boolean): Outcome {
    let outcome: Outcome = true;
    const allOf = ownField(schema, "allOf");
    if (Array.isArray(allOf)) {
      for (const sub of allOf) {
        outcome = and(outcome, this.check(value, sub, base, at, depth + 1, quiet));
        if (outcome === false) return false;
      }
    }
    const anyOf = ownField(schema, "anyOf");
    if (Array.isArray(anyOf) && anyOf.length > 0) {
      const results = anyOf.map((sub) => this.check(value, sub, base, at, depth + 1, true));
      if (!results.includes(true)) {
        if (!results.includes(undefined)) return this.fail(quiet, at, "anyOf", `matches none of the \`anyOf\` alternatives (got ${showValue(value)})`);
        outcome = and(outcome, undefined);
      }
    }
    const oneOf = ownField(schema, "oneOf");
    if (Array.isArray(oneOf) && oneOf.length > 0) {
      const results = oneOf.map((sub) => this.check(value, sub, base, at, depth + 1, true));
      const passing = results.flatMap((r, i) => (r === true ? [i] : []));
      if (passing.length > 1)
        return this.fail(quiet, at, "oneOf", `matches more than one \`oneOf\` alternative (${passing.slice(0, 2).join(" and ")}), so it matches none exactly`);
      if (results.includes(undefined)) outcome = and(outcome, undefined);
      else if (passing.length === 0) return this.fail(quiet, at, "oneOf", `matches none of the \`oneOf\` alternatives (got ${showValue(value)})`);
    }
    if (Object.hasOwn(schema, "not")) {
      const result = this.check(value, schema.not, base, at, depth + 1, true);
      if (result === true) return this.fail(quiet, at, "not", "matches the schema under `not`, which it must not");
      if (result === undefined) outcome = and(outcome, undefined);
    }
    if (Object.hasOwn(schema, "if") && this.env.dialect !== "draft-04" && this.env.dialect !== "draft-06") {
      const condition = this.check(value, schema.if, base, at, depth + 1, true);
      const branch = condition === true ? ownField(schema, "then") : condition === false ? ownField(schema, "else") : undefined;
      if (condition === undefined) outcome = and(outcome, undefined);
      else if (branch !== undefined) outcome = and(outcome, this.check(value, branch, base, at, depth + 1, quiet));
    }
    return outcome;
  }
}
