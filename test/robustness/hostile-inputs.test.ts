// Hostile inputs through the built CLI, each finishing by itself within a generous hang guard
// (a guard, not a benchmark). test/cli/inputs.test.ts already covers a plain directory, an empty
// file, a byte-order mark on a tool, a Latin-1 byte, an unreadable file and one duplicate key;
// these are the rest. Inputs are generated into a temporary directory, never committed.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync, writeFileSync, chmodSync, existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lint } from "../../src/pipeline/lint.js";
import { tempDir } from "../helpers/cli.js";
import { readCorpus } from "./corpus.js";
import { CYCLIC_SCHEMAS, redosSchemas, remoteSchemas } from "./hostile-values.js";
import { startLoopback, type Loopback } from "./loopback.js";
import { expectWellBehaved, runCliTimed } from "./run-cli.js";

/** Long enough to notice a hang, short enough for CI: no hostile input should come close. */
const GUARD_MS = 20_000;
/** The 50 MB input is linted for real (tens of thousands of tools), so it gets longer. */
const BIG_GUARD_MS = 60_000;
const DEPTH = 100_000;
const IS_ROOT = process.getuid?.() === 0;

const goodTool = (name: string, inputSchema: unknown): object => ({
  name,
  description: "Look up a record by its key and return it, for users who ask about one record.",
  inputSchema,
  annotations: { readOnlyHint: true },
});

