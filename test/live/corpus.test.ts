// Replays every real tool list of the corpus through a live capture (fixtures/servers/
// replay.mjs serves the file over stdio in pages of 5) and checks that what the linter
// receives is exactly what the server sent, and that the snapshot holds it unchanged.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, it } from "vitest";
import { canonicalJson, captureServer, snapshotOf, toolsSha256, type LiveCapture } from "../../src/pipeline/live/index.js";
import { expectNoneRunning, newTag, stdioSpec } from "./helpers.js";

const CORPUS = fileURLToPath(new URL("../../corpus/real/", import.meta.url));
const FILES = readdirSync(CORPUS)
  .filter((file) => file.endsWith(".json"))
  .sort();
const PAGE_SIZE = 5;
const tag = newTag();

afterAll(() => expectNoneRunning(tag));

async function pool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

describe("the real corpus, replayed live", () => {
  it("is captured exactly, page by page, for every file", async () => {
    expect(FILES.length).toBe(87);
    const captures = await pool(FILES, 8, (file) => captureServer(stdioSpec("replay.mjs", tag, CORPUS + file, String(PAGE_SIZE)), { timeoutMs: 20_000 }));
    FILES.forEach((file, i) => {
      const sent = JSON.parse(readFileSync(CORPUS + file, "utf8")).tools as unknown[];
      const capture = captures[i] as LiveCapture;
      expect(capture.pages, file).toHaveLength(Math.max(1, Math.ceil(sent.length / PAGE_SIZE)));
      const received = capture.pages.flatMap((page) => (page as { tools: unknown[] }).tools);
      expect(received, file).toEqual(sent);
      const snapshot = snapshotOf(capture, file) as { pages: unknown[]; toolsSha256: string };
      expect(canonicalJson(snapshot.pages), file).toBe(canonicalJson(capture.pages));
      expect(canonicalJson(snapshot.pages.flatMap((page) => (page as { tools: unknown[] }).tools)), file).toBe(canonicalJson(sent));
      expect(snapshot.toolsSha256, file).toBe(toolsSha256(sent));
      expect(capture.notes, file).toEqual([]);
    });
  }, 120_000);

  it("(for comparison: how many of these lists the SDK's own client would refuse or alter)", () => {
    const refused: string[] = [];
    const altered: string[] = [];
    for (const file of FILES) {
      const result = JSON.parse(readFileSync(CORPUS + file, "utf8"));
      const parsed = ListToolsResultSchema.safeParse(result);
      if (!parsed.success) refused.push(file);
      else if (canonicalJson(parsed.data) !== canonicalJson(result)) altered.push(file);
    }
    // Client.listTools throws on these three whole lists, because some tools carry `null` in
    // optional annotation fields (`destructiveHint`, `idempotentHint`, `title`): real defects of
    // those servers that a linter must report, and could not if it used the SDK's client.
    expect(refused).toEqual(["nekzus__mcp-server.json", "opgg-mcp.json", "ygocdb-mcp-server.json"]);
    // No list here has top-level tool fields the SDK does not know, so none would be silently trimmed.
    expect(altered).toEqual([]);
  });
});
