import { describe, expect, it } from "vitest";
import rule from "../../src/rules/definition-changed.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

function drift(before: unknown, after: unknown) {
  return lintRule(rule, after, { baseline: before, severity: "warning" }).map((f) => ({ kind: f.data?.kind, pointer: f.pointer }));
}

const schema = { type: "object", properties: { path: { type: "string", description: "Directory to list." } }, required: ["path"] };

interface Case {
  name: string;
  before: unknown;
  after: unknown;
  expected: Array<{ kind: string; pointer: string }>;
}

const cases: Case[] = [
  {
    name: "a description changed",
    before: [tool()],
    after: [tool({ description: "List the files and folders in a directory of the workspace. Use it before reading a file whose path you do not know." })],
    expected: [{ kind: "description-changed", pointer: "/0/description" }],
  },
  {
    name: "a description removed points at the tool",
    before: [tool()],
    after: [tool({ description: undefined })].map(({ description: _, ...rest }) => rest),
    expected: [{ kind: "description-changed", pointer: "/0" }],
  },
  { name: "a title added", before: [tool()], after: [tool({ title: "List files" })], expected: [{ kind: "title-changed", pointer: "/0/title" }] },
  {
    name: "an annotation title changed",
    before: [tool({ annotations: { readOnlyHint: true, title: "List files" } })],
    after: [tool({ annotations: { readOnlyHint: true, title: "List files and folders" } })],
    expected: [{ kind: "annotation-changed", pointer: "/0/annotations/title" }],
  },
  {
    name: "a hint changed in the safe direction (read-only now)",
    before: [tool({ annotations: { readOnlyHint: false } })],
    after: [tool({ annotations: { readOnlyHint: true } })],
    expected: [{ kind: "annotation-changed", pointer: "/0/annotations/readOnlyHint" }],
  },
  {
    name: "annotations added where there were none",
    before: [tool({ annotations: undefined })],
    after: [tool({ annotations: { readOnlyHint: true, openWorldHint: false } })],
    expected: [
      { kind: "annotation-changed", pointer: "/0/annotations/readOnlyHint" },
      { kind: "annotation-changed", pointer: "/0/annotations/openWorldHint" },
    ],
  },
  {
    name: "twin: hints spelled out at their defaults say nothing new",
    before: [tool({ annotations: undefined })],
    after: [tool({ annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } })],
    expected: [],
  },
  {
    name: "twin: readOnlyHint true to false is breaking-change's finding, not drift",
    before: [tool({ annotations: { readOnlyHint: true } })],
    after: [tool({ annotations: { readOnlyHint: false } })],
    expected: [],
  },
  {
    name: "a parameter description changed",
    before: [tool({ inputSchema: schema })],
    after: [tool({ inputSchema: { ...schema, properties: { path: { type: "string", description: "Directory to list, relative to the workspace." } } } })],
    expected: [{ kind: "schema-description-changed", pointer: "/0/inputSchema/properties/path/description" }],
  },
  {
    name: "a nested parameter title added",
    before: [tool({ inputSchema: { type: "object", properties: { opts: { type: "object", properties: { depth: { type: "integer" } } } } } })],
    after: [tool({ inputSchema: { type: "object", properties: { opts: { type: "object", properties: { depth: { type: "integer", title: "Depth" } } } } } })],
    expected: [{ kind: "schema-title-changed", pointer: "/0/inputSchema/properties/opts/properties/depth/title" }],
  },
  {
    name: "twin: a described parameter moved into $defs keeps its description",
    before: [tool({ inputSchema: schema })],
    after: [
      tool({
        inputSchema: {
          type: "object",
          properties: { path: { $ref: "#/$defs/Path" } },
          required: ["path"],
          $defs: { Path: { type: "string", description: "Directory to list." } },
        },
      }),
    ],
    expected: [],
  },
  { name: "twin: nothing changed", before: [tool()], after: { tools: [tool()] }, expected: [] },
  {
    name: "twin: only the schema's constraints changed",
    before: [tool({ inputSchema: schema })],
    after: [tool({ inputSchema: { ...schema, properties: { path: { type: "string", description: "Directory to list.", maxLength: 10 } } } })],
    expected: [],
  },
];

describe("definition-changed", () => {
  for (const c of cases) {
    it(c.name, () => {
      expect(drift(c.before, c.after)).toEqual(c.expected);
    });
  }

  it("shows a compact word diff and the baseline pointer", () => {
    const [finding] = lintRule(
      rule,
      [tool({ description: "List the files and folders in a directory of the workspace. Use it before reading a file whose path you do not know." })],
      {
        baseline: { tools: [tool()] },
      },
    );
    expect(finding).toMatchObject({
      ruleId: "definition-changed",
      tool: "list_files",
      data: { change: "drift", kind: "description-changed", baselinePointer: "/tools/0/description" },
    });
    expect(finding!.message).toBe(
      "The description of tool `list_files` changed since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: List the files {+and folders+} in a directory …",
    );
  });

  it("makes hidden characters visible in the diff", () => {
    const [finding] = lintRule(rule, [tool({ description: "List the files\u200b in a directory." })], {
      baseline: [tool({ description: "List the files in a directory." })],
    });
    expect(finding!.message).toContain("[-files-] {+files\\u{200B}+}");
  });

  it("does nothing without a baseline", () => {
    expect(lintRule(rule, [tool({ description: "Changed." })])).toEqual([]);
  });

  it("reports a tool added since the baseline at info (breaking-change does not: it breaks no caller)", () => {
    const findings = lintRule(rule, { tools: [tool(), tool({ name: "read_file" })] }, { baseline: { tools: [tool()] }, severity: "warning" });
    expect(findings.map((f) => [f.data?.kind, f.severity, f.pointer])).toEqual([["tool-added", "info", "/tools/1"]]);
  });
});
