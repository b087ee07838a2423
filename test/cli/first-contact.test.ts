// First contact: what a new user meets on the documented paths. Each test runs the built CLI
// as a child process, the way the user did (through a shell pipe where the user had one).
import { spawn, spawnSync } from "node:child_process";
import { createServer, request } from "node:http";
import { mkfifoSync } from "./fifo.js";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, FIXTURES, runCli, tempDir } from "../helpers/cli.js";
import { fixture, newTag, runningWith, startFixture } from "../live/helpers.js";

function bigToolList(count: number): string {
  const tools = Array.from({ length: count }, (_, i) => ({ name: `tool_${i}`, description: "x", inputSchema: { type: "object" } }));
  return JSON.stringify({ tools }, null, 1);
}

/** Runs `node cli ARGS | head -c 200` in bash and returns the CLI's own exit code and stderr. */
function throughHead(args: string, cwd: string): { code: number; stderr: string } {
  const script = `"${process.execPath}" "${CLI}" ${args} 2>stderr.txt | head -c 200 >/dev/null; echo "\${PIPESTATUS[0]}"`;
  const run = spawnSync("bash", ["-c", script], { cwd, encoding: "utf8", timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: Number(run.stdout.trim()), stderr: spawnSync("cat", [join(cwd, "stderr.txt")], { encoding: "utf8" }).stdout };
}

const lastLine = (text: string): string => text.trimEnd().split("\n").at(-1)!;

describe("an output stream that closes early", () => {
  const dir = tempDir({ "big.json": bigToolList(3000) });
  const earned = runCli(["big.json"], { cwd: dir }).code;

  it.each(["text", "json", "sarif", "github", "markdown"])("ends `-f %s | head` quietly with the exit code the lint earned", (format) => {
    const run = throughHead(`big.json -f ${format}`, dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(earned);
  });

  it("ends `rules | head` quietly with 0", () => {
    expect(throughHead("rules", dir)).toEqual({ code: 0, stderr: "" });
  });
});

describe("a run that could not lint", () => {
  const good = join(FIXTURES, "examples/good-tools.json");

  it.each([
    [["nope.json"], "✖ could not lint: nope.json: no such file"],
    [["missing/*.json"], "✖ could not lint: no files match `missing/*.json`"],
    [["nope.json", good], "✖ could not lint: nope.json: no such file"],
  ])("ends %j with a red line saying what failed, never a tick", (args, last) => {
    const run = runCli(args, { cwd: tempDir() });
    expect(run.code).toBe(2);
    expect(lastLine(run.stdout)).toBe(last);
    expect(run.stdout).not.toContain("✔");
  });

  it("says how many more problems there were", () => {
    const run = runCli(["a.json", "b.json"], { cwd: tempDir() });
    expect(lastLine(run.stdout)).toBe("✖ could not lint: a.json: no such file (and 1 more, above)");
  });

  it("ends a failed server the same way", () => {
    const run = runCli(["--stdio", `"${process.execPath}" -e "process.exit(3)"`, "--timeout", "10"]);
    expect(run.code).toBe(2);
    expect(lastLine(run.stdout)).toMatch(/^✖ could not lint: server .*exited with code 3/);
  });
});

describe("a failed gate says which", () => {
  const bad = join(FIXTURES, "examples/bad-tools.json");

  it("names --max-warnings with the count", () => {
    const run = runCli([
      bad,
      "--fail-on",
      "error",
      "--rule",
      "tool-name-unique=off",
      "--rule",
      "schema-valid=off",
      "--select",
      "design",
      "--max-warnings",
      "0",
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^mcp-tool-lint: failed: \d+ warnings?, more than --max-warnings 0$/m);
  });

  it("names --fail-on with what reached it", () => {
    const run = runCli([bad, "--fail-on", "info"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^mcp-tool-lint: failed: \d+ errors?, \d+ warnings?, \d+ info at or above --fail-on info$/m);
  });

  it("leaves errors under the default --fail-on error to speak for themselves", () => {
    const run = runCli([bad]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
  });

  it("stays quiet when the run passes", () => {
    const run = runCli([join(FIXTURES, "examples/good-tools.json")]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
  });
});

describe("usage errors, not internal errors", () => {
  it.each([
    [
      ["--header", "Authorization: Bearer $MTL_UNSET_VAR"],
      "mcp-tool-lint: --header: the header `Authorization` uses the environment variable `MTL_UNSET_VAR`, which is not set",
    ],
    [["--header", "no colon here"], 'mcp-tool-lint: --header: a header must look like "Name: value", got "no colon here"'],
  ])("%j is one line and exit 2", (extra, line) => {
    const run = runCli(["--url", "http://127.0.0.1:9/mcp", ...extra], { env: { MTL_UNSET_VAR: undefined } });
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(line);
    expect(run.stderr).not.toContain("internal error");
  });
});

describe("an HTML error page from a server", () => {
  it("is named by its title in the fallback note, not pasted", async () => {
    const tag = newTag();
    const sse = await startFixture("sse.mjs", tag);
    const target = new URL(sse.firstLine);
    // A proxy in front of the SSE server whose Streamable HTTP POST gets a web server's 404 page.
    const page = "<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>nginx</p></body></html>";
    const proxy = createServer((req, res) => {
      if (req.method === "POST" && req.url === target.pathname) return void res.writeHead(404, { "content-type": "text/html" }).end(page);
      const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as { port: number };
    try {
      const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [CLI, "--url", `http://127.0.0.1:${port}${target.pathname}`, "--timeout", "10"], {
          stdio: ["ignore", "ignore", "pipe"],
        });
        let stderr = "";
        child.stderr.on("data", (chunk) => (stderr += chunk));
        child.on("close", (code) => resolve({ code, stderr }));
      });
      expect(run.stderr).not.toMatch(/<html|<body|DOCTYPE/i);
      expect(run.stderr).toMatch(
        /note: .*Streamable HTTP was refused \(HTTP 404 from \S+: an HTML page titled "404 Not Found"\); connected with the older HTTP\+SSE transport/,
      );
    } finally {
      proxy.closeAllConnections();
      proxy.close();
      await sse.stop();
    }
  });
});

/** Starts the CLI, waits (bounded) until `ready()` says it is busy, sends the signal, and returns how it ended. */
async function interrupt(
  args: string[],
  signal: NodeJS.Signals,
  ready: () => Promise<void>,
  cwd?: string,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on("close", (code, died) => resolve([code, died])));
  try {
    await ready();
    child.kill(signal);
    const [code, died] = await closed;
    return { code, signal: died, stdout, stderr };
  } finally {
    child.kill("SIGKILL");
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe("signals", () => {
  it.each([
    ["SIGINT", 130],
    ["SIGHUP", 129],
  ] as const)("%s during a live run stops the server and exits %i with a red line", async (signal, code) => {
    const tag = newTag();
    const run = await interrupt(["--stdio", `"${process.execPath}" "${fixture("silent.mjs")}" ${tag}`, "--timeout", "60"], signal, () =>
      until(() => runningWith(tag).length >= 2, "the server"),
    );
    expect(run.code).toBe(code);
    expect(lastLine(run.stdout)).toMatch(new RegExp(`^✖ could not lint: interrupted \\(${signal}\\)`));
    await until(() => runningWith(tag).length === 0, "the server to end");
  });

  it("Ctrl-C while reading an input exits 130 and says so", async () => {
    const dir = tempDir();
    const fifo = join(dir, "tools.json");
    mkfifoSync(fifo);
    let writer: Awaited<ReturnType<typeof open>> | undefined;
    const run = await interrupt([fifo], "SIGINT", async () => {
      // Opening a FIFO for writing returns once the CLI has opened it for reading.
      writer = await open(fifo, "w");
    });
    await writer?.close();
    // It dies of SIGINT, which a shell reports as exit status 130.
    expect(run.signal).toBe("SIGINT");
    expect(run.stderr).toBe("mcp-tool-lint: interrupted (SIGINT); nothing was reported\n");
  });
});

describe("the Markdown summary", () => {
  it("says `1 input`, and keeps names with backticks in one code span", () => {
    const dir = tempDir({ "tools.json": JSON.stringify({ tools: [{ name: "a`b", inputSchema: { type: "object" } }] }) });
    const run = runCli(["tools.json", "-f", "markdown"], { cwd: dir });
    expect(run.stdout).toContain("1 tool in 1 input.");
    expect(run.stdout).toContain("**``a`b``**");
  });

  it("stays under the 1 MiB GitHub accepts, and says what it left out", () => {
    const dir = tempDir({ "big.json": bigToolList(8000) });
    const run = runCli(["big.json", "-f", "markdown"], { cwd: dir });
    expect(Buffer.byteLength(run.stdout)).toBeLessThan(1024 * 1024);
    expect(lastLine(run.stdout)).toMatch(
      /^_\d+ more findings not shown: GitHub accepts at most 1 MiB of summary\. The SARIF and JSON outputs have every finding\._$/,
    );
  });
});
