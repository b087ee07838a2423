// The protocol version each input is checked under, and why, through the built CLI: the flag and
// the config, a version recorded where captures keep it, one inferred from the fields, else
// version-neutral; and every output format says which one was used.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, SPEC, runCli, tempDir } from "../helpers/cli.js";
import { sarifValidator } from "../helpers/sarif.js";
import { PROTOCOL_VERSIONS } from "../../src/core/model/protocol.js";
import { ALL_TOOL_FIELDS, toolFieldAvailability, isToolField } from "../../src/core/spec/tool-fields.js";
import { CACHEABLE_RESULT_FIELDS, CACHEABLE_RESULT_SINCE } from "../../src/core/spec/list-result.js";

const schema = { type: "object", properties: { city: { type: "string", description: "City name." } } };
const base = { name: "get_weather", description: "Get the current weather for a city. Use it when the user asks about weather.", inputSchema: schema };
/** What the TypeScript SDK's 2025-11-25 servers send: `execution` on every tool, no version anywhere. */
const sdk20251125 = {
  tools: [
    { ...base, execution: { taskSupport: "forbidden" } },
    { ...base, name: "get_forecast", execution: { taskSupport: "forbidden" } },
  ],
};
const handshake = { protocolVersion: "2025-03-26", capabilities: { tools: {} }, serverInfo: { name: "weather", version: "1.0.0" } };

const FILES: Record<string, unknown> = {
  "root.json": { protocolVersion: "2025-06-18", tools: [base] },
  "server-info.json": { serverInfo: { name: "weather", version: "1", protocolVersion: "2025-03-26" }, tools: [base] },
  "initialize.json": { initialize: handshake, tools: [base] },
  "any-key.json": { captured: { jsonrpc: "2.0", id: 0, result: handshake }, tools: [base] },
  "transcript.json": [
    { jsonrpc: "2.0", id: 0, result: { ...handshake, protocolVersion: "2025-11-25" } },
    { jsonrpc: "2.0", id: 1, result: { tools: [base] } },
  ],
  "execution.json": sdk20251125,
  "icons.json": [{ ...base, icons: [{ src: "https://example.com/i.png" }] }],
  "title.json": [{ ...base, title: "Weather" }],
  "output-schema.json": [{ ...base, outputSchema: { type: "object" } }],
  "meta.json": [{ ...base, _meta: { "com.example/x": 1 } }],
  "annotations.json": [{ ...base, annotations: { readOnlyHint: true } }],
  "result-type.json": { tools: [base], resultType: "complete", ttlMs: 0, cacheScope: "public" },
  "header.json": [{ ...base, inputSchema: { type: "object", properties: { region: { type: "string", description: "Region.", "x-mcp-header": "Region" } } } }],
  "mixed.json": { tools: sdk20251125.tools, resultType: "complete", ttlMs: 0, cacheScope: "public" },
  "mixed-header.json": [{ ...base, execution: {}, inputSchema: { type: "object", properties: { region: { type: "string", "x-mcp-header": "Region" } } } }],
  "nothing.json": { tools: [base] },
  "unknown.json": { protocolVersion: "2099-01-01", tools: [{ ...base, title: "Weather" }] },
};

function dirWith(files: Record<string, unknown>, config = "{}"): string {
  return tempDir({
    ...Object.fromEntries(Object.entries(files).map(([name, value]) => [name, JSON.stringify(value, null, 2)])),
    "mcp-tool-lint.config.json": config,
  });
}

function jsonRun(args: string[], cwd: string) {
  const run = runCli([...args, "-f", "json"], { cwd });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as {
    inputs: Array<{ name: string; protocolVersion: string | null; protocol: { version: string | null; versions: string[]; source: string; evidence: string } }>;
    findings: Array<{ ruleId: string }>;
  };
}

