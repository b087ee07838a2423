// Puts tools into each input shape the loader recognises, so the envelopes get broken too.
export const SHAPES = ["list-result", "array", "tool", "jsonrpc-response", "pages", "snapshot"] as const;
export type Shape = (typeof SHAPES)[number];

export function wrapTools(tools: unknown[], shape: Shape, protocolVersion: unknown): unknown {
  switch (shape) {
    case "list-result":
      return { tools, nextCursor: "page-2" };
    case "array":
      return tools;
    case "tool":
      return tools[0] ?? {};
    case "jsonrpc-response":
      return { jsonrpc: "2.0", id: 1, result: { tools } };
    case "pages": {
      const half = Math.ceil(tools.length / 2);
      return [
        { tools: tools.slice(0, half), nextCursor: "2" },
        { jsonrpc: "2.0", id: 2, result: { tools: tools.slice(half) } },
      ];
    }
    case "snapshot":
      return {
        mcpToolLintSnapshot: 1,
        server: { name: "srv" },
        protocolVersion,
        serverInfo: { name: "srv", version: "1.0.0" },
        tools,
        toolsSha256: "0".repeat(64),
      };
  }
}
