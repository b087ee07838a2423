import type { Profile } from "../profile.js";

const STRUCTURED_OUTPUTS = "https://platform.openai.com/docs/guides/structured-outputs#supported-schemas";

/**
 * OpenAI function calling with `strict: true` (Structured Outputs). Applies on top of the
 * `openai` profile: compat-openai also runs for this target.
 */
export const openaiStrict: Profile = {
  target: "openai-strict",
  name: "OpenAI strict mode",
  kind: "model-api",
  constraints: [
    {
      id: "additional-properties",
      checks: "Every object schema sets `additionalProperties: false`.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
    },
    {
      id: "all-required",
      checks: "Every property is listed in `required` (an optional one as a union with `null`).",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
    },
    {
      id: "unsupported-keywords",
      checks: "No `allOf`, `not`, `dependentRequired`, `dependentSchemas`, `if`, `then` or `else`.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
    },
    {
      id: "one-of",
      checks: "No `oneOf` (only `anyOf` is supported).",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      source:
        "https://community.openai.com/t/official-documentation-for-supported-schemas-for-response-format-parameter-in-calls-to-client-beta-chats-completions-parse/932422",
      checked: "2026-11-22",
      note: "Not in the issue's starting list: the supported-schemas page lists `anyOf` only, and the API answers \"'oneOf' is not permitted\".",
    },
    {
      id: "nesting",
      checks: "At most 10 levels of object nesting.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      limit: 10,
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
      note: "Counted as `properties` hops from the root; the page does not say how levels are counted, so this reading errs towards silence.",
    },
    {
      id: "property-count",
      checks: "At most 5000 object properties in one schema.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      limit: 5000,
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
    },
    {
      id: "enum-count",
      checks: "At most 1000 enum values across the schema.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      limit: 1000,
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
    },
    {
      id: "string-size",
      checks: "Property names, definition names, enum and const values total at most 120,000 characters.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      limit: 120_000,
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
    },
    {
      id: "large-enum-size",
      checks: "A string enum with more than 250 values totals at most 15,000 characters.",
      consequence: "rejects-request",
      effect: "OpenAI strict mode will reject the whole request",
      limit: 15_000,
      source: STRUCTURED_OUTPUTS,
      checked: "2026-11-22",
      note: "Not in the issue's starting list; documented on the same page.",
    },
  ],
};
