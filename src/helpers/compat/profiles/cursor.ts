import type { Profile } from "../profile.js";

export const cursor: Profile = {
  target: "cursor",
  name: "Cursor",
  kind: "client",
  constraints: [
    {
      id: "tool-count",
      checks: "At most 80 tools across every enabled server.",
      consequence: "limits-tools",
      effect: "Cursor warns past 80 tools and the model may not see the rest",
      limit: 80,
      source: "https://github.com/Snowflake-Labs/mcp/issues/77",
      checked: "2026-11-22",
      note: "Differs from the issue's starting list (40): Cursor's docs said \"only send the first 40 tools\" in 2025; its warning moved to 80 by September 2025.",
    },
    {
      id: "name-length",
      checks: "Server name + tool name at most 59 characters.",
      consequence: "drops-tool",
      effect: "Cursor will filter this tool out",
      limit: 59,
      source: "https://github.com/ComposioHQ/composio/issues/2788",
      checked: "2026-11-22",
      note: 'Cursor\'s message reads "Combined server and tool name length (60) exceeds 60 characters": a combined length of 60 is already filtered, so the issue\'s "≤ 60" is one too many.',
    },
  ],
};
