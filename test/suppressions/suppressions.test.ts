import { describe, expect, it } from "vitest";
import { runRules } from "../../src/engine/run.js";
import type { Finding, ToolList } from "../../src/core/model/types.js";
import toolNameUnique from "../../src/rules/tool-name-unique.js";
import breakingChange from "../../src/rules/breaking-change.js";
import {
  applySuppressionFile,
  buildSuppressionFile,
  describeUnused,
  findingLocator,
  formatSuppressionFile,
  parseSuppressionFile,
  pruneSuppressionFile,
  DEFAULT_SUPPRESSION_REASON,
  type SuppressionFile,
} from "../../src/pipeline/suppressions/index.js";
import { toList, tool } from "../helpers/lint-rule.js";

/** Runs real rules over named inputs, the way the CLI does, and returns what the suppressions need. */
function lint(
  inputs: Array<[string, unknown]>,
  baseline?: unknown,
): { findings: Finding[]; lists: Map<number, ToolList>; inputs: Array<{ index: number; name: string }> } {
  const lists = new Map(inputs.map(([, value], index) => [index, toList(value)]));
  const result = runRules(
    inputs.map(([name], index) => ({ info: { index, name, kind: "file" as const }, list: lists.get(index)! })),
    {
      rules: [
        { rule: toolNameUnique, severity: "error", options: {} },
        { rule: breakingChange, severity: "error", options: {} },
      ],
      ...(baseline !== undefined ? { baseline: toList(baseline) } : {}),
    },
  );
  expect(result.failures).toEqual([]);
  return { findings: result.findings, lists, inputs: inputs.map(([name], index) => ({ index, name })) };
}

const dup = (description: string) => tool({ name: "search", description });
/** Two tools named `search`: tool-name-unique flags the second at `/tools/N/name`. */
const before = { tools: [dup("Search issues by text."), dup("Search pull requests by text.")] };
/** The same server with a tool inserted above: the finding moved to `/tools/2/name`. */
const after = { tools: [tool(), dup("Search issues by text."), dup("Search pull requests by text.")] };

