// The keywords each JSON Schema dialect defines, and where a keyword that a dialect lacks
// comes from, so a rule can tell a typo from a keyword of another dialect or of OpenAPI.
import type { Dialect } from "./dialect.js";

const DRAFT_04 = [
  "id",
  "$schema",
  "$ref",
  "title",
  "description",
  "default",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "additionalItems",
  "items",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required",
  "additionalProperties",
  "definitions",
  "properties",
  "patternProperties",
  "dependencies",
  "enum",
  "type",
  "format",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
];
const ADDED_06 = ["$id", "const", "contains", "propertyNames", "examples"];
const ADDED_07 = ["$comment", "if", "then", "else", "readOnly", "writeOnly", "contentMediaType", "contentEncoding"];
const ADDED_2019 = [
  "$anchor",
  "$defs",
  "$recursiveRef",
  "$recursiveAnchor",
  "$vocabulary",
  "dependentRequired",
  "dependentSchemas",
  "unevaluatedItems",
  "unevaluatedProperties",
  "maxContains",
  "minContains",
  "deprecated",
  "contentSchema",
];
const REMOVED_2019 = ["definitions", "dependencies"];
const ADDED_2020 = ["$dynamicRef", "$dynamicAnchor", "prefixItems"];
const REMOVED_2020 = ["$recursiveRef", "$recursiveAnchor", "additionalItems"];

function build(base: readonly string[], add: readonly string[], remove: readonly string[]): ReadonlySet<string> {
  const set = new Set([...base, ...add]);
  for (const keyword of remove) set.delete(keyword);
  return set;
}

const SET_04 = new Set(DRAFT_04);
const SET_06 = build(DRAFT_04, ADDED_06, ["id"]);
const SET_07 = build([...SET_06], ADDED_07, []);
const SET_2019 = build([...SET_07], ADDED_2019, REMOVED_2019);
const SET_2020 = build([...SET_2019], ADDED_2020, REMOVED_2020);

/** The keywords (vocabulary members) of each dialect. */
const DIALECT_KEYWORDS: Readonly<Record<Dialect, ReadonlySet<string>>> = {
  "draft-04": SET_04,
  "draft-06": SET_06,
  "draft-07": SET_07,
  "2019-09": SET_2019,
  "2020-12": SET_2020,
};

/** Every keyword any known dialect defines. */
export const ALL_KEYWORDS: ReadonlySet<string> = new Set([...SET_04, ...SET_06, ...SET_07, ...SET_2019, ...SET_2020]);

/** The keywords of 2020-12 and draft-07 together: a schema without `$schema` under old protocols may use either. */
const SET_2020_OR_07: ReadonlySet<string> = new Set([...SET_2020, ...SET_07]);

/** The keywords any of `dialects` defines (a Set: own-property safe). */
export function keywordsOf(dialects: readonly Dialect[]): ReadonlySet<string> {
  if (dialects.length === 1) return DIALECT_KEYWORDS[dialects[0]!];
  if (dialects.length === 2 && dialects.includes("2020-12") && dialects.includes("draft-07")) return SET_2020_OR_07;
  return new Set(dialects.flatMap((dialect) => [...DIALECT_KEYWORDS[dialect]]));
}

/** Keywords OpenAPI (and Swagger) define that JSON Schema validators ignore, with what to write instead. */
const OPENAPI_KEYWORDS: Readonly<Record<string, string>> = {
  nullable: 'it is OpenAPI 3.0\'s; allow null with `type: ["<type>", "null"]` or an `anyOf` branch `{"type": "null"}`',
  example: "it is OpenAPI's singular form; use `examples` (an array)",
  discriminator: "it is OpenAPI's; select the branch with `oneOf` and a `const` on the tag property",
  xml: "it is OpenAPI's XML mapping, which means nothing here; remove it",
  externalDocs: "it is OpenAPI's; put the link in `description`",
};

