#!/usr/bin/env node
// The judged sample's figures (corpus/judged/*.jsonl) against the current rules: per rule and
// overall, how many judged entries still match a finding (same file, rule, tool, pointer and
// message), right / wrong / low-value, precision = right / (right + wrong), and the low-value share.
// Overall figures weight each rule by its findings on the corpus, so a rule with 20 judged
// findings of 2,000 counts for what it contributes to what users see.
//
//   node scripts/corpus-judged.mjs [--dir DIR] [--as-drawn] [--files LIST]
//
// --dir DIR reads another sample (corpus/judged-unseen/): when DIR/DRAWN.json names the file list
// it was drawn from, only those files are linted. --as-drawn gives the figures the sample had
// when it was drawn: every judged entry counts, whether or not the current rules still report
// it, weighted by each rule's findings at the draw (DRAWN.json), so a later rule change does not
// rewrite a figure measured before it. --files LIST lints only the corpus files LIST names.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ROOT, collect, ensureBuilt, readFileList } from "./corpus.mjs";

const keyOf = (e) => [e.file, e.rule, e.tool ?? "", e.pointer].join("\u0000");

function fail(message) {
  console.error(`corpus-judged: ${message}`);
  process.exit(2);
}

const argv = process.argv.slice(2);
let JUDGED = join(ROOT, "corpus", "judged");
let asDrawn = false;
let list;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--dir") JUDGED = resolve(argv[++i] ?? fail("--dir needs a folder"));
  else if (argv[i] === "--as-drawn") asDrawn = true;
  else if (argv[i] === "--files") list = resolve(argv[++i] ?? fail("--files needs a list"));
  else fail(`unknown argument ${argv[i]} (usage: corpus-judged.mjs [--dir DIR] [--as-drawn] [--files LIST])`);
}
if (!existsSync(JUDGED)) fail(`${argv.includes("--dir") ? relative(process.cwd(), JUDGED) : "corpus/judged"}: no such folder`);
const drawnFile = join(JUDGED, "DRAWN.json");
const drawn = existsSync(drawnFile) ? JSON.parse(readFileSync(drawnFile, "utf8")) : undefined;
if (asDrawn && !drawn?.findings) fail(`--as-drawn needs ${relative(process.cwd(), drawnFile)} (written by corpus-sample --out)`);

const messages = new Map();
const perRule = new Map();
if (asDrawn) {
  for (const [rule, n] of Object.entries(drawn.findings)) perRule.set(rule, n);
} else {
  let files;
  try {
    files = list ? readFileList(list) : drawn?.files ? readFileList(join(ROOT, drawn.files)) : undefined;
  } catch (e) {
    fail(e.message);
  }
  ensureBuilt();
  const { findings } = await collect({ files });
  for (const f of findings) messages.set(keyOf(f), (messages.get(keyOf(f)) ?? new Set()).add(f.message));
  for (const f of findings) perRule.set(f.rule, (perRule.get(f.rule) ?? 0) + 1);
}
const current = (e) => asDrawn || messages.get(keyOf(e))?.has(e.message);

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
  const matched = entries.filter((e) => e.verdict && current(e) && !seen.has(keyOf(e)) && seen.add(keyOf(e)));
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
  rows.push({ rule, findings: total, judged: n, right, wrong, low, unjudged: entries.filter((e) => !e.verdict).length });
}
const unjudged = rows.reduce((n, r) => n + r.unjudged, 0);
const pct = (a, b) => (b === 0 ? "—" : `${((100 * a) / b).toFixed(1)}%`);
console.log(
  asDrawn
    ? `as drawn on ${drawn.drawn} at ${drawn.commit ?? "?"} from ${drawn.files ?? "the corpus"} (${drawn.servers} servers, ${drawn.tools} tools); findings = at the draw`
    : `${relative(ROOT, JUDGED)} against the current rules${list ? ` on ${relative(ROOT, list)}` : drawn?.files ? ` on ${drawn.files}` : ""}`,
);
console.log("rule                        findings  judged  right  wrong  low-value  precision");
for (const r of rows) {
  console.log(
    `${r.rule.padEnd(27)} ${String(r.findings).padStart(8)} ${String(r.judged).padStart(7)} ${String(r.right).padStart(6)} ${String(r.wrong).padStart(6)} ${String(r.low).padStart(10)}  ${pct(r.right, r.right + r.wrong).padStart(9)}`,
  );
}
const w = weighted;
console.log("");
console.log(
  `judged entries: ${raw.right + raw.wrong + raw.low} (right ${raw.right}, wrong ${raw.wrong}, low-value ${raw.low})${unjudged ? `; ${unjudged} not judged yet` : ""}`,
);
console.log(
  `precision, weighted by each rule's findings${asDrawn ? " at the draw" : ""}: ${pct(w.right, w.right + w.wrong)}; unweighted: ${pct(raw.right, raw.right + raw.wrong)}`,
);
console.log(`low-value share, weighted: ${pct(w.low, w.right + w.wrong + w.low)}; unweighted: ${pct(raw.low, raw.right + raw.wrong + raw.low)}`);
