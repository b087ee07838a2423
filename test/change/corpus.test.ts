// The change rules over every real tool list in corpus/real. A list compared with
// itself, or with a copy that only moves things around (tools reordered, keys reordered,
// every parameter schema moved into `$defs` behind a `$ref`), must draw nothing: those are
// not changes. Compared with another server's list, every finding must point at a node that
// exists in the current input, and its baseline pointer at one in the baseline.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import breakingChange from "../../src/rules/breaking-change.js";
import definitionChanged from "../../src/rules/definition-changed.js";
import { getAtPointer } from "../../src/core/positions/pointer.js";
import { lintRule } from "../helpers/lint-rule.js";

const dir = new URL("../../corpus/real/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort();
const load = (file: string): { tools: unknown[] } => JSON.parse(readFileSync(new URL(file, dir), "utf8"));

function run(baseline: unknown, current: unknown) {
  return [breakingChange, definitionChanged].flatMap((rule) => lintRule(rule, current, { baseline }));
}

/** The same value with every object's keys in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reverseKeys(v)]),
  );
}

/** Rewrites `$ref`s into a moved parameter (zod-to-json-schema writes `#/properties/data/items`). */
function retarget(value: unknown, ids: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => retarget(v, ids));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (k !== "$ref" || typeof v !== "string") return [k, retarget(v, ids)];
      const match = /^#\/properties\/([^/]+)(.*)$/.exec(v);
      const id = match ? ids.get(match[1]!) : undefined;
      return [k, id ? `#/$defs/${id}${match![2]}` : v];
    }),
  );
}

/** Moves each top-level parameter schema into `$defs` and references it: the same schema. */
function moveIntoDefs(tool: unknown): unknown {
  const t = tool as Record<string, unknown>;
  const schema = t.inputSchema as Record<string, unknown> | undefined;
  const properties = schema?.properties;
  if (!schema || typeof properties !== "object" || properties === null || Array.isArray(properties)) return tool;
  const defs: Record<string, unknown> = { ...((schema.$defs as Record<string, unknown>) ?? {}) };
  const moved: Record<string, unknown> = {};
  const ids = new Map(Object.keys(properties).map((name) => [name, `moved_${name.replace(/[~/]/g, "_")}`]));
  for (const [name, sub] of Object.entries(properties)) {
    defs[ids.get(name)!] = retarget(sub, ids);
    moved[name] = { $ref: `#/$defs/${ids.get(name)}` };
  }
  return { ...t, inputSchema: { ...schema, properties: moved, $defs: defs } };
}

describe("change rules on the real corpus", () => {
  it("has the corpus", () => {
    expect(files.length).toBeGreaterThan(80);
  });

  for (const file of files) {
    it(`${file}: no change against itself, reordered, or with parameters moved into $defs`, () => {
      const list = load(file);
      expect(run(list, list)).toEqual([]);
      expect(run(list, { tools: [...list.tools].reverse().map(reverseKeys) })).toEqual([]);
      expect(run(list, { tools: list.tools.map(moveIntoDefs) })).toEqual([]);
      expect(run({ tools: list.tools.map(moveIntoDefs) }, list)).toEqual([]);
    });

    it(`${file}: against an empty list every tool is added; emptied, every tool is removed`, () => {
      const list = load(file);
      const names = new Set(list.tools.map((t) => (t as { name?: unknown }).name).filter((n) => typeof n === "string"));
      const kinds = (findings: ReturnType<typeof run>) => findings.map((f) => `${f.data?.change} ${f.data?.kind}`);
      expect(kinds(run({ tools: [] }, list))).toEqual([...names].map(() => "compatible tool-added"));
      expect(kinds(run(list, { tools: [] }))).toEqual([...names].map(() => "breaking tool-removed"));
    });
  }

  it("compared with the next server's list, every finding points at real nodes on both sides", () => {
    let total = 0;
    files.forEach((file, i) => {
      const baseline = load(file);
      const current = load(files[(i + 1) % files.length]!);
      for (const finding of run(baseline, current)) {
        total++;
        expect(getAtPointer(current, finding.pointer), `${file}: ${finding.pointer}`).not.toBeUndefined();
        expect(getAtPointer(baseline, String(finding.data?.baselinePointer)), `${file}: ${finding.data?.baselinePointer}`).not.toBeUndefined();
        expect(["breaking", "compatible", "drift"]).toContain(finding.data?.change);
        expect(finding.severity).toBe(finding.data?.change === "compatible" ? "info" : "error");
      }
    });
    expect(total).toBeGreaterThan(0);
  });
});
