#!/usr/bin/env node
// Draws findings of the corpus at random for judging: appends them to corpus/judged/<rule>.jsonl
// as unjudged entries ({file, rule, tool, pointer, message, verdict: null, reason: null}), which
// a reviewer then labels right / wrong / low-value (corpus/judged/README.md).
//
//   node scripts/corpus-sample.mjs --rule ID [--n 20] [--seed S]   draw n more of one rule
//   node scripts/corpus-sample.mjs --all-rules [--seed S]           top every firing rule up
//                                                                   to min(20, its count)
//   node scripts/corpus-sample.mjs --all-rules --refresh             first: entries whose message
//                      changed go back to unjudged (old verdict under `previous`); gone ones drop
//   … --files LIST     draw only from the corpus files LIST names (one a line, e.g. servers
//                      kept out of calibration); with --all-rules, --n is the target per rule
//   … --out DIR        write DIR/<rule>.jsonl instead of corpus/judged/, and DIR/DRAWN.json: the
//                      list drawn from, the commit, and each rule's findings on it at the draw
//                      (what scripts/corpus-judged.mjs --as-drawn weights the verdicts by)
// The draw is seeded and stratified across servers: servers are taken in a random order, one
// finding from each in turn, so one server with many findings cannot fill a rule's sample.
// A finding already in the rule's file (same file, rule, tool and pointer) is never drawn again.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, appendFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT, collect, ensureBuilt, readFileList } from "./corpus.mjs";

export const JUDGED = join(ROOT, "corpus", "judged");
export const TARGET = 20;
// Where the rule files are read and written: corpus/judged/ unless --out names another folder.
let judgedDir = JUDGED;

export const keyOf = (e) => [e.file, e.rule, e.tool ?? "", e.pointer].join("\u0000");

/** A small seeded generator (mulberry32) over a string seed, hashed (FNV-1a) to a number. */
function random(seed) {
  let h = 2166136261;
  for (const c of String(seed)) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return mulberry32(h);
}

/** mulberry32: a small seeded PRNG, enough for a reproducible shuffle. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, rand) {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** n findings, stratified across servers: round-robin over the servers in random order. */
export function draw(findings, n, seed) {
  const rand = random(seed);
  const byFile = new Map();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const queues = shuffle([...byFile.keys()].sort(), rand).map((file) => shuffle(byFile.get(file), rand));
  const out = [];
  while (out.length < n && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      if (out.length >= n) break;
      const f = q.shift();
      if (f) out.push(f);
    }
  }
  return out;
}

export function fileFor(rule) {
  if (!/^[a-z0-9-]+$/.test(rule)) throw new Error(`not a rule id: ${rule}`);
  return join(judgedDir, `${rule}.jsonl`);
}

