import { describe, expect, it } from "vitest";
import { printable, stripControls } from "../../src/core/util/sanitize.js";

describe("printable", () => {
  it("turns an ANSI escape into visible text so it cannot recolour a terminal", () => {
    expect(printable("\u001b[31mred\u001b[0m")).toBe("\\u{001B}[31mred\\u{001B}[0m");
    expect(printable("\u009b2J")).toBe("\\u{009B}2J");
  });

  it("keeps a message on one line, so it cannot forge a GitHub workflow command", () => {
    const forged = printable("Lists files.\n::error file=x,line=1::forged\r\n::add-mask::x");
    expect(forged).not.toMatch(/[\r\n]/);
    expect(forged).toBe("Lists files.\\u{000A}::error file=x,line=1::forged\\u{000D}\\u{000A}::add-mask::x");
    expect(printable("a\u2028b\u2029c\u0085d")).toBe("a\\u{2028}b\\u{2029}c\\u{0085}d");
  });

  it.each([
    ["a tab", "a\tb", "a\\u{0009}b"],
    ["NUL and DEL", "\u0000x\u007f", "\\u{0000}x\\u{007F}"],
    ["a bidi override", "file\u202Etxt.exe", "file\\u{202E}txt.exe"],
    ["isolates and marks", "\u2066a\u2069\u200F", "\\u{2066}a\\u{2069}\\u{200F}"],
    ["zero-width characters", "a\u200Bb\u200Cc\u200Dd\u2060e\uFEFF", "a\\u{200B}b\\u{200C}c\\u{200D}d\\u{2060}e\\u{FEFF}"],
    ["a soft hyphen", "ig\u00ADnore", "ig\\u{00AD}nore"],
    ["tag characters", "x\u{E0041}\u{E007F}", "x\\u{E0041}\\u{E007F}"],
    ["a Hangul filler", "a\u3164b", "a\\u{3164}b"],
    ["a lone surrogate", "a\uD800b", "a\\u{D800}b"],
    ["a run of variation selectors", "a\uFE0F\uFE0F\u{E0100}", "a\uFE0F\\u{FE0F}\\u{E0100}"],
    ["a presentation selector after a space", " \uFE0F", " \\u{FE0F}"],
  ])("escapes %s", (_, input, expected) => {
    expect(printable(input)).toBe(expected);
  });

  it.each([
    ["plain ASCII", "List the files in a directory (max 100)."],
    ["other scripts and accents", "查询日期 — Café, שלום, مرحبا"],
    ["emoji, with their presentation selector", "⚠️ 🚨 😀 1️⃣"],
    ["an astral character", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"],
    ["a backslash", "C:\\path\\u{41}"],
  ])("leaves %s as it is", (_, text) => {
    expect(printable(text)).toBe(text);
  });

  it("is stable: escaping twice changes nothing more", () => {
    const once = printable("\u001b[1m\u202e\n\u{E0041}");
    expect(printable(once)).toBe(once);
  });
});

describe("stripControls", () => {
  it("drops a server's colours and control characters, where printable would show them", () => {
    const line = "\u001b[1;31mError:\u001b[0m token\u0007 missing\tnow";
    expect(stripControls(line)).toBe("Error: token missing\tnow");
    expect(printable(line)).toBe("\\u{001B}[1;31mError:\\u{001B}[0m token\\u{0007} missing\\u{0009}now");
    expect(stripControls("a\nb\u009bc")).toBe("a\nbc");
  });
});
