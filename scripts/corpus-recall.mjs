#!/usr/bin/env node
// Recall on what reviewers find (issue 12): of the defects a careful reviewer found on a seeded
// random sample of real tools (corpus/recall/reviewed.jsonl, judged blind to the linter), how
// many does the linter report? Each corpus file is linted on its own, default preset, no config.
//
//   node scripts/corpus-recall.mjs           recall, per rule, and the missed defects
//   node scripts/corpus-recall.mjs --draw    the sample only (JSON lines of the drawn tools), no lint
//   node scripts/corpus-recall.mjs --json    the result as JSON
//   --dir corpus/recall-X                    another study: its STUDY.json names the list of corpus files the
//                                            sample is drawn from ({"files": "corpus/…txt", "size": 30}); its
//                                            reviewed.jsonl holds the review
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT, corpusFiles, ensureBuilt, readFileList } from "./corpus.mjs";
import { mulberry32 } from "./corpus-sample.mjs";

// The draw: fixed so anyone gets the same 30 tools from the same corpus.
export const SEED = 12;
export const SAMPLE_SIZE = 30;
export const PER_SERVER = 2;
export const REVIEWED = join(ROOT, "corpus", "recall", "reviewed.jsonl");
// The corpus the sample was drawn from and reviewed on: servers captured later do not move the draw.
const DRAWN_FROM = join(ROOT, "corpus", "calibration-2026-11-24.txt");

const rng = mulberry32;

/** The first study (corpus/recall); `--dir` names another, with its own list of files and size. */
const DEFAULT_STUDY = { dir: join(ROOT, "corpus", "recall"), drawnFrom: DRAWN_FROM, size: SAMPLE_SIZE, reviewed: REVIEWED };

function studyAt(dir) {
  const path = join(ROOT, dir, "STUDY.json");
  if (!existsSync(path)) {
    console.error(`corpus-recall: ${path} is missing (it names the list of files the sample is drawn from)`);
    process.exit(2);
  }
  const spec = JSON.parse(readFileSync(path, "utf8"));
  return { dir: join(ROOT, dir), drawnFrom: join(ROOT, spec.files), size: spec.size ?? SAMPLE_SIZE, reviewed: join(ROOT, dir, "reviewed.jsonl") };
}

/** Every tool of a corpus file with its JSON Pointer: `/tools/N` or `/pages/K/tools/N`. */
function toolsOf(file) {
  const doc = JSON.parse(readFileSync(join(ROOT, "corpus", file), "utf8"));
  const out = [];
  const add = (tools, prefix) => {
    if (!Array.isArray(tools)) return;
    tools.forEach((tool, i) => out.push({ file, toolPointer: `${prefix}/tools/${i}`, tool }));
  };
  if (Array.isArray(doc?.pages)) doc.pages.forEach((page, k) => add(page?.tools, `/pages/${k}`));
  else add(doc?.tools, "");
  return out;
}

/**
 * The sample: every tool of the corpus it was reviewed on (corpus/calibration-2026-11-24.txt, else
 * all of corpus/real and corpus/captured) in file order, shuffled with
 * Fisher–Yates under SEED, then taken in that order, skipping a tool once its server (file)
 * already has PER_SERVER in the sample, until SAMPLE_SIZE tools.
 */
export function draw(study = DEFAULT_STUDY) {
  const all = (existsSync(study.drawnFrom) ? readFileList(study.drawnFrom) : corpusFiles()).flatMap(toolsOf);
  const next = rng(SEED);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  const perServer = new Map();
  const sample = [];
  for (const t of all) {
    if (sample.length === study.size) break;
    const n = perServer.get(t.file) ?? 0;
    if (n >= PER_SERVER) continue;
    perServer.set(t.file, n + 1);
    sample.push(t);
  }
  return { population: all.length, sample };
}

const segments = (p) => (p === "" ? [] : p.split("/").slice(1));
const isPrefix = (a, b) => {
  const sa = segments(a);
  const sb = segments(b);
  return sa.length <= sb.length && sa.every((s, i) => s === sb[i]);
};

