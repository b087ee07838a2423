import type { Profile } from "../profile.js";

const SCHEMA_REFERENCE = "https://ai.google.dev/api/caching#Schema";

/**
 * Gemini API function declarations with `parameters` (the OpenAPI 3.0 subset). Declarations
 * sent as `parametersJsonSchema` accept JSON Schema and are not what this profile models.
 */
export const gemini: Profile = {
  target: "gemini",
  name: "Gemini",
  kind: "model-api",
  constraints: [
    {
      id: "name-pattern",
      checks: "Tool name starts with a letter or `_`, uses only `A-Z a-z 0-9 _ . : -`, at most 64 characters.",
      consequence: "rejects-request",
      effect: "Gemini will reject the whole request",
      limit: 64,
      source: "https://googleapis.github.io/java-genai/javadoc/google-genai/com.google.genai.types/-function-declaration/-builder/name.html",
      checked: "2026-11-22",
      note: 'FunctionDeclaration.name: "Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores, dots, colons and dashes, with a maximum length of 64."',
    },
    {
      id: "root-object",
      checks: 'inputSchema has `type: "object"` at the root.',
      consequence: "rejects-request",
      effect: "Gemini will reject the whole request",
      source: "https://github.com/diegosouzapw/OmniRoute/pull/3360",
      checked: "2026-11-22",
      note: 'Error text: "functionDeclaration parameters schema should be of type OBJECT".',
    },
    {
      id: "schema-fields",
      checks: "Every subschema uses only the fields of Gemini's Schema object (no `$ref`, `$defs`, `$schema`, `additionalProperties`, `oneOf`, `const`…).",
      consequence: "rejects-request",
      effect: "Gemini will reject the whole request",
      source: SCHEMA_REFERENCE,
      checked: "2026-11-22",
      note: 'Unknown fields fail with "Invalid JSON payload received. Unknown name … Cannot find field." (e.g. https://github.com/openswarm-ai/openswarm/issues/24).',
    },
    {
      id: "single-type",
      checks: "`type` is one string, never an array of types.",
      consequence: "rejects-request",
      effect: "Gemini will reject the whole request",
      source: "https://github.com/zed-industries/zed/issues/53919",
      checked: "2026-11-22",
      note: 'Error text: "Unknown name \\"type\\" … Proto field is not repeating, cannot start list."',
    },
    {
      id: "items-object",
      checks: "`items` is one schema, never an array of schemas (tuple form).",
      consequence: "rejects-request",
      effect: "Gemini will reject the whole request",
      source: SCHEMA_REFERENCE,
      checked: "2026-11-22",
    },
    {
      id: "string-enum",
      checks: "Every `enum` member is a string.",
      consequence: "rejects-request",
      effect: "Gemini will reject the whole request",
      source: SCHEMA_REFERENCE,
      checked: "2026-11-22",
      note: "Schema.enum is `string[]`.",
    },
  ],
};
