#!/usr/bin/env node
import { main } from "./cli/main.js";
import { quietOnClosedPipe, signalExitCode, watchInterrupts } from "./cli/process-io.js";

quietOnClosedPipe(process.stdout);
quietOnClosedPipe(process.stderr);
const interrupts = watchInterrupts(process.stderr);

main(process.argv.slice(2), { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr, interrupted: interrupts.received }).then(
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
