// npm run bench: the rows of the registry-scale goals (issue 18) as figures and ratios measured in
// this one run, each a whole CLI process (wall time; peak RSS from the process itself). Figures,
// not a test: the machine's load is printed with them. About 3–4 minutes on a quiet 2-core machine.
//   node scripts/bench.mjs [--rows cold,floor,big,hundred,formats,live] [--write-readme]
//   --rows          only these rows (default all); `cold` alone takes seconds
//   --write-readme  replace the block between README.md's bench markers with this run's table
//   BENCH_COLD_RUNS (11)  runs of each cold-start pair, median
//   BENCH_LIVE_RUNS (5)   runs of the live server-everything pair, median (0 skips the row)
//   BENCH_TIMEOUT_S (120) a run taking longer is killed and reported as such
//   BENCH_NODES     other Node binaries for the cold-start rows, colon-separated (default: the
//                   running one, and Node 20, 22 and 24 where scripts/test-node-versions.sh left
//                   them: $NODE_VERSIONS_DIR or $TMPDIR/mcp-tool-lint-node-versions)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir, cpus, totalmem, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROWS = ["cold", "floor", "big", "hundred", "formats", "live"];
const { values: flags } = parseArgs({ options: { rows: { type: "string" }, "write-readme": { type: "boolean" } } });
const wanted = new Set(flags.rows ? flags.rows.split(",") : ROWS);
for (const name of wanted) if (!ROWS.includes(name)) throw new Error(`--rows: unknown row \`${name}\` (rows: ${ROWS.join(", ")})`);
const repo = fileURLToPath(new URL("../", import.meta.url));
const cli = join(repo, "dist/cli.js");
const work = mkdtempSync(join(tmpdir(), "mcp-tool-lint-bench-"));
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 11);
const liveRuns = Number(process.env.BENCH_LIVE_RUNS ?? 5);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 120) * 1000;
const loadBefore = loadavg();

// Real tools: every tool list of corpus/real, and of corpus/captured when present.
const corpusTools = ["corpus/real", "corpus/captured"]
  .map((dir) => join(repo, dir))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => join(dir, f)),
  )
  .flatMap((path) => {
    const value = JSON.parse(readFileSync(path, "utf8"));
    return Array.isArray(value?.tools) ? value.tools.filter((t) => t && typeof t === "object" && !Array.isArray(t)) : [];
  });

/**
 * `count` real tools, names made unique, pretty-printed. With `pad`, every description is made of
 * the tool's own words repeated to `pad` characters and the file is compact (a big registry dump).
 */
function toolFile(count, { pad, name = `tools-${count}` } = {}) {
  const tools = Array.from({ length: count }, (_, i) => {
    const tool = corpusTools[i % corpusTools.length];
    const copy = { ...tool, name: `${tool.name}_${i}` };
    if (pad !== undefined) {
      const words = typeof tool.description === "string" && tool.description.trim() !== "" ? tool.description : "Returns the matching records.";
      let text = words;
      while (text.length < pad) text += ` ${words}`;
      copy.description = text.slice(0, pad);
    }
    return copy;
  });
  const path = join(work, `${name}.json`);
  writeFileSync(path, pad === undefined ? JSON.stringify({ tools }, null, 2) : JSON.stringify({ tools }));
  return path;
}

/**
 * Runs `node …args`, returning wall milliseconds, the process's own peak RSS in MB and CPU
 * milliseconds of all its threads (it writes process.resourceUsage() on exit, so spawning adds
 * nothing), or `killed` past the timeout. CPU time barely moves with the machine's load, wall time does.
 */
function run(args, { env = {}, strict = false } = {}) {
  const rssFile = join(work, "rss.txt");
  rmSync(rssFile, { force: true });
  const recorder = join(work, "record-rss.mjs");
  if (!existsSync(recorder)) {
    writeFileSync(
      recorder,
      `import { writeFileSync } from "node:fs";\nprocess.on("exit", () => { const u = process.resourceUsage(); writeFileSync(${JSON.stringify(rssFile)}, \`\${u.maxRSS} \${u.userCPUTime + u.systemCPUTime}\`); });\n`,
    );
  }
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ["--import", recorder, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    timeout: timeoutMs,
    killSignal: "SIGKILL",
    env: { ...process.env, ...env },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.error?.code === "ETIMEDOUT" || result.signal === "SIGKILL") return { ms, killed: true };
  // A lint exits 1 when it finds something; the floor (strict) must exit 0, or it measured a crash.
  if (result.status !== 0 && (strict || result.status !== 1)) throw new Error(`run failed (${result.status}): ${args.join(" ")}\n${result.stderr}`);
  const [rss, cpu] = existsSync(rssFile) ? readFileSync(rssFile, "utf8").split(" ").map(Number) : [NaN, NaN];
  return { ms, rssMb: rss / 1024, cpuMs: cpu / 1000 };
}

