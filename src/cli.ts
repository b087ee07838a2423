#!/usr/bin/env node
// Node ≥ 22.1 keeps compiled code on disk (node's default cache directory in the OS temp; the
// NODE_COMPILE_CACHE / NODE_DISABLE_COMPILE_CACHE variables still rule): the packages loaded on
// demand (ajv, yaml, …) and, in a run from the sources, every module. The CLI's own code is one
// script with a code cache of its own, written after a plain lint (shell/cli/code-cache.ts).
import module from "node:module";
import { fileURLToPath } from "node:url";
import type { fastParse } from "./shell/cli/args.js";
import { runCachedScript } from "./shell/cli/code-cache.js";
import type * as processIo from "./shell/cli/process-io.js";
import type { main } from "./shell/main.js";

// Not `v8.setFlagsFromString("--no-regexp-tier-up")`, though it saved ~60 ms of a 10-tool start: V8
// flags changed after start-up are unsupported, and on Node 24 one run in eight then crashed (SIGSEGV).
// Typed by hand: the Node 20 types the package builds against do not have it.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

type Cli = typeof processIo & { main: typeof main; fastParse: typeof fastParse };
const argv = process.argv.slice(2);
// Help, the version and the other commands (a bare first word: `rules`, `explain`, a misspelling)
// load only their own ES modules, as before: the script holds everything and its cache the lint's
// code, which they would load for nothing. A wrong guess (a file named `tools`) costs time, never
// a different result: both ways run the same main.
const head = argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv;
const notLint =
  head.some((arg) => arg === "--help" || arg === "-h" || arg === "--version" || arg === "-v") || (head[0] !== "lint" && /^[a-z]+$/.test(head[0] ?? ""));
// The build writes cli-main.js next to this file; run from the sources, the modules load as they are.
const script =
  import.meta.url.endsWith(".js") && !notLint ? runCachedScript<Cli>(fileURLToPath(new URL("./cli-main.js", import.meta.url)), process.env) : undefined;
const cli: Cli =
  script?.exports ??
  (await Promise.all([import("./shell/main.js"), import("./shell/cli/process-io.js"), import("./shell/cli/args.js")]).then(([m, io, args]) => ({
    ...io,
    main: m.main,
    fastParse: args.fastParse,
  })));

cli.quietOnClosedPipe(process.stdout);
cli.quietOnClosedPipe(process.stderr);
const interrupts = cli.watchInterrupts(process.stderr);

cli
  .main(argv, {
    cwd: process.cwd(),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    interrupted: interrupts.received,
    blocking: interrupts.blocking,
  })
  .then(
    (code) => {
      const signal = interrupts.received();
      process.exitCode = signal ? cli.signalExitCode(signal) : code;
      interrupts.dispose();
      // The cache is written after a plain lint that ran (help or a usage error would keep only their own code).
      if (script !== undefined && signal === undefined && code <= 1 && plainLint(cli, argv)) script.save();
    },
    (error: unknown) => {
      process.stderr.write(`mcp-tool-lint: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
      interrupts.dispose();
    },
  );

function plainLint(cli: Cli, argv: readonly string[]): boolean {
  try {
    return cli.fastParse(argv, process.cwd()) !== undefined;
  } catch {
    return false;
  }
}
