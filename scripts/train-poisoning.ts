// Trains the poisoning scorer (src/helpers/security/poison-model.ts): a logistic regression over the
// features of src/helpers/security/poison-features.ts. Deterministic (seeded order, no randomness
// elsewhere). From the repository root:
//   npm run security:train            train, write src/helpers/security/poison-weights.json,
//                                     corpus/synthesised/MANIFEST.json and docs/security-model.md
//   npm run security:train -- --check only print the held-out figures
// Held out by server (corpus files) and by template (synthesised): 5 folds over groups; every
// figure marked held-out comes from a model that never saw that server or template.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HASH_BITS, toolFeatures, toolTextOf } from "../src/helpers/security/poison-features.js";
import { REASON_WEIGHT, signalVector, TONE, wordTable, wordVector, type ModelWeights } from "../src/helpers/security/poison-model.js";
import { scorerText } from "../src/helpers/security/screening.js";
import { exampleId, foldOf, loadExamples, type Example } from "./poisoning-data.js";

const root = process.cwd();
const check = process.argv.includes("--check");
const FOLDS = 5;
const EPOCHS = Number(process.env.EPOCHS ?? 40);
const RATE = Number(process.env.RATE ?? 0.2);
const L2_WORDS = Number(process.env.L2W ?? 1e-3);
const L2_SIGNALS = 1e-5;
/** Chance a named signal is left out of one training step (dropout). */
const DROP = Number(process.env.DROP ?? 0.5);
const WDROP = Number(process.env.WDROP ?? 0);
/** Benign flag rate the threshold is set for, on the held-out predictions. */
const TARGET_FP = 0.01;
const HARD_FP = 0.02;
/**
 * Lowest threshold. The held-out folds alone would set 0.40 (0.30 flags 2.6% of the poisoning
 * corpus's benign tools, 0.40 1.5%), but on 461 real servers every finding the score alone
 * raised below 0.75 was judged wrong (an agent's own system prompt, a customer's password
 * field, a mail template's sender; corpus/judged/hidden-instructions.jsonl), while the blind
 * set (corpus/heldout-poisoning) loses 9 of 70 attacks at 0.75: a score alone must be sure.
 */
const FLOOR = 0.75;
/**
 * Lowest threshold shipped (session 7): the held-out rates allowed the floor, but at 0.75 the
 * scorer raised 4 findings on 3 real servers of corpus/captured, each wrong (a chat tool's
 * "previous messages for context", a path list saying `~/.ssh` is rejected, a VPS setup's SSH key).
 * Leave-one-set-out figures stay at FLOOR, comparable across sessions.
 */
const SHIPPED_FLOOR = 0.83;

interface Row {
  readonly ex: Example;
  readonly words: Map<number, number>;
  readonly signals: Map<string, number>;
  readonly y: number;
}