/**
 * The scope a defect's pointer lives in: the tool field it is about (`/tools/3/description`,
 * `/tools/3/annotations`), and inside `inputSchema`/`outputSchema` the top-level parameter
 * (`/tools/3/inputSchema/properties/path`). A pointer at the tool itself is its own scope.
 */
export function scopeOf(pointer, toolPointer) {
  const rest = segments(pointer).slice(segments(toolPointer).length);
  if (rest.length === 0) return toolPointer;
  const keep = (rest[0] === "inputSchema" || rest[0] === "outputSchema") && rest[1] === "properties" && rest.length >= 3 ? 3 : 1;
  return `${toolPointer}/${rest.slice(0, keep).join("/")}`;
}

/**
 * A finding catches a defect when it is of the defect's rule (any rule for `rule: null`) and
 * its pointer is the defect's pointer, below it, or above it but still inside the defect's
 * field or parameter (scopeOf). A rule named by the defect may also report at the tool node
 * itself (rules report a missing field there). Two parameters, even nested ones, are never
 * the same place.
 */
export function catches(finding, defect, toolPointer) {
  if (defect.rule !== null && finding.rule !== defect.rule) return false;
  const f = finding.pointer;
  const d = defect.pointer;
  if (!isPrefix(toolPointer, f)) return false;
  // A nested parameter is another parameter: a finding on `items[].id` is not one on `items`.
  const fp = paramPath(f, toolPointer);
  const dp = paramPath(d, toolPointer);
  if (fp !== undefined && dp !== undefined && fp !== dp) return false;
  if (isPrefix(d, f)) return true;
  if (!isPrefix(f, d)) return false;
  if (isPrefix(scopeOf(d, toolPointer), f)) return true;
  return defect.rule !== null && f === toolPointer;
}

/**
 * Defects a rule leaves BY DESIGN to a sibling that reports the same place: a finding of the sibling there is the
 * linter saying it. Each entry is [defect's rule, the rule it hands the case to, why]; the reasons are the rules' own
 * code (src/helpers/text/description-depth.ts gives one thin description one finding). Credited apart from direct
 * catches, so the figure stays honest.
 */
export const HANDOFFS = [
  ["description-restates-name", "description-length", "a description under five words is description-length's (isTooShort)"],
  ["description-usage-guidance", "description-length", "a thin description gets description-length's one finding (judgeableDescription)"],
  ["description-usage-guidance", "description-restates-name", "one that only restates the name gets that rule's one finding (judgeableDescription)"],
  ["description-side-effects", "description-length", "a thin description gets description-length's one finding, side effects first (judgeableDescription)"],
  [
    "description-side-effects",
    "description-restates-name",
    "one that only restates the name gets that rule's finding, side effects first (judgeableDescription)",
  ],
];

/** A finding of the rule the defect's rule hands the case to (HANDOFFS), at the defect's place: caught by hand-off. */
export function catchesByHandoff(finding, defect, toolPointer) {
  if (defect.rule === null || !HANDOFFS.some(([from, to]) => from === defect.rule && to === finding.rule)) return false;
  return catches(finding, { ...defect, rule: finding.rule }, toolPointer);
}

/**
 * The display path rules use for a parameter (`policy.policyType`, `items[].order`), from its
 * pointer; undefined when the pointer is not a parameter of `inputSchema`.
 */
export function paramPath(pointer, toolPointer) {
  const rest = segments(pointer).slice(segments(toolPointer).length);
  if (rest[0] !== "inputSchema" || rest[1] !== "properties" || rest.length < 3) return undefined;
  let path = "";
  for (let i = 1; i < rest.length; i++) {
    if (rest[i] === "properties" && i + 1 < rest.length) {
      path += (path === "" ? "" : ".") + rest[++i].replace(/~1/g, "/").replace(/~0/g, "~");
    } else if (rest[i] === "items") path += "[]";
    else return undefined;
  }
  return path;
}

/**
 * A rule that finds the same problem on several parameters reports one finding at the first
 * and names them all in backticks (`3 parameters have no description (\`a\`, \`b\` and \`c\`)`).
 * Such a finding of the defect's rule, on the same tool, naming the defect's parameter, also
 * catches it; the figure is printed apart from the pointer-only one.
 */
