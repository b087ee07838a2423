#!/usr/bin/env node
// Captures real MCP servers from npm into corpus/captured/: installs the packages in batches into
// a cache directory outside the repository, starts each package's bin over stdio with this
// linter's own `--snapshot`, and records what was done in corpus/captured/MANIFEST.json.
// Resumable: a package already captured (or already failed, unless --retry-failed) is skipped.
//
//   node scripts/corpus-capture.mjs [--list FILE] [SPEC...] [--cache DIR] [--batch N]
//        [--jobs N] [--timeout S] [--ahead N] [--scripts] [--retry-failed] [--dry-run]
//        [--manifest FILE]              (a parallel run's own manifest)
//   node scripts/corpus-capture.mjs --merge FILE      take such a manifest into MANIFEST.json
//   node scripts/corpus-capture.mjs --rename-servers  name each snapshot's server by its command
//   node scripts/corpus-capture.mjs --source DIR --list FILE [--jobs N]   servers built from GitHub sources
//
// Packages install in batches of --batch (default 5), --ahead batches at a time (default 6); each
// batch is captured as soon as it is installed, --jobs servers at a time (default 1). Small
// batches keep one package that cannot be installed from costing the others a reinstall.
// --scripts runs install scripts.
//
// A line of the list (or an argument) is `name[@version] [NAME=value]... [-- arg...]`: NAME=value
// gives the server a dummy environment variable (never a real secret), words after `--` are
// passed to the server. `#` starts a comment. When a server refuses to start and its stderr names
// environment variables (`FOO_API_KEY is required`), it is tried once more with dummy values for
// them; the names given are recorded in the manifest.
//
// --source DIR: a line is `github:owner/name@commit [NAME=value]... [-- arg...]`, and that commit's
// tree must already be unpacked at DIR/owner__name (`git archive <commit> | tar -x -C …`, outside
// the repository). Each is installed in place from the npm registry (install scripts off), built
// (its `build` script, else `tsc` when it has a tsconfig.json; a failed build still counts when its
// bin was emitted; a bin the repository commits is not rebuilt), and its bin (or `main`) captured like a package's, --jobs at a time. The
// manifest records `source` (github:owner/name@commit) and `build`; the file is named after the
// package (owner__name when that name is taken or missing). A failure is recorded under
// `github:owner/name`.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { ensureBuilt } from "./corpus.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "corpus", "captured");
let MANIFEST = join(OUT, "MANIFEST.json");
const CLI = join(ROOT, "dist", "cli.js");
let SOURCE_ROOT; // --source DIR, kept out of failure details
const DUMMY = "dummy-value-for-listing-tools";
// Install-time downloads that cannot work offline and are not needed to list tools.
const INSTALL_ENV = {
  PUPPETEER_SKIP_DOWNLOAD: "1",
  PUPPETEER_SKIP_CHROMIUM_DOWNLOAD: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  CYPRESS_INSTALL_BINARY: "0",
  ELECTRON_SKIP_BINARY_DOWNLOAD: "1",
};
// Words in stderr that look like variable names but are not worth a retry.
const NOT_ENV = new Set([
  "MCP_SERVER",
  "JSON_RPC",
  "HTTP_PROXY",
  "NODE_ENV",
  "NODE_OPTIONS",
  "ERR_MODULE_NOT_FOUND",
  "MODULE_NOT_FOUND",
  "ERR_REQUIRE_ESM",
  "ERR_INVALID_ARG_TYPE",
  "ERR_UNKNOWN_FILE_EXTENSION",
  "ERR_PACKAGE_PATH_NOT_EXPORTED",
]);