// The live-captured real corpus (benign) is read from corpus/captured, or from --captured <dir>.
const capturedArg = process.argv.indexOf("--captured");
const examples = loadExamples(root, capturedArg < 0 ? {} : { captured: process.argv[capturedArg + 1]! });
// One example per distinct definition and label: variants of one server repeat benign tools.
const seen = new Set<string>();
const rows: Row[] = [];
for (const ex of examples) {
  const key = `${ex.malicious}:${JSON.stringify(ex.value)}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const f = toolFeatures(scorerText(ex.value));
  rows.push({ ex, words: wordVector(f), signals: signalVector(f), y: ex.malicious ? 1 : 0 });
}
const signalIds = [...new Set(rows.flatMap((r) => [...r.signals.keys()]))].sort();

let seed = 12345;
function rand(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 4294967296;
}

function train(data: readonly Row[]): ModelWeights {
  const w = new Float64Array(1 << HASH_BITS);
  const gw = new Float64Array(1 << HASH_BITS).fill(1e-8);
  const s = new Map<string, number>(signalIds.map((id) => [id, 0]));
  const gs = new Map<string, number>(signalIds.map((id) => [id, 1e-8]));
  let bias = 0;
  let gb = 1e-8;
  const pos = data.filter((r) => r.y === 1).length;
  const neg = data.length - pos;
  // Balanced classes, and benign tools that look risky (hard negatives) count double.
  const weightOf = (r: Row) => (r.y === 1 ? data.length / (2 * pos) : (data.length / (2 * neg)) * (r.ex.set === "real" || r.ex.set === "captured" ? 1.5 : 2));
  const order = data.map((_, i) => i);
  seed = 12345;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const r = data[i]!;
      // Signal dropout: each named signal is left out of this step at random, so the weight of an
      // attack is spread over every signal that reads it, not given to the one these corpora's
      // wording fires most (a new writer's wording may fire only the others).
      const signals = DROP > 0 ? [...r.signals].filter(() => rand() >= DROP) : [...r.signals];
      const words = WDROP > 0 ? [...r.words].filter(() => rand() >= WDROP) : r.words;
      let z = bias;
      for (const [b, v] of words) z += w[b]! * v;
      for (const [id, v] of signals) z += s.get(id)! * v;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - r.y) * weightOf(r);
      // Adagrad steps, L2 applied to the touched weights.
      for (const [b, v] of words) {
        const grad = g * v + L2_WORDS * w[b]!;
        gw[b]! += grad * grad;
        w[b]! -= (RATE * grad) / Math.sqrt(gw[b]!);
      }
      for (const [id, v] of signals) {
        const grad = g * v + L2_SIGNALS * s.get(id)!;
        gs.set(id, gs.get(id)! + grad * grad);
        s.set(id, s.get(id)! - (RATE * grad) / Math.sqrt(gs.get(id)!));
      }
      gb += g * g;
      bias -= (RATE * g) / Math.sqrt(gb);
    }
  }
  // Word weights as signed bytes, one per bucket, in base64: 44 KB for 2^15 buckets.
  let max = 1e-9;
  for (let b = 0; b < w.length; b++) max = Math.max(max, Math.abs(w[b]!));
  const wordScale = max / 127;
  const bytes = new Int8Array(w.length);
  for (let b = 0; b < w.length; b++) bytes[b] = Math.round(w[b]! / wordScale);
  const words = Buffer.from(bytes.buffer).toString("base64");
  const signals: Record<string, number> = {};
  for (const id of signalIds) signals[id] = Math.round(s.get(id)! * 1000) / 1000;
  return { hashBits: HASH_BITS, bias: Math.round(bias * 1000) / 1000, threshold: 0.5, signals, wordScale, words };
}

function predict(model: ModelWeights, r: Row): number {
  const table = wordTable(model);
  let z = model.bias;
  for (const [b, v] of r.words) z += table[b]! * v;
  for (const [id, v] of r.signals) z += (model.signals[id] ?? 0) * v;
  return 1 / (1 + Math.exp(-z));
}

// --loso: leave one attack set out whole (another author's wording), train on the rest, score it:
// the honest proxy for writers nobody has read. Prints per technique, writes the scores for
// `npm run security:eval -- --heldout <file>` (rules + these scores), and stops.
if (process.argv.includes("--loso")) {
  const t = Number(process.env.THRESHOLD ?? FLOOR);
  const attackSets = [...new Set(rows.filter((r) => r.y === 1).map((r) => r.ex.set))].sort();
  const only = process.env.SETS?.split(",");
  const scores: Record<string, number> = {};
  const out: string[] = [`### Leave one set out, model alone, threshold ${t}`, "", "| left out | technique | flagged / malicious |", "|---|---|---|"];
  for (const set of attackSets.filter((s) => only === undefined || only.includes(s))) {
    const m = train(rows.filter((r) => r.ex.set !== set));
    const score = (r: Row) => ([...r.signals].some(([id, v]) => !TONE.has(id) && (m.signals[id] ?? 0) * v >= REASON_WEIGHT) ? predict(m, r) : 0);
    const of = rows.filter((r) => r.ex.set === set);
    for (const r of of) scores[exampleId(r.ex)] = Math.round(score(r) * 1000) / 1000;
    const mal = of.filter((r) => r.y === 1);
    for (const tech of [...new Set(mal.flatMap((r) => r.ex.techniques))].sort()) {
      const by = mal.filter((r) => r.ex.techniques.includes(tech));
      out.push(`| ${set} | ${tech} | ${by.filter((r) => score(r) >= t).length} / ${by.length} |`);
    }
    const hit = mal.filter((r) => score(r) >= t).length;
    const ben = of.filter((r) => r.y === 0);
    const fp = ben.filter((r) => score(r) >= t).length;
    out.push(`| ${set} | **all** | **${hit} / ${mal.length} (${((100 * hit) / mal.length).toFixed(0)}%)**; benign ${fp} / ${ben.length} |`);
    for (const r of of.filter((x) => process.env.EXPLAIN?.split(",").includes(`${x.ex.file}#${x.ex.name}`))) {
      const tableW = wordTable(m);
      let wl = 0;
      for (const [b, v] of r.words) wl += tableW[b]! * v;
      console.log(
        `${r.ex.name}: p=${predict(m, r).toFixed(2)} bias=${m.bias} words=${wl.toFixed(2)} ${[...r.signals].map(([id, v]) => `${id}=${((m.signals[id] ?? 0) * v).toFixed(2)}`).join(" ")}`,
      );
    }
    // LOSO_MISSES=1: the left-out set's missed attacks and flagged benign tools, with their text and signals.
    if (process.env.LOSO_MISSES)
      for (const r of of.filter((x) => (x.y === 1) !== score(x) >= t)) {
        const tt = toolTextOf(r.ex.value);
        console.log(
          `--- ${r.y === 1 ? "MISS" : "FP"} ${r.ex.file} ${r.ex.name} [${r.ex.techniques}] p=${predict(m, r).toFixed(2)} sig=${[...r.signals].map(([id, v]) => `${id}:${((m.signals[id] ?? 0) * v).toFixed(1)}`).join(",")}\n${`${tt.description} || ${tt.params.map((p) => `${p.name}: ${p.description}`).join(" | ")}`.replace(/\n+/g, " ⏎ ").slice(0, 600)}`,
        );
      }
    if (process.env.LOSO_DEBUG) {
      const raw = mal.map((r) => predict(m, r));
      const band = (lo: number, hi: number) => raw.filter((p) => p >= lo && p < hi).length;
      const unexplained = mal.filter((r) => predict(m, r) >= t && score(r) === 0).length;
      const benignUnexplained = ben.filter((r) => predict(m, r) >= t && score(r) === 0).length;
      console.log(
        `${set}: raw <0.25 ${band(0, 0.25)}, 0.25-0.5 ${band(0.25, 0.5)}, 0.5-0.75 ${band(0.5, t)}, >=t ${band(t, 2)} (${unexplained} unexplained; benign ${benignUnexplained} unexplained)`,
      );
    }
  }
  console.log(out.join("\n"));
  const file = join(root, "node_modules/.cache/mcp-tool-lint/loso-scores.json");
  writeFileSync(file, `${JSON.stringify({ threshold: t, scores })}\n`);
  console.log(`wrote ${file}`);
  process.exit(0);
}

