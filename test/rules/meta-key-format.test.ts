import rule from "../../src/rules/meta-key-format.js";
import type { ProtocolVersion } from "../../src/core/model/protocol.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

const withMeta = (_meta: Record<string, unknown>) => ({ tools: [tool({ _meta })] });
const metaOf = (keys: string[], value: unknown = 1) => withMeta(Object.fromEntries(keys.map((key) => [key, value])));
const WITH_GRAMMAR: ProtocolVersion[] = ["2025-06-18", "2025-11-25", "2026-07-28"];

/** The same left-alone case in every version with a key grammar. */
const everyVersion = (name: string, input: unknown): ValidCase[] => WITH_GRAMMAR.map((protocol) => ({ name: `${name} (${protocol})`, input, protocol }));

/** A malformed key beside a well-formed one, flagged at the key in every version with a key grammar. */
const malformed = (key: string, errors: InvalidCase["errors"]): InvalidCase[] =>
  WITH_GRAMMAR.map((protocol) => ({
    name: `the malformed key ${JSON.stringify(key)} (${protocol})`,
    input: withMeta({ "com.example/ok": 1, [key]: 1 }),
    protocol,
    errors,
  }));

ruleTester(rule).run({
  valid: [
    ...everyVersion(
      "well-formed keys, with or without a prefix",
      metaOf(["com.example/owner", "openai/outputTemplate", "ui", "progressToken", "a", "x-1_y.z", "com.example/", "", "io.github.user-name/v2.tag"]),
    ),
    // OpenAI's Apps SDK reads `openai/toolInvocation/invoking` as written: renaming it would make ChatGPT ignore it.
    ...everyVersion(
      "the keys a major client defines and reads, even where they break the grammar's letter",
      metaOf(
        [
          "openai/outputTemplate",
          "openai/toolInvocation/invoking",
          "openai/toolInvocation/invoked",
          "openai/widgetAccessible",
          "openai/resultCanProduceWidget",
          "ui/resourceUri",
        ],
        "x",
      ),
    ),
    { name: "a reserved key the specification defines", input: withMeta({ "io.modelcontextprotocol/related-task": {} }), protocol: "2025-11-25" },
    {
      name: "the reserved key the specification defines for a result's _meta",
      input: { tools: [tool()], _meta: { "io.modelcontextprotocol/serverInfo": { name: "s", version: "1" } } },
      protocol: "2026-07-28",
    },
    // Inferred as 2025-06-18 or later (from `_meta`): 2025-06-18 does not reserve this prefix, so no finding in doubt.
    { name: "a reserved prefix when the version is only inferred", input: withMeta({ "io.modelcontextprotocol/ui": {} }) },
    {
      name: "a reserved key the config allows",
      input: withMeta({ "io.modelcontextprotocol/ui": {} }),
      protocol: "2025-11-25",
      options: { allowedKeys: ["io.modelcontextprotocol/ui"] },
    },
    // No version recorded or implied (a list's `_meta` exists in every version): the key grammar of later versions is not demanded.
    { name: "a list's _meta key when no version is known", input: { tools: [], _meta: { "bad key": 1 } } },
    ...(["2024-11-05", "2025-03-26"] as const).map(
      (protocol): ValidCase => ({
        name: `any key before 2025-06-18, when no key grammar existed (${protocol})`,
        input: { tools: [tool({ _meta: { "bad key": 1 } })], _meta: { "dev.mcp/x": 1 } },
        protocol,
      }),
    ),
    {
      name: "a _meta that is not an object (tool-shape and list-shape report it)",
      input: { tools: [tool({ _meta: ["a b"] }), tool({ _meta: null })], _meta: "x" },
    },
  ],
  invalid: [
    ...malformed("has space", [
      {
        message:
          '`_meta` key "has space" is malformed: its name may contain only letters, digits, `-`, `_` and `.`. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.',
        pointer: "/tools/0/_meta/has space",
        line: 23,
        column: 9,
      },
    ]),
    ...malformed("com.example/a/b", [
      {
        message:
          "`_meta` key `com.example/a/b` is malformed: it has more than one `/` (only the prefix ends in one). Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/com.example~1a~1b",
      },
    ]),
    ...malformed("1com.example/x", [
      {
        message:
          "`_meta` key `1com.example/x` is malformed: its prefix has a label `1com` that does not start with a letter. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/1com.example~1x",
      },
    ]),
    ...malformed("com-.example/x", [
      {
        message:
          "`_meta` key `com-.example/x` is malformed: its prefix has a label `com-` that does not end with a letter or digit. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/com-.example~1x",
      },
    ]),
    ...malformed("com..example/x", [
      {
        message:
          "`_meta` key `com..example/x` is malformed: its prefix has two dots in a row. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/com..example~1x",
      },
    ]),
    ...malformed("/x", [
      {
        message:
          "`_meta` key `/x` is malformed: its prefix is empty (nothing comes before the `/`). Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/~1x",
      },
    ]),
    ...malformed(".com.example/x", [
      {
        message:
          "`_meta` key `.com.example/x` is malformed: its prefix starts with a dot. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
      },
    ]),
    ...malformed("com.example./x", [
      {
        message:
          "`_meta` key `com.example./x` is malformed: its prefix ends with a dot before the `/`. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
      },
    ]),
    ...malformed("com_example/x", [
      {
        message:
          "`_meta` key `com_example/x` is malformed: its prefix has a label `com_example` with a character other than letters, digits and `-`. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/com_example~1x",
      },
    ]),
    ...malformed("com.example/-name", [
      {
        message:
          "`_meta` key `com.example/-name` is malformed: its name after the prefix must start and end with a letter or digit. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/com.example~1-name",
      },
    ]),
    ...malformed("com.example/name.", [
      {
        message:
          "`_meta` key `com.example/name.` is malformed: its name after the prefix must start and end with a letter or digit. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
        pointer: "/tools/0/_meta/com.example~1name.",
      },
    ]),
    {
      name: "an invented key shaped like a client's, and another prefix with two `/`",
      input: withMeta({ "openai/toolInvocation/started": "x", "acme/tool/status": "x" }),
      errors: [
        {
          message:
            "`_meta` key `openai/toolInvocation/started` is malformed: it has more than one `/` (only the prefix ends in one). Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
          pointer: "/tools/0/_meta/openai~1toolInvocation~1started",
        },
        {
          message:
            "`_meta` key `acme/tool/status` is malformed: it has more than one `/` (only the prefix ends in one). Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.",
          pointer: "/tools/0/_meta/acme~1tool~1status",
        },
      ],
    },
    ...(["2025-11-25", "2026-07-28"] as const).map(
      (protocol): InvalidCase => ({
        name: `prefixes whose second label is modelcontextprotocol or mcp (${protocol})`,
        input: metaOf(["io.modelcontextprotocol/custom", "dev.mcp/x", "com.MCP.tools/x", "com.example.mcp/x", "mcp/x"]),
        protocol,
        errors: [
          {
            message: `\`_meta\` key \`io.modelcontextprotocol/custom\` uses a prefix reserved for MCP (in protocol ${protocol}, prefixes whose second label is \`modelcontextprotocol\` or \`mcp\` are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. \`com.example/custom\`.`,
            pointer: "/tools/0/_meta/io.modelcontextprotocol~1custom",
          },
          {
            message: `\`_meta\` key \`dev.mcp/x\` uses a prefix reserved for MCP (in protocol ${protocol}, prefixes whose second label is \`modelcontextprotocol\` or \`mcp\` are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. \`com.example/x\`.`,
            pointer: "/tools/0/_meta/dev.mcp~1x",
          },
          {
            message: `\`_meta\` key \`com.MCP.tools/x\` uses a prefix reserved for MCP (in protocol ${protocol}, prefixes whose second label is \`modelcontextprotocol\` or \`mcp\` are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. \`com.example/x\`.`,
            pointer: "/tools/0/_meta/com.MCP.tools~1x",
          },
        ],
      }),
    ),
    {
      name: "2025-06-18: prefixes with modelcontextprotocol or mcp before their last label",
      input: metaOf(["modelcontextprotocol.io/x", "tools.mcp.com/x", "api.modelcontextprotocol.org/x", "io.modelcontextprotocol/x"]),
      protocol: "2025-06-18",
      errors: [
        {
          message:
            "`_meta` key `modelcontextprotocol.io/x` uses a prefix reserved for MCP (in protocol 2025-06-18, prefixes with `modelcontextprotocol` or `mcp` as a label before the last are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. `com.example/x`.",
          pointer: "/tools/0/_meta/modelcontextprotocol.io~1x",
        },
        {
          message:
            "`_meta` key `tools.mcp.com/x` uses a prefix reserved for MCP (in protocol 2025-06-18, prefixes with `modelcontextprotocol` or `mcp` as a label before the last are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. `com.example/x`.",
          pointer: "/tools/0/_meta/tools.mcp.com~1x",
        },
        {
          message:
            "`_meta` key `api.modelcontextprotocol.org/x` uses a prefix reserved for MCP (in protocol 2025-06-18, prefixes with `modelcontextprotocol` or `mcp` as a label before the last are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. `com.example/x`.",
          pointer: "/tools/0/_meta/api.modelcontextprotocol.org~1x",
        },
      ],
    },
    {
      name: "a reserved key the specification does not define",
      input: withMeta({ "io.modelcontextprotocol/ui": {} }),
      protocol: "2025-11-25",
      errors: [
        {
          message:
            "`_meta` key `io.modelcontextprotocol/ui` uses a prefix reserved for MCP (in protocol 2025-11-25, prefixes whose second label is `modelcontextprotocol` or `mcp` are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. `com.example/ui`.",
          pointer: "/tools/0/_meta/io.modelcontextprotocol~1ui",
        },
      ],
    },
    {
      name: "a malformed key in the tools/list result's _meta",
      input: { tools: [], _meta: { "bad key": 1 } },
      protocol: "2025-11-25",
      errors: [
        {
          message:
            '`_meta` key "bad key" is malformed: its name may contain only letters, digits, `-`, `_` and `.`. Keys are an optional prefix of dot-separated labels ending in `/` (e.g. `com.example/`), then a name of letters, digits, `-`, `_`, `.`.',
          pointer: "/_meta/bad key",
          line: 4,
          column: 5,
        },
      ],
    },
    {
      name: "a reserved key in a JSON-RPC response's result _meta",
      input: { jsonrpc: "2.0", id: 1, result: { tools: [], _meta: { "dev.mcp/x": 1 } } },
      protocol: "2025-11-25",
      errors: [
        {
          message:
            "`_meta` key `dev.mcp/x` uses a prefix reserved for MCP (in protocol 2025-11-25, prefixes whose second label is `modelcontextprotocol` or `mcp` are reserved for MCP), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. `com.example/x`.",
          pointer: "/result/_meta/dev.mcp~1x",
        },
      ],
    },
  ],
});