describe("bulk suppressions", () => {
  it("writes logical keys: input, tool name, pointer relative to the tool, with counts, sorted", () => {
    const run = lint([
      ["b.json", before],
      ["a.json", { tools: [dup("x"), dup("y"), dup("z")] }],
    ]);
    const file = buildSuppressionFile(run.findings, findingLocator(run), { reason: "Legacy names; renaming breaks callers." });
    expect(file).toEqual({
      version: 1,
      suppressions: [
        { input: "a.json", tool: "search", rule: "tool-name-unique", pointer: "/name", count: 2, reason: "Legacy names; renaming breaks callers." },
        { input: "b.json", tool: "search", rule: "tool-name-unique", pointer: "/name", count: 1, reason: "Legacy names; renaming breaks callers." },
      ],
    });
  });

  it("is stable: the same findings in any order give the same bytes, with no timestamps", () => {
    const run = lint([
      ["b.json", before],
      ["a.json", { tools: [dup("x"), dup("y"), dup("z")] }],
    ]);
    const locate = findingLocator(run);
    const once = formatSuppressionFile(buildSuppressionFile(run.findings, locate, { reason: "r" }));
    const again = formatSuppressionFile(buildSuppressionFile([...run.findings].reverse(), locate, { reason: "r" }));
    expect(again).toBe(once);
    expect(once).toBe(
      `{
  "version": 1,
  "suppressions": [
    {
      "input": "a.json",
      "tool": "search",
      "rule": "tool-name-unique",
      "pointer": "/name",
      "count": 2,
      "reason": "r"
    },
    {
      "input": "b.json",
      "tool": "search",
      "rule": "tool-name-unique",
      "pointer": "/name",
      "count": 1,
      "reason": "r"
    }
  ]
}
`,
    );
    const parsed = parseSuppressionFile(once, "s.json");
    expect(parsed).toEqual({ ok: true, file: buildSuppressionFile(run.findings, locate, { reason: "r" }) });
  });

  it("still matches a finding whose pointer moved because a tool was inserted above it", () => {
    const old = lint([["tools.json", before]]);
    expect(old.findings.map((f) => f.pointer)).toEqual(["/tools/1/name"]);
    const file = buildSuppressionFile(old.findings, findingLocator(old), { reason: "r" });

    const now = lint([["tools.json", after]]);
    expect(now.findings.map((f) => f.pointer)).toEqual(["/tools/2/name"]);
    const outcome = applySuppressionFile(file, now.findings, findingLocator(now));
    expect(outcome).toEqual({ kept: [], suppressed: now.findings, unused: [] });
  });

  it("fails only on findings beyond an entry's count (new ones) and on findings not in the file", () => {
    const old = lint([["tools.json", before]]);
    const file = buildSuppressionFile(old.findings, findingLocator(old), { reason: "r" });
    const now = lint([["tools.json", { tools: [...before.tools, dup("Search commits by text.")] }]]);
    expect(now.findings.map((f) => f.pointer)).toEqual(["/tools/1/name", "/tools/2/name"]);
    const outcome = applySuppressionFile(file, now.findings, findingLocator(now));
    expect(outcome.suppressed.map((f) => f.pointer)).toEqual(["/tools/1/name"]);
    expect(outcome.kept.map((f) => f.pointer)).toEqual(["/tools/2/name"]);
    expect(applySuppressionFile(file, lint([["other.json", before]]).findings, findingLocator(lint([["other.json", before]]))).kept).toHaveLength(1);
  });

  it("reports entries that match fewer findings, and pruning shrinks the file to what still matches", () => {
    const old = lint([
      ["a.json", { tools: [dup("x"), dup("y"), dup("z")] }],
      ["b.json", before],
    ]);
    const file = buildSuppressionFile(old.findings, findingLocator(old), { reason: "r" });
    // a.json fixed one duplicate, b.json fixed its only one.
    const now = lint([
      ["a.json", { tools: [dup("x"), dup("y")] }],
      ["b.json", { tools: [dup("x")] }],
    ]);
    const outcome = applySuppressionFile(file, now.findings, findingLocator(now));
    expect(outcome.kept).toEqual([]);
    expect(outcome.unused).toEqual([
      { entry: file.suppressions[0], matched: 1 },
      { entry: file.suppressions[1], matched: 0 },
    ]);
    expect(outcome.unused.map(describeUnused)).toEqual([
      "Bulk suppression of `tool-name-unique` for tool `search` at `/name` in `a.json` matched 1 of 2 findings: lower its count to 1 so the file only shrinks.",
      "Bulk suppression of `tool-name-unique` for tool `search` at `/name` in `b.json` matched 0 of 1 finding: remove the entry so the file only shrinks.",
    ]);
    const pruned = pruneSuppressionFile(file, outcome.unused);
    expect(pruned.suppressions).toEqual([{ ...file.suppressions[0], count: 1 }]);
    expect(applySuppressionFile(pruned, now.findings, findingLocator(now)).unused).toEqual([]);
  });

  it("keeps hand-written reasons when the file is regenerated", () => {
    const run = lint([["tools.json", before]]);
    const locate = findingLocator(run);
    const first = buildSuppressionFile(run.findings, locate, { reason: "" });
    expect(first.suppressions[0]!.reason).toBe(DEFAULT_SUPPRESSION_REASON);
    const edited: SuppressionFile = { ...first, suppressions: [{ ...first.suppressions[0]!, reason: "Kept for the v1 clients." }] };
    const moved = lint([["tools.json", after]]);
    expect(buildSuppressionFile(moved.findings, findingLocator(moved), { reason: "new", previous: edited }).suppressions[0]!.reason).toBe(
      "Kept for the v1 clients.",
    );
  });

  it("keys findings outside any tool by their pointer in the input (a removed tool, list-level findings)", () => {
    const run = lint([["tools.json", { tools: [tool()] }]], { tools: [tool(), dup("Search issues by text.")] });
    expect(buildSuppressionFile(run.findings, findingLocator(run), { reason: "r" }).suppressions).toEqual([
      { input: "tools.json", tool: "search", rule: "breaking-change", pointer: "/tools", count: 1, reason: "r" },
    ]);
  });

  it("keys a finding in an unnamed tool by its absolute pointer (nothing else is stable)", () => {
    const list = toList([{ description: "x" }]);
    const finding: Finding = { ruleId: "tool-shape", severity: "error", message: "m", tool: undefined, pointer: "/0/name", inputIndex: 0 };
    const locate = findingLocator({ inputs: [{ index: 0, name: "t.json" }], lists: new Map([[0, list]]) });
    expect(locate(finding)).toEqual({ input: "t.json", rule: "tool-shape", pointer: "/0/name" });
  });

  it("never records or suppresses parse-error (an input that did not parse was not linted)", () => {
    const parseError: Finding = { ruleId: "parse-error", severity: "error", message: "m", tool: undefined, pointer: "", inputIndex: 0 };
    const locate = findingLocator({ inputs: [{ index: 0, name: "bad.json" }], lists: new Map() });
    expect(buildSuppressionFile([parseError], locate, { reason: "r" }).suppressions).toEqual([]);
    const file: SuppressionFile = { version: 1, suppressions: [{ input: "bad.json", rule: "parse-error", pointer: "", count: 1, reason: "r" }] };
    expect(applySuppressionFile(file, [parseError], locate).kept).toEqual([parseError]);
  });

  it.each([
    ["{", "s.json:1:2: not valid JSON"],
    ["[]", "s.json: expected an object with `version` and `suppressions`"],
    ['{"version": 2, "suppressions": []}', "s.json: /version: unsupported version 2; this linter reads version 1"],
    ['{"version": 1, "suppressions": [], "generated": "2026-01-01"}', "s.json: unknown key `generated` (expected `version` and `suppressions`)"],
    ['{"version": 1, "suppressions": {}}', "s.json: /suppressions: must be an array"],
    [
      '{"version": 1, "suppressions": [{"input": "a", "rule": "r", "pointer": "/x", "count": 0, "reason": "y"}]}',
      "s.json: /suppressions/0: `count` must be a positive integer",
    ],
    [
      '{"version": 1, "suppressions": [{"input": "a", "rule": "r", "pointer": "/x", "count": 1, "reason": " "}]}',
      "s.json: /suppressions/0: `reason` must say why the findings are accepted",
    ],
    [
      '{"version": 1, "suppressions": [{"input": "a", "rule": "r", "pointer": "x", "count": 1, "reason": "y"}]}',
      's.json: /suppressions/0: `pointer` must be a JSON Pointer (`""` or starting with `/`)',
    ],
    [
      '{"version": 1, "suppressions": [{"input": "a", "rule": "r", "pointer": "", "count": 1, "reason": "y", "line": 3}]}',
      "s.json: /suppressions/0: unknown key `line`",
    ],
    [
      '{"version": 1, "suppressions": [{"input": "a", "rule": "r", "pointer": "", "count": 1, "reason": "y"}, {"input": "a", "rule": "r", "pointer": "", "count": 2, "reason": "z"}]}',
      "s.json: /suppressions/1: repeats the entry at /suppressions/0 (same input, tool, rule and pointer); merge them and add the counts",
    ],
  ])("rejects %s with one line", (text, error) => {
    const parsed = parseSuppressionFile(text, "s.json");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.startsWith(error)).toBe(true);
      expect(parsed.error).not.toContain("\n");
    }
  });
});
