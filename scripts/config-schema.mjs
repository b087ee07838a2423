// Builds the JSON Schema of mcp-tool-lint's config file from the rules' metadata.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";

const PRESETS = ["recommended", "strict", "spec", "all"];
const PROTOCOLS = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"];
const severity = { enum: ["error", "warning", "info", "off"] };

export function configSchema(rules) {
  const ruleProperties = {};
  for (const { meta } of [...rules].sort((a, b) => a.meta.id.localeCompare(b.meta.id))) {
    const options = meta.optionsSchema ?? { type: "object", maxProperties: 0 };
    ruleProperties[meta.id] = {
      description: `${meta.description} (${meta.category}; default ${meta.severity})`,
      anyOf: [severity, { type: "array", prefixItems: [severity, options], minItems: 1, maxItems: 2, items: false }],
    };
  }
  const targets = [...new Set(rules.flatMap((r) => r.meta.targets ?? []))].sort();
  const categories = [...new Set(rules.map((r) => r.meta.category))].sort();
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://github.com/mcp-tool-lint/mcp-tool-lint/blob/main/schema/config.schema.json",
    title: "mcp-tool-lint configuration",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { type: "string" },
      extends: {
        description: "Presets to start from; later ones win.",
        anyOf: [{ enum: PRESETS }, { type: "array", items: { enum: PRESETS } }],
      },
      rules: { description: "Per-rule severity, or [severity, options].", type: "object", properties: ruleProperties, additionalProperties: false },
      targets: { description: "Clients and model APIs to check compatibility with.", type: "array", items: { enum: targets }, uniqueItems: true },
      protocol: { description: "MCP protocol version to check against.", enum: PROTOCOLS },
      ignore: {
        description: "Suppressions; each needs a reason.",
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["rule", "reason"],
          properties: {
            rule: { description: "Rule id or category.", enum: [...rules.map((r) => r.meta.id).sort(), ...categories] },
            tool: { type: "string", description: "Only findings on this tool." },
            pointer: { type: "string", description: "Only findings at or below this JSON Pointer (relative to the tool, or absolute in the input)." },
            reason: { type: "string", minLength: 1, description: "Why the finding is accepted." },
            expires: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "Date after which the suppression stops applying." },
          },
        },
      },
      servers: {
        description: "The project's own MCP servers, in a client's `mcpServers` shape; `mcp-tool-lint` with no arguments lints them.",
        type: "object",
        additionalProperties: {
          anyOf: [
            {
              type: "object",
              additionalProperties: false,
              required: ["command"],
              properties: {
                type: { enum: ["stdio"] },
                command: { type: "string", minLength: 1, description: "Program that starts the server (stdio)." },
                args: { type: "array", items: { type: "string" } },
                env: { type: "object", additionalProperties: { type: "string" } },
                cwd: { type: "string", description: "Working directory, relative to the config file's folder." },
              },
            },
            {
              type: "object",
              additionalProperties: false,
              required: ["url"],
              properties: {
                type: { enum: ["http", "streamable-http", "sse"] },
                url: { type: "string", pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" },
                headers: { type: "object", additionalProperties: { type: "string" } },
              },
            },
          ],
        },
      },
      files: {
        description: "Tool-list files or globs, relative to the config file's folder; linted when no input is given.",
        anyOf: [
          { type: "string", minLength: 1 },
          { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
        ],
      },
    },
  };
}

export function writeConfigSchema(rules, url) {
  const path = fileURLToPath(url);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(configSchema(rules), null, 2)}\n`);
}
