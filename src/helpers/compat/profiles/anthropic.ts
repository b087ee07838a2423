import type { Profile } from "../profile.js";

/** Anthropic Messages API tool definitions. */
export const anthropic: Profile = {
  target: "anthropic",
  name: "Anthropic",
  kind: "model-api",
  constraints: [
    {
      id: "name-pattern",
      checks: "Tool name matches `^[a-zA-Z0-9_-]{1,64}$`.",
      consequence: "rejects-request",
      effect: "Anthropic's API will reject the whole request",
      limit: 64,
      source: "https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools",
      checked: "2026-11-22",
    },
    {
      id: "root-object",
      checks: 'inputSchema has `type: "object"` at the root.',
      consequence: "rejects-request",
      effect: "Anthropic's API will reject the whole request",
      source: "https://schemas.apis.io/schemas/claude/claude-tool/",
      checked: "2026-11-22",
      note: '`input_schema.type` is required and constant "object" in the API\'s published OpenAPI schema (mirrored there).',
    },
    {
      id: "root-composition",
      checks: "No `oneOf`, `anyOf` or `allOf` at the root of inputSchema.",
      consequence: "rejects-request",
      effect: "Anthropic's API will reject the whole request",
      source: "https://github.com/anthropics/claude-code/issues/5319",
      checked: "2026-11-22",
      note: 'Error text: "input_schema does not support oneOf, allOf, or anyOf at the top level"; the tool-use docs do not state it.',
    },
  ],
};
