// The third blind training set (corpus/poisoning-blind-3a, see its README), written like public
// attack collections: the shape every labelled set has (test/helpers/labelled-set.ts), the counts its
// README reports, poison outside the description, and counterparts for its imitators. No finding is read.
import { describe, expect, it } from "vitest";
import { describeLabelledSet, loadLabelledSet, tally } from "../helpers/labelled-set.js";

const set = loadLabelledSet("poisoning-blind-3a");
const { malicious, benign } = set;

describeLabelledSet(set, 252, /^blind3a__[a-z0-9-]+\.json$/);

describe("corpus/poisoning-blind-3a", () => {
  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(211);
    expect(benign.length).toBe(554);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 11,
      "encoded-payload": 11,
      "exfil-parameter": 27,
      "fake-system-message": 11,
      homoglyph: 10,
      "instruction-injection": 12,
      "line-jumping": 27,
      "metadata-poisoning": 27,
      "name-collision": 12,
      "preference-manipulation": 25,
      "social-engineering": 11,
      "tool-shadowing": 27,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "attack-lookalike": 9,
      "benign-metadata": 9,
      "collision-counterpart": 19,
      encoder: 7,
      "legit-send-or-read": 38,
      "non-english": 8,
      "non-latin-script": 6,
      "ordering-guidance": 15,
      "popular-server": 101,
      "risky-param-name": 17,
      "security-tool": 38,
      sibling: 255,
      "vendor-imperative": 32,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(6);
    expect(benign.filter((l) => l.borderline).length).toBe(2);
  });

  it("puts the poison of at least a third of the malicious tools outside the tool description", () => {
    const outside = malicious.filter((l) => (l.signal_path ?? []).every((pointer) => pointer !== "/description"));
    expect(outside.length).toBe(90);
    expect(outside.length * 3).toBeGreaterThanOrEqual(malicious.length);
  });

  it("names, for every name collision and homoglyph name, a legitimate counterpart whose name it imitates", () => {
    const imitators = malicious.filter((l) => l.collides_with !== undefined);
    expect(imitators.length).toBe(17);
    for (const label of imitators) {
      const [file = "", name = ""] = (label.collides_with ?? "").split("#");
      expect(set.labels[file]?.tools[name]?.benign_category, label.collides_with).toBe("collision-counterpart");
    }
  });
});
