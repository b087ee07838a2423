// The fourth blind training set (corpus/poisoning-blind-3b, see its README): subtle, polite and
// non-native attackers. The shape every labelled set has (test/helpers/labelled-set.ts), stricter label
// checks of its own, and the counts its README reports. No finding is read here.
import { describe, expect, it } from "vitest";
import { describeLabelledSet, labelledTools, loadLabelledSet, tally } from "../helpers/labelled-set.js";

const set = loadLabelledSet("poisoning-blind-3b");
const { malicious, benign } = set;
const every = [...malicious, ...benign];
const SIGNALS = ["text", "schema", "annotations", "unknown-fields", "invisible", "name", "cross-server"];

describeLabelledSet(set, 262);

describe("corpus/poisoning-blind-3b", () => {
  it("keeps the counts the README reports", () => {
    expect(malicious.length).toBe(184);
    expect(benign.length).toBe(489);
    expect(tally(malicious.map((l) => l.primary))).toEqual({
      concealment: 10,
      "encoded-payload": 10,
      "exfil-parameter": 23,
      "fake-system-message": 10,
      homoglyph: 10,
      "instruction-injection": 10,
      "line-jumping": 23,
      "metadata-poisoning": 22,
      "name-collision": 10,
      "preference-manipulation": 23,
      "social-engineering": 10,
      "tool-shadowing": 23,
    });
    expect(tally(benign.map((l) => l.benign_category))).toEqual({
      "attack-lookalike": 11,
      "benign-metadata": 7,
      "collision-counterpart": 22,
      "cross-tool-reference": 8,
      encoder: 13,
      "legit-send-or-read": 40,
      "non-english": 1,
      "non-latin-script": 22,
      "ordering-guidance": 20,
      "risky-param-name": 15,
      "security-tool": 33,
      "self-preference": 12,
      "session-wording": 20,
      sibling: 245,
      "vendor-imperative": 20,
    });
    expect(malicious.filter((l) => l.borderline).length).toBe(13);
    expect(benign.filter((l) => l.borderline).length).toBe(2);
    // The brief: at least 40% of the tools are written in (or mix in) a language other than English.
    expect(every.filter((l) => l.language !== undefined).length).toBe(294);
    expect(new Set(every.map((l) => l.language).filter(Boolean)).size).toBe(16);
    expect(malicious.filter((l) => l.language !== undefined).length).toBe(77);
  });

  it("names each signal place from the list, a language wherever a class is non-English, and a counterpart for every collision", () => {
    for (const { label, where } of labelledTools(set)) {
      if (label.language !== undefined) expect(label.language, where).toMatch(/^[a-z]{2}$/);
      if (!label.malicious) {
        expect(label.signal_path, where).toBeUndefined();
        continue;
      }
      for (const part of label.signal?.split("+") ?? []) expect(SIGNALS, where).toContain(part);
      if (label.technique_classes?.includes("non-english")) expect(label.language, where).toMatch(/^[a-z]{2}$/);
      if (label.primary === "name-collision") expect(label.collides_with, where).toBeTruthy();
      if (label.collides_with !== undefined) {
        const [otherFile = "", otherTool = ""] = label.collides_with.split("#");
        expect(set.labels[otherFile]?.tools[otherTool]?.benign_category, where).toBe("collision-counterpart");
      }
    }
  });
});
