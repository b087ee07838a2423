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
// The draw is seeded and stratified across servers: servers are taken in a random order, one
// finding from each in turn, so one server with many findings cannot fill a rule's sample.
// A finding already in the rule's file (same file, rule, tool and pointer) is never drawn again.
import { existsSync, mkdirSync, readdirSync, readFileSync, appendFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT, collect, ensureBuilt } from "./corpus.mjs";

export const JUDGED = join(ROOT, "corpus", "judged");
export const TARGET = 20;

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
  return join(JUDGED, `${rule}.jsonl`);
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
  mkdirSync(JUDGED, { recursive: true });
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

/** How many more entries a rule needs: min(20, its findings) less its entries that still match. */
export function shortfall(findings, rule) {
  const current = uniqueByKey(findings.filter((f) => f.rule === rule));
  const keys = new Set(current.map(keyOf));
  const matched = new Set(
    readJudged(rule)
      .map(keyOf)
      .filter((k) => keys.has(k)),
  ).size;
  return Math.max(0, Math.min(TARGET, current.length) - matched);
}

function parse(argv) {
  const opts = { rule: undefined, n: TARGET, seed: "1", all: false, refresh: false };
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
    else usage(`unknown argument ${a}`);
  }
  if (!opts.all && !opts.rule) usage("give --rule ID or --all-rules");
  if (!(opts.n > 0)) usage("--n must be a positive number");
  return opts;
}

function usage(message) {
  console.error(`corpus-sample: ${message}\nusage: corpus-sample.mjs --rule ID [--n 20] [--seed S] | --all-rules [--seed S] [--refresh]`);
  process.exit(2);
}

async function main() {
  const opts = parse(process.argv.slice(2));
  ensureBuilt();
  const { findings } = await collect();
  const rules = opts.all ? [...new Set(findings.map((f) => f.rule))].sort() : [opts.rule];
  if (!opts.all && !findings.some((f) => f.rule === opts.rule)) console.error(`corpus-sample: ${opts.rule} does not fire on the corpus`);
  if (opts.refresh) {
    const judgedRules = existsSync(JUDGED)
      ? readdirSync(JUDGED)
          .filter((n) => n.endsWith(".jsonl"))
          .map((n) => n.slice(0, -6))
      : [];
    for (const rule of judgedRules) {
      const [stale, dropped] = refreshRule(findings, rule);
      if (stale || dropped) console.log(`${rule}: ${stale} to judge again (message changed), ${dropped} dropped (finding gone)`);
    }
  }
  for (const rule of rules) {
    const n = opts.all ? shortfall(findings, rule) : opts.n;
    const added = n > 0 ? sampleRule(findings, rule, n, opts.seed) : 0;
    console.log(`${rule}: ${added} added (${readJudged(rule).length} entries in corpus/judged/${rule}.jsonl)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`corpus-sample: ${e?.message ?? e}`);
    process.exit(2);
  });
}
