import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

const docs = readdirSync(join(REPO, "docs/rules"))
  .map((f) => f.replace(/\.md$/, ""))
  .sort();

describe("mcp-tool-lint rules", () => {
  it("lists every rule with category, default severity and one line", () => {
    const run = runCli(["rules"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\s+tool-name-unique\s+error\s+No two tools in one server share a name\.$/m);
    const rows = JSON.parse(runCli(["rules", "--json"]).stdout) as Array<{ id: string; docs: string }>;
    expect(rows.map((r) => r.id).sort()).toEqual(docs);
    expect(rows.find((r) => r.id === "parse-error")).toMatchObject({ category: "meta", severity: "error" });
  });

  it("marks the compatibility rules whose profile was checked more than 180 days ago, as the docs say", () => {
    // Every profile was last checked 2026-11-22: fresh a day later, stale a year later.
    const fresh = runCli(["rules"], { env: { SOURCE_DATE_EPOCH: String(Date.parse("2026-11-23") / 1000) } });
    expect(fresh.stdout).not.toContain("stale");
    const later = { SOURCE_DATE_EPOCH: String(Date.parse("2027-11-22") / 1000) };
    const run = runCli(["rules"], { env: later });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^\s+compat-gemini\s+off \(error with --target gemini\)\s+.*\n\s+stale: the gemini profile was last checked 2026-11-22 \(365 days ago\); its limits may have changed$/m,
    );
    expect(run.stdout.match(/stale: the openai profile/g)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/^\s+stale:.*$\n\s+tool-name-unique/m);
    const rows = JSON.parse(runCli(["rules", "--json"], { env: later }).stdout) as Array<{ id: string; staleProfiles?: unknown }>;
    expect(rows.find((r) => r.id === "compat-openai")?.staleProfiles).toEqual([
      { target: "openai", checked: "2026-11-22", ageDays: 365 },
      { target: "openai-strict", checked: "2026-11-22", ageDays: 365 },
    ]);
    expect(rows.find((r) => r.id === "tool-name-unique")).not.toHaveProperty("staleProfiles");
  });
});

describe("mcp-tool-lint explain", () => {
  it("prints the rule's docs page", () => {
    const run = runCli(["explain", "tool-name-unique"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(REPO, "docs/rules/tool-name-unique.md"), "utf8"));
  });

  it("an unknown id: exit 2 with a suggestion", () => {
    const run = runCli(["explain", "tool-name-uniqe"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown rule `tool-name-uniqe` (did you mean `tool-name-unique`?)");
  });
});

describe("mcp-tool-lint init", () => {
  it("writes a starter config that the linter then uses, and refuses to overwrite it", () => {
    const dir = tempDir({ "tools.json": readFileSync(join(REPO, "fixtures/examples/good-tools.json"), "utf8") });
    expect(runCli(["init", "--preset", "strict"], { cwd: dir }).code).toBe(0);
    const config = JSON.parse(readFileSync(join(dir, "mcp-tool-lint.config.json"), "utf8"));
    expect(config.extends).toEqual(["strict"]);
    expect(runCli(["tools.json"], { cwd: dir }).code).not.toBe(2);
    const again = runCli(["init"], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("already exists; use --force");
  });
});

describe("config JSON Schema shipped in the package", () => {
  const schema = JSON.parse(readFileSync(join(REPO, "schema/config.schema.json"), "utf8"));
  const validate = new Ajv2020({ strict: false }).compile(schema);

  it("accepts a full config and names every rule", () => {
    const config = {
      extends: ["recommended"],
      rules: { "tool-name-unique": "warning", "parse-error": ["error"] },
      protocol: "2025-11-25",
      ignore: [{ rule: "design", tool: "x", pointer: "/inputSchema", reason: "legacy", expires: "2027-01-01" }],
    };
    expect(validate(config)).toBe(true);
    expect(Object.keys(schema.properties.rules.properties).sort()).toEqual(docs);
  });

  it("rejects unknown keys, unknown rules and suppressions without a reason", () => {
    expect(validate({ rule: {} })).toBe(false);
    expect(validate({ rules: { "no-such-rule": "error" } })).toBe(false);
    expect(validate({ ignore: [{ rule: "tool-name-unique" }] })).toBe(false);
  });
});
