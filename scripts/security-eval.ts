// Recall per technique and benign flag rate of the security rules, with and without the
// poisoning scorer, on corpus/poisoning, corpus/malicious, corpus/synthesised (attacks) and
// corpus/real, corpus/captured (benign). Prints figures, never a test. From the repository root:
//   npm run security:eval [-- --captured <dir>] [-- --list] [-- --sweep] [-- --dir <labelled dir>]
// --dir: one directory shaped like corpus/poisoning (e.g. corpus/heldout-poisoning), never trained on.
// --sweep: held-out recall and benign flag rates (rules + scorer) at scorer thresholds 0.30 to 0.95.
// Each corpus file is linted as one server (as the CLI lints one file); a synthesised tool as a
// server of its own. A tool counts as flagged when a security finding (warning or error) names it.
// The scorer's figures here are in sample for the tools it was trained on: the held-out figures
// are those of `npm run security:train` (docs/security-model.md).
import { basename, join, resolve } from "node:path";
import { runRules, type EnabledRule } from "../src/engine/run.js";
import { recognizeShape } from "../src/pipeline/input/shape.js";
import type { Finding } from "../src/core/model/types.js";
import crossToolReference from "../src/rules/cross-tool-reference.js";
import hiddenInstructions from "../src/rules/hidden-instructions.js";
import iconSafe from "../src/rules/icon-safe.js";
import invisibleCharacters from "../src/rules/invisible-characters.js";
import secretInDefinition from "../src/rules/secret-in-definition.js";
import { existsSync, readFileSync } from "node:fs";
import { exampleId, loadExamples, loadLabelledDir, type Example } from "./poisoning-data.js";

const RULES: readonly EnabledRule[] = [hiddenInstructions, invisibleCharacters, crossToolReference, secretInDefinition, iconSafe].map((rule) => ({
  rule,
  severity: rule.meta.severity === "off" ? "warning" : rule.meta.severity,
  options: rule.meta.defaultOptions,
}));

if (process.argv.includes("--help")) {
  console.log(`npm run security:eval [-- options]
  (none)           corpus/poisoning, corpus/malicious, corpus/synthesised, corpus/real, corpus/captured
  --dir <path>     only <path>, a directory shaped like corpus/poisoning (server files + LABELS.json);
                   the shipped scorer never saw it, so its figures are for unseen tools
  --captured <dir> read the live-captured benign corpus from <dir>
  --list           print (to stderr) every benign tool flagged, every error on a benign tool, every miss, every attack at error
  --sweep          held-out recall and benign rates by scorer threshold
  --heldout <file> held-out scores to combine with the rules (default corpus/synthesised/heldout-scores.json;
                   leave-one-set-out: npm run security:train -- --loso writes node_modules/.cache/mcp-tool-lint/loso-scores.json)`);
  process.exit(0);
}
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const captured = arg("--captured");
const list = process.argv.includes("--list");
// --dir <path>: only that directory (shaped like corpus/poisoning), scored by the shipped model,
// which never saw it: the figure for unseen attacks.
const dir = arg("--dir");
const unseen = dir === undefined ? undefined : loadLabelledDir(resolve(dir), basename(resolve(dir)));
const examples = unseen?.examples ?? loadExamples(process.cwd(), captured === undefined ? {} : { captured });

/** Findings per example, from linting each server (file, or synthesised tool) once. */
const byServer = new Map<string, Example[]>();
for (const ex of examples) {
  const key = ex.set === "synthesised" ? `synth:${ex.file}` : `${ex.set}/${ex.file}`;
  byServer.set(key, [...(byServer.get(key) ?? []), ex]);
}
const findingsOf = new Map<Example, Finding[]>();
const started = performance.now();
for (const [key, exs] of byServer) {
  const tools = exs.map((e) => e.value);
  const shape = recognizeShape({ tools });
  if (!shape.ok) continue;
  const result = runRules([{ info: { index: 0, name: key, kind: "file" }, list: shape.list }], { rules: RULES });
  exs.forEach((ex, i) => {
    const pointer = `/tools/${i}`;
    findingsOf.set(
      ex,
      result.findings.filter((f) => f.severity !== "info" && (f.pointer === pointer || f.pointer.startsWith(`${pointer}/`))),
    );
  });
}
const ms = performance.now() - started;