export function namesParam(finding, defect, toolPointer) {
  if (defect.rule === null || finding.rule !== defect.rule) return false;
  if (!isPrefix(toolPointer, finding.pointer)) return false;
  const path = paramPath(defect.pointer, toolPointer);
  return path !== undefined && finding.message.includes(`\`${path}\``);
}

function readReviewed(path) {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l, i) => {
      try {
        return JSON.parse(l);
      } catch {
        console.error(`corpus-recall: ${path} line ${i + 1} is not JSON`);
        process.exit(2);
      }
    });
}

/** The reviewed lines must be exactly the draw (same files, pointers, names, order). */
function checkAgainstDraw(reviewed, sample, path) {
  const key = (t) => `${t.file}#${t.toolPointer}#${t.tool?.name ?? t.tool}`;
  const want = sample.map((t) => `${t.file}#${t.toolPointer}#${t.tool.name}`);
  const got = reviewed.map(key);
  if (want.join("\n") !== got.join("\n")) {
    console.error(`corpus-recall: ${path} is not the current draw (the corpus changed?); --draw prints it`);
    process.exit(2);
  }
}

async function lintFile(lint, file) {
  const result = await lint({ files: [join(ROOT, "corpus", file)], config: false, cwd: ROOT });
  if (result.problems.length > 0) console.error(`corpus-recall: ${file}: ${result.problems.join("; ")}`);
  return result.findings.map((f) => ({ rule: f.ruleId, severity: f.severity, tool: f.tool ?? "", pointer: f.pointer, message: f.message }));
}

