import type { Profile } from "../profile.js";

export const vscode: Profile = {
  target: "vscode",
  name: "VS Code",
  kind: "client",
  constraints: [
    {
      id: "tool-count",
      checks: "At most 128 tools in one chat request (all servers together).",
      consequence: "limits-tools",
      effect: "VS Code allows at most 128 tools in a chat request",
      limit: 128,
      source: "https://code.visualstudio.com/docs/copilot/chat/chat-tools",
      checked: "2026-11-22",
    },
    {
      id: "array-items",
      checks: "Every array schema in inputSchema declares `items`.",
      consequence: "rejects-request",
      effect: 'VS Code will fail the chat request ("tool parameters array type must have items")',
      source: "https://github.com/microsoft/vscode/issues/246119",
      checked: "2026-11-22",
    },
  ],
};