/** Words used as keywords by habit from other schema languages, with the JSON Schema way to say it. */
const FOREIGN_KEYWORDS: Readonly<Record<string, string>> = {
  optional: "JSON Schema has no `optional`; leave the name out of the parent's `required` instead",
};

const DIALECT_ORDER: readonly Dialect[] = ["draft-04", "draft-06", "draft-07", "2019-09", "2020-12"];

/** The dialect in which a keyword first appeared, for "this keyword is newer than your dialect". */
function firstDialectOf(keyword: string): Dialect | undefined {
  if (SET_04.has(keyword)) return "draft-04";
  if (ADDED_06.includes(keyword)) return "draft-06";
  if (ADDED_07.includes(keyword)) return "draft-07";
  if (ADDED_2019.includes(keyword)) return "2019-09";
  if (ADDED_2020.includes(keyword)) return "2020-12";
  return undefined;
}

/** Replacements for keywords a later dialect renamed or split, in the dialects that lack them. */
const RENAMED: Readonly<Record<string, { readonly dialects: readonly Dialect[]; readonly advice: string }>> = {
  definitions: { dialects: ["2019-09", "2020-12"], advice: "it is the draft-07 name; since 2019-09 it is `$defs` (update the `$ref`s that point into it)" },
  dependencies: {
    dialects: ["2019-09", "2020-12"],
    advice: "it was split in 2019-09: use `dependentRequired` for lists of names and `dependentSchemas` for schemas",
  },
  additionalItems: { dialects: ["2020-12"], advice: "2020-12 dropped it: after `prefixItems`, `items` describes the remaining items" },
  $recursiveRef: { dialects: ["2020-12"], advice: "it is 2019-09's; 2020-12 uses `$dynamicRef`" },
  $recursiveAnchor: { dialects: ["2020-12"], advice: "it is 2019-09's; 2020-12 uses `$dynamicAnchor`" },
  id: { dialects: ["draft-06", "draft-07", "2019-09", "2020-12"], advice: "it is the draft-04 spelling; use `$id`" },
  $defs: { dialects: ["draft-04", "draft-06", "draft-07"], advice: "it arrived in 2019-09; this dialect calls it `definitions`" },
  dependentRequired: {
    dialects: ["draft-04", "draft-06", "draft-07"],
    advice: "it arrived in 2019-09; this dialect uses `dependencies` with an array of names",
  },
  dependentSchemas: { dialects: ["draft-04", "draft-06", "draft-07"], advice: "it arrived in 2019-09; this dialect uses `dependencies` with a schema" },
  prefixItems: { dialects: ["draft-04", "draft-06", "draft-07", "2019-09"], advice: "it is 2020-12's; in this dialect a tuple is `items: [...]`" },
  $anchor: { dialects: ["draft-06", "draft-07"], advice: 'it arrived in 2019-09; this dialect names a subschema with `$id: "#name"`' },
};

/**
 * Why `keyword`, which none of `dialects` defines, is not a typo: it belongs to another dialect
 * or to OpenAPI (a clause to follow "validators ignore it: "). Undefined when it is simply unknown.
 */
export function foreignKeywordAdvice(keyword: string, dialects: readonly Dialect[]): string | undefined {
  if (Object.hasOwn(RENAMED, keyword)) {
    const renamed = RENAMED[keyword]!;
    if (dialects.some((dialect) => renamed.dialects.includes(dialect))) return renamed.advice;
  }
  if (Object.hasOwn(OPENAPI_KEYWORDS, keyword)) return OPENAPI_KEYWORDS[keyword];
  if (Object.hasOwn(FOREIGN_KEYWORDS, keyword)) return FOREIGN_KEYWORDS[keyword];
  const first = firstDialectOf(keyword);
  if (first === undefined) return undefined;
  const newer = DIALECT_ORDER.indexOf(first) > Math.max(...dialects.map((d) => DIALECT_ORDER.indexOf(d)));
  return newer ? `it arrived in ${first}, after this dialect` : "this dialect dropped it";
}
