// The held-out poisoning set (corpus/heldout-poisoning, see its README): every file is a server
// the CLI loads as a tool list, every tool has exactly one label and every label a tool, every
// signal_path points at something in its tool, and the counts stay what the README reports.
// This test checks the set's shape only: nothing here measures or tunes a detector on it.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS, runCli } from "../helpers/cli.js";

const DIR = join(CORPUS, "heldout-poisoning");
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith(".json") && f !== "LABELS.json")
  .sort();

interface Tool {
  name: string;
  description?: string;
  inputSchema: { type: string; properties?: Record<string, unknown> };
}
interface Label {
  malicious: boolean;
  constructed: boolean;
  primary?: string;
  technique?: string;
  technique_classes?: string[];
  signal?: string;
  signal_path?: string[];
  benign_category?: string;
  collides_with?: string;
  language?: string;
}
interface FileLabels {
  source: string;
  extraction: string;
  tools: Record<string, Label>;
}

const servers = new Map<string, { server: { name: string; source: string }; tools: Tool[] }>(
  FILES.map((f) => [f, JSON.parse(readFileSync(join(DIR, f), "utf8"))]),
);
const labels: Record<string, FileLabels> = JSON.parse(readFileSync(join(DIR, "LABELS.json"), "utf8"));
const all = Object.values(labels).flatMap((entry) => Object.values(entry.tools));

const CLASSES = new Set([
  "instruction-injection",
  "line-jumping",
  "preference-manipulation",
  "concealment",
  "fake-system-message",
  "exfil-parameter",
  "exfiltration",
  "tool-shadowing",
  "name-collision",
  "encoded-payload",
  "invisible-unicode",
  "homoglyph",
  "social-engineering",
  "metadata-poisoning",
  "non-english",
]);

function resolvePointer(value: unknown, pointer: string): unknown {
  if (pointer === "") return value;
  let current = value;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function count(values: (string | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

describe("corpus/heldout-poisoning", () => {
  it("has a server of 2-8 uniquely named tools in every file, each labelled exactly once", () => {
    expect(FILES.length).toBe(112);
    expect(Object.keys(labels).sort()).toEqual(FILES);
    for (const [file, data] of servers) {
      expect(typeof data.server.name, file).toBe("string");
      expect(data.server.source, file).toMatch(/^CONSTRUCTED/);
      expect(data.tools.length, file).toBeGreaterThanOrEqual(2);
      expect(data.tools.length, file).toBeLessThanOrEqual(8);
      const names = data.tools.map((t) => t.name);
      expect(new Set(names).size, file).toBe(names.length);
      expect(Object.keys(labels[file]?.tools ?? {}).sort(), file).toEqual([...names].sort());
      for (const tool of data.tools) {
        expect(typeof tool.description, `${file} ${tool.name}`).toBe("string");
        expect(tool.inputSchema.type, `${file} ${tool.name}`).toBe("object");
      }
    }
  });

  it("labels every malicious tool with its technique, classes and a signal path that resolves", () => {
    for (const [file, data] of servers) {
      for (const tool of data.tools) {
        const where = `${file} ${tool.name}`;
        const label = labels[file]?.tools[tool.name];
        if (!label) throw new Error(`${where} has no label`);
        expect(label.constructed, where).toBe(true);
        if (!label.malicious) {
          expect(typeof label.benign_category, where).toBe("string");
          continue;
        }
        expect(CLASSES.has(label.primary ?? ""), where).toBe(true);
        expect(label.technique_classes?.[0], where).toBe(label.primary);
        for (const c of label.technique_classes ?? []) expect(CLASSES.has(c), `${where} ${c}`).toBe(true);
        expect(label.technique, where).toBeTruthy();
        expect(label.signal, where).toBeTruthy();
        expect(label.signal_path?.length, where).toBeGreaterThan(0);
        for (const pointer of label.signal_path ?? []) expect(resolvePointer(tool, pointer), `${where} ${pointer}`).toBeDefined();
        if (label.primary === "non-english") expect(label.language, where).toMatch(/^[a-z]{2}$/);
        if (label.collides_with) {
          const [other = "", name = ""] = label.collides_with.split("#");
          expect(labels[other]?.tools[name]?.malicious, where).toBe(false);
        }
      }
    }
  });

  it("keeps the counts the README reports", () => {
    const malicious = all.filter((l) => l.malicious);
    const benign = all.filter((l) => !l.malicious);
    expect(malicious.length).toBe(125);
    expect(benign.length).toBe(339);
    expect(count(malicious.map((l) => l.primary))).toEqual({
      concealment: 9,
      "encoded-payload": 10,
      "exfil-parameter": 10,
      "fake-system-message": 10,
      homoglyph: 10,
      "instruction-injection": 9,
      "line-jumping": 9,
      "metadata-poisoning": 10,
      "name-collision": 10,
      "non-english": 10,
      "preference-manipulation": 9,
      "social-engineering": 10,
      "tool-shadowing": 9,
    });
    expect(count(benign.map((l) => l.benign_category))).toEqual({
      "attack-lookalike": 14,
      "benign-metadata": 4,
      "collision-counterpart": 9,
      encoder: 24,
      "legit-send-or-read": 31,
      "non-english": 4,
      "non-latin-script": 38,
      "ordering-guidance": 20,
      "risky-param-name": 24,
      "security-tool": 58,
      sibling: 85,
      "vendor-imperative": 28,
    });
    const languages = new Set(malicious.filter((l) => l.primary === "non-english").map((l) => l.language));
    expect(languages.size).toBeGreaterThanOrEqual(3);
  });

  it("loads every file in the built CLI as a tool list (shape only; findings are not read)", () => {
    const run = runCli(["--format", "json", ...FILES.map((f) => join(DIR, f))], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).not.toBe(2);
    const report = JSON.parse(run.stdout) as { inputs: { shape: string | null; toolCount: number }[]; problems: string[] };
    expect(report.problems).toEqual([]);
    expect(report.inputs.map((i) => i.shape)).toEqual(FILES.map(() => "list-result"));
    expect(report.inputs.map((i) => i.toolCount)).toEqual(FILES.map((f) => servers.get(f)?.tools.length));
  });
});