async function main(argv) {
  let study = DEFAULT_STUDY;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--dir" && argv[i + 1] !== undefined) study = studyAt(argv[++i]);
    else if (!["--draw", "--json"].includes(argv[i])) {
      console.error(`corpus-recall: unknown option ${argv[i]}`);
      process.exit(2);
    }
  }
  const { population, sample } = draw(study);
  if (argv.includes("--draw")) {
    for (const t of sample) process.stdout.write(`${JSON.stringify(t)}\n`);
    console.error(`corpus-recall: ${sample.length} tools drawn from ${population} (seed ${SEED}, at most ${PER_SERVER} per server)`);
    return;
  }
  const reviewed = readReviewed(study.reviewed);
  checkAgainstDraw(reviewed, sample, study.reviewed);
  ensureBuilt();
  const { lint } = await import(pathToFileURL(join(ROOT, "dist", "index.js")).href);
  const byFile = new Map();
  for (const file of new Set(reviewed.map((r) => r.file))) byFile.set(file, await lintFile(lint, file));

  const rows = [];
  for (const r of reviewed) {
    const findings = byFile.get(r.file).filter((f) => isPrefix(r.toolPointer, f.pointer));
    for (const d of r.defects) {
      const direct = findings.find((f) => catches(f, d, r.toolPointer));
      const handedOff = direct === undefined ? findings.find((f) => catchesByHandoff(f, d, r.toolPointer)) : undefined;
      const hit = direct ?? handedOff;
      const named = hit === undefined ? findings.find((f) => namesParam(f, d, r.toolPointer)) : undefined;
      // Other rules' findings at the defect's node, to show what the linter said instead.
      const nearby = [...new Set(findings.filter((f) => catches(f, { ...d, rule: null }, r.toolPointer)).map((f) => f.rule))];
      rows.push({
        file: r.file,
        tool: r.tool,
        ...d,
        caught: hit !== undefined,
        handedOff: handedOff !== undefined,
        by: hit?.rule ?? null,
        named: named !== undefined,
        nearby,
      });
    }
  }
  const caught = rows.filter((r) => r.caught).length;
  const caughtOrNamed = rows.filter((r) => r.caught || r.named).length;
  const handedOff = rows.filter((r) => r.handedOff);
  const pct = (n, d) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`);
  const perRule = new Map();
  for (const r of rows) {
    const k = r.rule ?? "(no rule)";
    const e = perRule.get(k) ?? { defects: 0, caught: 0, named: 0 };
    e.defects++;
    if (r.caught) e.caught++;
    else if (r.named) e.named++;
    perRule.set(k, e);
  }
  const summary = {
    tools: reviewed.length,
    toolsWithDefects: reviewed.filter((r) => r.defects.length > 0).length,
    defects: rows.length,
    caught,
    recall: rows.length === 0 ? 0 : caught / rows.length,
    caughtByHandoff: handedOff.length,
    caughtOrNamed,
    recallCountingNamed: rows.length === 0 ? 0 : caughtOrNamed / rows.length,
    coveredByRule: rows.filter((r) => r.rule !== null).length,
    caughtOfCovered: rows.filter((r) => r.rule !== null && r.caught).length,
    perRule: Object.fromEntries([...perRule].sort((a, b) => b[1].defects - a[1].defects || a[0].localeCompare(b[0]))),
    missed: rows.filter((r) => !r.caught),
  };
  if (argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const out = [];
  out.push(
    `recall: ${caught}/${rows.length} defects caught = ${pct(caught, rows.length)} (${summary.tools} tools reviewed, ${summary.toolsWithDefects} with defects; seed ${SEED}, ${population} tools in the corpus)`,
  );
  out.push(
    `  of which caught by the rule the defect's rule hands the case to by design (HANDOFFS): ${handedOff.length}${handedOff.length === 0 ? "" : ` (${handedOff.map((r) => `${r.tool} ${r.rule} ← ${r.by}`).join("; ")})`}; without them ${caught - handedOff.length}/${rows.length} = ${pct(caught - handedOff.length, rows.length)}`,
  );
  out.push(
    `  counting parameters named by a grouped finding of the rule at a sibling's pointer: ${caughtOrNamed}/${rows.length} = ${pct(caughtOrNamed, rows.length)}`,
  );
  out.push(
    `  defects a rule should catch: ${summary.caughtOfCovered}/${summary.coveredByRule} caught = ${pct(summary.caughtOfCovered, summary.coveredByRule)}; defects no rule covers: ${rows.length - summary.coveredByRule}`,
  );
  const ruled = rows.filter((r) => r.rule !== null);
  out.push(
    `  without credit for no-rule defects (caught by whatever rule was there): ${ruled.filter((r) => r.caught).length}/${rows.length} = ${pct(ruled.filter((r) => r.caught).length, rows.length)}, counting grouped findings ${ruled.filter((r) => r.caught || r.named).length}/${rows.length} = ${pct(ruled.filter((r) => r.caught || r.named).length, rows.length)}`,
  );
  const nullCaught = rows.filter((r) => r.rule === null && r.caught);
  if (nullCaught.length > 0)
    out.push(`  no-rule defects caught by: ${nullCaught.map((r) => `${r.tool} ${r.pointer.slice(r.pointer.lastIndexOf("/") + 1)} ← ${r.by}`).join("; ")}`);
  out.push("");
  const head = ["rule", "defects", "caught", "named", "missed", "recall"];
  const table = [head, ...[...perRule].map(([k, e]) => [k, e.defects, e.caught, e.named, e.defects - e.caught - e.named, pct(e.caught, e.defects)])];
  const w = head.map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  for (const r of table) out.push(r.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join("  "));
  out.push("");
  out.push(`missed (${summary.missed.length}; [named] = named by a grouped finding of the rule, [also: …] = other rules at that node):`);
  for (const m of summary.missed) {
    const notes = [m.named ? "[named]" : "", m.nearby.length > 0 ? `[also: ${m.nearby.join(", ")}]` : ""].filter((x) => x !== "").join(" ");
    out.push(`  ${m.rule ?? "(no rule)"}  ${m.file}  ${m.tool}  ${m.pointer}  ${m.what}${notes === "" ? "" : `  ${notes}`}`);
  }
  console.log(out.join("\n"));
}

// Run only as a script: the tests import catches() and the hand-off table.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(`corpus-recall: ${e?.stack ?? e}`);
    process.exit(2);
  });
}
