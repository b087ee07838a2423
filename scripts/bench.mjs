// npm run bench: prints the linter's speed and memory as a table. Figures, not a test.
//   cold start: a 10-tool file against `node -e 0`, median of several runs, same run
//   throughput: 1,000 / 10,000 / 100,000 tools built by repeating the real corpus tools
//   (names made unique), wall time and peak RSS of the whole CLI process
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../", import.meta.url));
const cli = join(repo, "dist/cli.js");
const corpus = join(repo, "corpus/real");
const work = mkdtempSync(join(tmpdir(), "mcp-tool-lint-bench-"));
const sizes = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 15);

const corpusTools = readdirSync(corpus)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .flatMap((f) => JSON.parse(readFileSync(join(corpus, f), "utf8")).tools);

function toolFile(count) {
  const tools = Array.from({ length: count }, (_, i) => {
    const tool = corpusTools[i % corpusTools.length];
    return { ...tool, name: `${tool.name}_${i}` };
  });
  const path = join(work, `tools-${count}.json`);
  writeFileSync(path, JSON.stringify({ tools }, null, 2));
  return path;
}

/** Runs a command, returning wall milliseconds and (for the CLI) its peak RSS in MB. */
function time(args, { rss = false } = {}) {
  const rssFile = join(work, "rss.txt");
  const wrapped = rss
    ? ["--input-type=module", "-e", `import { writeFileSync } from "node:fs"; process.on("exit", () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS))); process.argv.splice(1, 0, ${JSON.stringify(cli)}); await import(${JSON.stringify(cli)});`, "--", ...args]
    : args;
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, wrapped, { encoding: "utf8", maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`run failed (${result.status}): ${result.stderr}`);
  return { ms, rssMb: rss ? Number(readFileSync(rssFile, "utf8")) / 1024 : undefined };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const small = toolFile(10);
const nodeTimes = [];
const cliTimes = [];
const helpTimes = [];
for (let i = 0; i < coldRuns; i++) {
  nodeTimes.push(time(["-e", "0"]).ms);
  cliTimes.push(time([cli, small, "-f", "json"]).ms);
  // `--help` goes through yargs (loaded only off the plain lint path): its start-up cost.
  helpTimes.push(time([cli, "--help"]).ms);
}
const nodeMs = median(nodeTimes);
const cliMs = median(cliTimes);
const helpMs = median(helpTimes);

const rows = [];
for (const count of sizes) {
  const path = toolFile(count);
  const runs = count >= 100000 ? 1 : 3;
  const samples = Array.from({ length: runs }, () => time([path, "-f", "json", "-o", join(work, "out.json")], { rss: true }));
  rows.push({ count, ms: median(samples.map((s) => s.ms)), rssMb: Math.max(...samples.map((s) => s.rssMb)) });
}

// Live: linting server-everything over stdio, end to end, against a script that only does the
// SDK's bare connect + listTools + close on the same server (both as fresh node processes).
const everything = join(repo, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
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
const liveRuns = Number(process.env.BENCH_LIVE_RUNS ?? 5);
const ours = [];
const bare = [];
for (let i = 0; i < liveRuns; i++) {
  ours.push(time([cli, "--stdio", `${JSON.stringify(process.execPath)} ${JSON.stringify(everything)} stdio`, "-f", "json"]).ms);
  bare.push(time([sdkScript]).ms);
}
const oursMs = median(ours);
const bareMs = median(bare);

// The schema rules' share of the 10,000-tool run: the same run without them.
const tenPath = toolFile(10000);
const withoutSchema = median(Array.from({ length: 3 }, () => time([cli, tenPath, "--ignore", "schema", "-f", "json", "-o", join(work, "out.json")]).ms));

const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`mcp-tool-lint bench, ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
console.log("");
console.log("| measure | figure | target |");
console.log("|---|---:|---|");
console.log(`| \`node -e 0\` (median of ${coldRuns}) | ${nodeMs.toFixed(0)} ms | |`);
console.log(`| cold start, 10-tool file (median of ${coldRuns}) | ${cliMs.toFixed(0)} ms (${(cliMs / nodeMs).toFixed(2)}× node) | ≤ 2× node |`);
console.log(`| \`--help\` through yargs (median of ${coldRuns}) | ${helpMs.toFixed(0)} ms (${(helpMs / nodeMs).toFixed(2)}× node) | |`);
for (const row of rows) {
  const target = row.count === 10000 ? "≤ 1000 ms, ≤ 200 MB" : row.count === 100000 ? `≤ 12× the 10,000 figure` : "";
  console.log(`| ${row.count.toLocaleString("en-US")} tools | ${row.ms.toFixed(0)} ms, ${row.rssMb.toFixed(0)} MB peak RSS | ${target} |`);
}
console.log(`| live: server-everything over stdio, lint end to end (median of ${liveRuns}) | ${oursMs.toFixed(0)} ms (${(oursMs / bareMs).toFixed(2)}× the SDK's bare listTools, ${bareMs.toFixed(0)} ms) | ≤ 1.2× |`);
const ten = rows.find((r) => r.count === 10000);
if (ten) console.log(`| schema rules' share of the 10,000-tool run | ${(ten.ms - withoutSchema).toFixed(0)} ms of ${ten.ms.toFixed(0)} ms | |`);
const hundred = rows.find((r) => r.count === 100000);
if (ten && hundred) console.log(`\n100,000 / 10,000 time ratio: ${(hundred.ms / ten.ms).toFixed(1)}× (linear would be 10×)`);
rmSync(work, { recursive: true, force: true });
