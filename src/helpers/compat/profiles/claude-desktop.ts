import type { Profile } from "../profile.js";

export const claudeDesktop: Profile = {
  target: "claude-desktop",
  name: "Claude Desktop",
  kind: "client",
  constraints: [
    {
      id: "name-pattern",
      checks: "Tool name matches `^[a-zA-Z0-9_-]{1,64}$`.",
      consequence: "withholds-server",
      effect: "Claude Desktop will withhold every tool of this server",
      limit: 64,
      source: "https://github.com/evoila/meho/issues/2745",
      checked: "2026-11-22",
      note: "Error text: \"tools.25.FrontendRemoteMcpToolDefinition.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'\"; one bad name hides the whole connector.",
    },
  ],
};
