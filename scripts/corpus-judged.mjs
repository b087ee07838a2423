#!/usr/bin/env node
// The judged sample's figures (corpus/judged/*.jsonl) against the current rules: per rule and
// overall, how many judged entries still match a finding (same file, rule, tool, pointer and
// message), right / wrong / low-value, precision = right / (right + wrong), and the low-value share.
// Overall figures weight each rule by its findings on the corpus, so a rule with 20 judged
// findings of 2,000 counts for what it contributes to what users see.
//
//   node scripts/corpus-judged.mjs
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, collect, ensureBuilt } from "./corpus.mjs";

const JUDGED = join(ROOT, "corpus", "judged");
const keyOf = (e) => [e.file, e.rule, e.tool ?? "", e.pointer].join("\u0000");

ensureBuilt();
const { findings } = await collect();
const messages = new Map();
for (const f of findings) messages.set(keyOf(f), (messages.get(keyOf(f)) ?? new Set()).add(f.message));
const perRule = new Map();
for (const f of findings) perRule.set(f.rule, (perRule.get(f.rule) ?? 0) + 1);

const rows = [];
const weighted = { right: 0, wrong: 0, low: 0 };
const raw = { right: 0, wrong: 0, low: 0 };
const files = existsSync(JUDGED)
  ? readdirSync(JUDGED)
      .filter((n) => n.endsWith(".jsonl"))
      .sort()
  : [];
for (const name of files) {
  const rule = name.slice(0, -".jsonl".length);
  const entries = readFileSync(join(JUDGED, name), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  const seen = new Set();
  const matched = entries.filter((e) => e.verdict && messages.get(keyOf(e))?.has(e.message) && !seen.has(keyOf(e)) && seen.add(keyOf(e)));
  const count = (v) => matched.filter((e) => e.verdict === v).length;
  const [right, wrong, low] = [count("right"), count("wrong"), count("low-value")];
  const n = matched.length;
  const total = perRule.get(rule) ?? 0;
  if (n > 0 && total > 0) {
    for (const [k, v] of [
      ["right", right],
      ["wrong", wrong],
      ["low", low],
    ]) {
      weighted[k] += (v / n) * total;
      raw[k] += v;
    }
  }
  rows.push({ rule, findings: total, judged: n, right, wrong, low });
}
const pct = (a, b) => (b === 0 ? "—" : `${((100 * a) / b).toFixed(1)}%`);
console.log("rule                        findings  judged  right  wrong  low-value  precision");
for (const r of rows) {
  console.log(
    `${r.rule.padEnd(27)} ${String(r.findings).padStart(8)} ${String(r.judged).padStart(7)} ${String(r.right).padStart(6)} ${String(r.wrong).padStart(6)} ${String(r.low).padStart(10)}  ${pct(r.right, r.right + r.wrong).padStart(9)}`,
  );
}
const w = weighted;
console.log("");
console.log(`judged entries: ${raw.right + raw.wrong + raw.low} (right ${raw.right}, wrong ${raw.wrong}, low-value ${raw.low})`);
console.log(
  `precision, weighted by each rule's findings on the corpus: ${pct(w.right, w.right + w.wrong)}; unweighted: ${pct(raw.right, raw.right + raw.wrong)}`,
);
console.log(`low-value share, weighted: ${pct(w.low, w.right + w.wrong + w.low)}; unweighted: ${pct(raw.low, raw.right + raw.wrong + raw.low)}`);
