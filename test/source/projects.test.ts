// Fixture projects linted end to end with no arguments: the config names the server, the CLI
// starts it, and every finding about something written in the source lands on that line.
// Expected places are written by hand from the fixtures' source, not from the linter's output.
import { beforeAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { FIXTURES, runCli, tempDir } from "../helpers/cli.js";
import { sarifValidator } from "../helpers/sarif.js";

const PROJECTS = join(FIXTURES, "projects");
const require = createRequire(import.meta.url);

interface JsonFinding {
  ruleId: string;
  tool: string | null;
  pointer: string;
  file: string | null;
  line: number | null;
  column: number | null;
  inputLocation?: { file: string | null; line: number | null };
}

/** The TypeScript fixture runs from `dist/`, as a built server does: transpile it once (dist/ is git-ignored). */
function buildTypeScriptFixture(dir: string): void {
  const ts = require("typescript") as typeof import("typescript");
  for (const file of ["src/index.ts", "src/tools/weather.ts"]) {
    const out = ts.transpileModule(readFileSync(join(dir, file), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(dir, file.replace(/^src/, "dist").replace(/\.ts$/, ".js"));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, out);
  }
}

function lintProject(dir: string, extra: string[] = []): { code: number | null; findings: JsonFinding[]; stderr: string } {
  const run = runCli(["-f", "json", ...extra], { cwd: dir });
  expect(run.stderr).toBe("");
  return { code: run.code, findings: (JSON.parse(run.stdout) as { findings: JsonFinding[] }).findings, stderr: run.stderr };
}

/** `rule tool` → `file:line:column` of every finding. */
function places(findings: readonly JsonFinding[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of findings) out[`${f.ruleId} ${f.tool ?? ""} ${f.pointer.replace(/^\/\d+\/tools\/\d+/, "")}`] = `${f.file}:${f.line}:${f.column}`;
  return out;
}

describe("TypeScript, SDK 1.x registerTool with raw zod shapes", () => {
  const dir = join(PROJECTS, "ts-sdk1");
  let findings: JsonFinding[] = [];
  beforeAll(() => {
    buildTypeScriptFixture(dir);
    findings = lintProject(dir).findings;
  });

  it("lints the config's server with no arguments, every finding on its source line", () => {
    const at = places(findings);
    // get_forecast: registerTool( on line 7, description literal line 11, `city:` line 13.
    expect(at["annotations-present get_forecast "]).toBe("src/tools/weather.ts:7:3");
    expect(at["description-length get_forecast /description"]).toBe("src/tools/weather.ts:11:20");
    expect(at["param-description get_forecast /inputSchema/properties/city"]).toBe("src/tools/weather.ts:13:9");
    // GetAlerts: the name literal on line 22 for the name finding. Its description (line 24) has no finding:
    // description-usage-guidance speaks only when a look-alike tool sits beside it, and none does here.
    expect(at["tool-name-style GetAlerts /name"]).toBe("src/tools/weather.ts:22:5");
    expect(at["description-usage-guidance GetAlerts /description"]).toBeUndefined();
  });

  it("gives a runtime-built name no source line: its findings stay on the config entry", () => {
    const history = findings.filter((f) => f.tool === "weather_history");
    expect(history.length).toBeGreaterThan(0);
    for (const f of history) expect(`${f.file}:${f.line}`).toBe("mcp-tool-lint.config.json:4");
  });

  it("never takes the test file or the dist/ build copy for the source", () => {
    expect(existsSync(join(dir, "dist/tools/weather.js"))).toBe(true);
    for (const f of findings) expect(f.file).toMatch(/^(src\/tools\/weather\.ts|mcp-tool-lint\.config\.json)$/);
  });

  it("writes SARIF GitHub accepts: source as the location, the config entry as a related one, no made-up file", () => {
    const run = runCli(["-f", "sarif"], { cwd: dir });
    const sarif = JSON.parse(run.stdout);
    expect(sarifValidator()(sarif)).toEqual([]);
    const results = sarif.runs[0].results as Array<{
      ruleId: string;
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
      relatedLocations?: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
      properties: { tool?: string; pointer: string };
    }>;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const location = result.locations[0]!.physicalLocation;
      expect(existsSync(join(dir, location.artifactLocation.uri))).toBe(true);
    }
    const short = results.find((r) => r.ruleId === "description-length" && r.properties.tool === "get_forecast")!;
    expect(short.locations[0]!.physicalLocation.artifactLocation.uri).toBe("src/tools/weather.ts");
    expect(short.locations[0]!.physicalLocation.region.startLine).toBe(11);
    expect(short.relatedLocations?.[0]?.physicalLocation.artifactLocation.uri).toBe("mcp-tool-lint.config.json");
    expect(short.relatedLocations?.[0]?.physicalLocation.region.startLine).toBe(4);
  });

  it("annotates the source line in --format github and names it in text", () => {
    const github = runCli(["-f", "github"], { cwd: dir }).stdout;
    expect(github).toContain("::warning file=src/tools/weather.ts,line=11,endLine=11,col=20,endColumn=35,title=description-length::get_forecast: ");
    expect(github).not.toContain("server.mjs");
    const text = runCli([], { cwd: dir }).stdout;
    expect(text).toMatch(/src\/tools\/weather\.ts:13:9 +warning +Parameter `city` has no `description`/);
    expect(text).toMatch(/mcp-tool-lint\.config\.json:4:5 +warning +The description of `weather_history`/);
  });

  it("lets command-line inputs replace the config's", () => {
    const run = runCli(["-f", "json", join(FIXTURES, "examples/good-tools.json")], { cwd: dir });
    const output = JSON.parse(run.stdout) as { inputs: Array<{ kind: string }> };
    expect(output.inputs.map((i) => i.kind)).toEqual(["file"]);
  });
});

describe("JavaScript, the low-level Server with JSON-literal tools", () => {
  it("points at the tool object, its properties and the literal in `required`", () => {
    const at = places(lintProject(join(PROJECTS, "js-lowlevel")).findings);
    expect(at["annotations-present create_note "]).toBe("server.mjs:8:3");
    expect(at["param-description create_note /inputSchema/properties/body"]).toBe("server.mjs:15:9");
    expect(at["schema-required-defined create_note /inputSchema/required/2"]).toBe("server.mjs:18:35");
    expect(at["description-length delete_note /description"]).toBe("server.mjs:23:18");
  });
});

describe("TypeScript frameworks: fastmcp addTool and mcp-framework classes (replayed from recorded tools/list)", () => {
  it("points at the addTool call, the class, the description literal and the parameter keys", () => {
    const at = places(lintProject(join(PROJECTS, "ts-frameworks"), ["--preset", "strict"]).findings);
    expect(at["annotations-present read_file "]).toBe("src/index.ts:6:1");
    expect(at["description-length read_file /description"]).toBe("src/index.ts:8:16");
    expect(at["param-description read_file /inputSchema/properties/path"]).toBe("src/index.ts:10:5");
    expect(at["annotations-present list_files "]).toBe("src/tools/ListFilesTool.ts:9:1");
    expect(at["schema-closed list_files /inputSchema"]).toBe("src/tools/ListFilesTool.ts:13:3");
  });
});

// SDK v2 installs on Node 20, but it is not a dependency of this repository: the test runs
// where `@modelcontextprotocol/server` resolves from the fixture (add it as a devDependency).
const hasSdkV2 = (() => {
  try {
    createRequire(join(PROJECTS, "ts-sdk2/server.mjs")).resolve("@modelcontextprotocol/server");
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasSdkV2)("TypeScript, SDK 2.x registerTool with z.object", () => {
  it("points at the registration, the description and the z.object key", () => {
    const at = places(lintProject(join(PROJECTS, "ts-sdk2")).findings);
    expect(at["annotations-present get_forecast "]).toBe("server.mjs:7:1");
    expect(at["description-length get_forecast /description"]).toBe("server.mjs:10:18");
    expect(at["param-description get_forecast /inputSchema/properties/city"]).toBe("server.mjs:12:7");
  });
});

describe("Python, FastMCP decorators (replayed from a recorded tools/list)", () => {
  it("points at the decorator, the docstring and the function's parameters", () => {
    const at = places(lintProject(join(PROJECTS, "py-fastmcp")).findings);
    expect(at["annotations-present get_forecast "]).toBe("server.py:9:1");
    expect(at["description-length get_forecast /description"]).toBe("server.py:15:5");
    expect(at["param-description get_forecast /inputSchema/properties/city"]).toBe("server.py:11:5");
    // `@mcp.tool(name="list_alerts")` names the tool; the function is `alerts`.
    expect(at["annotations-present list_alerts "]).toBe("server.py:19:1");
    // An indented multi-line docstring is the description as the server sent it.
    expect(at["description-length delete_station /description"]).toBe("server.py:26:5");
    expect(at["param-description delete_station /inputSchema/properties/station_code"]).toBe("server.py:25:26");
  });

  it("outside git, skips build copies, docs and .gitignore'd folders", () => {
    const dir = tempDir();
    cpSync(join(PROJECTS, "py-fastmcp"), join(dir, "py-fastmcp"), { recursive: true });
    cpSync(join(PROJECTS, "_replay"), join(dir, "_replay"), { recursive: true });
    const project = join(dir, "py-fastmcp");
    const copy = readFileSync(join(project, "server.py"), "utf8");
    for (const folder of ["build/lib", "docs", "generated"]) {
      mkdirSync(join(project, folder), { recursive: true });
      writeFileSync(join(project, folder, "server.py"), copy);
    }
    writeFileSync(join(project, ".gitignore"), "generated/\n");
    const at = places(lintProject(project).findings);
    expect(at["description-length get_forecast /description"]).toBe("server.py:15:5");
  });

  it("gives no line when two source files register the same name with the same description", () => {
    const dir = tempDir();
    cpSync(join(PROJECTS, "py-fastmcp"), join(dir, "py-fastmcp"), { recursive: true });
    cpSync(join(PROJECTS, "_replay"), join(dir, "_replay"), { recursive: true });
    const project = join(dir, "py-fastmcp");
    writeFileSync(join(project, "other.py"), readFileSync(join(project, "server.py"), "utf8"));
    const findings = lintProject(project).findings.filter((f) => f.tool === "get_forecast");
    for (const f of findings) expect(f.file).toBe("mcp-tool-lint.config.json");
  });
});

describe("Go, mcp-go builders (replayed from a recorded tools/list)", () => {
  it("points at mcp.NewTool, WithDescription and WithString", () => {
    const at = places(lintProject(join(PROJECTS, "go-mcp")).findings);
    expect(at["description-length get_forecast /description"]).toBe("main.go:15:23");
    expect(at["param-description get_forecast /inputSchema/properties/city"]).toBe("main.go:16:18");
    // No literal says `destructiveHint` (mcp-go's default): the registration.
    expect(at["annotations-match-name get_forecast /annotations/destructiveHint"]).toBe("main.go:14:14");
  });
});

describe("config servers and files", () => {
  it("rejects an unknown key in a server entry with one line, exit 2", () => {
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify({ servers: { s: { command: "node", argz: [] } } }) });
    const run = runCli([], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("`servers.s`: unknown key `argz` (did you mean `args`?)");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("lints the config's files, relative to the config, with no arguments", () => {
    const tools = readFileSync(join(FIXTURES, "examples/good-tools.json"), "utf8");
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify({ files: ["tools/*.json"] }), "tools/a.json": tools, "sub/.keep": "" });
    const run = runCli(["-f", "json"], { cwd: join(dir, "sub") });
    expect(run.code).toBe(0);
    const inputs = (JSON.parse(run.stdout) as { inputs: Array<{ name: string; kind: string }> }).inputs;
    expect(inputs.map((i) => [i.kind, i.name.replace(/^.*\/tools\//, "tools/")])).toEqual([["file", "tools/a.json"]]);
  });

  it("says there is nothing to lint when neither the command line nor the config names anything", () => {
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify({ extends: ["recommended"] }) });
    const run = runCli([], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no input: give tool-list files");
  });

  it("names the server and its config when it cannot start", () => {
    const dir = tempDir({ "mcp-tool-lint.config.json": JSON.stringify({ servers: { broken: { command: "node", args: ["-e", "process.exit(3)"] } } }) });
    const run = runCli([], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("broken");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
