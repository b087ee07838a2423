import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureServer, LiveError, parseClientConfig, type LiveCapture } from "../../src/pipeline/live/index.js";
import { expectNoneRunning, fixture, newTag, startFixture, type Started } from "./helpers.js";

const ENV = { HOME: "/home/ada", GITHUB_TOKEN: "ghp_example", EMPTY: "" };

describe("parseClientConfig", () => {
  it("reads Claude Desktop's mcpServers, with comments and trailing commas, expanding nothing", () => {
    const text = `{
      // the servers Claude Desktop starts
      "mcpServers": {
        "files": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "\${HOME}/docs",], "env": { "DEBUG": 1 } },
      },
    }`;
    expect(parseClientConfig(text, "/Users/ada/Library/Application Support/Claude/claude_desktop_config.json", ENV)).toEqual({
      client: "claude-desktop",
      servers: [
        {
          name: "files",
          pointer: "/mcpServers/files",
          spec: {
            name: "files",
            transport: "stdio",
            command: "npx",
            args: ["-y", "@modelcontextprotocol/server-filesystem", "${HOME}/docs"],
            env: { DEBUG: "1" },
          },
        },
      ],
    });
  });

  it("reads VS Code's servers and inputs, ${input:...} from MCP_TOOL_LINT_INPUT_*, ${env:...} and predefined variables", () => {
    const text = `{
      "inputs": [{ "type": "promptString", "id": "api-key", "description": "API key", "password": true }],
      "servers": {
        "local": { "type": "stdio", "command": "node", "args": ["\${workspaceFolder}/server.js"], "env": { "KEY": "\${input:api-key}", "TOKEN": "\${env:GITHUB_TOKEN}" } },
        "remote": { "type": "http", "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer \${env:GITHUB_TOKEN}" } },
        "legacy": { "type": "sse", "url": "http://127.0.0.1:3001/sse" },
        "prompted": { "command": "node", "args": ["x.js"], "env": { "KEY": "\${input:api-key}" } },
        "undeclared": { "command": "node", "env": { "KEY": "\${input:other}" } }
      }
    }`;
    const withInput = { ...ENV, MCP_TOOL_LINT_INPUT_API_KEY: "k-123" };
    const config = parseClientConfig(text, "/work/app/.vscode/mcp.json", withInput);
    expect(config.client).toBe("vscode");
    expect(config.servers.map((s) => s.pointer)).toEqual(["/servers/local", "/servers/remote", "/servers/legacy", "/servers/prompted", "/servers/undeclared"]);
    expect(config.servers[0]!.spec).toEqual({
      name: "local",
      transport: "stdio",
      command: "node",
      args: ["/work/app/server.js"],
      env: { KEY: "k-123", TOKEN: "ghp_example" },
      cwd: "/work/app",
    });
    expect(config.servers[1]!.spec).toEqual({
      name: "remote",
      transport: "http",
      url: "https://api.example.com/mcp",
      headers: { Authorization: "Bearer ghp_example" },
    });
    expect(config.servers[2]!.spec).toEqual({ name: "legacy", transport: "http", url: "http://127.0.0.1:3001/sse", legacySse: true });
    expect(config.servers[4]).toEqual({
      name: "undeclared",
      spec: undefined,
      pointer: "/servers/undeclared",
      problem: "`env.KEY` uses ${input:other}, which is not defined in `inputs`",
    });

    const without = parseClientConfig(text, "/work/app/.vscode/mcp.json", ENV);
    expect(without.servers[3]!.problem).toBe(
      "`env.KEY` needs the input `api-key`, which VS Code prompts for; set the environment variable MCP_TOOL_LINT_INPUT_API_KEY to lint this server",
    );
  });

  it("reads Cursor's mcpServers with ${env:NAME} and ${userHome}, noting unset variables", () => {
    const text = `{ "mcpServers": {
      "gh": { "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer \${env:GITHUB_TOKEN}" } },
      "notes": { "command": "\${userHome}/bin/notes-mcp", "env": { "KEY": "\${env:MISSING}" }, "envFile": ".env" }
    } }`;
    const config = parseClientConfig(text, "/work/app/.cursor/mcp.json", ENV);
    expect(config.client).toBe("cursor");
    expect(config.servers[0]!.spec).toEqual({
      name: "gh",
      transport: "http",
      url: "https://api.example.com/mcp",
      headers: { Authorization: "Bearer ghp_example" },
    });
    expect(config.servers[1]).toEqual({
      name: "notes",
      pointer: "/mcpServers/notes",
      spec: { name: "notes", transport: "stdio", command: "/home/ada/bin/notes-mcp", args: [], env: { KEY: "" }, cwd: "/work/app" },
      notes: [
        "`env.KEY` uses ${env:MISSING}, which is not set; it was left empty, as the client does",
        "`envFile` is not read by the linter; set its variables in the environment or in `env`",
      ],
    });
  });

  it("reads Claude Code's .mcp.json with ${VAR} and ${VAR:-default}; an unset variable without default is a problem", () => {
    const text = `{ "mcpServers": {
      "api": { "type": "http", "url": "\${API_URL:-https://api.example.com}/mcp", "headers": { "Authorization": "Bearer \${GITHUB_TOKEN}" } },
      "tool": { "command": "uvx", "args": ["tool-mcp", "--level=\${EMPTY:-info}"], "cwd": "server" },
      "broken": { "command": "node", "args": ["\${NOT_SET}/x.js"] }
    } }`;
    const config = parseClientConfig(text, "/work/app/.mcp.json", ENV);
    expect(config.client).toBe("claude-code");
    expect(config.servers[0]!.spec).toEqual({
      name: "api",
      transport: "http",
      url: "https://api.example.com/mcp",
      headers: { Authorization: "Bearer ghp_example" },
    });
    expect(config.servers[1]!.spec).toEqual({ name: "tool", transport: "stdio", command: "uvx", args: ["tool-mcp", "--level=info"], cwd: "/work/app/server" });
    expect(config.servers[2]).toEqual({
      name: "broken",
      spec: undefined,
      pointer: "/mcpServers/broken",
      problem: "`args[0]` uses ${NOT_SET}, but the environment variable `NOT_SET` is not set and has no default",
    });
  });

  it("says what is wrong with an entry it cannot use", () => {
    const text = `{ "mcpServers": {
      "a": "node server.js",
      "b": { "args": ["x"] },
      "c": { "command": "node", "args": "server.js" },
      "d": { "type": "websocket", "url": "ws://127.0.0.1" },
      "e": { "command": "", "args": [] },
      "f": { "command": "node", "url": "http://127.0.0.1/mcp" },
      "g": { "command": "node", "args": [{ "path": "x" }] },
      "__proto__": { "command": "node", "args": ["proto.js"] }
    } }`;
    const config = parseClientConfig(text, "/work/app/.mcp.json", ENV);
    expect(config.servers.map((s) => [s.name, s.problem])).toEqual([
      ["a", "the entry is not an object"],
      ["b", "the entry has neither `command` (a server to start) nor `url` (a server to connect to)"],
      ["c", "`args` must be an array of strings"],
      ["d", '`type` "websocket" is not one the linter can connect to (stdio, http, sse)'],
      ["e", "`command` is missing or empty"],
      ["f", "the entry has both `command` and `url`; add `type` to say which to use"],
      ["g", "`args[0]` must be a string"],
      ["__proto__", undefined],
    ]);
    expect(config.servers[7]!.spec).toMatchObject({ name: "__proto__", args: ["proto.js"] });
    expect(config.servers[7]!.pointer).toBe("/mcpServers/__proto__");
  });

  it("escapes server names in pointers", () => {
    const config = parseClientConfig(`{ "mcpServers": { "a/b~c": { "command": "x" } } }`, "claude_desktop_config.json", ENV);
    expect(config.servers[0]!.pointer).toBe("/mcpServers/a~1b~0c");
  });

  it("throws one line for a file that is not a usable config", () => {
    expect(() => parseClientConfig(`{\n  "mcpServers": {\n    "a": { "command": "x" \n  }\n`, ".mcp.json", ENV)).toThrow(
      /^\.mcp\.json:\d+:\d+: cannot read the client config: \w+$/,
    );
    expect(() => parseClientConfig(`[]`, ".mcp.json", ENV)).toThrow(".mcp.json: a client config must be a JSON object");
    expect(() => parseClientConfig("[".repeat(200_000), ".mcp.json", ENV)).toThrow(/^\.mcp\.json(:\d+:\d+)?: cannot read the client config: /);
    expect(() => parseClientConfig(`{ "servers": {} }`, "/p/.cursor/mcp.json", ENV)).toThrow(
      "/p/.cursor/mcp.json: no `mcpServers` object, where this client lists its servers",
    );
    expect(() => parseClientConfig(`{ "mcpServers": {} }`, "/p/.vscode/mcp.json", ENV)).toThrow(
      "/p/.vscode/mcp.json: no `servers` object, where VS Code lists its servers",
    );
  });

  it("guesses the dialect of a file with another name from its top-level key", () => {
    expect(parseClientConfig(`{ "servers": { "a": { "command": "x" } } }`, "my-mcp.json", ENV).client).toBe("vscode");
    expect(parseClientConfig(`{ "mcpServers": { "a": { "command": "x" } } }`, "my-mcp.json", ENV).client).toBe("claude-desktop");
  });
});

