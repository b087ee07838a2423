// Definitions come from servers we do not control: a 10 MB string built to hit every pattern's
// anchor must be scanned promptly (linear time) and must not overflow V8's regex stack.
import { describe, expect, it } from "vitest";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { SECURITY_RULES } from "./run-security.js";

const SIZE = 10 * 1024 * 1024;
/**
 * Seconds one rule may take on a tool holding two such strings: about 2 s is typical, this is
 * generous for a loaded CI machine, and a quadratic scan would take hours.
 */
const BUDGET_SECONDS = 20;

function fill(chunk: string): string {
  return chunk.repeat(Math.ceil(SIZE / chunk.length)).slice(0, SIZE);
}

const HOSTILE: ReadonlyArray<[string, string]> = [
  [
    "decoys for every pattern",
    fill(
      "ignore the previous a do not tell <important x read a and pass also send a@b. eyJhbGciOi.eyJzdWIi. ghp_ x://u:p@ " +
        "send_email when the `add` tool is instead of \u200b\u200c\u001b[ \u{E0041}\uFE01 AKIA sk-proj- -----BEGIN PRIVATE KEY----- ",
    ),
  ],
  ["one run of word characters", fill("a")],
  ["alternating invisible characters", fill("\u200b\u200c\u202e\u{E0041}\uFE01\u001b[1\r")],
  ["whitespace", fill(" \n\t")],
  ["e-mail-like runs", fill("a.b@c.d")],
];

describe("hostile input", () => {
  it.each(HOSTILE)("scans a 10 MB string of %s promptly with every security rule", (_, text) => {
    const input = {
      tools: [
        tool({ name: "send_email" }),
        tool({
          name: "add",
          description: text,
          icons: [{ src: `data:image/svg+xml,${text}` }],
          inputSchema: { type: "object", properties: { [text.slice(0, 1000)]: { default: text } } },
        }),
      ],
    };
    for (const { rule } of SECURITY_RULES) {
      const started = performance.now();
      expect(() => lintRule(rule, input)).not.toThrow();
      const seconds = (performance.now() - started) / 1000;
      expect(seconds, `${rule.meta.id} took ${seconds.toFixed(1)} s`).toBeLessThan(BUDGET_SECONDS);
    }
  });
}, 600_000);
