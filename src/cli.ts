#!/usr/bin/env node
// Node ≥ 22.1 keeps compiled code on disk (node's default cache directory in the OS temp; the
// NODE_COMPILE_CACHE / NODE_DISABLE_COMPILE_CACHE variables still rule): later starts skip most
// compiling. Node 20 has no such function and starts as before. The rest of the CLI is imported
// below, after the cache is on, so that the cache covers it.
import module from "node:module";

// Not `v8.setFlagsFromString("--no-regexp-tier-up")`, though it saved ~60 ms of a 10-tool start: V8
// flags changed after start-up are unsupported, and on Node 24 one run in eight then crashed (SIGSEGV).
// Typed by hand: the Node 20 types the package builds against do not have it.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const [{ main }, { quietOnClosedPipe, signalExitCode, watchInterrupts }] = await Promise.all([import("./shell/main.js"), import("./shell/cli/process-io.js")]);

quietOnClosedPipe(process.stdout);
quietOnClosedPipe(process.stderr);
const interrupts = watchInterrupts(process.stderr);

main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  interrupted: interrupts.received,
  blocking: interrupts.blocking,
}).then(
  (code) => {
    const signal = interrupts.received();
    process.exitCode = signal ? signalExitCode(signal) : code;
    interrupts.dispose();
  },
  (error: unknown) => {
    process.stderr.write(`mcp-tool-lint: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
    interrupts.dispose();
  },
);
