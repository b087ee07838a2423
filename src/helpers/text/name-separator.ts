/** How a name joins its words, so a message can show a fix in the server's own style (`get_…`, `get-…`, `get…`). */
export function joinerOf(name: string): string {
  for (const separator of ["_", "-", "."]) if (name.includes(separator)) return separator;
  // One lowercase word (`tempo`) shows no style; snake_case is the most common in MCP servers.
  return /\p{Lu}/u.test(name) ? "" : "_";
}
