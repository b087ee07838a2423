// The fourth blind set (corpus/poisoning-blind-4, see its README), written like attackers who hide in
// ordinary product documentation: the shape every labelled set has (test/helpers/labelled-set.ts), the
// counts its README reports, every technique at least ten times, the share of non-English text, the
// hard negatives, poison outside the description, and counterparts for its imitators. No finding is read.
import { describe, expect, it } from "vitest";
import { TECHNIQUES, describeLabelledSet, loadLabelledSet, tally } from "../helpers/labelled-set.js";

const set = loadLabelledSet("poisoning-blind-4");
const { malicious, benign } = set;
/** Benign categories that are not hard negatives: plain tools beside the attacks and the imitated originals. */
const PLAIN = new Set(["sibling", "plain-tool", "collision-counterpart"]);

describeLabelledSet(set, 91, /^blind4__[a-z0-9-]+\.json$/);

describe("corpus/poisoning-blind-4", () => {
  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(163);
    expect(benign.length).toBe(399);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 10,
      "encoded-payload": 10,
      "exfil-parameter": 10,
      exfiltration: 10,
      "fake-system-message": 11,
      homoglyph: 10,
      "instruction-injection": 10,
      "invisible-unicode": 10,
      "line-jumping": 10,
      "metadata-poisoning": 10,
      "name-collision": 10,
      "non-english": 12,
      "preference-manipulation": 10,
      "schema-poisoning": 10,
      "social-engineering": 10,
      "tool-shadowing": 10,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "agent-llm": 13,
      "attack-lookalike": 12,
      "benign-metadata": 6,
      "chat-role": 7,
      "collision-counterpart": 23,
      "cross-tool-reference": 7,
      encoder: 16,
      "honest-benchmark": 5,
      "legit-secret-read": 22,
      "legit-send-or-read": 29,
      "non-english": 39,
      "non-latin-script": 35,
      "ordering-guidance": 26,
      "plain-tool": 8,
      "risky-param-name": 9,
      "security-tool": 32,
      "self-preference": 6,
      "session-wording": 5,
      sibling: 65,
      "vendor-imperative": 34,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(3);
    expect(benign.filter((l) => l.borderline).length).toBe(1);
  });

  it("writes every technique as the primary of at least ten malicious tools", () => {
    const primaries = tally(malicious.map((l) => l.primary));
    for (const technique of TECHNIQUES) expect(primaries[technique] ?? 0, technique).toBeGreaterThanOrEqual(10);
  });

  it("writes at least a fifth of the malicious tools, and of all tools, in a language other than English", () => {
    const foreign = (labels: readonly { language?: string }[]) => labels.filter((l) => l.language !== undefined).length;
    expect(foreign(malicious)).toBe(41);
    expect(foreign(benign)).toBe(82);
    expect(foreign(malicious) * 5).toBeGreaterThanOrEqual(malicious.length);
    expect((foreign(malicious) + foreign(benign)) * 5).toBeGreaterThanOrEqual(malicious.length + benign.length);
  });

  it("holds at least 250 hard negatives", () => {
    const hard = benign.filter((l) => !PLAIN.has(l.benign_category ?? ""));
    expect(hard.length).toBe(303);
    expect(hard.length).toBeGreaterThanOrEqual(250);
  });

  it("puts the poison of at least a third of the malicious tools outside the tool description", () => {
    const outside = malicious.filter((l) => (l.signal_path ?? []).every((pointer) => pointer !== "/description"));
    expect(outside.length).toBe(68);
    expect(outside.length * 3).toBeGreaterThanOrEqual(malicious.length);
  });

  it("names, for every name collision and homoglyph name, a legitimate counterpart whose name it imitates", () => {
    const imitators = malicious.filter((l) => l.collides_with !== undefined);
    expect(imitators.length).toBe(15);
    for (const label of imitators) {
      const [file = "", name = ""] = (label.collides_with ?? "").split("#");
      expect(set.labels[file]?.tools[name]?.benign_category, label.collides_with).toBe("collision-counterpart");
    }
  });
});