function parseArgs(argv) {
  const opts = {
    list: [],
    specs: [],
    cache: process.env.MCP_TOOL_LINT_CORPUS_CACHE ?? join(tmpdir(), "mcp-tool-lint-corpus-cache"),
    batch: 5,
    jobs: 1,
    timeout: 30,
    retryFailed: false,
    dryRun: false,
    limit: Infinity,
    scripts: false,
    ahead: 6,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) fail(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--list") opts.list.push(next());
    else if (a === "--cache") opts.cache = resolve(next());
    else if (a === "--batch") opts.batch = Number(next());
    else if (a === "--jobs") opts.jobs = Number(next());
    else if (a === "--timeout") opts.timeout = Number(next());
    else if (a === "--limit") opts.limit = Number(next());
    else if (a === "--retry-failed") opts.retryFailed = true;
    else if (a === "--scripts") opts.scripts = true;
    else if (a === "--manifest") MANIFEST = resolve(next());
    else if (a === "--ahead") opts.ahead = Number(next());
    else if (a === "--dry-run") opts.dryRun = true;
    else if (a === "--rename-servers") opts.renameServers = true;
    else if (a === "--merge") opts.merge = resolve(next());
    else if (a === "--source") SOURCE_ROOT = opts.source = resolve(next());
    else if (a === "-h" || a === "--help") {
      console.log(
        readFileSync(fileURLToPath(import.meta.url), "utf8")
          .split("\n")
          .slice(1, 32)
          .map((l) => l.replace(/^\/\/ ?/, ""))
          .join("\n"),
      );
      process.exit(0);
    } else if (a.startsWith("--")) fail(`unknown option ${a}`);
    else opts.specs.push(a);
  }
  for (const n of ["batch", "jobs", "timeout"]) if (!(opts[n] > 0)) fail(`--${n} must be a positive number`);
  if (resolve(opts.cache).startsWith(`${ROOT}/`)) fail("--cache must be outside the repository");
  return opts;
}

function fail(message) {
  console.error(`corpus-capture: ${message}`);
  process.exit(2);
}

/** `name[@version] [NAME=value]... [-- arg...]` → { name, version, env, args }. */
export function parseSpec(line) {
  const words = line.trim().split(/\s+/);
  const head = words.shift();
  const at = head.lastIndexOf("@");
  const name = at > 0 ? head.slice(0, at) : head;
  const version = at > 0 ? head.slice(at + 1) : undefined;
  const env = {};
  const args = [];
  let afterDash = false;
  for (const w of words) {
    if (afterDash) args.push(w);
    else if (w === "--") afterDash = true;
    else if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) env[w.slice(0, w.indexOf("="))] = w.slice(w.indexOf("=") + 1);
    else args.push(w);
  }
  return { name, version, env, args };
}

/** `@scope/pkg` → `scope__pkg.json`, as in corpus/real. */
export function fileNameOf(name) {
  return `${name
    .replace(/^@/, "")
    .replace(/\//g, "__")
    .replace(/[^A-Za-z0-9._-]/g, "_")}.json`;
}

function readManifest() {
  if (!existsSync(MANIFEST)) return { captured: {}, failed: {} };
  const m = JSON.parse(readFileSync(MANIFEST, "utf8"));
  return { captured: m.captured ?? {}, failed: m.failed ?? {} };
}

/** Local paths (the install cache, the temporary working directory) out of a failure's detail. */
function scrub(text) {
  return (SOURCE_ROOT ? text.split(SOURCE_ROOT).join("<src>") : text)
    .replace(/\/\S*?\/node_modules\//g, "node_modules/")
    .replace(/\/\S*?\/mtl-cap-[A-Za-z0-9]+/g, "<cwd>")
    .replace(/\/root\/\.npm\/\S+/g, "<npm log>");
}

function writeManifest(m) {
  for (const f of Object.values(m.failed)) if (typeof f.detail === "string") f.detail = scrub(f.detail);
  const sorted = (o) =>
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  const body = {
    about:
      "Servers captured live from npm by scripts/corpus-capture.mjs with `mcp-tool-lint --stdio … --snapshot`. env lists variables given dummy values (never real secrets). failed records packages tried without success, with the reason.",
    captured: sorted(m.captured),
    failed: sorted(m.failed),
  };
  writeFileSync(MANIFEST, `${JSON.stringify(body, null, 2)}\n`);
}

/** Runs a command in its own process group; kills the group on timeout. */
function run(cmd, args, { cwd, env, timeoutMs }) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout = (stdout + d).slice(-200_000)));
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-200_000)));
    let timedOut = false;
    const kill = () => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      kill(); // anything the command left in its group
      done({ code, stdout, stderr, timedOut });
    });
    child.on("error", (e) => {
      clearTimeout(timer);
      done({ code: -1, stdout, stderr: String(e), timedOut });
    });
  });
}

/**
 * Kills processes whose command line mentions `marker` (the install cache, a capture's working
 * directory): a server that daemonizes out of its process group (seen: a log daemon, a helper
 * daemon, an HTTP server started beside stdio) would otherwise outlive the run. Linux only.
 */