const isModel = (f: Finding) => f.ruleId === "hidden-instructions" && f.data !== undefined && "score" in f.data;
const flagged = (ex: Example, withModel: boolean) => (findingsOf.get(ex) ?? []).some((f) => withModel || !isModel(f));
// Held-out scores from npm run security:train: each from a model that did not see the tool's server or template.
// --heldout <file>: other held-out scores, e.g. leave-one-set-out ones (npm run security:train -- --loso).
const heldOutPath = arg("--heldout") ?? join(process.cwd(), "corpus/synthesised/heldout-scores.json");
const heldOut =
  unseen === undefined && existsSync(heldOutPath)
    ? (JSON.parse(readFileSync(heldOutPath, "utf8")) as { threshold: number; scores: Record<string, number> })
    : undefined;
const flaggedHeldOut = (ex: Example) => flagged(ex, false) || (heldOut !== undefined && (heldOut.scores[exampleId(ex)] ?? 0) >= heldOut.threshold);
const pct = (a: number, b: number) => (b === 0 ? "-" : `${((100 * a) / b).toFixed(0)}%`);

const sets = [...new Set(examples.filter((e) => e.malicious).map((e) => e.set))].sort();
const lines: string[] = [
  unseen === undefined
    ? "| set | technique | rules only | rules + scorer held out | rules + shipped scorer (in sample) |"
    : "| set | technique | rules only | - | rules + shipped scorer (never trained on this set) |",
  "|---|---|---|---|---|",
];
for (const set of sets) {
  const mal = examples.filter((e) => e.malicious && e.set === set);
  const techniques = [...new Set(mal.flatMap((e) => e.techniques))].sort();
  for (const t of [...techniques, "all"]) {
    const of = t === "all" ? mal : mal.filter((e) => e.techniques.includes(t));
    const a = of.filter((e) => flagged(e, false)).length;
    const b = of.filter((e) => flagged(e, true)).length;
    const h = of.filter(flaggedHeldOut).length;
    const bold = t === "all" ? "**" : "";
    const held = unseen === undefined ? `${bold}${h} / ${of.length} (${pct(h, of.length)})${bold}` : "-";
    lines.push(`| ${set} | ${bold}${t}${bold} | ${a} / ${of.length} (${pct(a, of.length)}) | ${held} | ${b} / ${of.length} (${pct(b, of.length)}) |`);
  }
  if (unseen !== undefined) {
    const firm = mal.filter((e) => !e.borderline);
    const a = firm.filter((e) => flagged(e, false)).length;
    const b = firm.filter((e) => flagged(e, true)).length;
    lines.push(`| ${set} | all but borderline | ${a} / ${firm.length} (${pct(a, firm.length)}) | - | ${b} / ${firm.length} (${pct(b, firm.length)}) |`);
  }
}
// Tools in other languages (labels with a `language`), all sets together: attacks flagged and benign tools flagged per language.
const foreign = examples.filter((e) => e.language !== undefined);
if (foreign.length > 0) {
  lines.push("", "| language | attacks: rules only | held out | shipped | benign flagged (held out) |", "|---|---|---|---|---|");
  for (const language of [...new Set(foreign.map((e) => e.language!))].sort()) {
    const mal = foreign.filter((e) => e.malicious && e.language === language);
    const ben = foreign.filter((e) => !e.malicious && e.language === language);
    const n = (of: Example[], f: (e: Example) => boolean) => `${of.filter(f).length} / ${of.length}`;
    lines.push(
      `| ${language} | ${n(mal, (e) => flagged(e, false))} | ${unseen === undefined ? n(mal, flaggedHeldOut) : "-"} | ${n(mal, (e) => flagged(e, true))} | ${n(ben, unseen === undefined ? flaggedHeldOut : (e) => flagged(e, true))} |`,
    );
  }
}
lines.push("", "| set | benign tools | flagged, rules only | rules + scorer held out | rules + shipped scorer | errors |", "|---|---|---|---|---|---|");
for (const set of unseen === undefined ? [...sets, "real", "captured"] : sets) {
  const ben = examples.filter((e) => !e.malicious && e.set === set);
  if (ben.length === 0) continue;
  const a = ben.filter((e) => flagged(e, false));
  const b = ben.filter((e) => flagged(e, true));
  const errors = ben.filter((e) => (findingsOf.get(e) ?? []).some((f) => f.severity === "error"));
  const h = ben.filter(flaggedHeldOut);
  const rate = (n: number) => `${n} (${((100 * n) / ben.length).toFixed(1)}%)`;
  lines.push(`| ${set} | ${ben.length} | ${rate(a.length)} | ${heldOut === undefined ? "-" : rate(h.length)} | ${rate(b.length)} | ${errors.length} |`);
  if (unseen !== undefined) for (const e of errors) lines.push(`error on benign: ${e.file} ${e.name}`);
  if (list)
    for (const e of b)
      console.error(
        `benign flagged: ${set}/${e.file} ${e.name}: ${(findingsOf.get(e) ?? []).map((f) => `${f.severity} ${f.ruleId}: ${f.message.slice(0, 160)}`).join(" || ")}`,
      );
  if (list) for (const e of errors) console.error(`benign ERROR: ${set}/${e.file} ${e.name}`);
}
// Attacks at error: what a change to the rules' certainty must not lose.
lines.push("", "| set | attacks at error |", "|---|---|");
for (const set of sets) {
  const mal = examples.filter((e) => e.malicious && e.set === set);
  const n = mal.filter((e) => (findingsOf.get(e) ?? []).some((f) => f.severity === "error")).length;
  lines.push(`| ${set} | ${n} / ${mal.length} (${pct(n, mal.length)}) |`);
  if (list)
    for (const e of mal.filter((x) => (findingsOf.get(x) ?? []).some((f) => f.severity === "error"))) console.error(`attack ERROR: ${set}/${e.file} ${e.name}`);
}
if (list) {
  for (const e of examples.filter((x) => x.malicious && !flagged(x, true))) console.error(`missed: ${e.set}/${e.file} ${e.name} [${e.techniques.join(",")}]`);
}
if (process.argv.includes("--sweep") && heldOut !== undefined) {
  // The threshold's trade-off, held out: rules always count; the scorer from each threshold.
  const at = (ex: Example, t: number) => flagged(ex, false) || (heldOut.scores[exampleId(ex)] ?? 0) >= t;
  const mal = (set: string) => examples.filter((e) => e.malicious && e.set === set);
  const ben = (set: string) => examples.filter((e) => !e.malicious && e.set === set);
  const sets = { poisoning: mal("poisoning"), synthesised: mal("synthesised") };
  const benign = { "real+captured": [...ben("real"), ...ben("captured")], poisoning: ben("poisoning"), synthesised: ben("synthesised") };
  lines.push(
    "",
    `| threshold | ${Object.keys(sets)
      .map((s) => `recall ${s}`)
      .join(" | ")} | ${Object.keys(benign)
      .map((s) => `benign ${s}`)
      .join(" | ")} |`,
    `|---|${"---|".repeat(5)}`,
  );
  for (let t = 0.3; t < 0.96; t += 0.05) {
    const r = Object.values(sets).map((of) => pct(of.filter((e) => at(e, t)).length, of.length));
    const b = Object.values(benign).map((of) => `${((100 * of.filter((e) => at(e, t)).length) / of.length).toFixed(1)}%`);
    lines.push(`| ${t.toFixed(2)} | ${r.join(" | ")} | ${b.join(" | ")} |`);
  }
}
console.log(lines.join("\n"));
if (unseen !== undefined && unseen.unlabelled.length > 0)
  console.log(`\n${unseen.unlabelled.length} tools without a label were left out: ${unseen.unlabelled.slice(0, 5).join(", ")}`);
console.log(
  `\n${examples.length} tools in ${byServer.size} servers linted in ${(ms / 1000).toFixed(1)} s${captured ? ` (captured corpus: ${join(captured)})` : ""}.`,
);
