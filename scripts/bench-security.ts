// The security rules' share of a run: prints figures, never a test. From the repository root:
//   npx esbuild scripts/bench-security.ts --bundle --platform=node --format=esm --outfile=/tmp/bench-security.mjs
//   node --expose-gc /tmp/bench-security.mjs [tools] [runs]  each rule's wall time over the text walk's, on the corpus tools
//                                                            repeated with unique names (10,000 tools, 5 runs by default)
//   node /tmp/bench-security.mjs cold [each]                 first lint of bench.mjs's 10-tool file in a fresh process
//                                                            (each: every rule's own first lint, in order, before)
//   node --cpu-prof /tmp/bench-security.mjs profile [rule]   five lints of 10,000 tools, for a CPU profile
//   node /tmp/bench-security.mjs dump <file>                 every finding on the corpora and a 2,000-tool input, to diff
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defineRule } from "../src/engine/rule.js";
import { runRules, type EngineInput, type EnabledRule } from "../src/engine/run.js";
import { recognizeShape } from "../src/pipeline/input/shape.js";
import type { ToolList } from "../src/core/model/types.js";
import crossToolReference from "../src/rules/cross-tool-reference.js";
import hiddenInstructions from "../src/rules/hidden-instructions.js";
import iconSafe from "../src/rules/icon-safe.js";
import invisibleCharacters from "../src/rules/invisible-characters.js";
import secretInDefinition from "../src/rules/secret-in-definition.js";

/** Run from the repository root (the bundle lives elsewhere, so not relative to this file). */
const corpus = join(process.cwd(), "corpus");
const SECURITY = [hiddenInstructions, invisibleCharacters, crossToolReference, secretInDefinition, iconSafe];
/** A rule that visits every string and does nothing: the walk's own cost, subtracted from the others. */
const walkOnly = defineRule({
  meta: { id: "walk-only", category: "security", severity: "warning", description: "", defaultOptions: {} },
  create: () => ({ text() {} }),
});

function enabled(rules: readonly (typeof walkOnly)[]): EnabledRule[] {
  return rules.map((rule) => ({ rule, severity: rule.meta.severity === "off" ? "warning" : rule.meta.severity, options: rule.meta.defaultOptions }));
}

function toList(value: unknown): ToolList {
  const shape = recognizeShape(value);
  if (!shape.ok) throw new Error(shape.message);
  return shape.list;
}

function corpusFiles(folder: string): string[] {
  return readdirSync(join(corpus, folder))
    .filter((f) => f.endsWith(".json") && f !== "LABELS.json")
    .sort();
}

const readJson = (folder: string, file: string): any => JSON.parse(readFileSync(join(corpus, folder, file), "utf8"));

function repeatedTools(count: number): EngineInput {
  const tools = corpusFiles("real").flatMap((f) => readJson("real", f).tools);
  const repeated = Array.from({ length: count }, (_, i) => ({ ...tools[i % tools.length], name: `${tools[i % tools.length].name}_${i}` }));
  // Parsed back from text, as the CLI sees it: no objects shared between the copies.
  return { info: { index: 0, name: `tools-${count}.json`, kind: "file" }, list: toList(JSON.parse(JSON.stringify({ tools: repeated }))) };
}

function lint(inputs: EngineInput[], rules: readonly (typeof walkOnly)[]) {
  const result = runRules(inputs, { rules: enabled(rules) });
  if (result.failures.length > 0) throw new Error(result.failures.join("\n"));
  return result.findings;
}

/**
 * Wall milliseconds of `fn`, from a clean heap (run with --expose-gc): as in one CLI run, no
 * garbage left by earlier runs is collected during it. (CPU time would count GC threads too.)
 */