export function reapStrays(marker) {
  if (!existsSync("/proc")) return 0;
  let killed = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    if (Number(pid) === process.pid) continue;
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
    } catch {
      continue;
    }
    if (!cmdline.includes(marker) || cmdline.includes("corpus-capture.mjs") || /\bnpm\b/.test(cmdline)) continue;
    try {
      process.kill(Number(pid), "SIGKILL");
      killed++;
    } catch {}
  }
  return killed;
}

function cleanEnv(home) {
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, LANG: "C.UTF-8", NO_COLOR: "1", CI: "1" };
  return env;
}

/** npm install's flags for both sources: quiet, one retry, a bounded fetch, the cache first. */
const INSTALL_FLAGS = ["--no-audit", "--no-fund", "--loglevel=error", "--fetch-retries=1", "--fetch-timeout=60000", "--prefer-offline"];

async function npmInstall(dir, specs, timeoutMs, scripts) {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, "package.json"))) writeFileSync(join(dir, "package.json"), '{"name":"corpus-cache","private":true}\n');
  const env = { ...process.env, ...INSTALL_ENV };
  return run("npm", ["install", `--ignore-scripts=${!scripts}`, ...INSTALL_FLAGS, ...specs], { cwd: dir, env, timeoutMs });
}

/**
 * Installs a batch. Without --scripts, install scripts do not run: listing tools never needs a
 * native build or a browser download, and a failed build would cost a whole install. With
 * --scripts, the batch is installed with install scripts first; when that fails (usually a native build a server needs
 * only for some tools), the batch once more without them, then split so one package that cannot
 * be installed does not sink the rest. Returns the failures and whether scripts ran.
 */
async function installBatch(dir, specs, timeoutMs, log, scripts) {
  if (!scripts) return { failed: await installAll(dir, specs, timeoutMs, log), scripts: false };
  const r = await npmInstall(dir, specs, timeoutMs, true);
  if (r.code === 0) return { failed: new Map(), scripts: true };
  log(`  install with scripts failed (${lastLine(r.stderr).slice(0, 120)}); again without install scripts`);
  return { failed: await installAll(dir, specs, timeoutMs, log), scripts: false };
}

async function installAll(dir, specs, timeoutMs, log) {
  const r = await npmInstall(dir, specs, timeoutMs, false);
  if (r.code === 0) return new Map();
  if (specs.length === 1) return new Map([[specs[0], r.timedOut ? "install timed out" : `install failed: ${lastLine(r.stderr)}`]]);
  log(`  install of ${specs.length} failed (${lastLine(r.stderr).slice(0, 120)}); splitting`);
  const half = Math.ceil(specs.length / 2);
  const a = await installAll(dir, specs.slice(0, half), timeoutMs, log);
  const b = await installAll(dir, specs.slice(half), timeoutMs, log);
  return new Map([...a, ...b]);
}

function lastLine(text) {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^npm (ERR|error)! *$/.test(l));
  const err = lines.filter((l) => /E404|ETARGET|ERESOLVE|not found|No matching|is not in this registry/i.test(l));
  return (err[0] ?? lines.at(-1) ?? "").replace(/\s+/g, " ").slice(0, 300);
}

/** The bin to start: the only one, else the one named like the package or mentioning mcp/server. */
export function pickBin(pkg) {
  const bin = pkg.bin;
  if (typeof bin === "string") return bin;
  if (!bin || typeof bin !== "object") return undefined;
  const entries = Object.entries(bin);
  if (entries.length === 0) return undefined;
  if (entries.length === 1) return entries[0][1];
  const base = pkg.name.split("/").pop();
  const named = entries.find(([k]) => k === base) ?? entries.find(([k]) => /mcp|server/i.test(k));
  return (named ?? entries[0])[1];
}

function commandOf(installDir, name) {
  const pkgDir = join(installDir, "node_modules", name);
  const pkgFile = join(pkgDir, "package.json");
  if (!existsSync(pkgFile)) return { error: "not installed" };
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
  const binRel = pickBin(pkg);
  if (!binRel) return { error: "no bin", version: pkg.version };
  const binPath = join(pkgDir, binRel);
  if (!existsSync(binPath)) return { error: "bin missing", version: pkg.version };
  const head = readFileSync(binPath).subarray(0, 200).toString("utf8");
  const isNode = /\.(c|m)?js$/.test(binPath) || /^#!.*\bnode\b/.test(head);
  return { version: pkg.version, argv: isNode ? [process.execPath, binPath] : [binPath] };
}

