// The official 2026-07-28 examples are valid MCP: no spec rule may flag any of them.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lintSpec } from "./run-spec-rules.js";

const EXAMPLES = fileURLToPath(new URL("../data/spec/mcp/examples-2026-07-28/", import.meta.url));
const files = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("official 2026-07-28 examples", () => {
  it("are all there", () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  it.each(files)("%s draws no finding under 2026-07-28, also in the strict preset", (file) => {
    const input: unknown = JSON.parse(readFileSync(EXAMPLES + file, "utf8"));
    expect(lintSpec(input, { protocol: "2026-07-28" })).toEqual([]);
    expect(lintSpec(input, { protocol: "2026-07-28", strict: true })).toEqual([]);
  });
});
