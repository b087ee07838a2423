// The rules that read the protocol version, on inputs whose version is not known: inferred as a
// range (a field is known when some version defines it; a requirement applies only when every
// version has it) or version-neutral (every version at once).
import { describe, expect, it } from "vitest";
import listShape from "../../src/rules/list-shape.js";
import outputSchemaObject from "../../src/rules/output-schema-object.js";
import toolShape from "../../src/rules/tool-shape.js";
import toolUnknownField from "../../src/rules/tool-unknown-field.js";
import annotationsPresent from "../../src/rules/annotations-present.js";
import xMcpHeaderValid from "../../src/rules/x-mcp-header-valid.js";
import toolNameFormat from "../../src/rules/tool-name-format.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const plain = { name: "get_time", description: "Get the current time in a time zone.", inputSchema: { type: "object", properties: {} } };
/** Fields of two eras: `execution` (2025-11-25 only) and the 2026-07-28 result fields. */
const mixed = (tools: unknown[], extra: Record<string, unknown> = {}) => ({ tools, resultType: "complete", ttlMs: 0, cacheScope: "public", ...extra });

describe("version-neutral and inferred ranges", () => {
  it("tool-unknown-field: fields of either era are known; a field no version defines is reported", () => {
    expect(lintRule(toolUnknownField, mixed([{ ...plain, execution: {}, icons: [] }]))).toEqual([]);
    expect(lintRule(toolUnknownField, mixed([{ ...plain, execution: {}, inputschema: {} }])).map((f) => f.pointer)).toEqual(["/tools/0/inputschema"]);
    // Under one version the other era's field is unknown: the rule is on, not blind.
    expect(lintRule(toolUnknownField, { tools: [{ ...plain, execution: {} }] }, { protocol: "2026-07-28" })).toHaveLength(1);
  });

  it("tool-shape: a field some version defines still has its type checked", () => {
    expect(lintRule(toolShape, mixed([{ ...plain, execution: { taskSupport: "sometimes" } }])).map((f) => f.pointer)).toEqual([
      "/tools/0/execution/taskSupport",
    ]);
  });

  it("list-shape: the 2026-07-28 fields are not demanded in doubt, but those present are checked", () => {
    expect(lintRule(listShape, { tools: [{ ...plain, execution: {} }], resultType: "complete" })).toEqual([]);
    expect(lintRule(listShape, mixed([{ ...plain, execution: {} }], { ttlMs: -1 })).map((f) => f.pointer)).toEqual(["/ttlMs"]);
    // Inferred as 2026-07-28 from one of them: the others are owed.
    expect(lintRule(listShape, { tools: [plain], resultType: "complete" }).map((f) => f.pointer)).toEqual([""]);
  });

  it("output-schema-object: a non-object root is reported only when no possible version allows it", () => {
    const arrayOutput = { ...plain, outputSchema: { type: "array" } };
    // `outputSchema` alone: 2025-06-18 or later, and 2026-07-28 allows any schema.
    expect(lintRule(outputSchemaObject, [arrayOutput])).toEqual([]);
    // With `execution`: 2025-11-25 exactly, which requires "object".
    expect(lintRule(outputSchemaObject, [{ ...arrayOutput, execution: {} }]).map((f) => f.pointer)).toEqual(["/0/outputSchema/type"]);
    // A non-object `outputSchema` is wrong in every version.
    expect(lintRule(outputSchemaObject, [{ ...plain, outputSchema: null }]).map((f) => f.pointer)).toEqual(["/0/outputSchema"]);
  });

  it("annotations-present: advice that stands unless the server is known to predate annotations", () => {
    expect(lintRule(annotationsPresent, { tools: [plain] })).toHaveLength(1);
    expect(lintRule(annotationsPresent, { protocolVersion: "2024-11-05", tools: [plain] })).toEqual([]);
  });

  it("x-mcp-header-valid: a 2026-07-28 check, silent when the fields mix eras", () => {
    const header = (value: unknown) => ({ ...plain, inputSchema: { type: "object", properties: { r: { type: "object", "x-mcp-header": value } } } });
    expect(lintRule(xMcpHeaderValid, [header("Region")]).map((f) => f.pointer)).toEqual(["/0/inputSchema/properties/r/x-mcp-header"]);
    expect(lintRule(xMcpHeaderValid, [{ ...header("Region"), execution: {} }])).toEqual([]);
  });

  it("tool-name-format: the 2025-11-25 format is not demanded in doubt; whitespace always is", () => {
    expect(lintRule(toolNameFormat, [{ ...plain, name: "repo/list" }])).toEqual([]);
    expect(lintRule(toolNameFormat, [{ ...plain, name: "repo/list", execution: {} }])).toHaveLength(1);
    expect(lintRule(toolNameFormat, [{ ...plain, name: "get time" }])).toHaveLength(1);
  });

  it("the table helper's tool with `execution` is inferred as 2025-11-25, where `execution` is known", () => {
    expect(lintRule(toolUnknownField, [tool({ execution: {} })])).toEqual([]);
  });
});