function shellQuote(w) {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
}

/** Environment variable names a failing server's stderr asks for. */
export function envNamesIn(stderr) {
  const names = new Set();
  for (const m of stderr.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)) {
    const n = m[1];
    if (NOT_ENV.has(n) || n.startsWith("ERR_") || n.length > 60) continue;
    if (
      /KEY|TOKEN|SECRET|URL|HOST|ID|PASSWORD|USER|EMAIL|DOMAIN|ENDPOINT|PROJECT|ACCOUNT|REGION|WORKSPACE|ORG|TEAM|PATH|DIR|DATABASE|DB|API|CLIENT|BASE|TENANT|SITE|INSTANCE|AUTH/.test(
        n,
      )
    )
      names.add(n);
  }
  return [...names].slice(0, 12);
}

function dummyFor(name) {
  if (/URL|ENDPOINT|HOST|BASE/.test(name)) return "http://127.0.0.1:9";
  if (/EMAIL/.test(name)) return "dummy@example.com";
  if (/PORT/.test(name)) return "9";
  return DUMMY;
}

async function captureOne(entry, installDir, opts, built) {
  const cmd = built ?? commandOf(installDir, entry.name);
  if (cmd.error) return { ok: false, reason: cmd.error, version: cmd.version };
  const file = built?.file ?? fileNameOf(entry.name);
  const target = join(OUT, file);
  const tmpOut = join(mkdtempSync(join(tmpdir(), "mtl-cap-")), file);
  const work = dirname(tmpOut);
  const attempt = async (env) => {
    const envFlags = Object.entries(env).flatMap(([k, v]) => ["--env", `${k}=${v}`]);
    const argv = [
      CLI,
      "--no-config",
      "--timeout",
      String(opts.timeout),
      "--stdio",
      [...cmd.argv, ...entry.args].map(shellQuote).join(" "),
      "--cwd",
      work,
      "--snapshot",
      tmpOut,
      "-f",
      "json",
      "-o",
      join(work, "lint.json"),
      ...envFlags,
    ];
    return run(process.execPath, argv, { cwd: work, env: cleanEnv(work), timeoutMs: (opts.timeout * 4 + 30) * 1000 });
  };
  let env = { ...entry.env };
  let r = await attempt(env);
  if (!existsSync(tmpOut)) {
    const wanted = envNamesIn(r.stderr).filter((n) => !(n in env));
    if (wanted.length > 0) {
      env = { ...env, ...Object.fromEntries(wanted.map((n) => [n, dummyFor(n)])) };
      r = await attempt(env);
    }
  }
  try {
    if (!existsSync(tmpOut)) return { ok: false, reason: classify(r), version: cmd.version, detail: lastLine(r.stderr).slice(0, 300) };
    const snap = JSON.parse(readFileSync(tmpOut, "utf8"));
    const tools = toolCountOf(snap);
    if (tools === 0) return { ok: false, reason: "0 tools", version: cmd.version };
    const command = (built ? [...built.shown, ...entry.args] : ["npx", "-y", `${entry.name}@${cmd.version}`, ...entry.args]).map(shellQuote).join(" ");
    writeFileSync(target, withServerName(readFileSync(tmpOut, "utf8"), command));
    return {
      ok: true,
      file,
      record: {
        package: built?.package ?? entry.name,
        version: cmd.version,
        ...(built ? { source: built.source, build: built.build } : {}),
        command,
        env: Object.keys(env).sort(),
        captured: new Date().toISOString().slice(0, 10),
        tools,
        protocolVersion: snap.protocolVersion ?? null,
        ...(snap.serverInfo && typeof snap.serverInfo === "object" ? { serverInfo: { name: snap.serverInfo.name, version: snap.serverInfo.version } } : {}),
      },
    };
  } finally {
    reapStrays(work);
    rmSync(work, { recursive: true, force: true });
  }
}

/** Tools in a snapshot: v1 keeps them in `tools`, v2 in `pages[].tools` (one page per tools/list page). */
export function toolCountOf(snap) {
  if (Array.isArray(snap?.tools)) return snap.tools.length;
  if (!Array.isArray(snap?.pages)) return 0;
  return snap.pages.reduce((n, page) => n + (Array.isArray(page?.tools) ? page.tools.length : 0), 0);
}

