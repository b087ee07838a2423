import type { InputInfo } from "../../core/model/run.js";
import type { ToolList } from "../../core/model/types.js";

/**
 * The name a client gives a server, which it puts in front of tool names: the server's own
 * name when the input records one, else the input's name (for a file, its base name without
 * `.json`, since a path is not a name a user would give the server).
 */
export function serverNameOf(list: ToolList, input: InputInfo): string {
  if (list.serverName !== undefined && list.serverName.length > 0) return list.serverName;
  if (input.kind !== "file") return input.name;
  const base = input.name.slice(Math.max(input.name.lastIndexOf("/"), input.name.lastIndexOf("\\")) + 1);
  return base.replace(/\.json$/i, "") || input.name;
}
