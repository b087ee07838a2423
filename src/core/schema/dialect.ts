import { atLeast, type ProtocolVersion } from "../model/protocol.js";

/** JSON Schema dialects, identified by their `$schema` URI. */
export type Dialect = "2020-12" | "2019-09" | "draft-07" | "draft-06" | "draft-04";

const DIALECT_URIS: ReadonlyArray<readonly [RegExp, Dialect]> = [
  [/^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, "2020-12"],
  [/^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, "2019-09"],
  [/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, "draft-07"],
  [/^https?:\/\/json-schema\.org\/draft-06\/schema#?$/, "draft-06"],
  [/^https?:\/\/json-schema\.org\/draft-04\/schema#?$/, "draft-04"],
];

export interface DialectInfo {
  /** The dialect the schema is checked under. */
  readonly dialect: Dialect;
  /** The `$schema` value when present. */
  readonly declared: unknown;
  /** True when `$schema` is present but names no known dialect (the schema is then checked as 2020-12). */
  readonly unknown: boolean;
  /** True when no `$schema` was given and the dialect is the default. */
  readonly implicit: boolean;
}

function dialectOfUri(uri: string): Dialect | undefined {
  for (const [pattern, dialect] of DIALECT_URIS) if (pattern.test(uri)) return dialect;
  return undefined;
}

/** The dialect a root schema declares; 2020-12 (the MCP default since 2025-11-25) when absent or unknown. */
export function detectDialect(rootSchema: unknown): DialectInfo {
  const declared =
    typeof rootSchema === "object" && rootSchema !== null && !Array.isArray(rootSchema) ? (rootSchema as Record<string, unknown>).$schema : undefined;
  if (declared === undefined) return { dialect: "2020-12", declared, unknown: false, implicit: true };
  const known = typeof declared === "string" ? dialectOfUri(declared) : undefined;
  return { dialect: known ?? "2020-12", declared, unknown: known === undefined, implicit: false };
}

/** Every dialect this linter knows, newest first. */
export const DIALECTS: readonly Dialect[] = ["2020-12", "2019-09", "draft-07", "draft-06", "draft-04"];

/** How messages name a dialect. */
export const DIALECT_LABEL: Readonly<Record<Dialect, string>> = {
  "2020-12": "JSON Schema 2020-12",
  "2019-09": "JSON Schema 2019-09",
  "draft-07": "JSON Schema draft-07",
  "draft-06": "JSON Schema draft-06",
  "draft-04": "JSON Schema draft-04",
};

/** The `$schema` spelling each dialect's meta-schema uses for itself (validators such as ajv match it exactly). */
export const CANONICAL_URI: Readonly<Record<Dialect, string>> = {
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
  "2019-09": "https://json-schema.org/draft/2019-09/schema",
  "draft-07": "http://json-schema.org/draft-07/schema#",
  "draft-06": "http://json-schema.org/draft-06/schema#",
  "draft-04": "http://json-schema.org/draft-04/schema#",
};

/** True when `uri` is the canonical spelling, give or take the empty fragment validators ignore. */
export function isCanonicalUri(uri: string, dialect: Dialect): boolean {
  const canonical = CANONICAL_URI[dialect];
  return uri === canonical || `${uri}#` === canonical || uri === `${canonical}#`;
}

/** The first MCP version that names 2020-12 as the dialect of a schema without `$schema`. */
const DEFAULT_DIALECT_SINCE: ProtocolVersion = "2025-11-25";

/**
 * The dialects a schema may be read in: the one it declares; for a schema without `$schema`,
 * 2020-12, or either 2020-12 or draft-07 under protocol versions that name no dialect;
 * none when `$schema` names no known dialect (the schema cannot be checked).
 */
export function acceptedDialects(info: DialectInfo, protocol: ProtocolVersion): readonly Dialect[] {
  if (info.unknown) return NONE;
  if (!info.implicit) return ONLY[info.dialect];
  return atLeast(protocol, DEFAULT_DIALECT_SINCE) ? ONLY["2020-12"] : EITHER;
}

// Shared answers: acceptedDialects runs for every subschema, so it allocates nothing.
const NONE: readonly Dialect[] = Object.freeze([]);
const EITHER: readonly Dialect[] = Object.freeze(["2020-12", "draft-07"] as Dialect[]);
const ONLY = Object.fromEntries(DIALECTS.map((dialect) => [dialect, Object.freeze([dialect])])) as unknown as Readonly<Record<Dialect, readonly Dialect[]>>;
