// Keywords that constrain only one kind of value: a string keyword says nothing about a
// number, so `maxLength` on an integer is silently ignored by every validator.

export type TypeFamily = "string" | "number" | "array" | "object";

const FAMILIES = new Map<string, TypeFamily>(
  Object.entries({
    minLength: "string",
    maxLength: "string",
    pattern: "string",
    contentEncoding: "string",
    contentMediaType: "string",
    contentSchema: "string",
    minimum: "number",
    maximum: "number",
    exclusiveMinimum: "number",
    exclusiveMaximum: "number",
    multipleOf: "number",
    items: "array",
    prefixItems: "array",
    additionalItems: "array",
    unevaluatedItems: "array",
    contains: "array",
    minContains: "array",
    maxContains: "array",
    minItems: "array",
    maxItems: "array",
    uniqueItems: "array",
    properties: "object",
    patternProperties: "object",
    additionalProperties: "object",
    unevaluatedProperties: "object",
    required: "object",
    minProperties: "object",
    maxProperties: "object",
    propertyNames: "object",
    dependentRequired: "object",
    dependentSchemas: "object",
    dependencies: "object",
  } as Record<string, TypeFamily>),
);

/** The kind of value `keyword` constrains, or undefined for keywords that apply to any value. */
export function typeFamilyOf(keyword: string): TypeFamily | undefined {
  return FAMILIES.get(keyword);
}

/** True when a value of one of `types` can be constrained by a keyword of `family`. */
export function familyApplies(family: TypeFamily, types: readonly string[]): boolean {
  return types.some((type) => type === family || (family === "number" && type === "integer"));
}

/** The keyword that says for `types` what `keyword` was probably meant to say. */
const COUNTERPARTS: Readonly<Record<string, Partial<Record<TypeFamily, string>>>> = {
  minLength: { number: "minimum", array: "minItems", object: "minProperties" },
  maxLength: { number: "maximum", array: "maxItems", object: "maxProperties" },
  minimum: { string: "minLength", array: "minItems" },
  maximum: { string: "maxLength", array: "maxItems" },
  minItems: { string: "minLength", number: "minimum", object: "minProperties" },
  maxItems: { string: "maxLength", number: "maximum", object: "maxProperties" },
  items: { object: "additionalProperties" },
  properties: { array: "items" },
  minProperties: { array: "minItems", string: "minLength" },
  maxProperties: { array: "maxItems", string: "maxLength" },
};

export function counterpartOf(keyword: string, types: readonly string[]): string | undefined {
  if (!Object.hasOwn(COUNTERPARTS, keyword)) return undefined;
  const table = COUNTERPARTS[keyword]!;
  for (const type of types) {
    const family: TypeFamily | undefined =
      type === "integer" ? "number" : type === "string" || type === "number" || type === "array" || type === "object" ? type : undefined;
    if (family && table[family]) return table[family];
  }
  return undefined;
}
