import { describe, expect, it } from "vitest";
import rule from "../../src/rules/icon-safe.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString("base64");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString("base64");
const svg = (body: string): string => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).toString("base64");

function lintIcons(...icons: unknown[]) {
  return lintRule(rule, { tools: [tool({ icons })] });
}

describe("icon-safe", () => {
  it("is a security warning", () => {
    expect(rule.meta).toMatchObject({ id: "icon-safe", category: "security", severity: "warning" });
  });

  it.each([
    ["plain HTTP", "http://cdn.example.com/icon.png", "uses `http:`: clients fetch icons without asking"],
    ["a javascript: URI", "javascript:alert(document.cookie)", "uses `javascript:`"],
    ["a file: URI", "file:///etc/passwd", "uses `file:`"],
    ["a relative path", "icons/tool.png", "is not an absolute URI"],
    ["a data: URI that is not an image", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "a `data:` URI of type `text/html`, not an image"],
    ["a data: URI with no type", "data:,hello", "of type `text/plain`"],
    ["an image labelled as another type", `data:image/jpeg;base64,${PNG}`, "Icon data is image/png but the data URI says `image/jpeg`"],
    ["an SVG with an event handler", `data:image/svg+xml;base64,${svg('<rect onload="alert(1)"/>')}`, "an SVG that carries script (`onload=`)"],
    ["an SVG with a script element", `data:image/svg+xml,${encodeURIComponent("<svg><script>alert(1)</script></svg>")}`, "(`<script`)"],
  ])("flags %s", (_, src, message) => {
    const findings = lintIcons({ src });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "icon-safe", pointer: "/tools/0/icons/0/src" });
    expect(findings[0]!.message).toContain(message);
  });

  it("flags a mimeType that contradicts the data URI, at the mimeType", () => {
    const findings = lintIcons({ src: "https://example.com/a.png" }, { src: `data:image/png;base64,${PNG}`, mimeType: "image/svg+xml" });
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/icons/1/mimeType"]);
    expect(findings[0]!.message).toContain("`image/svg+xml` contradicts the data URI's `image/png`");
  });

  it("flags a mimeType that is not an image type", () => {
    const findings = lintIcons({ src: "https://example.com/icon", mimeType: "text/html" });
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/icons/0/mimeType"]);
  });

  it("escapes what it quotes", () => {
    const findings = lintIcons({ src: "javascript:\u001b[31malert(1)" });
    expect(findings[0]!.message).toContain("\\u{001B}");
    expect(findings[0]!.message).not.toContain("\u001b");
  });

  it.each([
    ["an HTTPS URL", { src: "https://example.com/icon.png", mimeType: "image/png", sizes: ["48x48"] }],
    ["an HTTPS URL in capitals", { src: "HTTPS://EXAMPLE.COM/ICON.PNG" }],
    ["a PNG data URI labelled as one", { src: `data:image/png;base64,${PNG}`, mimeType: "image/png" }],
    ["a JPEG labelled image/jpg", { src: `data:image/jpg;base64,${JPEG}`, mimeType: "image/jpeg" }],
    ["a clean SVG", { src: `data:image/svg+xml;base64,${svg('<circle cx="5" cy="5" r="4"/>')}`, mimeType: "image/svg+xml", sizes: ["any"] }],
    ["a data URI whose bytes cannot be told", { src: "data:image/png;base64,AAAA" }],
  ])("leaves alone %s", (_, icon) => {
    expect(lintIcons(icon)).toEqual([]);
  });

  it("ignores what tool-shape reports: icons that are not an array, icons that are not objects, a src that is not a string", () => {
    expect(lintRule(rule, { tools: [tool({ icons: "x" }), tool({ icons: [null, 3, { src: 42 }, {}] }), tool({ icons: null }), null] })).toEqual([]);
  });
});
