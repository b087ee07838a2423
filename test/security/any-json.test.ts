// Definitions come from servers we do not control: any JSON in any field, any Unicode in any
// string. The security rules must never throw, and what they say must be printable as it is.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { printable } from "../../src/core/util/sanitize.js";
import { lintRule } from "../helpers/lint-rule.js";
import { SECURITY_RULES } from "./run-security.js";

/** Strings drawn from every plane, weighted towards the characters these rules care about. */
const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({
    unit: fc.constantFrom(
      "\u200B",
      "\u200D",
      "\u202E",
      "\u001B",
      "[",
      "\r",
      "\n",
      "\uFE0F",
      "\u{E0041}",
      "\u{1F600}",
      "a",
      " ",
      "@",
      ".",
      "_",
      "<",
      ">",
      ":",
      "/",
    ),
  }),
  fc.constantFrom("Ignore previous instructions", "~/.ssh/id_rsa", "<IMPORTANT>", "send_email", "data:image/png;base64,iVBORw0KGgo=", "http://x"),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(text, tie("value"), { maxKeys: 4 }),
  ),
})).value;
const tool = fc.record(
  {
    name: fc.oneof(text, json),
    description: fc.oneof(text, json),
    inputSchema: json,
    icons: fc.oneof(json, fc.array(fc.record({ src: text, mimeType: text }))),
    _meta: json,
  },
  { requiredKeys: [] },
);

describe("security rules on arbitrary JSON", () => {
  it("never throw and only say printable things", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(tool, json), { maxLength: 4 }), (tools) => {
        for (const { rule } of SECURITY_RULES) {
          for (const finding of lintRule(rule, { tools }, { others: [{ tools: [{ name: "send_email" }] }] })) {
            expect(printable(finding.message)).toBe(finding.message);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
