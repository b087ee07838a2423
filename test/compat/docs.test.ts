// The compat pages list their profiles' constraints. test/docs checks the pages' layout and runs
// their examples.
import { describe, expect, it } from "vitest";
import { PROFILES } from "../../src/helpers/compat/profiles/index.js";
import type { Rule } from "../../src/engine/rule.js";
import compatAnthropic from "../../src/rules/compat-anthropic.js";
import compatClients from "../../src/rules/compat-clients.js";
import compatGemini from "../../src/rules/compat-gemini.js";
import compatOpenai from "../../src/rules/compat-openai.js";
import compatOpenaiStrict from "../../src/rules/compat-openai-strict.js";
import { rulePage } from "../helpers/rule-docs.js";

const COMPAT: Rule<any>[] = [compatOpenai, compatOpenaiStrict, compatAnthropic, compatGemini, compatClients];

describe.each(COMPAT.map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  it("lists every constraint of its profiles with its source and check date", () => {
    const page = rulePage(id);
    const targets = (rule.meta.targets ?? []).filter((t) => t !== "openai-strict" || id === "compat-openai-strict");
    for (const t of targets) {
      for (const constraint of PROFILES[t as keyof typeof PROFILES].constraints) {
        const row = page.split("\n").find((line) => line.includes(`| \`${constraint.id}\` |`) && line.includes(constraint.source));
        expect(row, `${t}/${constraint.id}`).toBeDefined();
        expect(row).toContain(constraint.checked);
      }
    }
  });
});
