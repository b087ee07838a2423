import { readFile, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { LintArgs } from "../cli/args.js";
import { EXIT_CANNOT_LINT, exitCode, failedGates } from "../cli/exit-code.js";
import { UsageError } from "../cli/args.js";
import { parseHeader } from "../../pipeline/live/header.js";
import type { CliIo } from "../cli/io.js";
import { lint, type LintRequest, type LintResult } from "../../pipeline/lint.js";
import { formatResult, formatResultPieces } from "../../pipeline/report/format.js";
import { printable } from "../../core/util/sanitize.js";
import type { FormatOptions } from "../../pipeline/report/types.js";
import { VERSION } from "../../version.js";
import { writeFileCreatingParents } from "../../core/util/write-file.js";
import { writeOrFail } from "../cli/cannot-write.js";

/** The default command: lint every input, write each requested format, return the exit code. */
export async function runLint(args: LintArgs, io: CliIo): Promise<number> {
  if (args.printConfig) return (await import("./print-config.js")).runPrintConfig(args, io);
  const hasLive = args.stdio.length > 0 || args.stdioArgv !== undefined || args.urls.length > 0 || args.mcpConfigs.length > 0;
  if (args.tokens && !(await (await import("../../helpers/cost/tokenizer.js")).loadTokenizer())) {
    throw new UsageError(
      "--tokens counts exactly with gpt-tokenizer, which is not installed: `npm install gpt-tokenizer` next to mcp-tool-lint (without it, counts are estimates)",
    );
  }
  // A malformed --header or an unset $VAR in one is a usage error, found before any server starts.
  for (const header of args.headers) {
    try {
      parseHeader(header, io.env);
    } catch (error) {
      throw new UsageError(`--header: ${(error as Error).message}`);
    }
  }
  // The SDK and the live-server layer load only when a live input is given.
  const live = hasLive ? await (await import("./live.js")).loadLiveInputs(args, io) : undefined;
  // No input on the command line: the config's `servers` and `files` (source-location work, issue 15).
  const project = !hasLive && args.inputs.length === 0 ? await (await import("./project.js")).loadProjectInputs(args, io) : undefined;
  // Live servers with a project folder: findings about their tools carry the tool's place in the source.
  const sourceRoots = new Map(project?.sourceRoots ?? (hasLive ? (await import("./project.js")).stdioSourceRoots(args, io) : []));
  const request: LintRequest = {
    cwd: io.cwd,
    files: project ? project.files : [...args.inputs, ...(live?.snapshotFiles ?? [])],
    ...(live ? { memory: live.memory, documents: live.documents, clients: live.clients } : {}),
    ...(project ? { memory: project.memory, documents: project.documents } : {}),
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
    ...(args.exclude.length > 0 ? { exclude: args.exclude } : {}),
    ...(args.stdinFilename !== undefined ? { stdinFilename: args.stdinFilename } : {}),
    ...(sourceRoots.size > 0 ? { sourceRoots } : {}),
    ...(io.blocking ? { blocking: io.blocking } : {}),
  };
  let result = await lint(request);
  if (live && live.problems.length > 0) result = { ...result, problems: [...live.problems, ...result.problems] };
  if (project && project.problems.length > 0) result = { ...result, problems: [...project.problems, ...result.problems] };
  const signal = io.interrupted?.();
  if (signal) result = { ...result, problems: [`interrupted (${signal})`, ...result.problems] };
  for (const note of result.notes ?? []) io.stderr.write(`mcp-tool-lint: note: ${printable(note)}\n`);
  for (const problem of result.problems) {
    // A problem is one line; a server's stderr tail may follow it, each line neutralised.
    const [first, ...rest] = problem.split("\n");
    io.stderr.write(`mcp-tool-lint: ${printable(first!)}\n${rest.map((line) => `${printable(line)}\n`).join("")}`);
  }
  if (args.writeSuppressions !== undefined) result = await writeSuppressions(result, args, io);
  if (args.pruneSuppressions && result.suppressionsFile) await pruneSuppressions(result, io);

  const colorWanted = args.color ?? colorFromEnv(io);
  // --quiet: only errors are reported; the gates below still count every finding.
  const reported = args.quiet ? { ...result, findings: result.findings.filter((f) => f.severity === "error") } : result;
  const written = await writeOutputs(
    reported,
    args,
    io,
    {
      color: false,
      cwd: io.cwd,
      root: resolve(io.cwd, args.root ?? "."),
      ...(args.category ? { category: args.category } : {}),
      version: VERSION,
    },
    colorWanted,
  );
  if (!written) return EXIT_CANNOT_LINT;
  const code = exitCode(result.findings, result.problems, args.failOn, args.maxWarnings);
  // A gate the user set says why it failed; errors failing the default gate speak for themselves.
  if (result.problems.length === 0) {
    for (const gate of failedGates(result.findings, args.failOn, args.maxWarnings)) {
      if (args.failOn !== "error" || gate.includes("--max-warnings")) io.stderr.write(`mcp-tool-lint: failed: ${gate}\n`);
    }
  }
  return code;
}

/**
 * `--write-suppressions FILE`: records every current finding (those the applied file already
 * suppressed included) so later runs fail only on new ones; reasons of existing entries are kept.
 * The run then reports only what cannot be suppressed.
 */
async function writeSuppressions(result: LintResult, args: LintArgs, io: CliIo): Promise<LintResult> {
  const { buildSuppressionFile, findingLocator, formatSuppressionFile, isSuppressible, parseSuppressionFile } = await import(
    "../../pipeline/suppressions/index.js"
  );
  const path = resolve(io.cwd, args.writeSuppressions!);
  const previousText = await readFile(path, "utf8").catch(() => undefined);
  const previous = previousText === undefined ? undefined : parseSuppressionFile(previousText, args.writeSuppressions!);
  const recorded = [...result.findings, ...result.bulkSuppressed].filter((f) => f.ruleId !== "unused-suppression");
  const file = buildSuppressionFile(recorded, findingLocator(result, dirname(path)), {
    reason: args.suppressionsReason ?? "",
    ...(previous?.ok ? { previous: previous.file } : {}),
  });
  await writeOrFail("suppressions", args.writeSuppressions!, () => writeFileCreatingParents(path, formatSuppressionFile(file)));
  const total = file.suppressions.reduce((sum, entry) => sum + entry.count, 0);
  io.stderr.write(
    `mcp-tool-lint: recorded ${total} finding${total === 1 ? "" : "s"} in ${file.suppressions.length} entr${file.suppressions.length === 1 ? "y" : "ies"} of ${args.writeSuppressions}\n`,
  );
  const findings = result.findings.filter((f) => !isSuppressible(f));
  return { ...result, findings, suppressed: result.suppressed + (result.findings.length - findings.length) };
}

/** `--prune-suppressions`: rewrites the applied file without what no longer matches. */
async function pruneSuppressions(result: LintResult, io: CliIo): Promise<void> {
  const { formatSuppressionFile, pruneSuppressionFile } = await import("../../pipeline/suppressions/index.js");
  const { path, file, unused } = result.suppressionsFile!;
  if (unused.length === 0) return;
  await writeOrFail("the pruned suppressions", path, () => writeFile(path, formatSuppressionFile(pruneSuppressionFile(file, unused))));
  io.stderr.write(`mcp-tool-lint: pruned ${unused.length} entr${unused.length === 1 ? "y" : "ies"} from ${path}\n`);
}

async function writeOutputs(result: LintResult, args: LintArgs, io: CliIo, base: FormatOptions, colorWanted: boolean): Promise<boolean> {
  let ok = true;
  for (const target of args.outputs) {
    if (target.file === undefined) {
      io.stdout.write(await formatResult(target.format, result, { ...base, color: target.format === "text" && colorWanted }));
      continue;
    }
    const path = resolve(io.cwd, target.file);
    const pieces = await formatResultPieces(target.format, result, { ...base, color: false });
    try {
      await writeFileCreatingParents(path, pieces);
    } catch (error) {
      io.stderr.write(`mcp-tool-lint: cannot write ${target.format} output to ${target.file}: ${(error as Error).message}\n`);
      ok = false;
    }
  }
  return ok;
}

/** Colour when stdout is a terminal, unless NO_COLOR; FORCE_COLOR (not 0 or false) turns it on anywhere. */
export function colorFromEnv(io: Pick<CliIo, "env" | "stdout">): boolean {
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force !== "false";
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== "") return false;
  return io.stdout.isTTY === true;
}