/** CPU time of this process's children that have ended, in ms (Linux; clock ticks, so coarse: sum many runs). */
function childrenCpuMs() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // cutime and cstime: fields 16 and 17 of stat, 14 and 15 after the command name.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** A run without the RSS recorder (cold start: nothing loaded that the user's run would not load): wall ms and CPU ms. */
function bare(args, { node = process.execPath, env = {} } = {}) {
  const cpuBefore = childrenCpuMs();
  const start = process.hrtime.bigint();
  const result = spawnSync(node, args, { encoding: "utf8", maxBuffer: 1 << 30, timeout: timeoutMs, killSignal: "SIGKILL", env: { ...process.env, ...env } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`run failed (${result.status}): ${args.join(" ")}\n${result.stderr}`);
  return { ms, cpuMs: childrenCpuMs() - cpuBefore };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lint = (path, format = "json") => [cli, path, "-f", format, "-o", join(work, `out.${format}`)];
const ms = (value) => `${(value / 1000).toFixed(2)} s`;
const mb = (value) => `${value.toFixed(0)} MB`;
const met = (ok) => (ok ? "met" : "**not met**");
const rows = [];
const row = (measure, figure, goal, ok) => rows.push(`| ${measure} | ${figure} | ${goal} | ${ok === undefined ? "" : met(ok)} |`);

// The floor: what any schema-checking linter must do, as a whole process.
const floorScript = join(work, "floor.mjs");
writeFileSync(
  floorScript,
  `import { readFileSync } from "node:fs";
import Ajv2020 from ${JSON.stringify(join(repo, "node_modules/ajv/dist/2020.js"))};
const ajv = new Ajv2020.default({ strict: false, validateSchema: false });
// Tools that declare draft-07 are validated against draft-07's meta-schema, as the linter does.
ajv.addMetaSchema(JSON.parse(readFileSync(${JSON.stringify(join(repo, "node_modules/ajv/dist/refs/json-schema-draft-07.json"))}, "utf8")));
const { tools } = JSON.parse(readFileSync(process.argv[2], "utf8"));
let valid = 0;
for (const tool of tools)
  for (const schema of [tool.inputSchema, tool.outputSchema]) {
    if (schema === undefined) continue;
    // A schema whose $schema names a meta-schema ajv does not know counts as checked, not as a crash.
    try {
      if (ajv.validateSchema(schema)) valid++;
    } catch {}
  }
if (valid < 0) process.exit(3);
`,
);

// 1. Cold start: a 10-tool file against `node -e 0` of the same Node, interleaved, after one
// warm-up of each (the warm-up also fills the compile cache). The goal is on Node 24 (the LTS);
// each other Node found is a row of its own, and the compile cache's share a row on the newest.
const nodeVersion = (node) => spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
const versionsDir = process.env.NODE_VERSIONS_DIR ?? join(process.env.TMPDIR ?? "/tmp", "mcp-tool-lint-node-versions");
const nodes = [
  ...new Map(
    [
      process.execPath,
      ...["20", "22", "24"].map((major) => join(versionsDir, `node${major}`, "node_modules/node/bin/node")),
      ...(process.env.BENCH_NODES ?? "").split(":"),
    ]
      .filter((node) => node !== "" && existsSync(node))
      .map((node) => [nodeVersion(node), node]),
  ),
]
  .filter(([version]) => /^v\d+\./.test(version))
  .sort(([a], [b]) => Number(a.slice(1).split(".")[0]) - Number(b.slice(1).split(".")[0]));
const coldFigures = [];
/** Median wall time of `node -e 0` and of `args`, interleaved, on one Node; and their mean CPU time. */
function coldPair(node, args, env = {}) {
  bare(["-e", "0"], { node });
  bare(args, { node, env });
  const nodeRuns = [];
  const cliRuns = [];
  for (let i = 0; i < coldRuns; i++) {
    nodeRuns.push(bare(["-e", "0"], { node }));
    cliRuns.push(bare(args, { node, env }));
  }
  const mean = (runs) => runs.reduce((sum, r) => sum + r.cpuMs, 0) / runs.length;
  return { node: median(nodeRuns.map((r) => r.ms)), cli: median(cliRuns.map((r) => r.ms)), nodeCpu: mean(nodeRuns), cliCpu: mean(cliRuns) };
}
/** ", CPU r× (a vs b ms)" when CPU times were measured. */
const cpuFigure = (cli, base) =>
  Number.isFinite(cli) && Number.isFinite(base) && base > 0 ? `; CPU ${(cli / base).toFixed(2)}× (${cli.toFixed(0)} vs ${base.toFixed(0)} ms)` : "";
if (wanted.has("cold")) {
  const small = toolFile(10);
  for (const [version, node] of nodes) {
    const major = Number(version.slice(1).split(".")[0]);
    const pair = coldPair(node, lint(small));
    const ratio = pair.cli / pair.node;
    coldFigures.push({ version, ...pair });
    row(
      `cold start, 10-tool file, vs \`node -e 0\`, Node ${version} (median of ${coldRuns})`,
      `${ratio.toFixed(2)}× (${pair.cli.toFixed(0)} ms vs ${pair.node.toFixed(0)} ms${cpuFigure(pair.cliCpu, pair.nodeCpu)})`,
      major >= 22 ? "≤ 2×" : "(reported)",
      major >= 22 ? ratio <= 2 : undefined,
    );
  }
  const [newest, node] = nodes.at(-1) ?? [];
  if (node && Number(newest.slice(1).split(".")[0]) >= 22) {
    const off = coldPair(node, lint(small), { NODE_DISABLE_COMPILE_CACHE: "1" });
    row(
      `the same, compile cache off, Node ${newest}`,
      `${(off.cli / off.node).toFixed(2)}× (${off.cli.toFixed(0)} ms vs ${off.node.toFixed(0)} ms${cpuFigure(off.cliCpu, off.nodeCpu)})`,
      "",
      undefined,
    );
  }
  // `--help` goes through yargs (loaded only off the plain lint path): its start-up cost.
  const help = coldPair(process.execPath, [cli, "--help"]);
  row(
    `\`--help\` through yargs, Node ${process.version} (median of ${coldRuns})`,
    `${(help.cli / help.node).toFixed(2)}× (${help.cli.toFixed(0)} ms)`,
    "",
    undefined,
  );
}

// 2. 10,000 real tools against the floor, median of 3 each, interleaved; peak RSS of the lint.
let tenMs;
let tenRss;
if (wanted.has("floor")) {
  const ten = toolFile(10000);
  const floorRuns = [];
  const tenRuns = [];
  for (let i = 0; i < 3; i++) {
    floorRuns.push(run([floorScript, ten], { strict: true }));
    tenRuns.push(run(lint(ten)));
  }
  const floorTimes = floorRuns.map((r) => r.ms);
  tenMs = median(tenRuns.map((r) => r.ms));
  tenRss = Math.max(...tenRuns.map((r) => r.rssMb));
  const floorRatio = tenMs / median(floorTimes);
  const tenCpu = median(tenRuns.map((r) => r.cpuMs));
  const floorCpu = median(floorRuns.map((r) => r.cpuMs));
  row(
    "10,000 real tools vs the floor (read + `JSON.parse` + ajv `validateSchema`, whole process; median of 3)",
    `${floorRatio.toFixed(1)}× (${ms(tenMs)} vs ${ms(median(floorTimes))}${cpuFigure(tenCpu, floorCpu)})`,
    "≤ 2× (1.5× next)",
    floorRatio <= 2,
  );
  row("peak RSS, 10,000 tools", mb(tenRss), "≤ 250 MB", tenRss <= 250);
}

// 3. A 50 MB file: 60,000 tools with long descriptions.
if (wanted.has("big")) {
  const base = statSync(toolFile(60000, { pad: 0, name: "sizing" })).size;
  const pad = Math.max(200, Math.round((50 * 2 ** 20 - base) / 60000));
  const big = toolFile(60000, { pad, name: "tools-50mb" });
  const bigMb = statSync(big).size / 2 ** 20;
  const bigRun = run(lint(big));
  row(
    `a ${bigMb.toFixed(0)} MB file (60,000 tools, descriptions of ${pad} characters)`,
    bigRun.killed ? `killed after ${ms(bigRun.ms)}` : `${ms(bigRun.ms)} (CPU ${ms(bigRun.cpuMs)}), ${mb(bigRun.rssMb)}`,
    "≤ 30 s",
    !bigRun.killed && bigRun.ms <= 30000,
  );
}

// 4. 100,000 tools, once; growth against the 10,000 median.
if (wanted.has("hundred")) {
  const hundredRun = run(lint(toolFile(100000)));
  if (hundredRun.killed) {
    row("100,000 tools", `killed after ${ms(hundredRun.ms)}`, "linear in time, ≤ 1 GB", false);
  } else {
    const growth = hundredRun.ms / tenMs;
    row("100,000 tools", `${ms(hundredRun.ms)}, ${mb(hundredRun.rssMb)}`, "≤ 1 GB", hundredRun.rssMb <= 1024);
    if (tenMs !== undefined)
      row("100,000 / 10,000 time", `${growth.toFixed(1)}× (RSS ${(hundredRun.rssMb / tenRss).toFixed(1)}×)`, "linear: ≤ 12×", growth <= 12);
  }
}

// 5. Every format on 20,000 tools against the text format, one run each.
if (wanted.has("formats")) {
  const twenty = toolFile(20000);
  const formatRuns = { text: [], json: [], sarif: [], github: [], markdown: [] };
  for (let i = 0; i < 3; i++) {
    for (const format of Object.keys(formatRuns)) {
      const result = run(lint(twenty, format));
      formatRuns[format].push(result.killed ? Infinity : result.ms);
    }
  }
  const formatMs = Object.fromEntries(Object.entries(formatRuns).map(([format, times]) => [format, median(times)]));
  for (const format of ["sarif", "json", "github", "markdown"]) {
    const ratio = formatMs[format] / formatMs.text;
    row(
      `${format} for 20,000 tools vs text (median of 3, interleaved)`,
      Number.isFinite(ratio) ? `${ratio.toFixed(2)}× (${ms(formatMs[format])} vs ${ms(formatMs.text)})` : "killed",
      "≤ 1.2×",
      ratio <= 1.2,
    );
  }
}

// 6. Live: linting server-everything over stdio, end to end, against a script that only does the
// SDK's bare connect + listTools + close on the same server (both fresh node processes).
const everything = join(repo, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
if (wanted.has("live") && liveRuns > 0 && existsSync(everything)) {
  const sdkScript = join(work, "sdk-list.mjs");
  writeFileSync(
    sdkScript,
    `import { Client } from ${JSON.stringify(join(repo, "node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js"))};
import { StdioClientTransport } from ${JSON.stringify(join(repo, "node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js"))};
const client = new Client({ name: "bench", version: "0" });
await client.connect(new StdioClientTransport({ command: process.execPath, args: [${JSON.stringify(everything)}, "stdio"], env: { ...process.env }, stderr: "ignore" }));
const { tools } = await client.listTools();
await client.close();
if (tools.length === 0) process.exit(3);
`,
  );
  const ours = [];
  const sdk = [];
  for (let i = 0; i < liveRuns; i++) {
    ours.push(bare([cli, "--stdio", `${JSON.stringify(process.execPath)} ${JSON.stringify(everything)} stdio`, "-f", "json"]).ms);
    sdk.push(bare([sdkScript]).ms);
  }
  const ratio = median(ours) / median(sdk);
  row(
    `live: server-everything over stdio, end to end, vs the SDK's bare listTools (median of ${liveRuns})`,
    `${ratio.toFixed(2)}× (${ms(median(ours))} vs ${ms(median(sdk))})`,
    "≤ 1.2×",
    ratio <= 1.2,
  );
}

const cpu = cpus()[0]?.model?.trim() ?? "unknown CPU";
const load = (values) => values.map((v) => v.toFixed(1)).join(", ");
const report = [
  `mcp-tool-lint bench, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, node ${process.version}, ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  `${corpusTools.length} real tools repeated (names made unique); rows: ${[...wanted].join(", ")}; load average ${load(loadBefore)} before, ${load(loadavg())} after`,
  "",
  "| measure | figure | goal | |",
  "|---|---:|---|---|",
  ...rows,
].join("\n");
console.log(report);
rmSync(work, { recursive: true, force: true });

// --write-readme: the table goes between the markers of README.md's Speed section.
if (flags["write-readme"]) {
  const readme = join(repo, "README.md");
  const text = readFileSync(readme, "utf8");
  const START = "<!-- bench:start (npm run bench -- --write-readme) -->";
  const END = "<!-- bench:end -->";
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END} block`);
  writeFileSync(readme, `${text.slice(0, from + START.length)}\n\n\`\`\`\n${report}\n\`\`\`\n\n${text.slice(to)}`);
  console.log(`\nwrote the table into README.md`);
}
