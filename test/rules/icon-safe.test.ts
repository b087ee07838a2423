import { describe, expect, it } from "vitest";
import rule from "../../src/rules/icon-safe.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString("base64");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString("base64");
const svg = (body: string): string => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).toString("base64");

const withIcons = (...icons: unknown[]) => ({ tools: [tool({ icons })] });
const safe = (name: string, icon: unknown): ValidCase => ({ name, input: withIcons(icon) });

/** One icon with this `src`: one finding, at the `src` (line 23, column 11 of the printed input). */
const flagged = (name: string, src: string, message: string): InvalidCase => ({
  name,
  input: withIcons({ src }),
  errors: [{ message, pointer: "/tools/0/icons/0/src", line: 23, column: 11 }],
});

const USE_HTTPS = "Use an `https:` URL or an image `data:` URI.";
const notAPlace = (src: string, scheme: string): string =>
  `Icon \`src\` \`${src}\` uses \`${scheme}\`: \`${scheme}\` is not a place clients should load an image from (it can run script or read local files). ${USE_HTTPS}`;
const notAnImage = (type: string): string =>
  `Icon \`src\` is a \`data:\` URI of type \`${type}\`, not an image. Embed the image itself (\`data:image/png;base64,…\`).`;
const script = (sign: string): string =>
  `Icon is an SVG that carries script (\`${sign}\`), which runs in any client that renders it inline. Remove the script or ship a PNG.`;

// The table runs the rule at a configured severity of error; its own default is warning.
describe("icon-safe meta", () => {
  it("is a security warning", () => {
    expect(rule.meta).toMatchObject({ id: "icon-safe", category: "security", severity: "warning" });
  });
});

ruleTester(rule).run({
  valid: [
    safe("an HTTPS URL", { src: "https://example.com/icon.png", mimeType: "image/png", sizes: ["48x48"] }),
    safe("an HTTPS URL in capitals", { src: "HTTPS://EXAMPLE.COM/ICON.PNG" }),
    safe("a PNG data URI labelled as one", { src: `data:image/png;base64,${PNG}`, mimeType: "image/png" }),
    safe("a JPEG labelled image/jpg", { src: `data:image/jpg;base64,${JPEG}`, mimeType: "image/jpeg" }),
    safe("a clean SVG", { src: `data:image/svg+xml;base64,${svg('<circle cx="5" cy="5" r="4"/>')}`, mimeType: "image/svg+xml", sizes: ["any"] }),
    safe("a data URI whose bytes cannot be told", { src: "data:image/png;base64,AAAA" }),
    {
      name: "what tool-shape reports: icons that are not an array, icons that are not objects, a src that is not a string",
      input: { tools: [tool({ icons: "x" }), tool({ icons: [null, 3, { src: 42 }, {}] }), tool({ icons: null }), null] },
    },
  ],
  invalid: [
    flagged(
      "plain HTTP",
      "http://cdn.example.com/icon.png",
      `Icon \`src\` \`http://cdn.example.com/icon.png\` uses \`http:\`: clients fetch icons without asking, and over plain HTTP anyone on the network can swap or track the image. ${USE_HTTPS}`,
    ),
    flagged("a javascript: URI", "javascript:alert(document.cookie)", notAPlace("javascript:alert(document.cookie)", "javascript:")),
    flagged("a file: URI", "file:///etc/passwd", notAPlace("file:///etc/passwd", "file:")),
    flagged(
      "a relative path",
      "icons/tool.png",
      `Icon \`src\` \`icons/tool.png\` is not an absolute URI, so each client resolves it differently or not at all. ${USE_HTTPS}`,
    ),
    flagged("a data: URI that is not an image", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", notAnImage("text/html")),
    flagged("a data: URI with no type", "data:,hello", notAnImage("text/plain")),
    flagged(
      "an image labelled as another type",
      `data:image/jpeg;base64,${PNG}`,
      "Icon data is image/png but the data URI says `image/jpeg`. Label the image with its real type.",
    ),
    flagged("an SVG with an event handler", `data:image/svg+xml;base64,${svg('<rect onload="alert(1)"/>')}`, script("onload=")),
    flagged("an SVG with a script element", `data:image/svg+xml,${encodeURIComponent("<svg><script>alert(1)</script></svg>")}`, script("<script")),
    {
      name: "a mimeType that contradicts the data URI, at the mimeType",
      input: withIcons({ src: "https://example.com/a.png" }, { src: `data:image/png;base64,${PNG}`, mimeType: "image/svg+xml" }),
      errors: [
        {
          message:
            "Icon `mimeType` `image/svg+xml` contradicts the data URI's `image/png`. Make them agree (or drop `mimeType`: the data URI already says it).",
          pointer: "/tools/0/icons/1/mimeType",
          line: 27,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "a mimeType that is not an image type",
      input: withIcons({ src: "https://example.com/icon", mimeType: "text/html" }),
      errors: [
        {
          message:
            "Icon `mimeType` `text/html` is not an image type; clients expect `image/png`, `image/jpeg`, `image/svg+xml` or `image/webp`. Give the type of the image.",
          pointer: "/tools/0/icons/0/mimeType",
        },
      ],
    },
    // What a message quotes is escaped, never raw.
    flagged("a quoted escape, escaped", "javascript:\u001b[31malert(1)", notAPlace("javascript:\\u{001B}[31malert(1)", "javascript:")),
  ],
});
