import rule from "../../src/rules/definition-changed.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const schema = { type: "object", properties: { path: { type: "string", description: "Directory to list." } }, required: ["path"] };
const { description: _, ...undescribed } = tool();
const longer = "List the files and folders in a directory of the workspace. Use it before reading a file whose path you do not know.";

ruleTester(rule).run({
  valid: [
    { name: "no baseline", input: [tool({ description: "Changed." })] },
    { name: "nothing changed", input: { tools: [tool()] }, baseline: [tool()], severity: "warning" },
    {
      name: "hints spelled out at their defaults say nothing new",
      input: [tool({ annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } })],
      baseline: [tool({ annotations: undefined })],
      severity: "warning",
    },
    {
      name: "readOnlyHint true to false is breaking-change's finding, not drift",
      input: [tool({ annotations: { readOnlyHint: false } })],
      baseline: [tool({ annotations: { readOnlyHint: true } })],
      severity: "warning",
    },
    {
      name: "a described parameter moved into $defs keeps its description",
      input: [
        tool({
          inputSchema: {
            type: "object",
            properties: { path: { $ref: "#/$defs/Path" } },
            required: ["path"],
            $defs: { Path: { type: "string", description: "Directory to list." } },
          },
        }),
      ],
      baseline: [tool({ inputSchema: schema })],
      severity: "warning",
    },
    {
      name: "only the schema's constraints changed",
      input: [tool({ inputSchema: { ...schema, properties: { path: { type: "string", description: "Directory to list.", maxLength: 10 } } } })],
      baseline: [tool({ inputSchema: schema })],
      severity: "warning",
    },
  ],
  invalid: [
    {
      name: "a description changed, with a compact word diff and the baseline pointer",
      input: [tool({ description: longer })],
      baseline: { tools: [tool()] },
      errors: [
        {
          message:
            "The description of tool `list_files` changed since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: List the files {+and folders+} in a directory …",
          pointer: "/0/description",
          line: 4,
          column: 5,
          severity: "error",
          tool: "list_files",
          data: { change: "drift", kind: "description-changed", baselinePointer: "/tools/0/description" },
        },
      ],
    },
    {
      name: "a description changed, against a bare array",
      input: [tool({ description: longer })],
      baseline: [tool()],
      severity: "warning",
      errors: [
        {
          message:
            "The description of tool `list_files` changed since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: List the files {+and folders+} in a directory …",
          pointer: "/0/description",
          severity: "warning",
          data: { kind: "description-changed" },
        },
      ],
    },
    {
      name: "a description removed, at the tool",
      input: [undescribed],
      baseline: [tool()],
      severity: "warning",
      errors: [
        {
          message:
            "The description of tool `list_files` was removed since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: [-List the files in a directory of the workspace. Use it before reading a file whose path you do not know.-]",
          pointer: "/0",
          severity: "warning",
          data: { kind: "description-changed" },
        },
      ],
    },
    {
      name: "a title added",
      input: [tool({ title: "List files" })],
      baseline: [tool()],
      severity: "warning",
      errors: [
        {
          message:
            "The title of tool `list_files` was added since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: {+List files+}",
          pointer: "/0/title",
          severity: "warning",
          data: { kind: "title-changed" },
        },
      ],
    },
    {
      name: "a description added",
      input: [tool()],
      baseline: [undescribed],
      severity: "warning",
      errors: [
        {
          message:
            "The description of tool `list_files` was added since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: {+List the files in a directory of the workspace. Use it before reading a file whose path you do not know.+}",
          pointer: "/0/description",
          severity: "warning",
          data: { kind: "description-changed" },
        },
      ],
    },
    {
      name: "a title removed",
      input: [tool()],
      baseline: [tool({ title: "List files" })],
      severity: "warning",
      errors: [
        {
          message:
            "The title of tool `list_files` was removed since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: [-List files-]",
          pointer: "/0",
          severity: "warning",
          data: { kind: "title-changed" },
        },
      ],
    },
    {
      name: "an annotation title changed",
      input: [tool({ annotations: { readOnlyHint: true, title: "List files and folders" } })],
      baseline: [tool({ annotations: { readOnlyHint: true, title: "List files" } })],
      severity: "warning",
      errors: [
        {
          message:
            "Annotation `title` of tool `list_files` changed since the baseline; clients show annotations and decide on confirmation by them, so review it, then refresh the baseline: List files {+and folders+}",
          pointer: "/0/annotations/title",
          severity: "warning",
          data: { kind: "annotation-changed" },
        },
      ],
    },
    {
      name: "a hint changed in the safe direction (read-only now)",
      input: [tool({ annotations: { readOnlyHint: true } })],
      baseline: [tool({ annotations: { readOnlyHint: false } })],
      severity: "warning",
      errors: [
        {
          message:
            "Annotation `readOnlyHint` of tool `list_files` changed since the baseline; clients show annotations and decide on confirmation by them, so review it, then refresh the baseline: false → true",
          pointer: "/0/annotations/readOnlyHint",
          severity: "warning",
          data: { kind: "annotation-changed" },
        },
      ],
    },
    {
      name: "annotations added where there were none",
      input: [tool({ annotations: { readOnlyHint: true, openWorldHint: false } })],
      baseline: [tool({ annotations: undefined })],
      severity: "warning",
      errors: [
        {
          message:
            "Annotation `readOnlyHint` of tool `list_files` changed since the baseline; clients show annotations and decide on confirmation by them, so review it, then refresh the baseline: false → true",
          pointer: "/0/annotations/readOnlyHint",
          severity: "warning",
          data: { kind: "annotation-changed" },
        },
        {
          message:
            "Annotation `openWorldHint` of tool `list_files` changed since the baseline; clients show annotations and decide on confirmation by them, so review it, then refresh the baseline: true → false",
          pointer: "/0/annotations/openWorldHint",
          severity: "warning",
          data: { kind: "annotation-changed" },
        },
      ],
    },
    {
      name: "a parameter description changed",
      input: [tool({ inputSchema: { ...schema, properties: { path: { type: "string", description: "Directory to list, relative to the workspace." } } } })],
      baseline: [tool({ inputSchema: schema })],
      severity: "warning",
      errors: [
        {
          message:
            "The `description` of parameter `path` changed since the baseline, so the model reads other text than was reviewed; review it, then refresh the baseline: Directory to [-list.-] {+list, relative to the workspace.+}",
          pointer: "/0/inputSchema/properties/path/description",
          line: 10,
          column: 11,
          severity: "warning",
          data: { kind: "schema-description-changed" },
        },
      ],
    },
    {
      name: "a nested parameter title added",
      input: [tool({ inputSchema: { type: "object", properties: { opts: { type: "object", properties: { depth: { type: "integer", title: "Depth" } } } } } })],
      baseline: [tool({ inputSchema: { type: "object", properties: { opts: { type: "object", properties: { depth: { type: "integer" } } } } } })],
      severity: "warning",
      errors: [
        {
          message:
            "The `title` of parameter `opts.depth` changed since the baseline, so the model reads other text than was reviewed; review it, then refresh the baseline: {+Depth+}",
          pointer: "/0/inputSchema/properties/opts/properties/depth/title",
          severity: "warning",
          data: { kind: "schema-title-changed" },
        },
      ],
    },
    {
      name: "hidden characters made visible in the diff",
      input: [tool({ description: "List the files\u200b in a directory." })],
      baseline: [tool({ description: "List the files in a directory." })],
      errors: [
        {
          message:
            "The description of tool `list_files` changed since the baseline, so what a user approved is no longer what the model reads; review it, then refresh the baseline: List the [-files-] {+files\\u{200B}+} in a directory.",
          pointer: "/0/description",
        },
      ],
    },
    // breaking-change does not report it: it breaks no caller.
    {
      name: "a tool added since the baseline, at info",
      input: { tools: [tool(), tool({ name: "read_file" })] },
      baseline: { tools: [tool()] },
      severity: "warning",
      errors: [
        {
          message: "Tool `read_file` was added. Existing callers keep working; review what it can do before approving it.",
          pointer: "/tools/1",
          severity: "info",
          data: { kind: "tool-added" },
        },
      ],
    },
  ],
});
