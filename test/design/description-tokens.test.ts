// The closed-set reader's tokenizer: character classes written out by code must match what the regexes said.
import { describe, expect, it } from "vitest";
import { tokenize } from "../../src/core/util/prose-tokens.js";
import { closedSetIn } from "../../src/helpers/params/closed-set.js";

const kinds = (text: string): string[] => tokenize(text).map((t) => `${t.kind}:${t.text}`);

describe("tokenize", () => {
  it("splits words, keeping inner `_.+-` and dropping trailing `.+-`", () => {
    expect(kinds("Use v1.2-beta, foo_bar+ or x.")).toEqual([
      "word:Use",
      "word:v1.2-beta",
      "punct:,",
      "word:foo_bar",
      "punct:+",
      "word:or",
      "word:x",
      "punct:.",
    ]);
  });

  it("skips every white space `\\s` knows, Unicode ones included", () => {
    expect(kinds("a\u00a0b\u2003c\u3000d\ufeffe\u2028f\u000bg")).toEqual(["word:a", "word:b", "word:c", "word:d", "word:e", "word:f", "word:g"]);
  });

  it("reads short quoted runs, not apostrophes inside words, and tells letters outside ASCII from punctuation", () => {
    expect(kinds("user's 'asc' or “desc” é —")).toEqual(["word:user", "punct:'", "word:s", "quoted:asc", "word:or", "quoted:desc", "other:é", "punct:—"]);
  });
});

describe("closedSetIn without a cue", () => {
  it("takes bare values only when `|` follows the first, and quoted values joined by `or`", () => {
    expect(closedSetIn("Sort order: asc | desc")).toEqual(["asc", "desc"]);
    expect(closedSetIn("Sort order 'asc' or 'desc'")).toEqual(["asc", "desc"]);
    expect(closedSetIn("Sort order asc or desc")).toBeUndefined();
  });
});
