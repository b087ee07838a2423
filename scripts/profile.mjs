// Where a run's time goes, from V8 CPU profiles: time per function (self and inclusive), per
// script (the import budget of a cold start: our chunks against Node's loader and builtins),
// and optionally per source line of one function (inlined callees count as their caller's
// lines). Several profiles are averaged (cold starts are short: profile a few runs). A script,
// never a test. From the repository root, for example:
//   MCP_TOOL_LINT_THREADS=1 node --cpu-prof --cpu-prof-dir=/tmp/prof dist/cli.js tools.json -f json -o /tmp/out.json
//   node scripts/profile.mjs /tmp/prof/*.cpuprofile [--top 15] [--lines toolFeatures]
//   --top N          rows per table (default 15)
//   --lines NAME     ticks by line of the functions named NAME (lines of the built chunk)
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: flags, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string" }, lines: { type: "string" } },
});
if (files.length === 0) throw new Error("usage: node scripts/profile.mjs PROFILE.cpuprofile... [--top N] [--lines FUNCTION]");
const top = Number(flags.top ?? 15);

const self = new Map();
const inclusive = new Map();
const byScript = new Map();
const lines = new Map();
let total = 0;
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const fileOf = (url) => url.replace(/^.*\//, "");
const nameOf = ({ callFrame: f }) => `${f.functionName || "(anonymous)"} ${fileOf(f.url)}${f.url ? `:${f.lineNumber + 1}` : ""}`;

for (const path of files) {
  const profile = JSON.parse(readFileSync(path, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Time per sampled node first: a profile has far fewer nodes than samples.
  const sampled = new Map();
  profile.samples.forEach((id, i) => add(sampled, id, profile.timeDeltas[i] ?? 0));
  for (const [id, micros] of sampled) {
    const node = nodes.get(id);
    total += micros;
    add(self, nameOf(node), micros);
    add(byScript, fileOf(node.callFrame.url) || node.callFrame.functionName, micros);
    // Inclusive: each function once per stack (recursion counted once).
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(nodes.get(at));
      if (!seen.has(name)) add(inclusive, name, micros);
      seen.add(name);
    }
  }
  if (flags.lines !== undefined)
    for (const node of profile.nodes)
      if (node.callFrame.functionName === flags.lines)
        for (const tick of node.positionTicks ?? []) add(lines, `${fileOf(node.callFrame.url)}:${tick.line}`, tick.ticks);
}

const runs = files.length;
const print = (title, map, unit = "ms") => {
  const sum = unit === "ms" ? total : [...map.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title}\n`);
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const figure = unit === "ms" ? `${(value / runs / 1000).toFixed(1)} ms` : `${value} ticks`;
    console.log(`${((100 * value) / sum).toFixed(1).padStart(5)}%  ${figure.padStart(11)}  ${key}`);
  }
};
console.log(`${runs} profile${runs === 1 ? "" : "s"}, ${(total / runs / 1000).toFixed(0)} ms sampled per profile (times are means per profile)`);
print("By function, self time", self);
print("By function, inclusive time", inclusive);
print("By script, self time (our chunks, Node's loader and builtins, GC and the rest)", byScript);
if (flags.lines !== undefined) print(`Lines of \`${flags.lines}\`, self ticks`, lines, "ticks");