// Held-out predictions.
const heldOut = new Map<Row, number>();
for (let fold = 0; fold < FOLDS; fold++) {
  const model = train(rows.filter((r) => foldOf(r.ex.group, FOLDS) !== fold));
  for (const r of rows) if (foldOf(r.ex.group, FOLDS) === fold) heldOut.set(r, predict(model, r));
}
const final = train(rows);
// The rule reports a score only with a reason beyond tone (poison-model.ts explainableReasons):
// a held-out score counts only when explainable (else it is stored as 0).
const explainable = (r: Row) => [...r.signals].some(([id, v]) => !TONE.has(id) && (final.signals[id] ?? 0) * v >= REASON_WEIGHT);
for (const r of heldOut.keys()) if (!explainable(r)) heldOut.set(r, 0);
const benign = rows.filter((r) => r.y === 0);
const quantile = (set: Row[], rate: number) => {
  const sorted = set.map((r) => heldOut.get(r)!).sort((a, b) => b - a);
  return sorted[Math.floor(set.length * rate)] ?? 0;
};
const realBenign = benign.filter((r) => r.ex.set === "real" || r.ex.set === "captured");
const poisoningBenign = benign.filter((r) => r.ex.set === "poisoning");
const synthBenign = benign.filter((r) => r.ex.set === "synthesised");
// The blind sets' benign tools: hard negatives other authors wrote to look risky.
const blindBenign = benign.filter((r) => r.ex.set.startsWith("poisoning-blind"));
// Each benign set on its own: real tools at most TARGET_FP, the poisoning corpus's benign tools,
// the blind sets' and the synthesised hard negatives at most HARD_FP each (THRESHOLD=x overrides, to compare).
const threshold = process.env.THRESHOLD
  ? Number(process.env.THRESHOLD)
  : Math.max(
      SHIPPED_FLOOR,
      Math.ceil(
        Math.max(quantile(realBenign, TARGET_FP), quantile(poisoningBenign, HARD_FP), quantile(blindBenign, HARD_FP), quantile(synthBenign, HARD_FP)) * 100,
      ) /
        100 +
        0.01,
    );