export function readJudged(rule) {
  const path = fileFor(rule);
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

/** One finding per key (the first), so a drawn entry matches one finding. */
function uniqueByKey(findings) {
  const seen = new Set();
  return findings.filter((f) => !seen.has(keyOf(f)) && seen.add(keyOf(f)));
}

function entryOf(f) {
  return { file: f.file, rule: f.rule, tool: f.tool, pointer: f.pointer, message: f.message, verdict: null, reason: null };
}

/** Appends up to n new entries of `rule`; returns how many were added. */
export function sampleRule(findings, rule, n, seed) {
  const existing = new Set(readJudged(rule).map(keyOf));
  const candidates = uniqueByKey(findings.filter((f) => f.rule === rule && !existing.has(keyOf(f))));
  const picked = draw(candidates, n, `${seed}:${rule}`);
  if (picked.length === 0) return 0;
  mkdirSync(judgedDir, { recursive: true });
  appendFileSync(fileFor(rule), picked.map((f) => `${JSON.stringify(entryOf(f))}\n`).join(""));
  return picked.length;
}

/**
 * A verdict judges a message: an entry whose finding now says something else goes back to
 * unjudged (its old verdict and reason kept under `previous`), and an entry whose finding is
 * gone is dropped (its rule no longer says it). Returns [stale, dropped].
 */
export function refreshRule(findings, rule) {
  const current = new Map(uniqueByKey(findings.filter((f) => f.rule === rule)).map((f) => [keyOf(f), f]));
  // Several findings may share a key: an entry still reads as its finding when any of them says the same.
  const messages = new Map();
  for (const f of findings) if (f.rule === rule) messages.set(keyOf(f), (messages.get(keyOf(f)) ?? new Set()).add(f.message));
  const entries = readJudged(rule);
  let stale = 0;
  const kept = [];
  for (const entry of entries) {
    const finding = current.get(keyOf(entry));
    if (!finding) continue;
    if (!messages.get(keyOf(entry)).has(entry.message)) {
      stale++;
      const { verdict, reason, reviewers, disputed, previous, ...rest } = entry;
      kept.push({ ...rest, message: finding.message, verdict: null, reason: null, previous: { message: entry.message, verdict, reason } });
    } else kept.push(entry);
  }
  if (kept.length !== entries.length || stale > 0) writeFileSync(fileFor(rule), kept.map((e) => `${JSON.stringify(e)}\n`).join(""));
  return [stale, entries.length - kept.length];
}

/** How many more entries a rule needs: min(target, its findings) less its entries that still match. */
export function shortfall(findings, rule, target = TARGET) {
  const current = uniqueByKey(findings.filter((f) => f.rule === rule));
  const keys = new Set(current.map(keyOf));
  const matched = new Set(
    readJudged(rule)
      .map(keyOf)
      .filter((k) => keys.has(k)),
  ).size;
  return Math.max(0, Math.min(target, current.length) - matched);
}

function parse(argv) {
  const opts = { rule: undefined, n: TARGET, seed: "1", all: false, refresh: false, files: undefined, out: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--rule") opts.rule = value();
    else if (a === "--n") opts.n = Number(value());
    else if (a === "--seed") opts.seed = value();
    else if (a === "--all-rules") opts.all = true;
    else if (a === "--refresh") opts.refresh = true;
    else if (a === "--files") opts.files = value();
    else if (a === "--out") opts.out = value();
    else usage(`unknown argument ${a}`);
  }
  if (!opts.all && !opts.rule) usage("give --rule ID or --all-rules");
  if (!(opts.n > 0)) usage("--n must be a positive number");
  return opts;
}

function usage(message) {
  console.error(
    `corpus-sample: ${message}\nusage: corpus-sample.mjs --rule ID [--n 20] [--seed S] | --all-rules [--n 20] [--seed S] [--refresh]  [--files LIST] [--out DIR]`,
  );
  process.exit(2);
}

async function main() {
  const opts = parse(process.argv.slice(2));
  if (opts.out) {
    judgedDir = resolve(opts.out);
    if (judgedDir === ROOT || !judgedDir.startsWith(`${ROOT}/`)) usage("--out must be a folder inside the repository");
  }
  let files;
  if (opts.files) {
    try {
      files = readFileList(resolve(opts.files));
    } catch (e) {
      usage(e.message);
    }
  }
  ensureBuilt();
  const { findings, servers } = await collect({ files });
  const rules = opts.all ? [...new Set(findings.map((f) => f.rule))].sort() : [opts.rule];
  if (!opts.all && !findings.some((f) => f.rule === opts.rule)) console.error(`corpus-sample: ${opts.rule} does not fire on the corpus`);
  if (opts.refresh) {
    const judgedRules = existsSync(judgedDir)
      ? readdirSync(judgedDir)
          .filter((n) => n.endsWith(".jsonl"))
          .map((n) => n.slice(0, -6))
      : [];
    for (const rule of judgedRules) {
      const [stale, dropped] = refreshRule(findings, rule);
      if (stale || dropped) console.log(`${rule}: ${stale} to judge again (message changed), ${dropped} dropped (finding gone)`);
    }
  }
  let drew = 0;
  for (const rule of rules) {
    const n = opts.all ? shortfall(findings, rule, opts.n) : opts.n;
    const added = n > 0 ? sampleRule(findings, rule, n, opts.seed) : 0;
    drew += added;
    console.log(`${rule}: ${added} added (${readJudged(rule).length} entries in ${relative(ROOT, fileFor(rule))})`);
  }
  if (opts.out && drew > 0) writeDrawn(findings, servers, opts.files);
}

/**
 * DRAWN.json beside a sample kept out of calibration: the rules change after the draw, so the
 * figures as drawn need each rule's findings at the time (the weights) and the commit drawn at.
 */
function writeDrawn(findings, servers, list) {
  const counts = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain", "--", "src"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim();
  const body = {
    about:
      "What this sample was drawn from: each rule's findings on these files when it was drawn (scripts/corpus-judged.mjs --as-drawn weights the verdicts by them).",
    drawn: new Date().toISOString().slice(0, 10),
    commit: git.status === 0 ? git.stdout.trim() + (dirty ? " (src/ with uncommitted changes)" : "") : null,
    files: list ? relative(ROOT, resolve(list)) : null,
    servers: servers.length,
    tools: servers.reduce((n, s) => n + s.tools, 0),
    findings: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))),
  };
  writeFileSync(join(judgedDir, "DRAWN.json"), `${JSON.stringify(body, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`corpus-sample: ${e?.message ?? e}`);
    process.exit(2);
  });
}