/**
 * The snapshot names its server by the command that was run, here a path in the local install
 * cache; the reproducible command replaces it. Text replacement keeps the file byte for byte
 * as the linter wrote it otherwise.
 */
export function withServerName(text, command) {
  const snap = JSON.parse(text);
  const old = snap?.server?.name;
  if (typeof old !== "string" || old === command) return text;
  const at = text.indexOf(JSON.stringify(old));
  return at < 0 ? text : text.slice(0, at) + JSON.stringify(command) + text.slice(at + JSON.stringify(old).length);
}

/** Takes in the manifest of a run made in parallel with --manifest (its files are already in captured/). */
function mergeFrom(file) {
  const other = JSON.parse(readFileSync(file, "utf8"));
  const m = readManifest();
  for (const [name, record] of Object.entries(other.captured ?? {})) {
    m.captured[name] = record;
    delete m.failed[record.package];
  }
  const have = new Set(Object.values(m.captured).map((r) => r.package));
  for (const [name, f] of Object.entries(other.failed ?? {})) if (!have.has(name) && !m.failed[name]) m.failed[name] = f;
  writeManifest(m);
  console.error(`corpus-capture: merged ${file}: ${Object.keys(m.captured).length} captured, ${Object.keys(m.failed).length} failed`);
}

/** Renames the server of every captured file to the manifest's command (files captured before). */
function renameAll() {
  const m = readManifest();
  let changed = 0;
  for (const [file, record] of Object.entries(m.captured)) {
    const path = join(OUT, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, "utf8");
    const next = withServerName(text, record.command);
    if (next !== text) {
      writeFileSync(path, next);
      changed++;
    }
  }
  writeManifest(m);
  console.error(`corpus-capture: ${changed} server name(s) set to the manifest's command`);
}

