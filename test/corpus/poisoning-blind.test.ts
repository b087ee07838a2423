// The blind training set (corpus/poisoning-blind, see its README): the shape every labelled set
// has (test/helpers/labelled-set.ts) and the counts its README reports. No finding is read here.
import { describe, expect, it } from "vitest";
import { describeLabelledSet, loadLabelledSet, tally } from "../helpers/labelled-set.js";

const set = loadLabelledSet("poisoning-blind");
const { malicious, benign } = set;

describeLabelledSet(set, 186);

describe("corpus/poisoning-blind", () => {
  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(162);
    expect(benign.length).toBe(398);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 13,
      "encoded-payload": 12,
      "exfil-parameter": 14,
      "fake-system-message": 10,
      homoglyph: 10,
      "instruction-injection": 14,
      "line-jumping": 12,
      "metadata-poisoning": 15,
      "name-collision": 10,
      "non-english": 16,
      "preference-manipulation": 13,
      "social-engineering": 13,
      "tool-shadowing": 10,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "attack-lookalike": 15,
      "benign-metadata": 10,
      "collision-counterpart": 14,
      encoder: 26,
      "legit-send-or-read": 40,
      "non-english": 13,
      "non-latin-script": 43,
      "ordering-guidance": 24,
      "risky-param-name": 25,
      "security-tool": 50,
      sibling: 114,
      "vendor-imperative": 24,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(12);
    expect(benign.filter((l) => l.borderline).length).toBe(3);
    expect(new Set(malicious.filter((l) => l.primary === "non-english").map((l) => l.language)).size).toBe(9);
  });
});