let dir: string;
let loopback: Loopback;
beforeAll(async () => {
  dir = tempDir();
  loopback = await startLoopback();
});
afterAll(async () => {
  await loopback.close();
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const lintFile = (path: string, extra: string[] = [], guardMs = GUARD_MS) =>
  runCliTimed([path, "--preset", "all", "-f", "json", ...extra], { cwd: dir, guardMs });

describe("nesting 100,000 levels deep", () => {
  it.each([
    ["arrays", "[".repeat(DEPTH) + "]".repeat(DEPTH)],
    ["objects", `${'{"a":'.repeat(DEPTH)}{}${"}".repeat(DEPTH)}`],
  ])(
    "in the JSON itself (%s): findings with positions, no stack overflow",
    async (kind, text) => {
      const run = await lintFile(write(`deep-${kind}.json`, text));
      const findings = expectWellBehaved(run, `JSON nested ${DEPTH} levels (${kind})`);
      expect(run.code).toBe(1);
      expect(findings.length).toBeGreaterThan(0);
    },
    GUARD_MS + 10_000,
  );

  it.each(["properties", "items", "anyOf"])(
    "inside an inputSchema (through `%s`): cut off with a finding, no stack overflow",
    async (keyword) => {
      const open = keyword === "properties" ? '{"type":"object","properties":{"a":' : keyword === "items" ? '{"type":"array","items":' : '{"anyOf":[';
      const close = keyword === "properties" ? "}}" : keyword === "items" ? "}" : "]}";
      const schema = `${open.repeat(DEPTH)}{"type":"string"}${close.repeat(DEPTH)}`;
      const text = `{"tools":[{"name":"get_record","description":"Look up a record by its key and return it, for users who ask about one record.","inputSchema":${schema}}]}`;
      const run = await lintFile(write(`deep-schema-${keyword}.json`, text));
      const findings = expectWellBehaved(run, `inputSchema nested ${DEPTH} levels through ${keyword}`);
      expect(run.code).toBe(1);
      expect(findings).toContainEqual(expect.objectContaining({ ruleId: "parse-error", message: expect.stringContaining("nested too deeply") }));
    },
    GUARD_MS + 10_000,
  );
});

describe("size", () => {
  it(
    "a 50 MB input of real tools (names made unique) is linted in full",
    async () => {
      const tools = readCorpus().flatMap((file) => file.tools);
      const path = join(dir, "big.json");
      const fd = openSync(path, "w");
      let size = 0;
      let n = 0;
      writeSync(fd, '{\n  "tools": [\n');
      while (size < 50 * 1024 * 1024) {
        const tool = structuredClone(tools[n % tools.length]) as Record<string, unknown>;
        tool.name = `${String(tool.name)}_${n}`;
        const chunk = (n > 0 ? ",\n" : "") + JSON.stringify(tool, null, 2).replace(/^/gm, "    ");
        writeSync(fd, chunk);
        size += chunk.length;
        n++;
      }
      writeSync(fd, "\n  ]\n}\n");
      closeSync(fd);
      const run = await lintFile(path, [], BIG_GUARD_MS);
      const findings = expectWellBehaved(run, `a 50 MB input (${n} tools)`);
      expect(JSON.parse(run.stdout).inputs[0].toolCount).toBe(n);
      // Exit 0 or 1: since the severity policy (docs/README.md) the sample may hold no error.
      expect([0, 1]).toContain(run.code);
      expect(findings.length).toBeGreaterThan(n);
    },
    BIG_GUARD_MS + 30_000,
  );

  const TEN_MB = 10 * 1024 * 1024;
  it.each([
    ["a description", (s: string) => goodTool("get_record", { type: "object", properties: { key: { type: "string", description: s } } })],
    ["a property name", (s: string) => goodTool("get_record", { type: "object", properties: { [s]: { type: "string" } } })],
    ["a pattern and its default", (s: string) => goodTool("get_record", { type: "object", properties: { key: { type: "string", pattern: s, default: s } } })],
    ["an enum member", (s: string) => goodTool("get_record", { type: "object", properties: { key: { type: "string", enum: ["a", s] } } })],
  ])(
    "a single 10 MB string as %s",
    async (where, tool) => {
      const run = await lintFile(write("ten-mb.json", JSON.stringify({ tools: [tool("x".repeat(TEN_MB))] })));
      expectWellBehaved(run, `a 10 MB string as ${where}`);
      expect([0, 1]).toContain(run.code);
    },
    GUARD_MS + 10_000,
  );

  it(
    "a 300 KB unbroken string beside a tool near the token budget (exact counting is switched on)",
    async () => {
      const sentence = "Return the weather forecast for a city, including temperature, wind and rain, for users who plan a trip. ";
      const near = { ...goodTool("get_forecast", { type: "object" }), description: sentence.repeat(45) };
      const run = await lintFile(
        write("near-budget.json", JSON.stringify({ tools: [near, goodTool("get_blob", { type: "object", description: "a".repeat(300_000) })] })),
      );
      expectWellBehaved(run, "a 300 KB unbroken string with exact token counting");
    },
    GUARD_MS + 10_000,
  );

  it(
    "--tokens on a 100 KB run of one invisible character",
    async () => {
      const run = await lintFile(
        write("tokens.json", JSON.stringify({ tools: [{ ...goodTool("get_record", { type: "object" }), description: "\u202E".repeat(100_000) }] })),
        ["--tokens"],
      );
      expectWellBehaved(run, "--tokens on a 100 KB run of U+202E");
    },
    GUARD_MS + 10_000,
  );
});

describe("schemas built to hang, loop or fetch", () => {
  it(
    "`$ref` cycles (direct, mutual, through allOf, to Object.prototype names) neither loop nor overflow",
    async () => {
      const tools = CYCLIC_SCHEMAS.map((schema, i) => goodTool(`get_cycle_${i}`, schema));
      const run = await lintFile(write("ref-cycles.json", JSON.stringify({ tools })));
      expectWellBehaved(run, "$ref cycles");
      expect([0, 1]).toContain(run.code);
    },
    GUARD_MS + 10_000,
  );

  it(
    "patterns with catastrophic backtracking and values that trigger them: reported, never run to the end",
    async () => {
      const tools = redosSchemas(40).map((schema, i) => goodTool(`get_match_${i}`, { type: "object", properties: { text: schema } }));
      const run = await lintFile(write("redos.json", JSON.stringify({ tools }, null, 2)));
      const findings = expectWellBehaved(run, "catastrophic patterns");
      // A backtracking risk is a warning, never an error (docs/README.md): the run passes.
      expect(run.code).toBe(0);
      // The plainest case, `"pattern": "^(a+)+$"` beside a triggering default, must be named.
      expect(findings).toContainEqual(
        expect.objectContaining({ ruleId: "schema-pattern", severity: "warning", pointer: "/tools/0/inputSchema/properties/text/pattern" }),
      );
    },
    GUARD_MS + 10_000,
  );

  it(
    "remote `$ref`s and `$schema`s to 127.0.0.1 are reported and never fetched",
    async () => {
      const tools = remoteSchemas(loopback.url).map((schema, i) => goodTool(`get_remote_${i}`, schema));
      const run = await lintFile(write("remote.json", JSON.stringify({ tools })));
      const findings = expectWellBehaved(run, "remote $refs");
      expect(loopback.requests).toEqual([]);
      expect(findings).toContainEqual(expect.objectContaining({ ruleId: "schema-ref", pointer: "/tools/0/inputSchema/$ref" }));
    },
    GUARD_MS + 10_000,
  );
});

describe("keys that JavaScript treats specially", () => {
  // Written out: an object literal's `__proto__` would set a prototype, not a key.
  const description = "Look up a record by its key and return it, for users who ask about one record.";
  const text = `{
  "__proto__": {"polluted": true, "tools": [{"name": "hidden"}]},
  "constructor": {"prototype": {"polluted": true}},
  "tools": [
    {"name": "constructor", "description": "${description}", "annotations": {"readOnlyHint": true},
     "inputSchema": {"type": "object", "additionalProperties": false, "required": ["__proto__", "constructor", "toString"],
       "properties": {"__proto__": {"type": "string", "description": "A prototype."}, "constructor": {"type": "string", "description": "A class."}}}},
    {"name": "constructor", "description": "${description}", "annotations": {"readOnlyHint": true}, "inputSchema": {"type": "object", "additionalProperties": false}},
    {"name": "__proto__", "description": "${description}", "annotations": {"readOnlyHint": true, "__proto__": "Reads one record; it changes nothing."},
     "inputSchema": {"type": "object", "additionalProperties": false, "__proto__": {"type": "array"}}},
    {"name": "__proto__", "description": "${description}", "annotations": {"readOnlyHint": true}, "inputSchema": {"type": "object", "additionalProperties": false}}
  ]
}`;

  it(
    "`__proto__` and `constructor` are ordinary names: duplicates found, own properties only, nothing polluted",
    async () => {
      const run = await lintFile(write("proto.json", text));
      const findings = expectWellBehaved(run, "__proto__ and constructor keys");
      expect(JSON.parse(run.stdout).inputs[0].toolCount).toBe(4);
      const at = (ruleId: string) => findings.filter((f) => f.ruleId === ruleId).map((f) => f.pointer);
      expect(at("tool-name-unique")).toEqual(["/tools/1/name", "/tools/3/name"]);
      // `toString` is inherited by every object, not defined: only it is missing from `properties`.
      expect(at("schema-required-defined")).toEqual(["/tools/0/inputSchema/required/2"]);
      // Keys named `__proto__` are own keys like any other: seen, and reported as unknown (an
      // annotation key is reported when it holds text for the model).
      expect(at("tool-unknown-field")).toContain("/tools/2/annotations/__proto__");
      expect(at("schema-unknown-keyword")).toContain("/tools/2/inputSchema/__proto__");
    },
    GUARD_MS + 10_000,
  );

  it("linting them in-process leaves Object.prototype untouched", async () => {
    const value: unknown = JSON.parse(text);
    await lint({ cwd: dir, memory: [{ name: "proto.json", kind: "file", value, text }], configPath: false, flags: { preset: "all" } });
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("tools");
  });
});

describe("duplicate keys", () => {
  it(
    "in a schema's properties, as `__proto__`, in annotations and at the top level: each reported where the second one is",
    async () => {
      const text = [
        "{",
        '  "tools": [',
        "    {",
        '      "name": "search_docs",',
        '      "description": "Search the documentation for a phrase and return matching pages, for users asking how something works.",',
        '      "inputSchema": {',
        '        "type": "object",',
        '        "properties": {',
        '          "query": {"type": "string", "description": "Words to search for."},',
        '          "query": {"type": "integer", "description": "Page number."},',
        '          "__proto__": {"type": "string"},',
        '          "__proto__": {"type": "number"}',
        "        },",
        '        "additionalProperties": false',
        "      },",
        '      "annotations": {"readOnlyHint": true, "readOnlyHint": false}',
        "    }",
        "  ],",
        '  "tools": []',
        "}",
      ].join("\n");
      const run = await lintFile(write("duplicates.json", text));
      const findings = expectWellBehaved(run, "duplicate keys");
      expect(run.code).toBe(1);
      const duplicates = findings
        .filter((f) => f.ruleId === "parse-error")
        .map((f) => [f.pointer, f.line, f.column, f.message.slice(0, f.message.indexOf(":"))]);
      expect(duplicates).toEqual([
        ["/tools/0/inputSchema/properties/query", 10, 11, "Duplicate key `query` (first at line 9)"],
        ["/tools/0/inputSchema/properties/__proto__", 12, 11, "Duplicate key `__proto__` (first at line 11)"],
        ["/tools/0/annotations/readOnlyHint", 16, 45, "Duplicate key `readOnlyHint` (first at line 16)"],
        ["/tools", 19, 3, "Duplicate key `tools` (first at line 2)"],
      ]);
    },
    GUARD_MS + 10_000,
  );
});

describe("encodings", () => {
  const prefix = Buffer.from('{\n  "tools": [\n    {"name": "get_\u00e9\u4e2d');
  it.each([
    ["an overlong encoding", Buffer.from([0xc0, 0xaf])],
    ["an encoded UTF-16 surrogate", Buffer.from([0xed, 0xa0, 0x80])],
    ["a lead byte above U+10FFFF", Buffer.from([0xf5, 0x80, 0x80, 0x80])],
    ["a stray continuation byte", Buffer.from([0x80])],
  ])(
    "invalid UTF-8 (%s) on line 3 is a parse-error at its line and UTF-16 column",
    async (kind, bad) => {
      const run = await lintFile(write("bad-utf8.json", Buffer.concat([prefix, bad, Buffer.from('"}]}')])));
      const findings = expectWellBehaved(run, `invalid UTF-8: ${kind}`);
      expect(run.code).toBe(1);
      // `    {"name": "get_é中` is 20 UTF-16 code units (columns are UTF-16, as in SARIF): the bad byte is column 21.
      expect(findings).toEqual([expect.objectContaining({ ruleId: "parse-error", message: "not valid UTF-8", line: 3, column: 21 })]);
    },
    GUARD_MS + 10_000,
  );

  it(
    "a multi-byte sequence cut off at the end of the file",
    async () => {
      const run = await lintFile(write("truncated.json", Buffer.concat([Buffer.from('["caf'), Buffer.from([0xc3])])));
      expect(expectWellBehaved(run, "truncated UTF-8")).toEqual([expect.objectContaining({ message: "not valid UTF-8", line: 1, column: 6 })]);
    },
    GUARD_MS + 10_000,
  );

  it(
    "a UTF-16 file (what Windows PowerShell's `>` writes) is a parse-error, not a crash",
    async () => {
      const run = await lintFile(write("utf16.json", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('[{"name": "get_x"}]', "utf16le")])));
      expect(expectWellBehaved(run, "UTF-16")).toEqual([expect.objectContaining({ ruleId: "parse-error", line: 1, column: 1 })]);
      expect(run.code).toBe(1);
    },
    GUARD_MS + 10_000,
  );

  it(
    "a byte-order mark before invalid JSON: the error column does not count the mark",
    async () => {
      const run = await lintFile(write("bom-broken.json", '\uFEFF{"tools": [}'));
      expect(expectWellBehaved(run, "BOM before invalid JSON")).toEqual([expect.objectContaining({ ruleId: "parse-error", line: 1, column: 12 })]);
    },
    GUARD_MS + 10_000,
  );

  it(
    "a byte-order mark on stdin is dropped",
    async () => {
      const run = await runCliTimed(["-", "-f", "json"], {
        cwd: dir,
        input: `\uFEFF${JSON.stringify(goodTool("get_record", { type: "object", additionalProperties: false }))}`,
        guardMs: GUARD_MS,
      });
      expectWellBehaved(run, "BOM on stdin");
      expect(JSON.parse(run.stdout).inputs[0]).toMatchObject({ shape: "tool", toolCount: 1 });
    },
    GUARD_MS + 10_000,
  );
});

