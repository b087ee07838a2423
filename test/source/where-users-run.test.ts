// Where users run it on a server project: the Action with no files/stdio/url input lints the
// config's servers and annotates source lines; the pre-commit hook for servers is declared to
// run on source changes without file names; the SARIF passes Microsoft's validator with the
// GitHub code-scanning rules.
import { describe, expect, it } from "vitest";
import { execFile, spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { CLI, FIXTURES, REPO, tempDir } from "../helpers/cli.js";
import { sarifValidator } from "../helpers/sarif.js";

const PROJECTS = join(FIXTURES, "projects");
const MULTITOOL = join(REPO, "node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");

/** A copy of the Python fixture (its server is a replay of a recorded tools/list) in a fresh folder. */
function pythonProject(): string {
  const dir = tempDir();
  cpSync(join(PROJECTS, "py-fastmcp"), join(dir, "py-fastmcp"), { recursive: true });
  cpSync(join(PROJECTS, "_replay"), join(dir, "_replay"), { recursive: true });
  return join(dir, "py-fastmcp");
}

describe("the Action on a server project", () => {
  it("lints the config's servers when no files, stdio or url is given, annotating source lines", () => {
    const workspace = pythonProject();
    const output = join(workspace, "..", "output.txt");
    const summary = join(workspace, "..", "summary.md");
    writeFileSync(output, "");
    writeFileSync(summary, "");
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      INPUT_SARIF_FILE: "out.sarif",
    };
    const run = spawnSync(process.execPath, [join(REPO, "dist/action.js")], { cwd: workspace, env, encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("::warning file=server.py,line=15,endLine=15,col=5,");
    expect(run.stdout).toMatch(
      /::warning file=server\.py,line=11,endLine=11,col=5,[^\n]*title=param-description::get_forecast: 2 parameters say nothing beyond their names \(`city` has no `description`/,
    );
    const sarif = JSON.parse(readFileSync(join(workspace, "out.sarif"), "utf8"));
    // The outputs count what was found: as many warnings as the SARIF holds (some, on this server).
    const warnings = sarif.runs[0].results.filter((r: { level: string }) => r.level === "warning").length;
    expect(warnings).toBeGreaterThan(0);
    expect(readFileSync(output, "utf8")).toContain(`warnings=${warnings}`);
    expect(sarifValidator()(sarif)).toEqual([]);
    expect(
      new Set(
        sarif.runs[0].results.map(
          (r: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => r.locations[0]!.physicalLocation.artifactLocation.uri,
        ),
      ),
    ).toEqual(new Set(["server.py"]));
  });
});

describe("the pre-commit hook for server projects", () => {
  it("runs on source changes, passes no file names and lints the config's servers", () => {
    const hooks = parse(readFileSync(join(REPO, ".pre-commit-hooks.yaml"), "utf8")) as Array<Record<string, unknown>>;
    const hook = hooks.find((h) => h.id === "mcp-tool-lint-server")!;
    expect(hook).toBeDefined();
    expect(hook.pass_filenames).toBe(false);
    expect(hook.entry).toBe("mcp-tool-lint");
    expect(hook.args).toBeUndefined();
    expect(hook.types_or).toEqual(expect.arrayContaining(["ts", "javascript", "python", "go"]));
    // What the hook runs (`mcp-tool-lint` with no file names) lints the project's servers.
    const project = pythonProject();
    const run = spawnSync(process.execPath, [CLI], { cwd: project, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/server\.py:15:5 +warning/);
  });
});

describe("SARIF of a server project", () => {
  it.skipIf(!existsSync(MULTITOOL))(
    "passes sarif-multitool validate with the GitHub rules",
    async () => {
      const project = pythonProject();
      const sarif = join(project, "..", "out.sarif");
      await promisify(execFile)(process.execPath, [CLI, "-f", "sarif", "-o", sarif, "--category", "server"], { cwd: project });
      const report = join(project, "..", "validation.sarif");
      await promisify(execFile)(MULTITOOL, ["validate", sarif, "-o", report, "--rule-kind", "Gh;Sarif", "--level", "Error;Warning", "--log", "ForceOverwrite"]);
      const results = JSON.parse(readFileSync(report, "utf8")).runs[0].results as Array<{ ruleId: string; message: { arguments?: string[] } }>;
      expect(results.map((r) => `${r.ruleId} ${JSON.stringify(r.message.arguments)}`)).toEqual([]);
    },
    120_000,
  );
});

describe("init on a server project", () => {
  const init = (files: Record<string, string>) => {
    const dir = tempDir(files);
    const run = spawnSync(process.execPath, [CLI, "init"], { cwd: dir, encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    return { stdout: run.stdout, config: JSON.parse(readFileSync(join(dir, "mcp-tool-lint.config.json"), "utf8")) as { servers?: Record<string, unknown> } };
  };

  it("names the server of a package.json on an MCP SDK, from its bin, and says what it guessed", () => {
    const { stdout, config } = init({ "package.json": readFileSync(join(PROJECTS, "ts-sdk1/package.json"), "utf8") });
    expect(config.servers).toEqual({ "weather-mcp-server": { command: "node", args: ["dist/index.js"] } });
    expect(stdout).toContain(
      "guessed the server `weather-mcp-server`: node dist/index.js (package.json depends on @modelcontextprotocol/sdk; its `bin` is dist/index.js)",
    );
  });

  it("names a Python FastMCP server by its script and a Go mcp-go server by `go run .`", () => {
    const python = init({ "pyproject.toml": readFileSync(join(PROJECTS, "py-fastmcp/pyproject.toml"), "utf8"), "server.py": "" });
    expect(python.config.servers).toEqual({ "weather-mcp": { command: "uv", args: ["run", "weather-mcp"] } });
    const go = init({ "go.mod": readFileSync(join(PROJECTS, "go-mcp/go.mod"), "utf8") });
    expect(go.config.servers).toEqual({ "weather-mcp": { command: "go", args: ["run", "."] } });
  });

  it("writes no server for a project that is not an MCP server", () => {
    const { stdout, config } = init({ "package.json": JSON.stringify({ name: "web", dependencies: { react: "^19.0.0" }, main: "index.js" }) });
    expect(config.servers).toBeUndefined();
    expect(stdout).not.toContain("guessed");
  });
});

describe("the config JSON Schema's servers and files", () => {
  it("accepts every fixture project's config and a files list; rejects entries the loader rejects", async () => {
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(REPO, "schema/config.schema.json"), "utf8")));
    for (const project of ["ts-sdk1", "ts-sdk2", "ts-frameworks", "js-lowlevel", "py-fastmcp", "go-mcp"]) {
      const config = JSON.parse(readFileSync(join(PROJECTS, project, "mcp-tool-lint.config.json"), "utf8"));
      expect(validate(config), project).toBe(true);
    }
    expect(validate({ servers: { remote: { url: "https://example.com/mcp", headers: { Authorization: "Bearer x" } } }, files: ["mcp/*.json"] })).toBe(true);
    expect(validate({ servers: { s: { command: "node", argz: [] } } })).toBe(false);
    expect(validate({ servers: { s: { args: ["x"] } } })).toBe(false);
    expect(validate({ files: [] })).toBe(false);
  });
});
