import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { LintArgs } from "../cli/args.js";
import { EXIT_CANNOT_LINT, exitCode } from "../cli/exit-code.js";
import type { CliIo } from "../cli/main.js";
import { lint, type LintRequest, type LintResult } from "../pipeline/lint.js";
import { formatResult } from "../report/format.js";
import { printable } from "../report/sanitize.js";
import type { FormatOptions } from "../report/types.js";
import { VERSION } from "../version.js";

/** The default command: lint every input, write each requested format, return the exit code. */
export async function runLint(args: LintArgs, io: CliIo): Promise<number> {
  const request: LintRequest = {
    cwd: io.cwd,
    files: args.inputs,
    configPath: args.noConfig ? false : args.config,
    flags: {
      ...(args.preset ? { preset: args.preset } : {}),
      rules: args.rules,
      ...(args.select ? { select: args.select } : {}),
      ...(args.ignore ? { ignore: args.ignore } : {}),
      ...(args.targets ? { targets: args.targets } : {}),
    },
    ...(args.protocol ? { protocol: args.protocol } : {}),
    ...(args.baseline !== undefined ? { baseline: args.baseline } : {}),
    settings: { tokens: args.tokens },
  };
  const result = await lint(request);
  for (const problem of result.problems) io.stderr.write(`mcp-tool-lint: ${printable(problem)}\n`);

  const colorWanted = args.color ?? (io.stdout.isTTY === true && !("NO_COLOR" in io.env && io.env["NO_COLOR"] !== ""));
  const written = await writeOutputs(result, args, io, {
    color: false,
    cwd: io.cwd,
    root: resolve(io.cwd, args.root ?? "."),
    ...(args.category ? { category: args.category } : {}),
    version: VERSION,
  }, colorWanted);
  if (!written) return EXIT_CANNOT_LINT;
  return exitCode(result.findings, result.problems, args.failOn, args.maxWarnings);
}

async function writeOutputs(result: LintResult, args: LintArgs, io: CliIo, base: FormatOptions, colorWanted: boolean): Promise<boolean> {
  let ok = true;
  for (const target of args.outputs) {
    const text = await formatResult(target.format, result, { ...base, color: target.file === undefined && target.format === "text" && colorWanted });
    if (target.file === undefined) {
      io.stdout.write(text);
      continue;
    }
    const path = resolve(io.cwd, target.file);
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
    } catch (error) {
      io.stderr.write(`mcp-tool-lint: cannot write ${target.format} output to ${target.file}: ${(error as Error).message}\n`);
      ok = false;
    }
  }
  return ok;
}
