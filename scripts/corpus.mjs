#!/usr/bin/env node
// The ecosystem check: lints every real server of corpus/real and corpus/captured with the
// default preset and no options, each file as its own lint (unrelated servers must not see
// each other), prints the figures, and compares the findings with the committed baseline
// corpus/baseline.tsv, so a rule change shows what it adds and removes on real tools.
//
//   node scripts/corpus.mjs [--full] [--cap N]   figures and the diff from the baseline
//   node scripts/corpus.mjs --update             rewrite the baseline
//   node scripts/corpus.mjs --check              exit 1 when the baseline is stale
//   node scripts/corpus.mjs --json               the findings as JSON (for other scripts)
//   node scripts/corpus.mjs --files LIST         the figures of the files LIST names only (one
//                                                corpus-relative path a line, `#` comments), no diff
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const CORPUS_DIRS = ["real", "captured"];
export const BASELINE = join(ROOT, "corpus", "baseline.tsv");
const SEVERITIES = ["error", "warning", "info"];

/** Every corpus file, as `dir/name.json` relative to corpus/, sorted. */
export function corpusFiles() {
  const files = [];
  for (const dir of CORPUS_DIRS) {
    const abs = join(ROOT, "corpus", dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs)) if (name.endsWith(".json") && name !== "MANIFEST.json") files.push(`${dir}/${name}`);
  }
  return files.sort();
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds when dist/ is missing or older than src/. */
export function ensureBuilt({ quiet = false } = {}) {
  const dist = join(ROOT, "dist", "index.js");
  if (existsSync(dist) && statSync(dist).mtimeMs >= newestMtime(join(ROOT, "src"))) return;
  if (!quiet) console.error("corpus: building…");
  const r = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: quiet ? "ignore" : ["ignore", "ignore", "inherit"], timeout: 300_000 });
  if (r.status !== 0) {
    console.error("corpus: the build failed");
    process.exit(2);
  }
}

/** Tabs, newlines and backslashes escaped so a finding is one line of the baseline. */
export function escapeField(text) {
  return String(text).replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

/**
 * A list of corpus files (`captured/foo.json`, one a line, `#` starts a comment), checked against
 * the corpus so a typo is one clear line, not a silently smaller figure.
 */
export function readFileList(path) {
  if (!existsSync(path)) throw new Error(`${path}: no such file`);
  const known = new Set(corpusFiles());
  const files = readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean);
  const unknown = files.filter((f) => !known.has(f));
  if (unknown.length > 0) throw new Error(`${path}: not a corpus file: ${unknown[0]}${unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : ""}`);
  return [...new Set(files)].sort();
}

/**
 * Lints every corpus file (or only `files`), each in its own lint() call with no config.
 * Returns { servers: [{file, tools}], findings: [{file, rule, severity, tool, pointer, message}], problems }.
 */
export async function collect({ files } = {}) {
  const { lint } = await import(pathToFileURL(join(ROOT, "dist", "index.js")).href);
  const servers = [];
  const findings = [];
  const problems = [];
  for (const file of files ?? corpusFiles()) {
    const result = await lint({ files: [join(ROOT, "corpus", file)], config: false, cwd: ROOT });
    servers.push({ file, tools: result.inputs.reduce((n, input) => n + input.toolCount, 0) });
    for (const p of result.problems) problems.push({ file, message: p });
    for (const f of result.findings) {
      findings.push({ file, rule: f.ruleId, severity: f.severity, tool: f.tool ?? "", pointer: f.pointer, message: f.message });
    }
  }
  return { servers, findings, problems };
}

export function lineOf(f) {
  return [f.file, f.rule, f.severity, f.tool, f.pointer, f.message].map(escapeField).join("\t");
}

/** The baseline's lines: one per finding, and one per file the linter could not lint. */
export function baselineLines({ findings, problems }) {
  const lines = findings.map(lineOf);
  for (const p of problems) lines.push(lineOf({ file: p.file, rule: "(problem)", severity: "error", tool: "", pointer: "", message: p.message }));
  return lines.sort();
}

/** Multiset difference: lines in `now` not in `before` (added) and the reverse (removed). */
export function diffLines(before, now) {
  const count = new Map();
  for (const l of before) count.set(l, (count.get(l) ?? 0) + 1);
  const added = [];
  for (const l of now) {
    const n = count.get(l) ?? 0;
    if (n > 0) count.set(l, n - 1);
    else added.push(l);
  }
  const removed = [];
  for (const [l, n] of count) for (let i = 0; i < n; i++) removed.push(l);
  return { added: added.sort(), removed: removed.sort() };
}

export function readBaseline() {
  if (!existsSync(BASELINE)) return undefined;
  return readFileSync(BASELINE, "utf8")
    .split("\n")
    .filter((l) => l.length > 0);
}

const ruleOf = (line) => line.split("\t")[1];

function pct(n, d) {
  return d === 0 ? "0.0%" : `${((100 * n) / d).toFixed(1)}%`;
}

function table(rows, head) {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  return all.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ")).join("\n");
}

