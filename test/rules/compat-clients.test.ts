import { expect, it } from "vitest";
import rule from "../../src/rules/compat-clients.js";
import { describeConstraintCases } from "../compat/run-cases.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

describeConstraintCases(rule);

const many = (prefix: string, n: number): unknown[] => Array.from({ length: n }, (_, i) => tool({ name: `${prefix}_${i}` }));
const server = (name: string, tools: unknown[]): unknown => ({ serverInfo: { name }, tools });

it("declares the five clients as its targets", () => {
  expect(rule.meta.targets).toEqual(["cursor", "vscode", "claude-code", "claude-desktop", "windsurf"]);
});

ruleTester(rule).run({
  valid: [
    { name: "101 tools for VS Code alone (its limit is 128)", input: many("a", 101), targets: ["vscode"] },
    {
      name: "the same name in two differently named servers (Claude Code prefixes the server)",
      input: server("a", [tool({ name: "read" })]),
      others: [server("b", [tool({ name: "read" })])],
      targets: ["claude-code"],
    },
    { name: "an exact duplicate within one server (tool-name-unique's)", input: [tool({ name: "read" }), tool({ name: "read" })], targets: ["claude-code"] },
  ],
  invalid: [
    {
      name: "tool counts over the union of the servers linted together",
      input: many("a", 50),
      others: [many("b", 20), many("c", 20)],
      targets: ["cursor"],
      errors: [
        {
          message:
            "Cursor warns past 80 tools and the model may not see the rest: 90 tools across the 3 servers in this run (at most 80); this is the first past the limit. Enable fewer tools (turn off unused tools or servers in the client).",
          pointer: "/10",
          line: 192,
          column: 3,
          inputIndex: 2,
          tool: "c_10",
        },
      ],
    },
    {
      name: "129 tools for VS Code and Windsurf",
      input: many("a", 129),
      targets: ["vscode", "windsurf"],
      errors: [
        {
          message:
            "VS Code allows at most 128 tools in a chat request: 129 tools (at most 128); this is the first past the limit. Enable fewer tools (turn off unused tools or servers in the client).",
          pointer: "/128",
        },
        {
          message:
            "Windsurf refuses to enable more than 100 tools: 129 tools (at most 100); this is the first past the limit. Enable fewer tools (turn off unused tools or servers in the client).",
          pointer: "/100",
        },
      ],
    },
    {
      name: "Claude Code name collisions across servers of the same name",
      input: server("files", [tool({ name: "read" })]),
      others: [server("files", [tool({ name: "read" })])],
      targets: ["claude-code"],
      errors: [
        {
          message:
            'Claude Code\'s requests will be rejected ("Tool names must be unique"): `read` becomes `mcp__files__read`, the same name as `read` of another server. Rename one of the tools, or give the servers different names in the client config.',
          pointer: "/tools/0/name",
          inputIndex: 1,
        },
      ],
    },
    {
      // lintRule names inputs `input0`: 13 characters of prefix `mcp__input0__` leave 51 for the tool.
      name: "a name too long with the file's base name as the server's",
      input: [tool({ name: "t".repeat(52) }), tool({ name: "u".repeat(51) })],
      targets: ["claude-code"],
      errors: [
        {
          message:
            "Claude Code's requests will be rejected: `mcp__input0__tttttttttttttttttttttttttttttttttttttttttttttttttttt` is 65 characters long (at most 64). Shorten the tool name (or give the server a shorter name in the client config).",
          pointer: "/0/name",
        },
      ],
    },
    {
      name: "a description Claude Code truncates",
      input: tool({ description: "d".repeat(3000) }),
      targets: ["claude-code"],
      errors: [
        {
          message:
            "Claude Code will cut this description at 2048 characters: the description is 3000 characters long, so the model never reads the end. Shorten it, and put what the model must know first.",
          pointer: "/description",
        },
      ],
    },
    {
      name: "a name that makes Claude Desktop hide the whole server",
      input: tool({ name: "graph.list" }),
      targets: ["claude-desktop"],
      errors: [
        {
          message:
            "Claude Desktop will withhold every tool of this server: the name contains `.` (only `A-Z a-z 0-9 _ -` are allowed) in `graph.list`. Rename the tool to letters, digits, `_` and `-` only, at most 64 characters.",
          pointer: "/name",
        },
      ],
    },
    {
      name: "broken definitions, without throwing",
      input: [null, { name: 1, description: 2 }, { name: "x", inputSchema: { properties: { a: { type: "array" } } } }],
      targets: ["cursor", "vscode", "claude-code", "claude-desktop", "windsurf"],
      errors: [
        {
          message:
            'VS Code will fail the chat request ("tool parameters array type must have items"): an array schema without `items`. Add `items` describing the elements (for example `{"type": "string"}`, or `{}` for any value).',
          pointer: "/2/inputSchema/properties/a",
        },
      ],
    },
  ],
});
