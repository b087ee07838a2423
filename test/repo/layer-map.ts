// The layer map of src/ and the checker that holds the code to it: imports point down, never up,
// never sideways between siblings, and never round in a cycle. CONTRIBUTING.md explains the map.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";
import ts from "typescript";

export interface Layer {
  readonly name: string;
  /**
   * Parts (folders, or single files) from the top tier down. A part may import parts of any lower
   * tier or layer; parts of one tier are siblings and import none of each other.
   */
  readonly tiers: readonly (readonly string[])[];
}

/** Every module of src/ sits in one part, and every part in one layer, highest first. */
export const LAYERS: readonly Layer[] = [
  {
    // Talks to the user: argv, exit codes, the library's entry, the GitHub Action. main.ts
    // dispatches to the commands; the commands use what cli/ parsed and its IO.
    name: "shell",
    tiers: [["src/cli.ts", "src/index.ts", "src/shell/action"], ["src/shell/main.ts"], ["src/shell/commands"], ["src/shell/cli"]],
  },
  {
    // pipeline/ runs the stages in order; each stage folder does one step and imports no other
    // stage: they meet only through the model (report is the output step: result → text).
    name: "pipeline",
    tiers: [
      ["src/pipeline"],
      ["src/pipeline/config", "src/pipeline/input", "src/pipeline/live", "src/pipeline/source", "src/pipeline/suppressions", "src/pipeline/report"],
    ],
  },
  {
    // The rules, and the engine that walks each input once and calls them.
    name: "engine and rules",
    tiers: [["src/rules"], ["src/engine"]],
  },
  {
    // What one category of rules knows; a category never imports another.
    name: "category helpers",
    tiers: [["src/helpers/change", "src/helpers/compat", "src/helpers/cost", "src/helpers/params", "src/helpers/security", "src/helpers/text"]],
  },
  {
    // What everything stands on: JSON Schema and the MCP spec, JSON text, pointers and positions, the model.
    name: "core",
    tiers: [
      ["src/core/schema", "src/core/spec"],
      ["src/core/json"],
      ["src/core/positions"],
      ["src/core/model", "src/core/util", "src/version.ts"],
      ["src/_generated-version.ts"],
    ],
  },
];

export interface Import {
  /** The specifier as written. */
  readonly specifier: string;
  /** The module it names, relative to the repository root with `/`. */
  readonly target: string;
}

/** Module (repository-relative path) → what it imports (relative specifiers only). */
export type ImportGraph = ReadonlyMap<string, readonly Import[]>;

/**
 * Reads every import of every `.ts` file under `dir` of `root`: static imports, `export … from`,
 * `import type` and `import()` with a literal specifier. Packages and `node:` modules are left out.
 */
export function readImportGraph(root: string, dir = "src"): ImportGraph {
  const graph = new Map<string, Import[]>();
  const walk = (folder: string): void => {
    for (const name of readdirSync(join(root, folder)).sort()) {
      const path = posix.join(folder, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith(".ts")) graph.set(path, importsOf(path, readFileSync(join(root, path), "utf8")));
    }
  };
  walk(dir);
  return graph;
}

function importsOf(path: string, text: string): Import[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter((file) => file.fileName.startsWith("."))
    .map((file) => {
      const target = relative(".", join(dirname(path), file.fileName))
        .split(sep)
        .join("/");
      return { specifier: file.fileName, target: target.endsWith(".js") ? `${target.slice(0, -3)}.ts` : target };
    });
}

interface Place {
  readonly part: string;
  readonly layer: number;
  readonly tier: number;
}

/** The part a module sits in: the longest part that is the module itself or a folder holding it. */
export function placeOf(module: string, layers: readonly Layer[] = LAYERS): Place | undefined {
  let best: Place | undefined;
  layers.forEach((layer, l) =>
    layer.tiers.forEach((parts, t) => {
      for (const part of parts) {
        if ((module === part || module.startsWith(`${part}/`)) && (!best || part.length > best.part.length)) best = { part, layer: l, tier: t };
      }
    }),
  );
  return best;
}

function describePlace(place: Place, layers: readonly Layer[]): string {
  return `${place.part} (${layers[place.layer]!.name}${layers[place.layer]!.tiers.length > 1 ? `, tier ${place.tier + 1}` : ""})`;
}

/** Every import that points up a layer or tier, sideways to a sibling, or out of the map; and every cycle. */
export function checkImports(graph: ImportGraph, layers: readonly Layer[] = LAYERS): string[] {
  const problems: string[] = [];
  for (const [module, imports] of graph) {
    const from = placeOf(module, layers);
    if (!from) {
      problems.push(`${module}: not in the layer map (test/repo/layer-map.ts): give its folder a layer`);
      continue;
    }
    for (const { specifier, target } of imports) {
      const to = placeOf(target, layers);
      if (!to || to.part === from.part) continue; // outside src/ (a JSON file, a package) or the same part
      const upOrSideways = to.layer < from.layer || (to.layer === from.layer && to.tier <= from.tier);
      if (!upOrSideways) continue;
      const how = to.layer === from.layer && to.tier === from.tier ? "a sibling" : "a higher layer";
      problems.push(`${module}: import "${specifier}" points at ${how}: ${describePlace(from, layers)} may not import ${describePlace(to, layers)}`);
    }
  }
  for (const cycle of findCycles(graph)) problems.push(`import cycle: ${cycle.join(" -> ")}`);
  return problems;
}

/**
 * The cycles of the graph, one per strongly connected component of more than one module (or a
 * module importing itself), each written as a closed path of imports starting at its first module.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const targets = (module: string): string[] => [...new Set((graph.get(module) ?? []).map((i) => i.target).filter((t) => graph.has(t)))];
  // Iterative Tarjan: a deep import chain must not overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const frames: { module: string; edges: string[]; at: number }[] = [];
    const enter = (module: string): void => {
      index.set(module, next);
      low.set(module, next++);
      stack.push(module);
      onStack.add(module);
      frames.push({ module, edges: targets(module), at: 0 });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.at < frame.edges.length) {
        const target = frame.edges[frame.at++]!;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.module, Math.min(low.get(frame.module)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.module, Math.min(low.get(parent.module)!, low.get(frame.module)!));
      if (low.get(frame.module) !== index.get(frame.module)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.module);
      if (component.length > 1 || targets(frame.module).includes(frame.module)) components.push(component.sort());
    }
  }
  return components.map((component) => closedPath(component, targets));
}

/** A shortest path from the component's first module back to itself, through the component. */
function closedPath(component: readonly string[], targets: (module: string) => string[]): string[] {
  const members = new Set(component);
  const first = component[0]!;
  const previous = new Map<string, string>();
  const queue = [first];
  for (let i = 0; i < queue.length; i++) {
    const module = queue[i]!;
    for (const target of targets(module)) {
      if (!members.has(target)) continue;
      if (target === first) {
        const path = [first];
        for (let at = module; at !== first; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, first];
      }
      if (!previous.has(target)) {
        previous.set(target, module);
        queue.push(target);
      }
    }
  }
  return [...component, first];
}
