// The `format` names each dialect defines, and checkers for them (ajv-formats' "full" rules,
// loaded only when a run checks values against formats).
import { createRequire } from "node:module";
import type { Dialect } from "./dialect.js";

const DRAFT_04 = ["date-time", "email", "hostname", "ipv4", "ipv6", "uri"];
const DRAFT_06 = [...DRAFT_04, "uri-reference", "uri-template", "json-pointer"];
const DRAFT_07 = [...DRAFT_06, "date", "time", "idn-email", "idn-hostname", "iri", "iri-reference", "relative-json-pointer", "regex"];
const DRAFT_2019 = [...DRAFT_07, "duration", "uuid"];

/** Formats each dialect's specification defines. */
export const DIALECT_FORMATS: Readonly<Record<Dialect, ReadonlySet<string>>> = {
  "draft-04": new Set(DRAFT_04),
  "draft-06": new Set(DRAFT_06),
  "draft-07": new Set(DRAFT_07),
  "2019-09": new Set(DRAFT_2019),
  "2020-12": new Set(DRAFT_2019),
};

/**
 * The formats ajv-formats (what ajv-based MCP clients load) accepts in every dialect: the
 * dialects' own, `uuid` and `duration` before 2019-09, OpenAPI's, and a few aliases. A client
 * neither warns about nor rejects these, and models read them, so they are no finding under any
 * `$schema`. Kept in step with ajv-formats by test/rules/schema-format-known.test.ts.
 */
export const AJV_FORMATS: ReadonlySet<string> = new Set([
  "date",
  "time",
  "date-time",
  "iso-time",
  "iso-date-time",
  "duration",
  "uri",
  "uri-reference",
  "uri-template",
  "url",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "regex",
  "uuid",
  "json-pointer",
  "json-pointer-uri-fragment",
  "relative-json-pointer",
  "byte",
  "int32",
  "int64",
  "float",
  "double",
  "password",
  "binary",
]);

/** Checks a string against a named format; undefined when the format has no checker here. */
export type FormatChecker = (format: string, value: string) => boolean | undefined;

/** Strings longer than this are not checked against a format (the rules are regexes). */
const MAX_CHECKED_LENGTH = 2048;

type AjvFormat = RegExp | ((value: string) => boolean) | { validate: RegExp | ((value: string) => boolean) } | boolean;

/**
 * A checker backed by ajv-formats' full rules for the formats JSON Schema defines. The rules
 * (~20 ms to load) are required on the first value actually checked against a format, so the
 * many runs that check none never load them.
 */
export function formatChecker(): FormatChecker {
  let table: Record<string, AjvFormat> | undefined;
  return (format, value) => {
    if (value.length > MAX_CHECKED_LENGTH || format === "regex") return undefined;
    if (!DIALECT_FORMATS["2020-12"].has(format)) return undefined;
    table ??= (createRequire(import.meta.url)("ajv-formats/dist/formats.js") as { fullFormats: Record<string, AjvFormat> }).fullFormats;
    if (!Object.hasOwn(table, format)) return undefined;
    const rule = table[format]!;
    const validate = typeof rule === "object" && !(rule instanceof RegExp) ? rule.validate : rule;
    if (validate instanceof RegExp) return validate.test(value);
    if (typeof validate === "function") return validate(value);
    return undefined;
  };
}