if (process.env.SHOW)
  console.log(
    `quantiles: real ${quantile(realBenign, TARGET_FP)}, poisoning ${quantile(poisoningBenign, HARD_FP)}, blind ${quantile(blindBenign, HARD_FP)}, synth ${quantile(synthBenign, HARD_FP)}`,
  );

const model: ModelWeights = { ...final, threshold };

/** Every set with attacks: corpus/poisoning, the blind sets, corpus/malicious, corpus/synthesised. */
const attackSets = [...new Set(rows.filter((r) => r.y === 1).map((r) => r.ex.set))].sort();

function table(score: (r: Row) => number, label: string): string {
  const lines: string[] = [`### ${label}`, "", "| set | technique | flagged / malicious |", "|---|---|---|"];
  for (const set of attackSets) {
    const mal = rows.filter((r) => r.y === 1 && r.ex.set === set);
    const techniques = [...new Set(mal.flatMap((r) => r.ex.techniques))].sort();
    for (const t of techniques) {
      const of = mal.filter((r) => r.ex.techniques.includes(t));
      lines.push(`| ${set} | ${t} | ${of.filter((r) => score(r) >= threshold).length} / ${of.length} |`);
    }
    const hit = mal.filter((r) => score(r) >= threshold).length;
    lines.push(`| ${set} | **all** | **${hit} / ${mal.length} (${((100 * hit) / Math.max(1, mal.length)).toFixed(0)}%)** |`);
  }
  lines.push("", "| set | benign flagged / benign |", "|---|---|");
  for (const set of [...attackSets, "real", "captured"]) {
    const ben = rows.filter((r) => r.y === 0 && r.ex.set === set);
    if (ben.length === 0) continue;
    const fp = ben.filter((r) => score(r) >= threshold);
    lines.push(
      `| ${set} | ${fp.length} / ${ben.length} (${((100 * fp.length) / ben.length).toFixed(1)}%)${fp.length > 0 && fp.length <= 6 ? `: ${fp.map((r) => `\`${r.ex.file}\` ${r.ex.name}`).join(", ")}` : ""} |`,
    );
  }
  return lines.join("\n");
}

const held = table((r) => heldOut.get(r)!, `Held out (${FOLDS} folds by server / template), threshold ${threshold}`);
const inSample = table((r) => predict(model, r), "In sample (the shipped model on its own training data)");
console.log(`${held}\n\n${inSample}`);
if (process.env.SHOW) console.log(JSON.stringify(model.signals), model.bias);