function timeMs(fn: () => void): number {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const [mode = "10000", arg] = process.argv.slice(2);
if (mode === "profile") {
  // One rule (or all five) over and over, for `node --cpu-prof`.
  const input = repeatedTools(10000);
  const rules = arg === undefined ? SECURITY : SECURITY.filter((rule) => rule.meta.id === arg);
  for (let i = 0; i < 5; i++) lint([input], rules);
} else if (mode === "cold") {
  // The 10 tools of scripts/bench.mjs's cold-start file: the first of the corpus, in file order
  // (only the files needed are read, so that no garbage of others is collected during the lint).
  const tools: unknown[] = [];
  for (const file of corpusFiles("real")) if (tools.length < 10) tools.push(...readJson("real", file).tools);
  tools.length = 10;
  const input: EngineInput = { info: { index: 0, name: "tools-10.json", kind: "file" }, list: toList({ tools }) };
  const walk = timeMs(() => lint([input], [walkOnly]));
  if (arg === "each") {
    // Each rule's first lint on its own, in order: where the cold time goes.
    const each = SECURITY.map((rule) => `${rule.meta.id} ${timeMs(() => lint([input], [rule])).toFixed(1)}`);
    console.log(`first lint of 10 tools, rule by rule (ms): ${each.join(", ")}`);
  }
  const first = timeMs(() => lint([input], SECURITY));
  const second = timeMs(() => lint([input], SECURITY));
  console.log(`first lint of 10 tools: walk ${walk.toFixed(1)} ms, five security rules ${first.toFixed(1)} ms cold, ${second.toFixed(1)} ms warm`);
} else if (mode === "dump") {
  const out: Record<string, unknown> = {};
  for (const folder of ["real", "malicious"]) {
    for (const file of corpusFiles(folder))
      out[`${folder}/${file}`] = lint([{ info: { index: 0, name: file, kind: "file" }, list: toList(readJson(folder, file)) }], SECURITY);
  }
  // Every real server in one run: cross-server mentions.
  out["real/*"] = lint(
    corpusFiles("real").map((file, index) => ({ info: { index, name: file, kind: "file" }, list: toList(readJson("real", file)) })),
    SECURITY,
  );
  out["repeated-2000"] = lint([repeatedTools(2000)], SECURITY);
  writeFileSync(arg ?? "/tmp/security-findings.json", JSON.stringify(out, null, 1));
  console.log(`wrote ${arg ?? "/tmp/security-findings.json"}`);
} else {
  const count = Number(mode);
  const runs = Number(arg ?? 5);
  const input = repeatedTools(count);
  let strings = 0;
  lint([input], [defineRule({ ...walkOnly, create: () => ({ text: () => void strings++ }) })]);
  // Interleaved runs, the fastest of each kept: on a busy machine noise only ever adds time.
  const configs: [string, readonly (typeof walkOnly)[]][] = [
    ["(text walk alone)", [walkOnly]],
    ...SECURITY.map((rule): [string, (typeof walkOnly)[]] => [rule.meta.id, [rule]]),
    ["all five", SECURITY],
  ];
  const best = new Map<string, number>();
  for (const [, rules] of configs) lint([input], rules); // warm-up: first-use compilation is the cold-start figure, not this one
  for (let run = 0; run < runs; run++) {
    for (const [name, rules] of configs) {
      // A pause after the collection timeMs starts with, so that its sweeping is over too.
      (globalThis as { gc?: () => void }).gc?.();
      await new Promise((resolve) => setTimeout(resolve, 30));
      best.set(
        name,
        Math.min(
          best.get(name) ?? Infinity,
          timeMs(() => lint([input], rules)),
        ),
      );
    }
  }
  const walk = best.get("(text walk alone)")!;
  console.log(`${count} tools, ${strings} strings, fastest of ${runs} interleaved runs; rule figures include the walk`);
  for (const [name, ms] of best)
    console.log(`${name.padEnd(24)} ${ms.toFixed(1).padStart(8)} ms   ${name.startsWith("(") ? "" : `+${(ms - walk).toFixed(1)} ms over the walk`}`);
}