describe("the protocol version of each input", () => {
  const dir = dirWith(FILES);
  const output = jsonRun([...Object.keys(FILES), "--select", "tool-unknown-field"], dir);
  const protocolOf = (name: string) => output.inputs.find((input) => input.name === name)!.protocol;
  const from = (first: string) => PROTOCOL_VERSIONS.slice(PROTOCOL_VERSIONS.indexOf(first as never));

  it.each([
    ["root.json", "2025-06-18", "`protocolVersion` recorded at /protocolVersion"],
    ["server-info.json", "2025-03-26", "`protocolVersion` recorded at /serverInfo/protocolVersion"],
    ["initialize.json", "2025-03-26", "`protocolVersion` recorded at /initialize/protocolVersion"],
    ["any-key.json", "2025-03-26", "`protocolVersion` recorded at /captured/result/protocolVersion"],
    ["transcript.json", "2025-11-25", "`protocolVersion` recorded at /0/result/protocolVersion"],
  ])("%s: recorded %s", (name, version, evidence) => {
    expect(protocolOf(name)).toEqual({ version, versions: [version], source: "recorded", evidence });
  });

  it("a snapshot: recorded at its root", () => {
    const snapshot = jsonRun([join(FIXTURES, "shapes/snapshot.json")], dir).inputs[0]!;
    expect(snapshot.protocolVersion).toBe("2025-06-18");
    expect(snapshot.protocol).toMatchObject({ version: "2025-06-18", source: "recorded" });
  });

  it.each([
    ["execution.json", ["2025-11-25"], "inferred as 2025-11-25 from `execution` at /tools/0/execution (only in 2025-11-25)"],
    ["icons.json", from("2025-11-25"), "inferred as 2025-11-25 or later from `icons` at /0/icons (2025-11-25 and later)"],
    ["title.json", from("2025-06-18"), "inferred as 2025-06-18 or later from `title` at /0/title (2025-06-18 and later)"],
    ["output-schema.json", from("2025-06-18"), "inferred as 2025-06-18 or later from `outputSchema` at /0/outputSchema (2025-06-18 and later)"],
    ["meta.json", from("2025-06-18"), "inferred as 2025-06-18 or later from `_meta` at /0/_meta (2025-06-18 and later)"],
    ["annotations.json", from("2025-03-26"), "inferred as 2025-03-26 or later from `annotations` at /0/annotations (2025-03-26 and later)"],
    ["result-type.json", ["2026-07-28"], "inferred as 2026-07-28 from `resultType` at /resultType (2026-07-28 and later)"],
    ["header.json", ["2026-07-28"], "inferred as 2026-07-28 from `x-mcp-header` at /0/inputSchema/properties/region/x-mcp-header (2026-07-28 and later)"],
  ])("%s: inferred from the fields", (name, versions, evidence) => {
    expect(protocolOf(name)).toEqual({ version: versions.length === 1 ? versions[0] : null, versions, source: "inferred", evidence });
    expect(output.inputs.find((input) => input.name === name)!.protocolVersion).toBe(versions.length === 1 ? versions[0] : null);
  });

  it.each([
    [
      "mixed.json",
      "fields of different versions: `resultType` at /resultType (2026-07-28 and later) and `execution` at /tools/0/execution (only in 2025-11-25)",
    ],
    [
      "mixed-header.json",
      "fields of different versions: `x-mcp-header` at /0/inputSchema/properties/region/x-mcp-header (2026-07-28 and later) and `execution` at /0/execution (only in 2025-11-25)",
    ],
    ["nothing.json", "no version recorded, and no field that only some versions define"],
  ])("%s: version-neutral", (name, evidence) => {
    expect(protocolOf(name)).toEqual({ version: null, versions: [...PROTOCOL_VERSIONS], source: "neutral", evidence });
  });

  it("a recorded version it does not know: says so, and infers from the fields", () => {
    expect(protocolOf("unknown.json")).toMatchObject({ source: "inferred", versions: from("2025-06-18") });
    expect(protocolOf("unknown.json").evidence).toMatch(/^the recorded version "2099-01-01" is not one this linter knows; inferred as 2025-06-18 or later/);
  });

  it("--protocol outranks a recorded version, and the config's `protocol` outranks the fields", () => {
    const flagged = jsonRun(["root.json", "--protocol", "2025-11-25"], dir).inputs[0]!;
    expect(flagged.protocol).toEqual({ version: "2025-11-25", versions: ["2025-11-25"], source: "flag", evidence: "set by --protocol" });
    const configured = jsonRun(["execution.json"], dirWith({ "execution.json": sdk20251125 }, '{"protocol": "2026-07-28"}')).inputs[0]!;
    expect(configured.protocol).toMatchObject({ version: "2026-07-28", source: "config", evidence: "set by the config's `protocol`" });
  });

  it("regression: a 2025-11-25 SDK list with `execution` and no version draws no tool-unknown-field", () => {
    const findings = output.findings.filter((f) => f.ruleId === "tool-unknown-field");
    expect(findings).toEqual([]);
    // …and still does under a version that has no `execution`, which proves the rule was on.
    expect(jsonRun(["execution.json", "--select", "tool-unknown-field", "--protocol", "2026-07-28"], dir).findings).toHaveLength(2);
  });

  it("version-neutral: a field some version defines is not unknown; one no version defines is", () => {
    const neutral = dirWith({
      "t.json": { tools: [{ ...base, execution: {}, icons: [], inputschema: {} }], resultType: "complete", ttlMs: 0, cacheScope: "public" },
    });
    const run = runCli(["t.json", "--select", "tool-unknown-field", "-f", "json"], { cwd: neutral });
    const findings = JSON.parse(run.stdout).findings as Array<{ pointer: string; message: string }>;
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/inputschema"]);
    expect(findings[0]!.message).toContain("not a Tool field in any protocol version");
  });
});

