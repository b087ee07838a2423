// The package as users get it: `npm pack`, then installed into an empty folder with production
// dependencies only. The CLI and the library must work from there, the install must stay under
// a bound (see below), and it must run no build (dist/ is in the tarball, built by `prepack`).
// Packed with --ignore-scripts: `npm test` has just built dist/, and `prepack` rebuilding it here
// would pull dist/ from under the CLI runs of the test files running beside this one.
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, REPO, tempDir } from "../helpers/cli.js";

function sizeOf(dir: string): number {
  return Number(execFileSync("du", ["-sk", dir], { encoding: "utf8" }).split("\t")[0]) * 1024;
}

describe("the packed tarball", () => {
  it("installs lean with production dependencies only and runs the CLI and the library", () => {
    const packDir = tempDir();
    const npmEnv = { ...process.env, npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" };
    execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", packDir], { cwd: REPO, env: npmEnv, stdio: "ignore", timeout: 300_000 });
    const tarball = join(packDir, readdirSync(packDir).find((name) => name.endsWith(".tgz"))!);
    const app = tempDir({
      "package.json": '{"name": "app", "version": "1.0.0", "private": true}',
      "tools.json": readFileSync(join(FIXTURES, "examples/bad-tools.json"), "utf8"),
    });
    const install = spawnSync("npm", ["install", "--omit=dev", tarball], { cwd: app, env: npmEnv, encoding: "utf8", timeout: 300_000 });
    expect(install.status, install.stderr).toBe(0);
    // No build runs on install (npm warns when a tarball would run `prepare`).
    expect(install.stderr).not.toMatch(/prepare|prepack/);
    // Under 25 MB installed: the tokenizer is an optional peer, the SDK 1.x is not a dependency,
    // and the MCP client's HTTP transports are bundled into a lazy chunk of dist/.
    const installed = sizeOf(join(app, "node_modules"));
    expect(installed, `${(installed / 1e6).toFixed(1)} MB installed`).toBeLessThan(25 * 1024 * 1024);

    const bin = join(app, "node_modules/.bin/mcp-tool-lint");
    const cli = spawnSync(bin, ["tools.json", "-f", "json"], { cwd: app, encoding: "utf8", timeout: 60_000 });
    expect(cli.status, cli.stderr).toBe(1);
    expect(JSON.parse(cli.stdout).findings.length).toBeGreaterThan(0);
    expect(spawnSync(bin, ["--help"], { cwd: app, encoding: "utf8" }).stdout).toContain("mcp-tool-lint rules");
    // --tokens without the optional tokenizer says how to get it.
    const tokens = spawnSync(bin, ["tools.json", "--tokens"], { cwd: app, encoding: "utf8" });
    expect(tokens.status).toBe(2);
    expect(tokens.stderr).toContain("`npm install gpt-tokenizer`");

    const library = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'import { lint } from "mcp-tool-lint"; const r = await lint({ files: ["tools.json"], config: false }); console.log(r.ok, r.inputs[0].toolCount);',
      ],
      { cwd: app, encoding: "utf8" },
    );
    expect(library.stderr).toBe("");
    expect(library.stdout).toBe("false 3\n");
  }, 600_000);
});
