// The fifth blind set (corpus/poisoning-blind-5, see its README), written like a 2026 attacker who knows
// what scanners look for and phrases attacks as workflow contracts, schema details and output templates:
// the shape every labelled set has (test/helpers/labelled-set.ts), the counts its README reports, every
// technique at least eight times, the share of non-English text, the hard negatives, poison outside the
// description, and counterparts for its imitators. No finding is read.
import { describe, expect, it } from "vitest";
import { TECHNIQUES, describeLabelledSet, loadLabelledSet, tally } from "../helpers/labelled-set.js";

const set = loadLabelledSet("poisoning-blind-5");
const { malicious, benign } = set;
/** Benign categories that are not hard negatives: plain tools beside the attacks and the imitated originals. */
const PLAIN = new Set(["sibling", "plain-tool", "collision-counterpart"]);

describeLabelledSet(set, 89, /^blind5__[a-z0-9-]+\.json$/);

describe("corpus/poisoning-blind-5", () => {
  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(156);
    expect(benign.length).toBe(365);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 9,
      "encoded-payload": 9,
      "exfil-parameter": 10,
      exfiltration: 9,
      "fake-system-message": 9,
      homoglyph: 10,
      "instruction-injection": 9,
      "invisible-unicode": 9,
      "line-jumping": 9,
      "metadata-poisoning": 9,
      "name-collision": 10,
      "non-english": 16,
      "preference-manipulation": 9,
      "schema-poisoning": 9,
      "social-engineering": 11,
      "tool-shadowing": 9,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "agent-llm": 10,
      "attack-lookalike": 10,
      "benign-metadata": 1,
      "chat-role": 8,
      "collision-counterpart": 23,
      "cross-tool-reference": 8,
      encoder: 19,
      "honest-benchmark": 2,
      "legit-secret-read": 23,
      "legit-send-or-read": 14,
      "non-english": 28,
      "non-latin-script": 22,
      "ordering-guidance": 17,
      "polite-guidance": 9,
      "risky-param-name": 2,
      "security-tool": 40,
      "self-preference": 2,
      "session-wording": 2,
      sibling: 97,
      "vendor-imperative": 28,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(1);
    expect(benign.filter((l) => l.borderline).length).toBe(0);
  });

  it("writes every technique as the primary of at least eight malicious tools", () => {
    const primaries = tally(malicious.map((l) => l.primary));
    for (const technique of TECHNIQUES) expect(primaries[technique] ?? 0, technique).toBeGreaterThanOrEqual(8);
  });

  it("writes at least a quarter of the malicious tools, and of all tools, in a language other than English", () => {
    const foreign = (labels: readonly { language?: string }[]) => labels.filter((l) => l.language !== undefined).length;
    expect(foreign(malicious)).toBe(41);
    expect(foreign(benign)).toBe(97);
    expect(foreign(malicious) * 4).toBeGreaterThanOrEqual(malicious.length);
    expect((foreign(malicious) + foreign(benign)) * 4).toBeGreaterThanOrEqual(malicious.length + benign.length);
    expect(new Set([...malicious, ...benign].map((l) => l.language).filter(Boolean)).size).toBe(15);
  });

  it("holds at least 220 hard negatives", () => {
    const hard = benign.filter((l) => !PLAIN.has(l.benign_category ?? ""));
    expect(hard.length).toBe(245);
    expect(hard.length).toBeGreaterThanOrEqual(220);
  });

  it("puts the poison of at least half of the malicious tools outside the tool description", () => {
    const outside = malicious.filter((l) => (l.signal_path ?? []).every((pointer) => pointer !== "/description"));
    expect(outside.length).toBe(124);
    expect(outside.length * 2).toBeGreaterThanOrEqual(malicious.length);
  });

  it("names, for every name collision and homoglyph name, a legitimate counterpart whose name it imitates", () => {
    const imitators = malicious.filter((l) => l.collides_with !== undefined);
    expect(imitators.length).toBe(19);
    for (const label of imitators) {
      const [file = "", name = ""] = (label.collides_with ?? "").split("#");
      expect(set.labels[file]?.tools[name]?.benign_category, label.collides_with).toBe("collision-counterpart");
    }
  });
});
