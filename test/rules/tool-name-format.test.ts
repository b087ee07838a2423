import rule from "../../src/rules/tool-name-format.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const named = (name: unknown) => ({ tools: [tool(), tool({ name })] });
const STRICT: ProtocolVersion[] = ["2025-11-25", "2026-07-28"];
const LOOSE: ProtocolVersion[] = ["2024-11-05", "2025-03-26", "2025-06-18"];

/** A name the format rejects, flagged at the name in every version that has the format. */
const rejected = (name: string, message: (protocol: ProtocolVersion) => string, position = {}): InvalidCase[] =>
  STRICT.map((protocol) => ({
    name: `${JSON.stringify(name)} under ${protocol}`,
    input: named(name),
    protocol,
    errors: [{ message: message(protocol), pointer: "/tools/1/name", ...position }],
  }));

ruleTester(rule).run({
  valid: [
    { name: "well-formed names, up to 128 characters", input: ["list_files", "a", "Get.User-Info_v2", "a".repeat(128)].map((name) => tool({ name })) },
    { name: "non-string names (tool-shape reports those)", input: [tool({ name: 5 }), tool({ name: null })] },
    ...LOOSE.map(
      (protocol): ValidCase => ({
        name: `before 2025-11-25 (${protocol}): any character an identifier can carry, any length`,
        input: [tool({ name: "repo/list" }), tool({ name: "über" }), tool({ name: "a".repeat(200) })],
        protocol,
      }),
    ),
  ],
  invalid: [
    ...rejected(
      "get user",
      (p) =>
        `Tool name "get user" contains characters protocol ${p} does not allow in names: space. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`get_user\`.`,
      { line: 23, column: 7 },
    ),
    ...rejected(
      "repo/list",
      (p) =>
        `Tool name \`repo/list\` contains characters protocol ${p} does not allow in names: \`/\`. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`repo_list\`.`,
    ),
    ...rejected(
      "tool:name",
      (p) =>
        `Tool name \`tool:name\` contains characters protocol ${p} does not allow in names: \`:\`. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`tool_name\`.`,
    ),
    ...rejected(
      "über_tool",
      (p) =>
        `Tool name "über_tool" contains characters protocol ${p} does not allow in names: \`ü\`. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`uber_tool\`.`,
    ),
    // Diacritics drop (`Crème` → `Creme`), compatibility forms fold (`ｇｅｔ` → `get`); what has no Latin form becomes `_`.
    ...rejected(
      "Crème_brûlée",
      (p) =>
        `Tool name "Crème_brûlée" contains characters protocol ${p} does not allow in names: \`è\`, \`û\`, \`é\`. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`Creme_brulee\`.`,
    ),
    ...rejected(
      "ｇｅｔ_名前",
      (p) =>
        `Tool name "ｇｅｔ_名前" contains characters protocol ${p} does not allow in names: \`ｇ\`, \`ｅ\`, \`ｔ\`, \`名\`, \`前\`. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`get\`.`,
    ),
    // A Hangul filler is blank: named by code point and escaped in the name, never shown raw.
    ...rejected(
      "get\u3164user",
      (p) =>
        `Tool name "get\\u{3164}user" contains characters protocol ${p} does not allow in names: U+3164. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`get_user\`.`,
    ),
    ...rejected(
      "line\nbreak",
      (p) =>
        `Tool name "line\\nbreak" contains characters protocol ${p} does not allow in names: U+000A. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`line_break\`.`,
    ),
    ...rejected(
      "zero\u200bwidth",
      (p) =>
        `Tool name "zero\\u{200B}width" contains characters protocol ${p} does not allow in names: U+200B. Use only A-Z, a-z, 0-9, \`_\`, \`-\` and \`.\`, e.g. \`zero_width\`.`,
    ),
    {
      name: "an empty name",
      input: named(""),
      errors: [
        {
          message: "Tool name is empty; clients call tools by name. Give it a name of 1–128 characters of A-Z, a-z, 0-9, `_`, `-` and `.`.",
          pointer: "/tools/1/name",
        },
      ],
    },
    {
      name: "a name over 128 characters",
      input: named("a".repeat(129)),
      protocol: "2025-11-25",
      errors: [{ message: "Tool name is 129 characters long; protocol 2025-11-25 allows at most 128. Shorten it.", pointer: "/tools/1/name" }],
    },
    {
      name: "no suggestion when nothing usable is left",
      input: named("天气"),
      protocol: "2025-11-25",
      errors: [
        {
          message: 'Tool name "天气" contains characters protocol 2025-11-25 does not allow in names: `天`, `气`. Use only A-Z, a-z, 0-9, `_`, `-` and `.`.',
          pointer: "/tools/1/name",
        },
      ],
    },
    ...LOOSE.map(
      (protocol): InvalidCase => ({
        name: `before 2025-11-25 (${protocol}): only empty names, whitespace and control characters`,
        input: [tool({ name: "get user" }), tool({ name: "" }), tool({ name: "tab\there" })],
        protocol,
        errors: [
          {
            message:
              'Tool name "get user" contains space; a name is an identifier that clients and models pass back verbatim, and whitespace or control characters break that. Rename it using A-Z, a-z, 0-9, `_`, `-` and `.`, e.g. `get_user`.',
            pointer: "/0/name",
          },
          {
            message: "Tool name is empty; clients call tools by name. Give it a name of 1–128 characters of A-Z, a-z, 0-9, `_`, `-` and `.`.",
            pointer: "/1/name",
          },
          {
            message:
              'Tool name "tab\\there" contains U+0009; a name is an identifier that clients and models pass back verbatim, and whitespace or control characters break that. Rename it using A-Z, a-z, 0-9, `_`, `-` and `.`, e.g. `tab_here`.',
            pointer: "/2/name",
          },
        ],
      }),
    ),
    // The message stays short and names at most a few characters whatever the name's length.
    {
      name: "a hostile 200,000-character name",
      input: named(`${"_".repeat(200_000)} `),
      errors: [
        {
          message:
            "Tool name `____________________________________________________________…` contains space; a name is an identifier that clients and models pass back verbatim, and whitespace or control characters break that. Rename it using A-Z, a-z, 0-9, `_`, `-` and `.`.",
          pointer: "/tools/1/name",
        },
      ],
    },
  ],
});
