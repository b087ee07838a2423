import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { LintArgs } from "../cli/args.js";
import { EXIT_CANNOT_LINT, exitCode } from "../cli/exit-code.js";
import type { CliIo } from "../cli/main.js";
import { lint, type LintRequest, type LintResult } from "../pipeline/lint.js";
import { formatResult } from "../report/format.js";
import { printable } from "../report/sanitize.js";
import type { FormatOptions } from "../report/types.js";
import { VERSION } from "../version.js";
import { writeFileCreatingParents } from "../util/write-file.js";

/** The default command: lint every input, write each requested format, return the exit code. */
export async function runLint(args: LintArgs, io: CliIo): Promise<number> {
  const hasLive = args.stdio.length > 0 || args.stdioArgv !== undefined || args.urls.length > 0 || args.mcpConfigs.length > 0;
  // The SDK and the live-server layer load only when a live input is given.
  const live = hasLive ? await (await import("./live.js")).loadLiveInputs(args, io) : undefined;
  const request: LintRequest = {
    cwd: io.cwd,
    files: [...args.inputs, ...(live?.snapshotFiles ?? [])],
    ...(live ? { memory: live.memory, documents: live.documents, clients: live.clients } : {}),
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
    ...(args.suppressions !== undefined ? { suppressionsFile: args.suppressions } : {}),
  };
  let result = await lint(request);
  if (live && live.problems.length > 0) result = { ...result, problems: [...live.problems, ...result.problems] };
  for (const problem of result.problems) {
    // A problem is one line; a server's stderr tail may follow it, each line neutralised.
    const [first, ...rest] = problem.split("\n");
    io.stderr.write(`mcp-tool-lint: ${printable(first!)}\n${rest.map((line) => `${printable(line)}\n`).join("")}`);
  }
  if (args.writeSuppressions !== undefined) result = await writeSuppressions(result, args, io);
  if (args.pruneSuppressions && result.suppressionsFile) await pruneSuppressions(result, io);

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

/**
 * `--write-suppressions FILE`: records every current finding (those the applied file already
 * suppressed included) so later runs fail only on new ones; reasons of existing entries are kept.
 * The run then reports only what cannot be suppressed.
 */
async function writeSuppressions(result: LintResult, args: LintArgs, io: CliIo): Promise<LintResult> {
  const { buildSuppressionFile, findingLocator, formatSuppressionFile, isSuppressible, parseSuppressionFile } = await import("../suppressions/index.js");
  const path = resolve(io.cwd, args.writeSuppressions!);
  const previousText = await readFile(path, "utf8").catch(() => undefined);
  const previous = previousText === undefined ? undefined : parseSuppressionFile(previousText, args.writeSuppressions!);
  const recorded = [...result.findings, ...result.bulkSuppressed].filter((f) => f.ruleId !== "unused-suppression");
  const file = buildSuppressionFile(recorded, findingLocator(result), {
    reason: args.suppressionsReason ?? "",
    ...(previous?.ok ? { previous: previous.file } : {}),
  });
  await writeFileCreatingParents(path, formatSuppressionFile(file));
  const total = file.suppressions.reduce((sum, entry) => sum + entry.count, 0);
  io.stderr.write(`mcp-tool-lint: recorded ${total} finding${total === 1 ? "" : "s"} in ${file.suppressions.length} entr${file.suppressions.length === 1 ? "y" : "ies"} of ${args.writeSuppressions}\n`);
  const findings = result.findings.filter((f) => !isSuppressible(f));
  return { ...result, findings, suppressed: result.suppressed + (result.findings.length - findings.length) };
}

/** `--prune-suppressions`: rewrites the applied file without what no longer matches. */
async function pruneSuppressions(result: LintResult, io: CliIo): Promise<void> {
  const { formatSuppressionFile, pruneSuppressionFile } = await import("../suppressions/index.js");
  const { path, file, unused } = result.suppressionsFile!;
  if (unused.length === 0) return;
  await writeFile(path, formatSuppressionFile(pruneSuppressionFile(file, unused)));
  io.stderr.write(`mcp-tool-lint: pruned ${unused.length} entr${unused.length === 1 ? "y" : "ies"} from ${path}\n`);
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
      await writeFileCreatingParents(path, text);
    } catch (error) {
      io.stderr.write(`mcp-tool-lint: cannot write ${target.format} output to ${target.file}: ${(error as Error).message}\n`);
      ok = false;
    }
  }
  return ok;
}
