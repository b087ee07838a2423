// The labelled poisoning sets written blind (corpus/poisoning-blind*, see their READMEs) share one
// shape: each file is one server the CLI loads as a tool list, LABELS.json gives each tool exactly
// one label, and malicious labels name a primary technique, its classes and JSON Pointers to the
// poison. This reads a set and declares the checks every such set must pass; each set's test file
// adds the counts its README reports. Shape only: no finding is read here.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS, runCli } from "./cli.js";

export interface ToolLabel {
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

export interface LabelledSet {
  readonly name: string;
  readonly dir: string;
  readonly files: readonly string[];
  readonly data: ReadonlyMap<string, ServerFile>;
  readonly labels: Record<string, { tools: Record<string, ToolLabel> }>;
  readonly malicious: readonly ToolLabel[];
  readonly benign: readonly ToolLabel[];
}

export const TECHNIQUES = [
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

/** Reads `corpus/<name>`: its server files (sorted) and LABELS.json. */
export function loadLabelledSet(name: string): LabelledSet {
  const dir = join(CORPUS, name);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".json") && file !== "LABELS.json")
    .sort();
  const data = new Map(files.map((file) => [file, JSON.parse(readFileSync(join(dir, file), "utf8")) as ServerFile]));
  const labels = JSON.parse(readFileSync(join(dir, "LABELS.json"), "utf8")) as LabelledSet["labels"];
  const every = Object.values(labels).flatMap((file) => Object.values(file.tools));
  return { name, dir, files, data, labels, malicious: every.filter((l) => l.malicious), benign: every.filter((l) => !l.malicious) };
}

/** Follows an RFC 6901 pointer through own properties only; undefined when any step is missing. */
export function pointerAt(value: unknown, pointer: string): unknown {
  let here = value;
  for (const token of pointer.split("/").slice(1)) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (here === null || typeof here !== "object" || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** How many times each value occurs (`(none)` for undefined). */
export function tally(values: readonly (string | undefined)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v ?? "(none)"] = (out[v ?? "(none)"] ?? 0) + 1;
  return out;
}

/** Every tool of the set with its file and label, for checks of a set's own. */
export function labelledTools(set: LabelledSet): { file: string; tool: ServerFile["tools"][number]; label: ToolLabel; where: string }[] {
  return [...set.data].flatMap(([file, server]) =>
    server.tools.map((tool) => ({ file, tool, label: set.labels[file]?.tools[tool.name] as ToolLabel, where: `${file} ${tool.name}` })),
  );
}

/**
 * The checks every labelled set passes: `servers` files of 2–8 distinct tools, each labelled once;
 * malicious labels with a primary technique first among their classes and pointers that resolve,
 * benign ones with a category; collisions naming a benign counterpart; every file loads in the built CLI.
 */
export function describeLabelledSet(set: LabelledSet, servers: number, fileName?: RegExp): void {
  describe(`corpus/${set.name}: shape`, () => {
    it("holds servers of 2-8 distinct tools, each with exactly one label", () => {
      expect(set.files.length).toBe(servers);
      expect(Object.keys(set.labels).sort()).toEqual(set.files);
      for (const [file, server] of set.data) {
        if (fileName !== undefined) expect(file, file).toMatch(fileName);
        expect(server.server.source, file).toMatch(/^CONSTRUCTED/);
        expect(server.tools.length, file).toBeGreaterThanOrEqual(2);
        expect(server.tools.length, file).toBeLessThanOrEqual(8);
        const names = server.tools.map((tool) => tool.name);
        expect(new Set(names).size, file).toBe(names.length);
        expect(Object.keys(set.labels[file]?.tools ?? {}).sort(), file).toEqual([...names].sort());
        for (const tool of server.tools) {
          expect(typeof tool.description, `${file} ${tool.name}`).toBe("string");
          expect(tool.inputSchema?.type, `${file} ${tool.name}`).toBe("object");
        }
      }
    });

    it("labels each malicious tool with a primary technique and pointers that resolve; each benign one with a category", () => {
      for (const { tool, label, where } of labelledTools(set)) {
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
        for (const pointer of label.signal_path ?? []) expect(pointerAt(tool, pointer), `${where} ${pointer}`).toBeDefined();
        if (label.primary === "non-english") expect(label.language, where).toMatch(/^[a-z]{2}$/);
        if (label.collides_with !== undefined) {
          const [otherFile = "", otherTool = ""] = label.collides_with.split("#");
          expect(set.labels[otherFile]?.tools[otherTool]?.malicious, where).toBe(false);
        }
      }
    });

    it("loads every file in the built CLI as a tools/list result with all its tools", () => {
      const run = runCli(["--format", "json", ...set.files.map((file) => join(set.dir, file))], { timeoutMs: 120_000 });
      expect(run.code, run.stderr).not.toBe(2);
      const report = JSON.parse(run.stdout) as { inputs: { shape: string | null; toolCount: number }[]; problems: string[] };
      expect(report.problems).toEqual([]);
      expect(report.inputs.map((input) => input.shape)).toEqual(set.files.map(() => "list-result"));
      expect(report.inputs.map((input) => input.toolCount)).toEqual(set.files.map((file) => set.data.get(file)?.tools.length));
    });
  });
}
