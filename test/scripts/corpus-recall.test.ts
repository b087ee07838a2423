// scripts/corpus-recall.mjs: when a finding catches a reviewer's defect, directly or through the sibling rule the
// defect's rule hands the case to by design (HANDOFFS), and that the hand-off credit is printed apart.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
type Finding = { rule: string; pointer: string; message: string };
type Defect = { rule: string | null; pointer: string };
const recall: {
  HANDOFFS: [string, string, string][];
  catches: (f: Finding, d: Defect, tool: string) => boolean;
  catchesByHandoff: (f: Finding, d: Defect, tool: string) => boolean;
} = await import(pathToFileURL(join(REPO, "scripts", "corpus-recall.mjs")).href);
const { rules }: { rules: { meta: { id: string } }[] } = await import(pathToFileURL(join(REPO, "dist", "index.js")).href);

const restates: Defect = { rule: "description-restates-name", pointer: "/pages/0/tools/3/description" };
const finding = (rule: string, pointer = "/pages/0/tools/3/description"): Finding => ({ rule, pointer, message: "…" });

describe("corpus-recall hand-offs", () => {
  it("credits the sibling a rule hands the case to, at the defect's place, and only through the hand-off", () => {
    expect(recall.catchesByHandoff(finding("description-length"), restates, "/pages/0/tools/3")).toBe(true);
    expect(recall.catches(finding("description-length"), restates, "/pages/0/tools/3")).toBe(false);
  });

  it("does not credit the sibling elsewhere, a rule nobody hands to, or the hand-off backwards", () => {
    expect(recall.catchesByHandoff(finding("description-length", "/pages/0/tools/4/description"), restates, "/pages/0/tools/3")).toBe(false);
    expect(recall.catchesByHandoff(finding("description-length", "/pages/0/tools/3/inputSchema/properties/q"), restates, "/pages/0/tools/3")).toBe(false);
    expect(recall.catchesByHandoff(finding("param-description"), restates, "/pages/0/tools/3")).toBe(false);
    const length: Defect = { rule: "description-length", pointer: restates.pointer };
    expect(recall.catchesByHandoff(finding("description-restates-name"), length, "/pages/0/tools/3")).toBe(false);
    expect(recall.catchesByHandoff(finding("description-length"), { ...restates, rule: null }, "/pages/0/tools/3")).toBe(false);
  });

  it("names rules that exist, each entry with its reason", () => {
    const ids = new Set(rules.map((r) => r.meta.id));
    for (const [from, to, why] of recall.HANDOFFS) {
      expect(ids.has(from) && ids.has(to), `${from} → ${to}`).toBe(true);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  it("prints the hand-off credit apart from the direct catches", () => {
    const run = spawnSync(process.execPath, [join(REPO, "scripts", "corpus-recall.mjs"), "--dir", "corpus/recall-unseen-4"], {
      cwd: REPO,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status).toBe(0);
    const total = /^recall: (\d+)\/(\d+) defects caught/m.exec(run.stdout);
    const handed = /of which caught by the rule the defect's rule hands the case to by design \(HANDOFFS\): (\d+).*; without them (\d+)\/(\d+)/.exec(
      run.stdout,
    );
    expect(total).not.toBeNull();
    expect(handed).not.toBeNull();
    expect(Number(handed![1])).toBeGreaterThan(0);
    expect(Number(handed![2]) + Number(handed![1])).toBe(Number(total![1]));
  });
});
