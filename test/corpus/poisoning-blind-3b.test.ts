// The third blind training set (corpus/poisoning-blind-3b, see its README): subtle, polite and
// non-native attackers. Each file is one server the CLI loads as a tool list; each tool has exactly
// one label; malicious labels name a primary technique, its classes and JSON Pointers to the poison
// that resolve inside the tool; the counts stay what the README reports. Shape only: no finding is
// read here.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS, runCli } from "../helpers/cli.js";

const DIR = join(CORPUS, "poisoning-blind-3b");
const FILES = readdirSync(DIR)
  .filter((name) => name.endsWith(".json") && name !== "LABELS.json")
  .sort();

interface ToolLabel {
  malicious: boolean;
  constructed: boolean;
  borderline?: boolean;
  primary?: string;
  technique?: string;
  technique_classes?: string[];
  signal?: string;
  signal_path?: string[];
  language?: string;
  collides_with?: string;
  benign_category?: string;
}
interface ServerFile {
  server: { name: string; source: string };
  tools: { name: string; description?: unknown; inputSchema?: { type?: unknown } }[];
}

const data = new Map<string, ServerFile>(FILES.map((name) => [name, JSON.parse(readFileSync(join(DIR, name), "utf8")) as ServerFile]));
const labels = JSON.parse(readFileSync(join(DIR, "LABELS.json"), "utf8")) as Record<string, { tools: Record<string, ToolLabel> }>;
const every = Object.values(labels).flatMap((file) => Object.values(file.tools));
const malicious = every.filter((label) => label.malicious);
const benign = every.filter((label) => !label.malicious);

const TECHNIQUES = [
  "concealment",
  "encoded-payload",
  "exfil-parameter",
  "exfiltration",
  "fake-system-message",
  "homoglyph",
  "instruction-injection",
  "invisible-unicode",
  "line-jumping",
  "metadata-poisoning",
  "name-collision",
  "non-english",
  "preference-manipulation",
  "schema-poisoning",
  "social-engineering",
  "tool-shadowing",
];
const SIGNALS = ["text", "schema", "annotations", "unknown-fields", "invisible", "name", "cross-server"];

/** Follows an RFC 6901 pointer through own properties only; undefined when any step is missing. */
function at(value: unknown, pointer: string): unknown {
  let here = value;
  for (const token of pointer.split("/").slice(1)) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (here === null || typeof here !== "object" || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

function tally(values: (string | undefined)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v ?? "(none)"] = (out[v ?? "(none)"] ?? 0) + 1;
  return out;
}

describe("corpus/poisoning-blind-3b", () => {
  it("holds servers of 2-8 distinct tools, each with exactly one label", () => {
    expect(FILES.length).toBe(262);
    expect(Object.keys(labels).sort()).toEqual(FILES);
    for (const [file, server] of data) {
      expect(server.server.source, file).toMatch(/^CONSTRUCTED/);
      expect(server.tools.length, file).toBeGreaterThanOrEqual(2);
      expect(server.tools.length, file).toBeLessThanOrEqual(8);
      const names = server.tools.map((tool) => tool.name);
      expect(new Set(names).size, file).toBe(names.length);
      expect(Object.keys(labels[file]?.tools ?? {}).sort(), file).toEqual([...names].sort());
      for (const tool of server.tools) {
        expect(typeof tool.description, `${file} ${tool.name}`).toBe("string");
        expect(tool.inputSchema?.type, `${file} ${tool.name}`).toBe("object");
      }
    }
  });

  it("labels each malicious tool with a primary technique and pointers that resolve; each benign one with a category", () => {
    for (const [file, server] of data) {
      for (const tool of server.tools) {
        const where = `${file} ${tool.name}`;
        const label = labels[file]?.tools[tool.name] as ToolLabel;
        expect(label.constructed, where).toBe(true);
        if (label.language !== undefined) expect(label.language, where).toMatch(/^[a-z]{2}$/);
        if (!label.malicious) {
          expect(label.benign_category, where).toBeTruthy();
          expect(label.primary, where).toBeUndefined();
          expect(label.signal_path, where).toBeUndefined();
          continue;
        }
        expect(TECHNIQUES, where).toContain(label.primary);
        expect(label.technique_classes?.[0], where).toBe(label.primary);
        for (const c of label.technique_classes ?? []) expect(TECHNIQUES, `${where} ${c}`).toContain(c);
        expect(label.technique, where).toBeTruthy();
        for (const part of label.signal?.split("+") ?? []) expect(SIGNALS, where).toContain(part);
        expect(label.signal_path?.length, where).toBeGreaterThan(0);
        for (const pointer of label.signal_path ?? []) expect(at(tool, pointer), `${where} ${pointer}`).toBeDefined();
        if (label.technique_classes?.includes("non-english")) expect(label.language, where).toMatch(/^[a-z]{2}$/);
        if (label.primary === "name-collision") expect(label.collides_with, where).toBeTruthy();
        if (label.collides_with !== undefined) {
          const [otherFile = "", otherTool = ""] = label.collides_with.split("#");
          expect(labels[otherFile]?.tools[otherTool]?.malicious, where).toBe(false);
          expect(labels[otherFile]?.tools[otherTool]?.benign_category, where).toBe("collision-counterpart");
        }
      }
    }
  });

  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(184);
    expect(benign.length).toBe(489);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 10,
      "encoded-payload": 10,
      "exfil-parameter": 23,
      "fake-system-message": 10,
      homoglyph: 10,
      "instruction-injection": 10,
      "line-jumping": 23,
      "metadata-poisoning": 22,
      "name-collision": 10,
      "preference-manipulation": 23,
      "social-engineering": 10,
      "tool-shadowing": 23,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "attack-lookalike": 11,
      "benign-metadata": 7,
      "collision-counterpart": 22,
      "cross-tool-reference": 8,
      encoder: 13,
      "legit-send-or-read": 40,
      "non-english": 1,
      "non-latin-script": 22,
      "ordering-guidance": 20,
      "risky-param-name": 15,
      "security-tool": 33,
      "self-preference": 12,
      "session-wording": 20,
      sibling: 245,
      "vendor-imperative": 20,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(13);
    expect(benign.filter((l) => l.borderline).length).toBe(2);
    // The brief: at least 40% of the tools are written in (or mix in) a language other than English.
    expect(every.filter((l) => l.language !== undefined).length).toBe(294);
    expect(new Set(every.map((l) => l.language).filter(Boolean)).size).toBe(16);
    expect(malicious.filter((l) => l.language !== undefined).length).toBe(77);
  });

  it("loads every file in the built CLI as a tools/list result with all its tools", () => {
    const run = runCli(["--format", "json", ...FILES.map((name) => join(DIR, name))], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).not.toBe(2);
    const report = JSON.parse(run.stdout) as { inputs: { shape: string | null; toolCount: number }[]; problems: string[] };
    expect(report.problems).toEqual([]);
    expect(report.inputs.map((input) => input.shape)).toEqual(FILES.map(() => "list-result"));
    expect(report.inputs.map((input) => input.toolCount)).toEqual(FILES.map((name) => data.get(name)?.tools.length));
  });
});