describe("a client config with three servers, one failing", () => {
  let tag = newTag();
  let servers: Started[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    if (dir) rmSync(dir, { recursive: true, force: true });
    expectNoneRunning(tag);
    tag = newTag();
  });

  it("lints the two good ones, reports the third, and sees the union the client sees", async () => {
    const http = await startFixture("http.mjs", tag);
    servers.push(http);
    dir = mkdtempSync(join(tmpdir(), "mcp-tool-lint-"));
    const path = join(dir, ".mcp.json");
    writeFileSync(
      path,
      JSON.stringify({
        mcpServers: {
          issues: { command: process.execPath, args: [fixture("good.mjs"), tag] },
          "issues-remote": { type: "http", url: "${ISSUES_URL}" },
          broken: { command: process.execPath, args: [fixture("crash.mjs"), tag] },
        },
      }),
    );
    const config = parseClientConfig(readFileSync(path, "utf8"), path, { ...process.env, ISSUES_URL: http.firstLine });
    const results = await Promise.all(
      config.servers.map((server) =>
        captureServer(server.spec!, { timeoutMs: 10_000 }).then(
          (capture): [string, LiveCapture | LiveError] => [server.name, capture],
          (error: LiveError): [string, LiveCapture | LiveError] => [server.name, error],
        ),
      ),
    );
    const captured = results.filter((r): r is [string, LiveCapture] => !(r[1] instanceof LiveError));
    const failed = results.filter((r): r is [string, LiveError] => r[1] instanceof LiveError);
    expect(captured.map(([name]) => name)).toEqual(["issues", "issues-remote"]);
    expect(failed.map(([name, error]) => [name, error.message])).toEqual([
      ["broken", 'server "broken": the server process exited with code 3 during the handshake'],
    ]);
    expect(failed[0]![1].stderrTail).toContain("Error: GITHUB_TOKEN is not set");

    // The union: the client sees every tool of both good servers; the same names from two servers collide.
    const owners = new Map<string, string[]>();
    for (const [server, capture] of captured)
      for (const page of capture.pages)
        for (const tool of (page as { tools: Array<{ name: string }> }).tools) owners.set(tool.name, [...(owners.get(tool.name) ?? []), server]);
    expect([...owners.values()].flat()).toHaveLength(6);
    expect([...owners].filter(([, by]) => by.length > 1).map(([name]) => name)).toEqual(["search_issues", "get_issue", "add_comment"]);
  });
});