/** `github:owner/name@commit` → its parts and the directory it was unpacked in under DIR. */
export function parseSource(name, version, root) {
  const m = /^github:([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(name);
  if (!m || !version || !/^[0-9a-f]{40}$/.test(version)) return undefined;
  return { owner: m[1], repo: m[2], commit: version, dir: join(root, `${m[1]}__${m[2]}`) };
}

/**
 * The file a `start` script of the form `node [--flag]... file.js` runs: the entry of a repository
 * that declares neither bin nor main (many are never published, so never needed one).
 */
function startEntry(pkg) {
  const start = typeof pkg.scripts?.start === "string" ? pkg.scripts.start : "";
  return /^node\s+(?:--[\w-]+(?:=\S+)?\s+)*(\S+\.(?:c|m)?js)$/.exec(start.trim())?.[1];
}

/**
 * Installs and builds one unpacked repository in place; returns what captureOne needs (the
 * command to run, the file and package names, the build recorded) or the reason it cannot run.
 */
async function prepareSource(src, taken) {
  const pkgFile = join(src.dir, "package.json");
  if (!existsSync(pkgFile)) return { error: existsSync(src.dir) ? "no package.json" : "not unpacked" };
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
  } catch {
    return { error: "bad package.json" };
  }
  if (pkg.workspaces) return { error: "monorepo", version: pkg.version };
  const env = { ...process.env, ...INSTALL_ENV };
  const steps = ["npm install --ignore-scripts"];
  if (!existsSync(join(src.dir, "node_modules", ".package-lock.json"))) {
    const r = await run("npm", ["install", "--ignore-scripts", ...INSTALL_FLAGS], { cwd: src.dir, env, timeoutMs: 180_000 });
    if (r.code !== 0) return { error: r.timedOut ? "install timed out" : "install failed", detail: lastLine(r.stderr), version: pkg.version };
  }
  const name = typeof pkg.name === "string" && pkg.name ? pkg.name : undefined;
  const binRel = pickBin({ ...pkg, name: name ?? src.repo }) ?? (typeof pkg.main === "string" ? pkg.main : undefined) ?? startEntry(pkg);
  if (!binRel) return { error: "no bin", version: pkg.version };
  const binPath = join(src.dir, binRel);
  const tryBuild = async (cmd, args, shown) => {
    const r = await run(cmd, args, { cwd: src.dir, env, timeoutMs: 180_000 });
    steps.push(shown);
    return r;
  };
  let r;
  // A bin the repository commits is run as committed: no build (the build is the slow part here).
  if (existsSync(binPath)) steps.push("(bin committed, not rebuilt)");
  else if (pkg.scripts?.build) r = await tryBuild("npm", ["run", "build"], "npm run build");
  if (r?.code !== 0 && !existsSync(binPath) && existsSync(join(src.dir, "tsconfig.json"))) {
    r = await tryBuild("npx", ["--no-install", "tsc"], "npx tsc");
  }
  if (!existsSync(binPath)) return { error: "build failed", detail: r ? lastLine(r.stderr || r.stdout) : "bin not built", version: pkg.version };
  if (!/\.(c|m)?js$/.test(binPath) && !/^#!.*\bnode\b/.test(readFileSync(binPath).subarray(0, 200).toString("utf8"))) {
    return { error: "bin is not JavaScript", version: pkg.version };
  }
  const own = name ? fileNameOf(name) : undefined;
  const file = own && !taken.has(own) ? own : fileNameOf(`${src.owner}/${src.repo}`);
  return {
    version: pkg.version,
    argv: [process.execPath, binPath],
    shown: ["node", binRel.replace(/^\.\//, "")],
    file,
    package: name ?? `github:${src.owner}/${src.repo}`,
    source: `github:${src.owner}/${src.repo}@${src.commit}`,
    build: steps.join(" && "),
  };
}

/** --source: each line a repository unpacked under DIR; installed, built and captured in place. */
async function captureSources(lines, opts) {
  const manifest = readManifest();
  const have = new Set(Object.values(manifest.captured).map((r) => r.package));
  const realFiles = new Set(existsSync(join(ROOT, "corpus", "real")) ? readdirSync(join(ROOT, "corpus", "real")) : []);
  const taken = new Set([...Object.keys(manifest.captured), ...realFiles]);
  const todo = [];
  for (const line of lines) {
    const entry = parseSpec(line);
    const src = parseSource(entry.name, entry.version, opts.source);
    if (!src) fail(`--source wants github:owner/name@<40-hex commit>, not ${line}`);
    if (manifest.failed[entry.name] && !opts.retryFailed) continue;
    if (Object.values(manifest.captured).some((r) => r.source?.startsWith(`${entry.name}@`))) continue;
    todo.push({ ...entry, src });
  }
  const log = (m) => console.error(m);
  log(`corpus-capture: ${todo.length} source(s) to try`);
  const now = () => new Date().toISOString().slice(0, 10);
  await pool(todo, opts.jobs, async (entry) => {
    const built = await prepareSource(entry.src, taken);
    let r;
    if (built.error) r = { ok: false, reason: built.error, version: built.version, detail: built.detail };
    else if (have.has(built.package) || realFiles.has(fileNameOf(built.package)))
      r = { ok: false, reason: "package already in the corpus", version: built.version };
    else r = await captureOne(entry, entry.src.dir, opts, built);
    reapStrays(entry.src.dir);
    if (r.ok) {
      taken.add(r.file);
      have.add(r.record.package);
      manifest.captured[r.file] = { ...r.record, installScripts: false };
      delete manifest.failed[entry.name];
      log(`  ✓ ${entry.name}: ${r.record.tools} tools (${r.record.protocolVersion})${r.record.env.length ? ` env ${r.record.env.join(",")}` : ""} → ${r.file}`);
    } else {
      manifest.failed[entry.name] = {
        reason: r.reason,
        ...(r.version ? { version: r.version } : {}),
        ...(r.detail ? { detail: r.detail.slice(0, 300) } : {}),
        tried: now(),
      };
      log(`  ✗ ${entry.name}: ${r.reason}${r.detail ? ` (${r.detail.slice(0, 140)})` : ""}`);
    }
    writeManifest(manifest);
  });
  writeManifest(manifest);
}

function classify(r) {
  const s = r.stderr;
  if (/fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|getaddrinfo|network/i.test(s)) return "needs network";
  if (/Cannot find module|ERR_MODULE_NOT_FOUND|\.node\b|bindings/i.test(s)) return "broken install";
  if (r.timedOut || /timed? ?out|did not answer|deadline/i.test(s)) return "timeout";
  if (/required|missing|not set|must be set|provide/i.test(s)) return "needs configuration";
  if (/exited|closed|ended|before/i.test(s)) return "exited before listing tools";
  if (/initialize|handshake|protocol/i.test(s)) return "handshake failed";
  return "server failed";
}

async function pool(items, jobs, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(jobs, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++];
        await fn(item);
      }
    }),
  );
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.merge) return mergeFrom(opts.merge);
  if (opts.renameServers) return renameAll();
  ensureBuilt();
  const lines = [...opts.list.flatMap((f) => readFileSync(f, "utf8").split("\n")), ...opts.specs].map((l) => l.replace(/#.*$/, "").trim()).filter(Boolean);
  mkdirSync(OUT, { recursive: true });
  if (opts.source) return captureSources(lines, opts);
  const manifest = readManifest();
  const have = new Set(Object.values(manifest.captured).map((r) => r.package));
  const realFiles = new Set(existsSync(join(ROOT, "corpus", "real")) ? readdirSync(join(ROOT, "corpus", "real")) : []);
  const todo = [];
  const seen = new Set();
  for (const line of lines) {
    const entry = parseSpec(line);
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    if (have.has(entry.name)) continue;
    if (realFiles.has(fileNameOf(entry.name))) continue; // already in corpus/real
    if (manifest.failed[entry.name] && !opts.retryFailed) continue;
    todo.push(entry);
    if (todo.length >= opts.limit) break;
  }
  const log = (m) => console.error(m);
  log(`corpus-capture: ${todo.length} to try (${have.size} captured, ${Object.keys(manifest.failed).length} failed before)`);
  if (opts.dryRun) {
    for (const e of todo) console.log(e.name);
    return;
  }
  const batches = [];
  for (let i = 0; i < todo.length; i += opts.batch) batches.push(todo.slice(i, i + opts.batch));
  const install = (n) => {
    const specs = batches[n].map((e) => (e.version ? `${e.name}@${e.version}` : e.name));
    // Named by its contents, so a rerun reuses a batch already installed.
    const dir = join(opts.cache, `batch-${createHash("sha256").update(specs.join("\n")).digest("hex").slice(0, 12)}`);
    if (batches[n].every((e) => existsSync(join(dir, "node_modules", e.name, "package.json")))) {
      return Promise.resolve({ failed: new Map(), scripts: opts.scripts, dir });
    }
    log(`batch ${n + 1}/${batches.length}: installing ${specs.join(" ")}`);
    return installBatch(dir, specs, 240_000, log, opts.scripts).then((r) => ({ ...r, dir }));
  };
  // --ahead batches at a time, each installed and then captured one server after another, so
  // installs overlap with captures and one slow server holds up only its own batch.
  await pool(
    batches.map((_, n) => n),
    opts.ahead,
    async (n) => {
      const { failed: failedInstall, scripts, dir } = await install(n);
      await pool(batches[n], opts.jobs, async (entry) => {
        const spec = entry.version ? `${entry.name}@${entry.version}` : entry.name;
        const now = new Date().toISOString().slice(0, 10);
        if (failedInstall.has(spec)) {
          manifest.failed[entry.name] = {
            reason: failedInstall.get(spec).startsWith("install timed") ? "install timed out" : "install failed",
            detail: failedInstall.get(spec),
            tried: now,
          };
          log(`  ✗ ${entry.name}: ${failedInstall.get(spec)}`);
          writeManifest(manifest);
          return;
        }
        const r = await captureOne(entry, dir, opts);
        if (r.ok) {
          manifest.captured[r.file] = { ...r.record, ...(scripts ? {} : { installScripts: false }) };
          delete manifest.failed[entry.name];
          log(
            `  ✓ ${entry.name}@${r.record.version}: ${r.record.tools} tools (${r.record.protocolVersion})${r.record.env.length ? ` env ${r.record.env.join(",")}` : ""}`,
          );
        } else {
          manifest.failed[entry.name] = {
            reason: r.reason,
            ...(r.version ? { version: r.version } : {}),
            ...(r.detail ? { detail: r.detail } : {}),
            tried: now,
          };
          log(`  ✗ ${entry.name}: ${r.reason}${r.detail ? ` (${r.detail.slice(0, 140)})` : ""}`);
        }
        writeManifest(manifest);
      });
    },
  );
  writeManifest(manifest);
  const strays = reapStrays(opts.cache);
  if (strays > 0) log(`corpus-capture: ended ${strays} server process(es) left running outside their process group`);
  const reasons = {};
  for (const f of Object.values(manifest.failed)) reasons[f.reason] = (reasons[f.reason] ?? 0) + 1;
  log(`corpus-capture: ${Object.keys(manifest.captured).length} captured in all; failed: ${JSON.stringify(reasons)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => fail(e?.message ?? String(e)));
}
