// The third blind training set (corpus/poisoning-blind-3a, see its README), written like public attack
// collections: each file is one server the CLI
// loads as a tool list; each tool has exactly one label; malicious labels name a primary technique,
// its classes and JSON Pointers to the poison that resolve inside the tool; the counts stay what the
// README reports. Shape only: no finding is read here.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS, runCli } from "../helpers/cli.js";

const DIR = join(CORPUS, "poisoning-blind-3a");
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

describe("corpus/poisoning-blind-3a", () => {
  it("holds servers of 2-8 distinct tools, each with exactly one label", () => {
    expect(FILES.length).toBe(252);
    expect(Object.keys(labels).sort()).toEqual(FILES);
    for (const [file, server] of data) {
      expect(server.server.source, file).toMatch(/^CONSTRUCTED/);
      expect(file, file).toMatch(/^blind3a__[a-z0-9-]+\.json$/);
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
        if (!label.malicious) {
          expect(label.benign_category, where).toBeTruthy();
          expect(label.primary, where).toBeUndefined();
          continue;
        }
        expect(TECHNIQUES, where).toContain(label.primary);
        expect(label.technique_classes?.[0], where).toBe(label.primary);
        for (const c of label.technique_classes ?? []) expect(TECHNIQUES, `${where} ${c}`).toContain(c);
        expect(label.technique, where).toBeTruthy();
        expect(label.signal, where).toBeTruthy();
        expect(label.signal_path?.length, where).toBeGreaterThan(0);
        for (const pointer of label.signal_path ?? []) expect(at(tool, pointer), `${where} ${pointer}`).toBeDefined();
        if (label.primary === "non-english") expect(label.language, where).toMatch(/^[a-z]{2}$/);
        if (label.collides_with !== undefined) {
          const [otherFile = "", otherTool = ""] = label.collides_with.split("#");
          expect(labels[otherFile]?.tools[otherTool]?.malicious, where).toBe(false);
        }
      }
    }
  });

  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(211);
    expect(benign.length).toBe(554);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 11,
      "encoded-payload": 11,
      "exfil-parameter": 27,
      "fake-system-message": 11,
      homoglyph: 10,
      "instruction-injection": 12,
      "line-jumping": 27,
      "metadata-poisoning": 27,
      "name-collision": 12,
      "preference-manipulation": 25,
      "social-engineering": 11,
      "tool-shadowing": 27,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "attack-lookalike": 9,
      "benign-metadata": 9,
      "collision-counterpart": 19,
      encoder: 7,
      "legit-send-or-read": 38,
      "non-english": 8,
      "non-latin-script": 6,
      "ordering-guidance": 15,
      "popular-server": 101,
      "risky-param-name": 17,
      "security-tool": 38,
      sibling: 255,
      "vendor-imperative": 32,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(6);
    expect(benign.filter((l) => l.borderline).length).toBe(2);
  });

  it("puts the poison of at least a third of the malicious tools outside the tool description", () => {
    const outside = malicious.filter((l) => (l.signal_path ?? []).every((pointer) => pointer !== "/description"));
    expect(outside.length).toBe(90);
    expect(outside.length * 3).toBeGreaterThanOrEqual(malicious.length);
  });

  it("names, for every name collision and homoglyph name, a legitimate counterpart whose name it imitates", () => {
    const imitators = malicious.filter((l) => l.collides_with !== undefined);
    expect(imitators.length).toBe(17);
    for (const label of imitators) {
      const [file = "", name = ""] = (label.collides_with ?? "").split("#");
      expect(labels[file]?.tools[name]?.benign_category, label.collides_with).toBe("collision-counterpart");
    }
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
