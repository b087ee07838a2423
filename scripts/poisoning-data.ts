// The labelled tools the poisoning scorer is trained and measured on, read from the repository
// (corpus/poisoning, corpus/malicious, corpus/real, corpus/captured when present,
// corpus/synthesised): one example per tool, with the server (or template) it is held out by.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { recognizeShape } from "../src/pipeline/input/shape.js";

export interface Example {
  /** Where it comes from: "poisoning", "malicious", "real", "captured", "synthesised". */
  readonly set: string;
  /** The unit held out together: a server (file stem before its first `.`) or a template. */
  readonly group: string;
  readonly file: string;
  readonly name: string;
  readonly malicious: boolean;
  /** Technique classes (malicious only); "benign" for the others. */
  readonly techniques: readonly string[];
  readonly constructed: boolean;
  readonly borderline: boolean;
  /** The label's `language` (ISO 639-1) when the text is not English, else undefined. */
  readonly language?: string;
  readonly value: unknown;
}

const corpus = (root: string, ...parts: string[]) => join(root, "corpus", ...parts);

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "LABELS.json" && f !== "MANIFEST.json")
    .sort();
}

function toolsOf(path: string): { name: string; value: unknown }[] {
  let root: unknown;
  try {
    root = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return [];
  }
  const shape = recognizeShape(root);
  if (!shape.ok) return [];
  return shape.list.tools.map((t) => ({ name: t.name ?? "", value: t.value }));
}

/** Server of a corpus file: `msb__pubmed.preference-manipulation.json` → `msb__pubmed`. */
const serverOf = (file: string) => file.replace(/\.json$/, "").split(".")[0]!;

/** Coarse classes for corpus/malicious's free-text techniques. */
function maliciousClasses(technique: string): string[] {
  const t = technique.toLowerCase();
  const out: string[] = [];
  if (/exfil|bcc|recipient/.test(t)) out.push("exfiltration");
  if (/shadow/.test(t)) out.push("tool-shadowing");
  if (/line-jump/.test(t)) out.push("line-jumping");
  if (/inject|poison/.test(t)) out.push("instruction-injection");
  if (/social/.test(t)) out.push("social-engineering");
  if (/capabilit|command|execution|eval/.test(t)) out.push("dangerous-capability");
  return out.length > 0 ? out : ["other"];
}

/** Technique classes of a label: `technique_classes`, else `technique` when it is a class name or a list of them. */
function classesOf(label: Record<string, unknown>): string[] {
  if (Array.isArray(label.technique_classes) && label.technique_classes.length > 0) return label.technique_classes.map(String);
  if (Array.isArray(label.technique)) return label.technique.map(String);
  const t = typeof label.technique === "string" ? label.technique.trim() : "";
  return /^[a-z0-9-]+$/.test(t) ? [t] : ["other"];
}

/**
 * The labelled tools of a directory shaped like corpus/poisoning (server files and a LABELS.json:
 * per file `tools`, per tool `malicious` and `technique_classes` or `technique`), as set `set`.
 * Tools without a label are counted in `unlabelled`, not guessed.
 */
export function loadLabelledDir(
  dir: string,
  set: string,
  classes: (label: Record<string, unknown>) => string[] = classesOf,
): { examples: Example[]; unlabelled: string[] } {
  const labels = JSON.parse(readFileSync(join(dir, "LABELS.json"), "utf8")) as Record<string, { tools?: Record<string, Record<string, unknown>> }>;
  const examples: Example[] = [];
  const unlabelled: string[] = [];
  for (const file of jsonFiles(dir)) {
    const perTool = labels[file]?.tools ?? {};
    for (const { name, value } of toolsOf(join(dir, file))) {
      const label = Object.hasOwn(perTool, name) ? perTool[name] : undefined;
      if (label === undefined) {
        unlabelled.push(`${file}#${name}`);
        continue;
      }
      const malicious = label.malicious === true;
      examples.push({
        set,
        group: `${set}:${serverOf(file)}`,
        file,
        name,
        malicious,
        techniques: malicious ? classes(label) : ["benign"],
        constructed: label.constructed === true,
        borderline: label.borderline === true,
        ...(typeof label.language === "string" && label.language !== "en" ? { language: label.language } : {}),
        value,
      });
    }
  }
  return { examples, unlabelled };
}

/**
 * The held-out sets: written blind, measured once at a session's end, never trained, tuned or
 * evaluated on during work. Named here, not matched by a pattern, so a new blind set is held out
 * from the moment its folder appears; a set leaves this list (and joins the training sets) only
 * by a commit that says so, and its README says so too.
 */
export const HELD_OUT_SETS: readonly string[] = ["poisoning-blind-5"];

/**
 * The blind-written training sets: corpus/poisoning-blind, corpus/poisoning-blind-* and
 * corpus/heldout-poisoning (held out for sessions 5 to 7, measured three times, a training set
 * since session 8: its README), less HELD_OUT_SETS.
 */
export function blindSets(root: string): string[] {
  const dir = join(root, "corpus");
  return readdirSync(dir)
    .filter((d) => /^(?:poisoning-blind(?:-[\w-]+)?|heldout-poisoning)$/.test(d) && !HELD_OUT_SETS.includes(d) && existsSync(join(dir, d, "LABELS.json")))
    .sort();
}

export function loadExamples(root: string, options: { captured?: string } = {}): Example[] {
  const out: Example[] = [];
  out.push(...loadLabelledDir(corpus(root, "poisoning"), "poisoning").examples);
  // Other authors' attacks and hard negatives, written blind to the detector (corpus/poisoning-blind/README.md,
  // and every later batch corpus/poisoning-blind-*): each its own set, so each can be left out whole.
  for (const dir of blindSets(root)) out.push(...loadLabelledDir(corpus(root, dir), dir).examples);
  out.push(...loadLabelledDir(corpus(root, "malicious"), "malicious", (label) => maliciousClasses(String(label.technique ?? ""))).examples);
  for (const file of jsonFiles(corpus(root, "real"))) {
    for (const { name, value } of toolsOf(corpus(root, "real", file))) {
      out.push({
        set: "real",
        group: `real:${serverOf(file)}`,
        file,
        name,
        malicious: false,
        techniques: ["benign"],
        constructed: false,
        borderline: false,
        value,
      });
    }
  }
  const captured = options.captured ?? corpus(root, "captured");
  for (const file of jsonFiles(captured)) {
    for (const { name, value } of toolsOf(join(captured, file))) {
      out.push({
        set: "captured",
        group: `captured:${serverOf(file)}`,
        file,
        name,
        malicious: false,
        techniques: ["benign"],
        constructed: false,
        borderline: false,
        value,
      });
    }
  }
  const synth = corpus(root, "synthesised", "tools.json");
  if (existsSync(synth)) {
    const { entries } = JSON.parse(readFileSync(synth, "utf8")) as {
      entries: { id: string; group: string; technique: string; malicious: boolean; tool: any }[];
    };
    for (const e of entries) {
      out.push({
        set: "synthesised",
        group: `synth:${e.group}`,
        file: e.id,
        name: e.tool.name,
        malicious: e.malicious,
        techniques: [e.technique],
        constructed: true,
        borderline: false,
        value: e.tool,
      });
    }
  }
  return out;
}

/** A deterministic fold for a group: FNV-1a of its name. */
export function foldOf(group: string, folds: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < group.length; i++) hash = Math.imul(hash ^ group.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % folds;
}

/** A stable id of an example across scripts. */
export function exampleId(ex: Example): string {
  return `${ex.set}/${ex.file}#${ex.name}`;
}
