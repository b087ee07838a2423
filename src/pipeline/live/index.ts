// The live-server layer: start or connect to MCP servers and capture their tools/list raw,
// read client configs, write snapshots. Importing this module stays cheap: the SDK and the
// capture machinery are loaded only when captureServer is first called.
import type { CaptureOptions, LiveCapture, ServerSpec } from "./types.js";

export { LiveError } from "./types.js";
export type { CaptureOptions, LiveCapture, ServerSpec } from "./types.js";
export { parseStdioCommand } from "./command-line.js";
export { parseHeader } from "./header.js";
export { parseClientConfig, type ClientConfigServer, type ClientConfig } from "./client-config.js";
export { snapshotOf, toolsOf, toolsSha256 } from "./snapshot.js";
export { canonicalJson } from "../../core/util/canonical-json.js";

export async function captureServer(spec: ServerSpec, options: CaptureOptions): Promise<LiveCapture> {
  const { capture } = await import("./capture.js");
  return capture(spec, options);
}
