import type { Profile } from "../profile.js";

export const claudeCode: Profile = {
  target: "claude-code",
  name: "Claude Code",
  kind: "client",
  constraints: [
    {
      id: "prefixed-name-length",
      checks: "`mcp__<server>__<tool>` at most 64 characters.",
      consequence: "rejects-request",
      effect: "Claude Code's requests will be rejected",
      limit: 64,
      source: "https://github.com/anthropics/claude-code/issues/2326",
      checked: "2026-11-22",
      note: 'Error text: "tools.51.custom.name: String should have at most 64 characters".',
    },
    {
      id: "name-collision",
      checks: "No two tools share a prefixed name once characters outside `A-Z a-z 0-9 _ -` become `_`.",
      consequence: "rejects-request",
      effect: 'Claude Code\'s requests will be rejected ("Tool names must be unique")',
      source: "https://github.com/anthropics/claude-code/issues/10703",
      checked: "2026-11-22",
      note: "Claude Code replaces other characters with `_` when it builds the prefixed name (https://github.com/xsyetopz/claudetto/wiki/Claude-Code-MCP-Runtime).",
    },
    {
      id: "description-length",
      checks: "Description at most 2048 characters.",
      consequence: "truncates-text",
      effect: "Claude Code will cut this description at 2048 characters",
      limit: 2048,
      source: "https://github.com/anthropics/claude-code/issues/41593",
      checked: "2026-11-22",
    },
  ],
};
