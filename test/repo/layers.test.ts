// One-way layers: every import of src/ points down the layer map (test/repo/layer-map.ts), none
// between siblings, none in a cycle. The synthetic graphs prove the checker can fail.
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";
import { checkImports, findCycles, type ImportGraph, type Layer, LAYERS, placeOf, readImportGraph } from "./layer-map.js";

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(
    Object.entries(edges).map(([module, targets]) => [
      module,
      targets.map((target) => ({ specifier: `./${target.split("/").pop()!.replace(/\.ts$/, ".js")}`, target })),
    ]),
  );

describe("layers", () => {
  const graph = readImportGraph(REPO);

  it("reads the imports of src/: static, type-only, re-exports and import()", () => {
    expect(graph.size).toBeGreaterThan(200);
    const targets = (module: string): string[] => (graph.get(module) ?? []).map((i) => i.target);
    expect(targets("src/cli.ts")).toContain("src/shell/main.ts"); // import()
    expect(targets("src/index.ts")).toContain("src/rules/_registry.ts"); // export … from
    expect(targets("src/engine/rule.ts").length).toBeGreaterThan(0); // import type
  });

  it("every module of src/ is in the layer map", () => {
    expect([...graph.keys()].filter((module) => placeOf(module) === undefined)).toEqual([]);
  });

  it("no import points up a layer, sideways to a sibling, or round a cycle", () => {
    expect(checkImports(graph)).toEqual([]);
  });

  describe("the checker fails where it should (synthetic graphs)", () => {
    const layers: Layer[] = [
      { name: "top", tiers: [["src/a"], ["src/b"]] },
      { name: "helpers", tiers: [["src/x", "src/y"]] },
      { name: "bottom", tiers: [["src/core"]] },
    ];

    it("a backward import, a sibling import and an unmapped module are reported, naming file and import", () => {
      const problems = checkImports(
        graphOf({
          "src/a/one.ts": ["src/b/two.ts", "src/x/three.ts", "src/core/four.ts"],
          "src/b/two.ts": ["src/core/four.ts"],
          "src/x/three.ts": ["src/core/four.ts", "src/y/five.ts"],
          "src/y/five.ts": [],
          "src/core/four.ts": ["src/b/two.ts"],
          "src/stray/six.ts": [],
        }),
        layers,
      );
      expect(problems).toEqual([
        'src/x/three.ts: import "./five.js" points at a sibling: src/x (helpers) may not import src/y (helpers)',
        'src/core/four.ts: import "./two.js" points at a higher layer: src/core (bottom) may not import src/b (top, tier 2)',
        "src/stray/six.ts: not in the layer map (test/repo/layer-map.ts): give its folder a layer",
        "import cycle: src/b/two.ts -> src/core/four.ts -> src/b/two.ts",
      ]);
    });

    it("a tier may not import the tier above it in its own layer", () => {
      expect(checkImports(graphOf({ "src/b/two.ts": ["src/a/one.ts"], "src/a/one.ts": [] }), layers)).toEqual([
        'src/b/two.ts: import "./one.js" points at a higher layer: src/b (top, tier 2) may not import src/a (top, tier 1)',
      ]);
    });

    it("cycles inside one folder, long ones and self-imports are found; a diamond is not a cycle", () => {
      expect(
        findCycles(
          graphOf({
            "src/core/a.ts": ["src/core/b.ts"],
            "src/core/b.ts": ["src/core/c.ts"],
            "src/core/c.ts": ["src/core/a.ts"],
            "src/core/self.ts": ["src/core/self.ts"],
            "src/x/top.ts": ["src/x/left.ts", "src/x/right.ts"],
            "src/x/left.ts": ["src/x/bottom.ts"],
            "src/x/right.ts": ["src/x/bottom.ts"],
            "src/x/bottom.ts": [],
          }),
        ),
      ).toEqual([
        ["src/core/a.ts", "src/core/b.ts", "src/core/c.ts", "src/core/a.ts"],
        ["src/core/self.ts", "src/core/self.ts"],
      ]);
    });
  });

  it("the map names only parts that exist", () => {
    const modules = [...graph.keys()];
    const missing = LAYERS.flatMap((layer) => layer.tiers.flat()).filter((part) => !modules.some((m) => m === part || m.startsWith(`${part}/`)));
    expect(missing).toEqual([]);
  });
});
