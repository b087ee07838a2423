#!/usr/bin/env node
// Times a live capture of @modelcontextprotocol/server-everything over stdio with
// captureServer against the SDK's bare Client (connect + listTools + close) on the same
// server in the same run, alternating the two so that neither gets a warmer machine.
// `node test/live/bench-live.mjs [RUNS]`; bundles src/pipeline/live with esbuild into .tmp/ first.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const runs = Number(process.argv[2] ?? 10);
await build({
  entryPoints: [`${root}src/pipeline/live/index.ts`],
  outfile: `${root}.tmp/bench-live/index.mjs`,
  bundle: true,
  splitting: false,
  format: "esm",
  platform: "node",
  packages: "external",
  logLevel: "warning",
});
const { captureServer } = await import(`${root}.tmp/bench-live/index.mjs`);
const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = await import("@modelcontextprotocol/sdk/client/stdio.js");
const everything = `${root}node_modules/@modelcontextprotocol/server-everything/dist/index.js`;

async function ours() {
  const started = performance.now();
  const capture = await captureServer(
    { name: "everything", transport: "stdio", command: process.execPath, args: [everything, "stdio"] },
    { timeoutMs: 30_000 },
  );
  const count = capture.pages.flatMap((page) => page.tools).length;
  return { total: performance.now() - started, count };
}

async function sdk() {
  const started = performance.now();
  const client = new Client({ name: "bench", version: "0" });
  // The SDK passes only a few variables to the child by default; pass the same environment as captureServer does.
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [everything, "stdio"], env: { ...process.env }, stderr: "ignore" }));
  const { tools } = await client.listTools();
  const listed = performance.now() - started;
  await client.close();
  return { total: performance.now() - started, listed, count: tools.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
await ours();
await sdk(); // warm-up: module loading and the OS file cache
const a = [];
const b = [];
const bListed = [];
for (let i = 0; i < runs; i++) {
  const first = i % 2 === 0;
  const r1 = first ? await ours() : await sdk();
  const r2 = first ? await sdk() : await ours();
  const [o, s] = first ? [r1, r2] : [r2, r1];
  if (o.count !== s.count) throw new Error(`tool counts differ: ${o.count} vs ${s.count}`);
  a.push(o.total);
  b.push(s.total);
  bListed.push(s.listed);
}
const fmt = (ms) => `${ms.toFixed(0)} ms`;
console.log(`server-everything over stdio, ${runs} runs each, medians:`);
console.log(`  captureServer (start, handshake, raw tools/list, process group ended): ${fmt(median(a))}`);
console.log(`  SDK Client: connect + listTools:                                      ${fmt(median(bListed))}`);
console.log(`  SDK Client: connect + listTools + close:                              ${fmt(median(b))}`);
console.log(`  ratio captureServer / (SDK connect + listTools + close):              ${(median(a) / median(b)).toFixed(2)}x`);
