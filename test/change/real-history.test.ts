// Two real histories: the baseline is the corpus capture of a server (LiveMCPBench, mid-2025),
// the current list is the same server at a later commit of modelcontextprotocol/servers,
// transcribed from its source into the serialisation the baseline shows (pydantic's
// model_json_schema for git; the SDK's zod-to-json-schema, draft-07, for filesystem). The
// tools left unchanged by each commit come out byte-identical to the baseline's, which checks
// the transcription. The expected classifications below were written from the source diff
// before the rules were run on the pair.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import breakingChange from "../../src/rules/breaking-change.js";
import definitionChanged from "../../src/rules/definition-changed.js";
import { lintRule } from "../helpers/lint-rule.js";

const corpus = new URL("../../corpus/real/", import.meta.url);
const read = (url: URL): unknown => JSON.parse(readFileSync(url, "utf8"));

function classify(baseline: unknown, current: unknown): Array<[string, string, string | undefined, string]> {
  return [breakingChange, definitionChanged]
    .flatMap((rule) => lintRule(rule, current, { baseline }))
    .map((f) => [String(f.data?.change), String(f.data?.kind), f.tool, f.pointer] as [string, string, string | undefined, string])
    .sort((a, b) => (a.join("\0") < b.join("\0") ? -1 : 1));
}

describe("real history: mcp-server-git", () => {
  // Current: modelcontextprotocol/servers @0018339da5e4491ad4edde2bdf2e4d76ad308507,
  // src/git/src/mcp_server_git/server.py: `git_init` gone, `git_commit_signed` new, and
  // `GitLog` gained `start_timestamp`/`end_timestamp` (`Optional[str] = Field(None, …)`).
  it("finds git_init removed, git_commit_signed added and two optional git_log parameters", () => {
    const baseline = read(new URL("mcp-server-git.json", corpus));
    const current = read(new URL("./fixtures/mcp-server-git.0018339d.json", import.meta.url));
    expect(classify(baseline, current)).toEqual([
      // Breaking for callers: agents that call git_init now get "unknown tool".
      ["breaking", "tool-removed", "git_init", "/tools"],
      ["compatible", "parameter-added", "git_log", "/tools/8/inputSchema/properties/end_timestamp"],
      ["compatible", "parameter-added", "git_log", "/tools/8/inputSchema/properties/start_timestamp"],
      ["compatible", "tool-added", "git_commit_signed", "/tools/5"],
    ]);
  });
});

describe("real history: server-filesystem", () => {
  // Current: modelcontextprotocol/servers @006f77f4bf93b28b79407229b35d7a7007270e87,
  // src/filesystem/index.ts (McpServer.registerTool): every tool gained a `title`, annotations
  // and `outputSchema: {content: string}`; read_text_file and read_media_file are new; read_file
  // is "(Deprecated)"; `paths` of read_multiple_files gained `.min(1)` and a description;
  // directory_tree gained `excludePatterns`; list_allowed_directories' `inputSchema: {}` became
  // `z.object({})`, which serialises closed (`additionalProperties: false`).
  const baseline = read(new URL("modelcontextprotocol__server-filesystem.json", corpus));
  const current = read(new URL("./fixtures/server-filesystem.006f77f4.json", import.meta.url));
  const found = classify(baseline, current);

  it("finds the two breaking changes", () => {
    expect(found.filter(([change]) => change === "breaking")).toEqual(
      [
        // An empty `paths` array, valid before, is now rejected.
        ["breaking", "bound-tightened", "read_multiple_files", "/tools/3/inputSchema/properties/paths/minItems"],
        // Arguments the old open schema allowed are now rejected by a validating client.
        ["breaking", "additional-properties-closed", "list_allowed_directories", "/tools/13/inputSchema/additionalProperties"],
      ].sort((a, b) => (a.join("\0") < b.join("\0") ? -1 : 1)),
    );
  });

  it("finds the compatible changes: two tools, twelve output schemas, one optional parameter", () => {
    const compatible = found.filter(([change]) => change === "compatible");
    expect(compatible.filter(([, kind]) => kind === "tool-added").map(([, , tool]) => tool)).toEqual(["read_media_file", "read_text_file"]);
    expect(compatible.filter(([, kind]) => kind === "parameter-added")).toEqual([
      ["compatible", "parameter-added", "directory_tree", "/tools/9/inputSchema/properties/excludePatterns"],
    ]);
    expect(compatible.filter(([, kind]) => kind === "output-schema-added")).toHaveLength(12);
    expect(compatible).toHaveLength(15);
  });

  it("finds the drift: titles, three descriptions, annotations, one parameter description", () => {
    const drift = found.filter(([change]) => change === "drift");
    const byKind = (kind: string) => drift.filter(([, k]) => k === kind).map(([, , tool, pointer]) => `${tool} ${pointer}`);
    expect(byKind("title-changed")).toHaveLength(12);
    expect(byKind("description-changed")).toEqual([
      "list_allowed_directories /tools/13/description",
      "read_file /tools/0/description",
      "search_files /tools/11/description",
    ]);
    expect(byKind("schema-description-changed")).toEqual(["read_multiple_files /tools/3/inputSchema/properties/paths/description"]);
    // One per hint that now says something the absent hint did not (a hint set to its default
    // is no change): readOnlyHint on the eight read-only tools, idempotentHint on write_file
    // and create_directory, destructiveHint: false on create_directory and move_file. edit_file
    // only spelled out the defaults.
    expect(byKind("annotation-changed")).toEqual([
      "create_directory /tools/6/annotations/destructiveHint",
      "create_directory /tools/6/annotations/idempotentHint",
      "directory_tree /tools/9/annotations/readOnlyHint",
      "get_file_info /tools/12/annotations/readOnlyHint",
      "list_allowed_directories /tools/13/annotations/readOnlyHint",
      "list_directory /tools/7/annotations/readOnlyHint",
      "list_directory_with_sizes /tools/8/annotations/readOnlyHint",
      "move_file /tools/10/annotations/destructiveHint",
      "read_file /tools/0/annotations/readOnlyHint",
      "read_multiple_files /tools/3/annotations/readOnlyHint",
      "search_files /tools/11/annotations/readOnlyHint",
      "write_file /tools/4/annotations/idempotentHint",
    ]);
    expect(drift).toHaveLength(12 + 3 + 1 + 12);
  });

  it("shows what the model now reads about read_file", () => {
    const [finding] = lintRule(definitionChanged, current, { baseline }).filter((f) => f.pointer === "/tools/0/description");
    expect(finding!.message).toMatch(/refresh the baseline: … of a file \[-from the file system\. Handles various .*-\] \{\+as text\. DEPRECATED:\+\} Use /);
    expect(finding!.message.length).toBeLessThan(420);
  });
});
