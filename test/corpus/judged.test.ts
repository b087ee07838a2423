// The judged sample: findings drawn at random from the corpus (scripts/corpus-sample.mjs), each
// labelled by a reviewer right / wrong / low-value (corpus/judged/README.md). A rule whose
// precision on its sample, right / (right + wrong), drops below 95% (100% for a rule whose
// default severity is `error`) fails; so does a rule that fires on the corpus with fewer than
// min(20, its findings) judged entries that still match a finding, and any unjudged entry.
//
// Skipped only while corpus/judged/ holds no .jsonl file at all (before the first judging);
// once one file exists, every rule that fires must have its sample.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS, REPO, runCli } from "../helpers/cli.js";

interface Entry {
  file: string;
  rule: string;
  tool: string;
  pointer: string;
  message: string;
  verdict: "right" | "wrong" | "low-value" | null;
  reason: string | null;
  reviewers?: string[];
}

interface CurrentFinding {
  file: string;
  rule: string;
  tool: string;
  pointer: string;
  message: string;
}

const JUDGED = join(CORPUS, "judged");
const TARGET = 20;
const VERDICTS = new Set(["right", "wrong", "low-value"]);
const jsonl = existsSync(JUDGED)
  ? readdirSync(JUDGED)
      .filter((f) => f.endsWith(".jsonl"))
      .sort()
  : [];
const keyOf = (e: { file: string; rule: string; tool?: string; pointer: string }): string => [e.file, e.rule, e.tool ?? "", e.pointer].join("\u0000");

const title = jsonl.length === 0 ? "judged sample (skipped: corpus/judged/ has no .jsonl file yet)" : "judged sample";

describe.skipIf(jsonl.length === 0)(title, () => {
  const entries: { where: string; entry: Entry }[] = [];
  for (const name of jsonl) {
    readFileSync(join(JUDGED, name), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (line.trim()) entries.push({ where: `${name}:${i + 1}`, entry: JSON.parse(line) as Entry });
      });
  }
  // The corpus is linted only when there is something to judge against (not while skipped).
  const findings: CurrentFinding[] = [];
  const severity = new Map<string, string>();
  if (jsonl.length > 0) {
    const run = spawnSync(process.execPath, [join(REPO, "scripts/corpus.mjs"), "--json"], {
      cwd: REPO,
      encoding: "utf8",
      timeout: 180_000,
      maxBuffer: 512 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    findings.push(...(JSON.parse(run.stdout) as { findings: CurrentFinding[] }).findings);
    for (const r of JSON.parse(runCli(["rules", "--json"]).stdout) as { id: string; severity: string }[]) severity.set(r.id, r.severity);
  }
  const current = new Set(findings.map(keyOf));
  // Several findings may share a key (four dangling references in one description): an entry reads as
  // its finding when its message is any of theirs.
  const messagesOf = new Map<string, Set<string>>();
  for (const f of findings) messagesOf.set(keyOf(f), (messagesOf.get(keyOf(f)) ?? new Set()).add(f.message));
  const readsAsFinding = (entry: Entry): boolean => messagesOf.get(keyOf(entry))?.has(entry.message) ?? false;
  const count = new Map<string, number>();
  for (const key of current) {
    const rule = key.split("\u0000")[1]!;
    count.set(rule, (count.get(rule) ?? 0) + 1);
  }

  it("every entry is judged, with a known verdict and a reason, in the file of its rule", () => {
    const bad = entries.filter(
      ({ where, entry }) =>
        !VERDICTS.has(entry.verdict ?? "") || typeof entry.reason !== "string" || entry.reason.trim() === "" || where.split(".jsonl")[0] !== entry.rule,
    );
    expect(bad.map(({ where, entry }) => `${where}: ${entry.rule} ${entry.file} ${entry.pointer} verdict=${entry.verdict}`)).toEqual([]);
  });

  // A verdict judges a message: when the finding now says something else, the verdict is stale.
  it("every judged entry still reads as its finding does (else: corpus-sample --all-rules --refresh, and judge again)", () => {
    const stale = entries.filter(({ entry }) => current.has(keyOf(entry)) && !readsAsFinding(entry));
    expect(stale.map(({ where, entry }) => `${where}: ${entry.rule} ${entry.file} ${entry.pointer}`)).toEqual([]);
  });

  const matchedByRule = new Map<string, Entry[]>();
  const seen = new Set<string>();
  for (const { entry } of entries) {
    const key = keyOf(entry);
    if (!VERDICTS.has(entry.verdict ?? "")) continue; // unjudged: fails above, counts for nothing
    if (!current.has(key) || seen.has(key) || !readsAsFinding(entry)) continue;
    seen.add(key);
    matchedByRule.set(entry.rule, [...(matchedByRule.get(entry.rule) ?? []), entry]);
  }

  const rules = [...new Set([...count.keys(), ...matchedByRule.keys()])].sort();
  it.each(rules)("%s: precision on its judged sample, and a sample large enough", (rule) => {
    const matched = matchedByRule.get(rule) ?? [];
    const right = matched.filter((e) => e.verdict === "right").length;
    const wrong = matched.filter((e) => e.verdict === "wrong").length;
    const low = matched.filter((e) => e.verdict === "low-value").length;
    const need = Math.min(TARGET, count.get(rule) ?? 0);
    const floor = severity.get(rule) === "error" ? 1 : 0.95;
    const precision = right + wrong === 0 ? 1 : right / (right + wrong);
    console.log(
      `${rule}: ${matched.length} judged (need ${need}); right ${right}, wrong ${wrong}, low-value ${low}; precision ${(100 * precision).toFixed(1)}%`,
    );
    expect(
      matched.length,
      `${rule} needs ${need} judged entries that match a current finding: run scripts/corpus-sample.mjs --all-rules and judge them`,
    ).toBeGreaterThanOrEqual(need);
    expect(precision, `${rule}: precision ${right}/${right + wrong} is below ${floor * 100}%`).toBeGreaterThanOrEqual(floor);
  });
});