describe("every output format says which version was used and why", () => {
  const dir = dirWith({ "execution.json": sdk20251125, "nothing.json": { tools: [{ ...base, name: "get_weather!" }] } });
  const run = (format: string, files = ["execution.json", "nothing.json"]) =>
    runCli([...files, "--select", "tool-name-format,tool-unknown-field,description-length", "-f", format], { cwd: dir });

  it("text: in the input's header line, and in the summary for inputs without findings", () => {
    const two = runCli(["execution.json", "nothing.json", "--select", "tool-unknown-field"], { cwd: dir }).stdout;
    expect(two).toContain(
      "\n  execution.json: protocol 2025-11-25 (inferred from `execution`)\n  nothing.json: protocol version-neutral (no version recorded or implied by the fields)\n",
    );
    const one = runCli(["execution.json", "nothing.json", "--select", "tool-name-format", "--protocol", "2025-11-25"], { cwd: dir }).stdout;
    expect(one.split("\n")[0]).toBe("nothing.json (1 tool, protocol 2025-11-25 (--protocol))");
    expect(one).toContain("\n  protocol 2025-11-25 (--protocol) for the inputs without findings\n");
    const withFinding = runCli(["execution.json", "--protocol", "2026-07-28", "--select", "tool-unknown-field"], { cwd: dir }).stdout;
    expect(withFinding.split("\n")[0]).toBe("execution.json (2 tools, protocol 2026-07-28 (--protocol))");
    const clean = runCli(["execution.json", "--select", "tool-unknown-field"], { cwd: dir }).stdout;
    expect(clean).toContain("\n  protocol 2025-11-25 (inferred from `execution`)\n");
  });

  it("json: `protocol` per input, `protocolVersion` kept", () => {
    const output = JSON.parse(run("json").stdout);
    expect(output.inputs.map((i: { protocolVersion: string | null; protocol: { source: string } }) => [i.protocolVersion, i.protocol.source])).toEqual([
      ["2025-11-25", "inferred"],
      [null, "neutral"],
    ]);
  });

  it("sarif: the run's invocation properties, valid against the SARIF schema", () => {
    const sarif = JSON.parse(run("sarif").stdout);
    expect(sarifValidator()(sarif)).toEqual([]);
    expect(sarif.runs[0].invocations[0].properties.protocols).toEqual([
      {
        input: 0,
        name: "execution.json",
        version: "2025-11-25",
        versions: ["2025-11-25"],
        source: "inferred",
        evidence: "inferred as 2025-11-25 from `execution` at /tools/0/execution (only in 2025-11-25)",
      },
      {
        input: 1,
        name: "nothing.json",
        version: null,
        versions: [...PROTOCOL_VERSIONS],
        source: "neutral",
        evidence: "no version recorded, and no field that only some versions define",
      },
    ]);
  });

  it("markdown: a line per input", () => {
    const markdown = run("markdown").stdout;
    expect(markdown).toContain(
      "\n- `execution.json`: protocol 2025-11-25 (inferred from `execution`)\n- `nothing.json`: protocol version-neutral (no version recorded or implied by the fields)\n",
    );
  });

  it("github: a plain log line (not an annotation)", () => {
    expect(run("github", ["execution.json"]).stdout.trim().split("\n").at(-1)).toBe("mcp-tool-lint: protocol 2025-11-25 (inferred from `execution`)");
    const two = run("github").stdout.trim().split("\n");
    expect(two.slice(-2)).toEqual([
      "mcp-tool-lint: execution.json: protocol 2025-11-25 (inferred from `execution`)",
      "mcp-tool-lint: nothing.json: protocol version-neutral (no version recorded or implied by the fields)",
    ]);
  });
});

describe("the inference tables agree with the official schemas", () => {
  const toolProps = (version: string): string[] => {
    const doc = JSON.parse(readFileSync(join(SPEC, `mcp/schema-${version}.json`), "utf8"));
    return Object.keys((doc.$defs ?? doc.definitions).Tool.properties).sort();
  };
  const resultProps = (version: string): string[] => {
    const doc = JSON.parse(readFileSync(join(SPEC, `mcp/schema-${version}.json`), "utf8"));
    return (doc.$defs ?? doc.definitions).ListToolsResult.required as string[];
  };

  it.each(PROTOCOL_VERSIONS.map((v) => [v]))("Tool fields of %s", (version) => {
    expect(ALL_TOOL_FIELDS.filter((field) => isToolField(field, version)).sort()).toEqual(toolProps(version));
    for (const field of toolProps(version)) expect(toolFieldAvailability(field)).toBeDefined();
  });

  it.each(PROTOCOL_VERSIONS.map((v) => [v]))("the tools/list result fields of %s", (version) => {
    const cacheable = version >= CACHEABLE_RESULT_SINCE;
    expect(
      resultProps(version)
        .filter((field) => field !== "tools")
        .sort(),
    ).toEqual(cacheable ? [...CACHEABLE_RESULT_FIELDS].sort() : []);
  });

  it("`x-mcp-header` is described only by 2026-07-28", () => {
    for (const version of PROTOCOL_VERSIONS) {
      expect(readFileSync(join(SPEC, `mcp/schema-${version}.json`), "utf8").includes("x-mcp-header")).toBe(version === "2026-07-28");
    }
  });
});