/** The figures: totals, per rule and severity, per tool. */
export function figures({ servers, findings }) {
  const tools = servers.reduce((n, s) => n + s.tools, 0);
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0]));
  const byRule = new Map();
  const flagged = new Set();
  for (const f of findings) {
    bySeverity[f.severity] = (bySeverity[f.severity] ?? 0) + 1;
    const row = byRule.get(f.rule) ?? { error: 0, warning: 0, info: 0 };
    row[f.severity] = (row[f.severity] ?? 0) + 1;
    byRule.set(f.rule, row);
    if ((f.severity === "error" || f.severity === "warning") && f.tool !== "") flagged.add(`${f.file}\u0000${f.tool}`);
  }
  return { servers: servers.length, tools, findings: findings.length, bySeverity, byRule, toolsWithWarningOrError: flagged.size };
}

export function report(data, baseline, { full = false, cap = 10, diff = true } = {}) {
  const out = [];
  const fig = figures(data);
  const we = fig.bySeverity.error + fig.bySeverity.warning;
  out.push(
    `corpus: ${fig.servers} servers, ${fig.tools} tools, ${fig.findings} findings (${fig.bySeverity.error} errors, ${fig.bySeverity.warning} warnings, ${fig.bySeverity.info} info)`,
  );
  out.push(
    `  findings per tool ${(fig.findings / Math.max(1, fig.tools)).toFixed(2)}; warnings+errors per tool ${(we / Math.max(1, fig.tools)).toFixed(2)}; tools with a warning or error ${fig.toolsWithWarningOrError} (${pct(fig.toolsWithWarningOrError, fig.tools)})`,
  );
  if (data.problems.length > 0) {
    out.push(`  ${data.problems.length} file(s) could not be linted:`);
    for (const p of data.problems) out.push(`    ${p.file}: ${p.message}`);
  }
  out.push("");
  const rows = [...fig.byRule.entries()]
    .map(([rule, r]) => [rule, r.error, r.warning, r.info, r.error + r.warning + r.info, ((r.error + r.warning + r.info) / Math.max(1, fig.tools)).toFixed(3)])
    .sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]));
  out.push(table(rows, ["rule", "error", "warning", "info", "total", "per tool"]));
  if (!diff) return { text: out.join("\n"), stale: false };
  out.push("");
  const now = baselineLines(data);
  if (baseline === undefined) {
    out.push("baseline: corpus/baseline.tsv is missing (write it with --update)");
    return { text: out.join("\n"), stale: true };
  }
  const { added, removed } = diffLines(baseline, now);
  if (added.length === 0 && removed.length === 0) {
    out.push(`baseline: no change (${baseline.length} lines)`);
    return { text: out.join("\n"), stale: false };
  }
  out.push(`baseline: ${added.length} added, ${removed.length} removed (review them; --update rewrites corpus/baseline.tsv)`);
  const rules = [...new Set([...added, ...removed].map(ruleOf))].sort();
  out.push(
    table(
      rules.map((r) => [r, `+${added.filter((l) => ruleOf(l) === r).length}`, `-${removed.filter((l) => ruleOf(l) === r).length}`]),
      ["rule", "added", "removed"],
    ),
  );
  for (const rule of rules) {
    for (const [sign, lines] of [
      ["+", added],
      ["-", removed],
    ]) {
      const mine = lines.filter((l) => ruleOf(l) === rule);
      if (mine.length === 0) continue;
      out.push("");
      out.push(`${sign === "+" ? "added" : "removed"} ${rule} (${mine.length}):`);
      const shown = full ? mine : mine.slice(0, cap);
      for (const l of shown) out.push(`${sign} ${l}`);
      if (shown.length < mine.length) out.push(`  … ${mine.length - shown.length} more (--full shows all)`);
    }
  }
  return { text: out.join("\n"), stale: true };
}

async function main(argv) {
  const flags = new Set(argv.filter((a) => a.startsWith("--")));
  const capAt = argv.indexOf("--cap");
  const cap = capAt >= 0 ? Number(argv[capAt + 1]) : 10;
  for (const f of flags)
    if (!["--full", "--update", "--check", "--json", "--cap", "--files"].includes(f)) {
      console.error(`corpus: unknown option ${f}`);
      process.exit(2);
    }
  const listAt = argv.indexOf("--files");
  let files;
  if (listAt >= 0) {
    if (flags.has("--update") || flags.has("--check")) {
      console.error("corpus: --files gives figures only; the baseline covers the whole corpus");
      process.exit(2);
    }
    try {
      files = readFileList(resolve(argv[listAt + 1] ?? ""));
    } catch (e) {
      console.error(`corpus: ${e.message}`);
      process.exit(2);
    }
  }
  ensureBuilt();
  const started = performance.now();
  const data = await collect({ files });
  const ms = performance.now() - started;
  if (flags.has("--json")) {
    process.stdout.write(`${JSON.stringify(data)}\n`);
    return;
  }
  if (flags.has("--update")) {
    const lines = baselineLines(data);
    writeFileSync(BASELINE, lines.map((l) => `${l}\n`).join(""));
    const { text } = report(data, lines, { full: false, cap });
    console.log(text);
    console.log(`corpus/baseline.tsv written (${lines.length} lines); linted in ${(ms / 1000).toFixed(1)} s`);
    return;
  }
  const { text, stale } = report(data, readBaseline(), { full: flags.has("--full"), cap, diff: files === undefined });
  console.log(text);
  console.log(`linted in ${(ms / 1000).toFixed(1)} s`);
  if (flags.has("--check") && stale) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(`corpus: ${e?.stack ?? e}`);
    process.exit(2);
  });
}