if (!check) {
  const json = JSON.stringify(model);
  writeFileSync(join(root, "src/helpers/security/poison-weights.json"), `${json}\n`);
  const sha = (path: string) =>
    createHash("sha256")
      .update(readFileSync(pathOf(path)))
      .digest("hex")
      .slice(0, 16);
  const files = [...new Set(rows.map((r) => (r.ex.set === "synthesised" ? "corpus/synthesised/tools.json" : `corpus/${r.ex.set}/${r.ex.file}`)))].sort();
  const capturedDir = capturedArg < 0 ? join(root, "corpus/captured") : process.argv[capturedArg + 1]!;
  const pathOf = (path: string) => (path.startsWith("corpus/captured/") ? join(capturedDir, path.slice("corpus/captured/".length)) : join(root, path));
  const manifest = {
    trainer: "scripts/train-poisoning.ts",
    features: "src/helpers/security/poison-features.ts",
    examples: rows.length,
    malicious: rows.filter((r) => r.y === 1).length,
    benign: benign.length,
    bySet: Object.fromEntries([...attackSets, "real", "captured"].map((set) => [set, rows.filter((r) => r.ex.set === set).length])),
    files: files.map((path) => ({ path, sha256: sha(path) })),
  };
  writeFileSync(join(root, "corpus/synthesised/MANIFEST.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  // Every example's held-out score (duplicates take their first copy's), for npm run security:eval.
  const byValue = new Map(rows.map((r) => [`${r.y}:${JSON.stringify(r.ex.value)}`, heldOut.get(r)!]));
  const scores: Record<string, number> = {};
  for (const ex of examples) scores[exampleId(ex)] = Math.round(byValue.get(`${ex.malicious ? 1 : 0}:${JSON.stringify(ex.value)}`)! * 1000) / 1000;
  writeFileSync(join(root, "corpus/synthesised/heldout-scores.json"), `${JSON.stringify({ threshold, folds: FOLDS, scores })}\n`);
  const docs = readFileSync(join(root, "docs/security-model.md"), "utf8");
  const start = docs.indexOf("<!-- figures -->");
  const end = docs.indexOf("<!-- /figures -->");
  const figures = `<!-- figures -->\nModel: ${(json.length / 1024).toFixed(0)} KB, ${wordTable(model).filter((x) => x !== 0).length} non-zero word weights (signed bytes), ${Object.keys(model.signals).length} named signals; trained on ${rows.length} distinct tools (${manifest.malicious} malicious).\n\n${held}\n\n${inSample}\n<!-- /figures -->`;
  writeFileSync(
    join(root, "docs/security-model.md"),
    start < 0 ? `${docs}\n${figures}\n` : docs.slice(0, start) + figures + docs.slice(end + "<!-- /figures -->".length),
  );
  console.log(
    `wrote src/helpers/security/poison-weights.json (${(json.length / 1024).toFixed(0)} KB), corpus/synthesised/MANIFEST.json, docs/security-model.md`,
  );
}
if (process.env.SWEEP) {
  // Held-out trade-off of the model alone: recall and benign flag rate per set by threshold.
  const rate = (set: Row[], t: number) => `${((100 * set.filter((r) => heldOut.get(r)! >= t).length) / Math.max(1, set.length)).toFixed(1)}%`;
  const mal = (set: string) => rows.filter((r) => r.y === 1 && r.ex.set === set);
  console.log("| threshold | recall poisoning | recall synthesised | benign real+captured | benign poisoning | benign synthesised |");
  for (let t = 0.3; t < 0.97; t += 0.05)
    console.log(
      `| ${t.toFixed(2)} | ${rate(mal("poisoning"), t)} | ${rate(mal("synthesised"), t)} | ${rate(realBenign, t)} | ${rate(poisoningBenign, t)} | ${rate(synthBenign, t)} |`,
    );
}
if (process.env.MISSES) {
  for (const r of rows) {
    if (r.ex.set !== process.env.MISSES || r.y !== 1 || heldOut.get(r)! >= threshold) continue;
    const t = toolTextOf(r.ex.value);
    console.log(
      `--- ${r.ex.file} ${r.ex.name} [${r.ex.techniques}] p=${heldOut.get(r)!.toFixed(2)} sig=${[...r.signals.keys()].join(",")}\n${(`${t.description} || ${t.params.map((p) => `${p.name}: ${p.description}`).join(" | ")}`).slice(0, 400)}`,
    );
  }
}
if (process.env.TOPBENIGN) {
  const top = rows
    .filter((r) => r.y === 0)
    .sort((a, b) => heldOut.get(b)! - heldOut.get(a)!)
    .slice(0, Number(process.env.TOPBENIGN));
  for (const r of top) console.log(`${heldOut.get(r)!.toFixed(2)} ${r.ex.set} ${r.ex.file} ${r.ex.name} :: ${[...r.signals.keys()].join(",")}`);
}
