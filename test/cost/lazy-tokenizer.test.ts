// The tokenizer costs hundreds of milliseconds to load: a run that needs no exact count must not import it.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("gpt-tokenizer/encoding/o200k_base", async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

const { default: rule } = await import("../../src/rules/context-budget.js");
const { lintRuleAsync, tool } = await import("../helpers/lint-rule.js");

const corpus = new URL("../../corpus/real/", import.meta.url);

describe("tokenizer loading", () => {
  it("is not loaded by importing the rule or by a default run over small servers", async () => {
    expect(loads.count).toBe(0);
    await lintRuleAsync(rule, [tool(), tool({ name: "read_file" })]);
    for (const file of ["mcp-server-time.json", "mcp-server-git.json", "modelcontextprotocol__server-filesystem.json"]) {
      await lintRuleAsync(rule, JSON.parse(readFileSync(new URL(file, corpus), "utf8")));
    }
    expect(loads.count).toBe(0);
  });

  it("is loaded once a run asks for exact counts", async () => {
    await lintRuleAsync(rule, [tool()], { settings: { tokens: true } });
    expect(loads.count).toBe(1);
  });
});
