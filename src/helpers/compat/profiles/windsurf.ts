import type { Profile } from "../profile.js";

export const windsurf: Profile = {
  target: "windsurf",
  name: "Windsurf",
  kind: "client",
  constraints: [
    {
      id: "tool-count",
      checks: "At most 100 tools across every enabled server.",
      consequence: "limits-tools",
      effect: "Windsurf refuses to enable more than 100 tools",
      limit: 100,
      source: "https://docs.windsurf.com/windsurf/cascade/mcp",
      checked: "2026-11-22",
      note: 'Differs from the issue\'s starting list (50): "Cascade has a limit of 100 total tools that it has access to at any given time."',
    },
  ],
};
