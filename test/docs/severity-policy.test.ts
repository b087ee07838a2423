// The severity policy on docs/README.md: its table of every rule agrees with the rules' metadata
// (as the presets resolve it), each rule's page states the same severities, and the policy's
// hard lines hold (no design heuristic at error, matters of taste at info).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../src/rules/_registry.js";
import { presetSetting } from "../../src/pipeline/config/resolve.js";
import { rulePage } from "../helpers/rule-docs.js";

const index = readFileSync(new URL("../../docs/README.md", import.meta.url), "utf8");
const rows = new Map(
  [...index.matchAll(/^\| \[([a-z0-9-]+)\]\(rules\/\1\.md\) \| (\w+) \| (\w+) \| (\w+) \| (.+) \|$/gm)].map((m) => [
    m[1]!,
    { category: m[2], recommended: m[3], strict: m[4], why: m[5] },
  ]),
);
const severities = (rule: (typeof ALL_RULES)[number]) => ({
  recommended: presetSetting(rule, "recommended").severity,
  strict: presetSetting(rule, "strict").severity,
});

/** Matters of taste: info by default, warning in strict (the policy names them). */
const TASTE = ["tool-name-verb-first", "tool-name-style", "schema-flat", "schema-closed", "schema-format-known"];

describe("docs/README.md severity table", () => {
  it("lists every rule once, and no other", () => {
    expect([...rows.keys()].sort()).toEqual(ALL_RULES.map((rule) => rule.meta.id).sort());
  });

  it.each(ALL_RULES.map((rule) => [rule.meta.id, rule] as const))("%s: the table and the page state the severities the presets give", (id, rule) => {
    const { recommended, strict } = severities(rule);
    expect(rows.get(id)).toMatchObject({ category: rule.meta.category, recommended, strict });
    expect(rulePage(id).split("\n")[8]).toBe(`Severity: \`${recommended}\` in \`recommended\`, \`${strict}\` in \`strict\`: ${rows.get(id)!.why}.`);
  });
});

describe("the policy", () => {
  it("no design rule (all heuristics or advice) is an error in any preset", () => {
    const errors = ALL_RULES.filter((rule) => rule.meta.category === "design").filter((rule) => Object.values(severities(rule)).includes("error"));
    expect(errors.map((rule) => rule.meta.id)).toEqual([]);
  });

  it("matters of taste are info in recommended and warning in strict", () => {
    for (const id of TASTE) expect(severities(ALL_RULES.find((rule) => rule.meta.id === id)!)).toEqual({ recommended: "info", strict: "warning" });
  });

  it("what the spec allows is not an error: optional `description`, `required` without `properties`, SHOULD-level name format, a default its schema rejects", () => {
    for (const id of ["description-present", "schema-required-defined", "tool-name-format", "schema-value-valid"]) {
      expect(severities(ALL_RULES.find((rule) => rule.meta.id === id)!).recommended).not.toBe("error");
    }
  });
});