describe("files that are not tool lists", () => {
  it.each([
    ["only whitespace", " \n\t\r\n "],
    ["only a byte-order mark", "\uFEFF"],
  ])(
    "a file with %s is empty",
    async (kind, text) => {
      const run = await lintFile(write("blank.json", text));
      expect(expectWellBehaved(run, kind)).toEqual([expect.objectContaining({ ruleId: "parse-error", message: "the input is empty", line: 1, column: 1 })]);
      expect(run.code).toBe(1);
    },
    GUARD_MS + 10_000,
  );

  it(
    "empty stdin is empty",
    async () => {
      const run = await runCliTimed(["-", "-f", "json"], { cwd: dir, input: "", guardMs: GUARD_MS });
      expect(expectWellBehaved(run, "empty stdin")).toEqual([expect.objectContaining({ ruleId: "parse-error", message: "the input is empty" })]);
    },
    GUARD_MS + 10_000,
  );

  it.skipIf(!existsSync("/dev/zero"))(
    "a file that never ends (/dev/zero) is cut off at the size limit, not read forever",
    async () => {
      const run = await runCliTimed(["/dev/zero", "-f", "json"], { cwd: dir, guardMs: GUARD_MS });
      expectWellBehaved(run, "/dev/zero");
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/larger than the \d+-byte limit/);
    },
    GUARD_MS + 10_000,
  );

  it(
    "a glob that matches directories only lints the files among them",
    async () => {
      const nested = join(dir, "tree");
      mkdirSync(join(nested, "looks-like.json"), { recursive: true });
      writeFileSync(join(nested, "real.json"), JSON.stringify([goodTool("get_record", { type: "object", additionalProperties: false })]));
      const run = await runCliTimed(["tree/*.json", "-f", "json"], { cwd: dir, guardMs: GUARD_MS });
      expectWellBehaved(run, "glob over a directory");
      expect(JSON.parse(run.stdout).inputs.map((i: { name: string }) => i.name)).toEqual(["tree/real.json"]);
    },
    GUARD_MS + 10_000,
  );

  // Root reads every file and directory, so permissions cannot be exercised when running as root.
  it.skipIf(IS_ROOT)(
    "an unreadable file among readable ones: exit 2, the others still reported",
    async () => {
      const secret = write("secret.json", "[]");
      chmodSync(secret, 0);
      const readable = write("readable.json", JSON.stringify([goodTool("get_record", { type: "object", additionalProperties: false })]));
      const run = await runCliTimed([secret, readable, "-f", "json"], { cwd: dir, guardMs: GUARD_MS });
      expectWellBehaved(run, "unreadable file");
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("secret.json: permission denied");
      expect(JSON.parse(run.stdout).inputs.map((i: { name: string }) => i.name)).toEqual(["readable.json"]);
      expect(readFileSync(readable, "utf8")).toContain("get_record");
    },
    GUARD_MS + 10_000,
  );
});
