import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { isObject } from "../../core/model/types.js";

/** A server entry `init` guessed for the project, and what the guess rests on. */
export interface DetectedServer {
  readonly name: string;
  readonly entry: { readonly command: string; readonly args: string[] };
  /** One phrase: where the guess came from, for the user to check. */
  readonly because: string;
}

const NODE_SDKS = ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server", "fastmcp", "mcp-framework"];
const GO_MODULES = ["github.com/mark3labs/mcp-go", "github.com/modelcontextprotocol/go-sdk", "github.com/metoro-io/mcp-golang"];
const PYTHON_ENTRIES = ["server.py", "main.py", "app.py", "src/server.py"];

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function safeName(name: string): string {
  return name.replace(/^@[^/]+\//, "").replace(/[^A-Za-z0-9_-]+/g, "-") || "server";
}

/**
 * Looks at `dir` for an MCP server project: a package.json depending on an MCP SDK with a
 * `bin`, `main` or build script; a pyproject.toml depending on `mcp` or `fastmcp`; a go.mod
 * requiring an MCP module. Returns the first found, or undefined.
 */
export function detectServer(dir: string): DetectedServer | undefined {
  return fromPackageJson(dir) ?? fromPyproject(dir) ?? fromGoMod(dir);
}

function fromPackageJson(dir: string): DetectedServer | undefined {
  const text = readText(join(dir, "package.json"));
  if (text === undefined) return undefined;
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(pkg)) return undefined;
  const deps = { ...(isObject(pkg.dependencies) ? pkg.dependencies : {}), ...(isObject(pkg.devDependencies) ? pkg.devDependencies : {}) };
  const sdk = NODE_SDKS.find((name) => name in deps);
  if (!sdk) return undefined;
  const name = safeName(typeof pkg.name === "string" ? pkg.name : basename(dir));
  const bin = typeof pkg.bin === "string" ? pkg.bin : isObject(pkg.bin) ? Object.values(pkg.bin).find((v): v is string => typeof v === "string") : undefined;
  if (bin) return { name, entry: { command: "node", args: [bin] }, because: `package.json depends on ${sdk}; its \`bin\` is ${bin}` };
  if (typeof pkg.main === "string")
    return { name, entry: { command: "node", args: [pkg.main] }, because: `package.json depends on ${sdk}; its \`main\` is ${pkg.main}` };
  const scripts = isObject(pkg.scripts) ? pkg.scripts : {};
  if (typeof scripts.build === "string")
    return {
      name,
      entry: { command: "node", args: ["dist/index.js"] },
      because: `package.json depends on ${sdk} and has a build script; guessed its output is dist/index.js`,
    };
  return undefined;
}

function fromPyproject(dir: string): DetectedServer | undefined {
  const text = readText(join(dir, "pyproject.toml"));
  if (text === undefined) return undefined;
  const dependency = /["'](fastmcp|mcp)(\[[^\]]*\])?\s*([<>=!~;].*)?["']/.exec(text);
  if (!dependency) return undefined;
  const projectName = /^\s*name\s*=\s*["']([^"']+)["']/m.exec(text)?.[1];
  const name = safeName(projectName ?? basename(dir));
  const scripts = /\[project\.scripts\]\s*\n\s*([A-Za-z0-9_.-]+)\s*=/.exec(text)?.[1];
  if (scripts)
    return { name, entry: { command: "uv", args: ["run", scripts] }, because: `pyproject.toml depends on ${dependency[1]}; its script is \`${scripts}\`` };
  const file = PYTHON_ENTRIES.find((f) => existsSync(join(dir, f)));
  if (file)
    return { name, entry: { command: "uv", args: ["run", file] }, because: `pyproject.toml depends on ${dependency[1]}; guessed ${file} starts the server` };
  return undefined;
}

function fromGoMod(dir: string): DetectedServer | undefined {
  const text = readText(join(dir, "go.mod"));
  if (text === undefined) return undefined;
  const module = GO_MODULES.find((m) => text.includes(m));
  if (!module) return undefined;
  const name = safeName(/^module\s+(\S+)/m.exec(text)?.[1]?.split("/").pop() ?? basename(dir));
  return { name, entry: { command: "go", args: ["run", "."] }, because: `go.mod requires ${module}` };
}
